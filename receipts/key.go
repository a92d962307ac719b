package receipts

import (
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"io"
	"log/slog"
)

// keySize is the receipt key length in bytes (256 bits).
const keySize = 32

// redacted is what every textual or encoded form of a key shows.
const redacted = "[redacted]"

// secretKey is a receipt key, held only as the two HMAC pad blocks derived
// from it (key⊕ipad, key⊕opad, RFC 2104). Those blocks are all the MAC needs,
// so the raw key is zeroed right after derivation and the pads are the only
// key material in memory; zero wipes them when a request scope ends.
//
// Every way of turning it into text or bytes (fmt verbs, slog, encoding/json,
// encoding.TextMarshaler) yields "[redacted]".
type secretKey struct {
	inner [sha256.BlockSize]byte // key ⊕ 0x36…
	outer [sha256.BlockSize]byte // key ⊕ 0x5c…
}

// newRandomKey reads 256 bits from r (crypto/rand.Reader when nil).
func newRandomKey(r io.Reader) (*secretKey, error) {
	if r == nil {
		r = rand.Reader
	}
	var raw [keySize]byte
	defer clear(raw[:])
	if _, err := io.ReadFull(r, raw[:]); err != nil {
		return nil, fmt.Errorf("receipts: read key: %w", err)
	}
	return deriveKey(&raw), nil
}

// deriveKey expands raw into the HMAC pad blocks. raw is left untouched;
// the caller owns (and should zero) it.
func deriveKey(raw *[keySize]byte) *secretKey {
	k := new(secretKey)
	for i := range k.inner {
		var b byte
		if i < keySize {
			b = raw[i]
		}
		k.inner[i] = b ^ 0x36
		k.outer[i] = b ^ 0x5c
	}
	return k
}

// zero wipes the key material. A zeroed key must not be used to MAC.
func (k *secretKey) zero() {
	clear(k.inner[:])
	clear(k.outer[:])
}

func (*secretKey) String() string   { return redacted }
func (*secretKey) GoString() string { return redacted }

// Format redacts every verb, including %x, %q and %#v.
func (*secretKey) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, redacted) }

// LogValue keeps the key out of every slog handler.
func (*secretKey) LogValue() slog.Value { return slog.StringValue(redacted) }

// MarshalJSON keeps the key out of encoding/json output.
func (*secretKey) MarshalJSON() ([]byte, error) { return []byte(`"` + redacted + `"`), nil }

// MarshalText keeps the key out of any text encoding (yaml, xml, flags).
func (*secretKey) MarshalText() ([]byte, error) { return []byte(redacted), nil }
