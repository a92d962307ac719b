package ui

import (
	"encoding/json"
	"sync"
	"time"
)

// Record is one finished request as the page shows it.
type Record struct {
	Time      time.Time     // when the request arrived
	Duration  time.Duration // how long it took
	RequestID string
	Route     string // e.g. /v1/chat/completions
	Model     string // as the client asked
	Mode      string // "on" (receipts), "off", or "" for a request refused before either applied
	Error     string // the error message the client got, if any (never internal detail)
	Stream    bool
	Status    int // HTTP status sent
	// Report is the request's zc_receipts object as sent to the client;
	// nil when there was none (receipts off, an error before the answer).
	// A recorder that cut a long list to bound its memory says how many
	// items it dropped under DroppedKey(list).
	Report json.RawMessage
	// Prompt is the request's messages (JSON), set only when the proxy
	// logs prompts (log.include_prompts); the page shows it only then.
	Prompt string
	// Owner names the client that sent the request (an opaque digest of
	// its key; "" without one): a viewer limited to one owner
	// (Options.Viewer) sees only its own records.
	Owner string
}

// Recorder receives one Record per finished request. Implementations must
// be safe for concurrent use and must not block.
type Recorder interface{ Record(Record) }

// Ring is a Recorder that keeps the last N Records in memory.
type Ring struct {
	mu    sync.Mutex
	buf   []Record
	next  int // where the next Record goes
	full  bool
	total uint64 // Records ever added
}

// NewRing returns a ring of size Records (at least 1).
func NewRing(size int) *Ring {
	return &Ring{buf: make([]Record, max(1, size))}
}

// Record adds rec, dropping the oldest when the ring is full.
func (r *Ring) Record(rec Record) {
	r.mu.Lock()
	r.buf[r.next] = rec
	r.next = (r.next + 1) % len(r.buf)
	if r.next == 0 {
		r.full = true
	}
	r.total++
	r.mu.Unlock()
}

// Recent returns the Records held, newest first, and how many were ever
// added.
func (r *Ring) Recent() ([]Record, uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := r.next
	if r.full {
		n = len(r.buf)
	}
	out := make([]Record, 0, n)
	for i := 1; i <= n; i++ {
		out = append(out, r.buf[(r.next-i+len(r.buf))%len(r.buf)])
	}
	return out, r.total
}

// Size is how many Records the ring holds at most.
func (r *Ring) Size() int { return len(r.buf) }

// DroppedKey is the member of a Report that counts the items a recorder
// cut from list ("calls", "events", "receipts", "flags").
func DroppedKey(list string) string { return "zc_dropped_" + list }
