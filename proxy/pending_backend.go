package proxy

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// pendingBackend is where the server halves of mixed turns wait for the
// client's follow-up: the in-memory pendingStore (one replica) or Redis
// (cluster.redis_url, several replicas). The splice (pending_splice.go)
// and keepMixedTurn (pending_turn.go) use only this.
type pendingBackend interface {
	// keep stores e under each of its client call ids.
	keep(ctx context.Context, e *pendingEntry) error
	// find looks up the entry a follow-up's assistant turn stands for and
	// restarts its TTL. An error means the store could not be asked.
	find(ctx context.Context, prefix [32]byte, ids []string) (*pendingEntry, pendingStatus, error)
	// ttlOrDefault is the TTL in force, for messages.
	ttlOrDefault() time.Duration
	// describe names the store for messages and /readyz ("memory", "redis").
	describe() string
}

// The in-memory store is a pendingBackend that never fails.
func (p *pendingStore) keep(_ context.Context, e *pendingEntry) error { p.put(e); return nil }
func (p *pendingStore) find(_ context.Context, prefix [32]byte, ids []string) (*pendingEntry, pendingStatus, error) {
	e, st := p.lookup(prefix, ids)
	return e, st, nil
}
func (p *pendingStore) describe() string { return "memory" }

// redisPending keeps mixed turns in the shared store, so a follow-up that a
// balancer sends to another replica is spliced all the same.
type redisPending struct {
	st       *cluster.Store
	ttl      time.Duration
	maxBytes int
}

func (r *redisPending) ttlOrDefault() time.Duration {
	if r.ttl <= 0 {
		return defaultPendingTTL
	}
	return r.ttl
}

func (r *redisPending) describe() string { return "redis" }

func (r *redisPending) keep(ctx context.Context, e *pendingEntry) error {
	bury := e.size > r.maxBytes
	var blob []byte
	if !bury {
		blob = encodePending(e)
	}
	return r.st.PutPending(ctx, e.prefix, e.clientIDs, blob, r.ttlOrDefault(), bury)
}

func (r *redisPending) find(ctx context.Context, prefix [32]byte, ids []string) (*pendingEntry, pendingStatus, error) {
	blob, st, err := r.st.LookupPending(ctx, prefix, ids, r.ttlOrDefault())
	if err != nil {
		return nil, pendingNone, err
	}
	switch st {
	case cluster.Expired:
		return nil, pendingExpired, nil
	case cluster.Mismatch:
		return nil, pendingMismatch, nil
	case cluster.Found:
	default:
		return nil, pendingNone, nil
	}
	e, err := decodePending(blob)
	if err != nil {
		return nil, pendingNone, fmt.Errorf("%w: redis: a kept turn does not decode: %w", cluster.ErrUnavailable, err)
	}
	e.prefix = prefix
	if !sameIDs(e.clientIDs, ids) {
		return nil, pendingMismatch, nil
	}
	return e, pendingFound, nil
}

// pendingWireVersion leads every encoded entry.
const pendingWireVersion = 1

// encodePending frames e: version, then four lists (client ids, messages,
// results, receipts as tool/call id/token triples), each a count and
// length-framed items. The messages are the proxy's own JSON, kept as bytes.
func encodePending(e *pendingEntry) []byte {
	n := 64 + e.size
	for _, id := range e.clientIDs {
		n += 8 + len(id)
	}
	for _, rc := range e.receipts {
		n += 24 + len(rc.Tool) + len(rc.CallID) + len(rc.Receipt)
	}
	b := make([]byte, 0, n)
	b = append(b, pendingWireVersion)
	b = binary.AppendUvarint(b, uint64(len(e.clientIDs)))
	for _, id := range e.clientIDs {
		b = appendBytes(b, []byte(id))
	}
	for _, list := range [][][]byte{e.messages, e.results} {
		b = binary.AppendUvarint(b, uint64(len(list)))
		for _, m := range list {
			b = appendBytes(b, m)
		}
	}
	b = binary.AppendUvarint(b, uint64(len(e.receipts)))
	for _, rc := range e.receipts {
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

var errPendingWire = errors.New("malformed pending entry")

// decodePending reads encodePending's bytes; anything else is an error.
func decodePending(b []byte) (*pendingEntry, error) {
	if len(b) == 0 || b[0] != pendingWireVersion {
		return nil, errPendingWire
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
	e := &pendingEntry{}
	n, ok := count()
	if !ok {
		return nil, errPendingWire
	}
	for range n {
		id, ok := item()
		if !ok {
			return nil, errPendingWire
		}
		e.clientIDs = append(e.clientIDs, string(id))
	}
	for _, list := range []*[][]byte{&e.messages, &e.results} {
		if n, ok = count(); !ok {
			return nil, errPendingWire
		}
		for range n {
			m, ok := item()
			if !ok {
				return nil, errPendingWire
			}
			*list = append(*list, m)
			e.size += len(m)
		}
	}
	if n, ok = count(); !ok {
		return nil, errPendingWire
	}
	for range n {
		var f [3][]byte
		for i := range f {
			if f[i], ok = item(); !ok {
				return nil, errPendingWire
			}
		}
		e.receipts = append(e.receipts, receipts.Receipt{Tool: string(f[0]), CallID: string(f[1]), Receipt: string(f[2])})
	}
	if len(b) != 0 || len(e.clientIDs) == 0 {
		return nil, errPendingWire
	}
	return e, nil
}

// errPendingStore is the answer to a mixed turn whose store does not
// answer: a 503 naming the store, the cause in the logs only.
func errPendingStore(store string, err error) *apiError {
	return &apiError{Status: http.StatusServiceUnavailable, Type: typeServer, Code: "pending_store_unavailable",
		Message: fmt.Sprintf("The %s store that keeps mixed tool turns for follow-ups did not answer; the turn cannot be kept or spliced. Retry shortly.", store),
		Err:     err}
}

// pendingTurns is the backend in use (the in-memory store on a Server
// built without New, as tests do).
func (s *Server) pendingTurns() pendingBackend {
	if s.turns != nil {
		return s.turns
	}
	return s.pending
}
