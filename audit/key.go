package audit

import (
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// Key line events.
const (
	EventKey    = "receipt_key"     // an Ed25519 receipt key's scope started
	EventKeyEnd = "receipt_key_end" // its scope ended: the key signs no more
)

// KeyEntry is a line that publishes an Ed25519 receipt key: its JWK
// (RFC 8037; public half only, there is no field for anything else) and
// validity window, so receipts in the trail can be re-verified offline
// after the process is gone (VerifyTrail, zc-proxy audit verify).
type KeyEntry struct {
	Time  time.Time `json:"time"`
	Event string    `json:"event"` // EventKey or EventKeyEnd
	receipts.JWK
}

// KeyEntryFor is the line for k: EventKeyEnd when ended.
func KeyEntryFor(k receipts.PublicKey, ended bool) KeyEntry {
	e := KeyEntry{Event: EventKey, JWK: k.ToJWK()}
	if ended {
		e.Event = EventKeyEnd
	}
	return e
}

// RecordKey appends e as one line. A zero e.Time is set to now (UTC).
func (w *Writer) RecordKey(e KeyEntry) {
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	w.writeJSON(e, "key entry")
}
