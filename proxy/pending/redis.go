package pending

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Redis keeps mixed turns in the shared store, so a follow-up that a
// balancer sends to another replica is spliced all the same.
type Redis struct {
	st       *cluster.Store
	ttl      time.Duration
	maxBytes int
}

// NewRedis is the shared store over st, keeping entries for ttl (0:
// DefaultTTL); an entry over maxBytes is not kept (its follow-up reads as
// expired).
func NewRedis(st *cluster.Store, ttl time.Duration, maxBytes int) *Redis {
	return &Redis{st: st, ttl: ttl, maxBytes: maxBytes}
}

func (r *Redis) TTL() time.Duration {
	if r.ttl <= 0 {
		return DefaultTTL
	}
	return r.ttl
}

func (r *Redis) Describe() string { return "redis" }

func (r *Redis) Keep(ctx context.Context, e *Entry) error {
	bury := e.Size > r.maxBytes
	var blob []byte
	if !bury {
		blob = encode(e)
	}
	return r.st.PutPending(ctx, e.Prefix, e.ClientIDs, blob, r.TTL(), bury)
}

func (r *Redis) Find(ctx context.Context, prefix [32]byte, ids []string) (*Entry, Status, error) {
	blob, st, err := r.st.LookupPending(ctx, prefix, ids, r.TTL())
	if err != nil {
		return nil, None, err
	}
	switch st {
	case cluster.Expired:
		return nil, Expired, nil
	case cluster.Mismatch:
		return nil, Mismatch, nil
	case cluster.Found:
	default:
		return nil, None, nil
	}
	e, err := decode(blob)
	if err != nil {
		return nil, None, fmt.Errorf("%w: redis: a kept turn does not decode: %w", cluster.ErrUnavailable, err)
	}
	e.Prefix = prefix
	if !sameIDs(e.ClientIDs, ids) {
		return nil, Mismatch, nil
	}
	return e, Found, nil
}

// wireVersion leads every encoded entry.
const wireVersion = 1

// encode frames e: version, then four lists (client ids, messages,
// results, receipts as tool/call id/token triples), each a count and
// length-framed items. The messages are the proxy's own JSON, kept as bytes.
func encode(e *Entry) []byte {
	n := 64 + e.Size
	for _, id := range e.ClientIDs {
		n += 8 + len(id)
	}
	for _, rc := range e.Receipts {
		n += 24 + len(rc.Tool) + len(rc.CallID) + len(rc.Receipt)
	}
	b := make([]byte, 0, n)
	b = append(b, wireVersion)
	b = binary.AppendUvarint(b, uint64(len(e.ClientIDs)))
	for _, id := range e.ClientIDs {
		b = appendBytes(b, []byte(id))
	}
	for _, list := range [][][]byte{e.Messages, e.Results} {
		b = binary.AppendUvarint(b, uint64(len(list)))
		for _, m := range list {
			b = appendBytes(b, m)
		}
	}
	b = binary.AppendUvarint(b, uint64(len(e.Receipts)))
	for _, rc := range e.Receipts {
		b = appendBytes(b, []byte(rc.Tool))
		b = appendBytes(b, []byte(rc.CallID))
		b = appendBytes(b, []byte(rc.Receipt))
	}
	return b
}

func appendBytes(b, x []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(x)))
	return append(b, x...)
}

var errWire = errors.New("malformed pending entry")

// decode reads encode's bytes; anything else is an error.
func decode(b []byte) (*Entry, error) {
	if len(b) == 0 || b[0] != wireVersion {
		return nil, errWire
	}
	b = b[1:]
	count := func() (int, bool) {
		v, n := binary.Uvarint(b)
		if n <= 0 || v > uint64(len(b)) {
			return 0, false
		}
		b = b[n:]
		return int(v), true
	}
	item := func() ([]byte, bool) {
		l, ok := count()
		if !ok || l > len(b) {
			return nil, false
		}
		x := b[:l:l]
		b = b[l:]
		return x, true
	}
	e := &Entry{}
	n, ok := count()
	if !ok {
		return nil, errWire
	}
	for range n {
		id, ok := item()
		if !ok {
			return nil, errWire
		}
		e.ClientIDs = append(e.ClientIDs, string(id))
	}
	for _, list := range []*[][]byte{&e.Messages, &e.Results} {
		if n, ok = count(); !ok {
			return nil, errWire
		}
		for range n {
			m, ok := item()
			if !ok {
				return nil, errWire
			}
			*list = append(*list, m)
			e.Size += len(m)
		}
	}
	if n, ok = count(); !ok {
		return nil, errWire
	}
	for range n {
		var f [3][]byte
		for i := range f {
			if f[i], ok = item(); !ok {
				return nil, errWire
			}
		}
		e.Receipts = append(e.Receipts, receipts.Receipt{Tool: string(f[0]), CallID: string(f[1]), Receipt: string(f[2])})
	}
	if len(b) != 0 || len(e.ClientIDs) == 0 {
		return nil, errWire
	}
	return e, nil
}
