package proxy

import (
	"container/list"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// Pending-store bounds. The TTL is the config key loop.pending_ttl
// (defaultPendingTTL in config.go); Server.pending uses these.
const (
	// defaultPendingEntries bounds how many mixed turns are kept.
	defaultPendingEntries = 10_000
	// defaultPendingBytes bounds the kept messages' total size: server tool
	// results can be large, and 10,000 of them must not pin gigabytes.
	defaultPendingBytes = 64 << 20
)

// pendingKey names one client call of a kept mixed turn. prefix is
// conversationHash of the messages before the assistant turn, so a client
// that does not hold that exact conversation cannot splice the entry even
// if it guesses a call id.
type pendingKey struct {
	prefix [32]byte
	callID string
}

// pendingEntry is one mixed turn the proxy ran the server half of: what the
// upstream must see in place of the client's copy of the assistant turn.
type pendingEntry struct {
	prefix    [32]byte
	clientIDs []string // the client calls it waits for, in call order
	// messages are the loop's earlier tool rounds of that request
	// (assistant + tool messages), then the mixed turn's assistant message
	// with every call, server and client, in the model's order.
	messages [][]byte
	// results are the tool messages answering the mixed turn's server
	// calls, in call order; they go right after the assistant message.
	results  [][]byte
	receipts []receipts.Receipt // minted for the results above (and the earlier rounds)
	size     int                // bytes of messages and results

	used time.Time     // creation or last splice; the TTL counts from it
	elem *list.Element // in pendingStore.lru
}

// pendingStatus is what a lookup found.
type pendingStatus int

const (
	pendingNone     pendingStatus = iota // nothing known about these ids
	pendingFound                         // an entry for exactly these ids and conversation
	pendingExpired                       // the entry expired or was evicted
	pendingMismatch                      // an entry waits for an id, but in another conversation or for other ids
)

// pendingStore keeps the server half of mixed turns until the client sends
// its results (DESIGN.md "Client tools"). It is a mutex-guarded map with an
// LRU list: at most maxEntries entries and maxBytes bytes (the least
// recently used go first), each alive for ttl after its creation or last
// splice. Expired entries are swept on every put and lookup, so there is
// no background goroutine; their keys stay behind as tombstones (bounded
// like the entries) so a late follow-up can be told it came too late.
//
// An entry is not removed when spliced: the client re-sends the same
// history on every later request of the conversation (and retries a failed
// follow-up), and each of those must show the upstream the same past.
type pendingStore struct {
	ttl        time.Duration // 0: defaultPendingTTL; New sets loop.pending_ttl
	maxEntries int           // 0: defaultPendingEntries
	maxBytes   int           // 0: defaultPendingBytes
	now        func() time.Time

	mu       sync.Mutex
	entries  map[pendingKey]*pendingEntry // one key per client call id
	byCallID map[string]int               // live keys per call id, for pendingMismatch
	lru      list.List                    // *pendingEntry, least recently used first
	bytes    int
	tombs    map[pendingKey]struct{}
	tombFIFO []pendingKey // ring once len == maxEntries
	tombHead int
}

// newPendingStore returns an empty store on clock now (nil: time.Now).
func newPendingStore(now func() time.Time) *pendingStore {
	if now == nil {
		now = time.Now
	}
	return &pendingStore{
		now:      now,
		entries:  make(map[pendingKey]*pendingEntry),
		byCallID: make(map[string]int),
		tombs:    make(map[pendingKey]struct{}),
	}
}

func (p *pendingStore) limits() (ttl time.Duration, entries, bytes int) {
	ttl, entries, bytes = p.ttl, p.maxEntries, p.maxBytes
	if ttl <= 0 {
		ttl = defaultPendingTTL
	}
	if entries <= 0 {
		entries = defaultPendingEntries
	}
	if bytes <= 0 {
		bytes = defaultPendingBytes
	}
	return ttl, entries, bytes
}

// put keeps e under each of its client call ids, replacing any entry that
// held one of those keys, and evicts the least recently used entries past
// the bounds. An entry larger than the byte bound is not kept (the
// follow-up then reads as expired).
func (p *pendingStore) put(e *pendingEntry) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	p.sweep(now)
	_, maxEntries, maxBytes := p.limits()
	for _, id := range e.clientIDs {
		if old := p.entries[pendingKey{e.prefix, id}]; old != nil {
			p.remove(old, false)
		}
	}
	e.used = now
	if e.size > maxBytes {
		p.bury(e)
		return
	}
	for p.lru.Len() > 0 && (p.lru.Len() >= maxEntries || p.bytes+e.size > maxBytes) {
		p.remove(p.lru.Front().Value.(*pendingEntry), true)
	}
	for _, id := range e.clientIDs {
		k := pendingKey{e.prefix, id}
		if p.entries[k] == e {
			continue // a repeated id: counted once, so remove balances it
		}
		p.entries[k] = e
		p.byCallID[id]++
		delete(p.tombs, k)
	}
	e.elem = p.lru.PushBack(e)
	p.bytes += e.size
}

// lookup finds the entry a follow-up's assistant turn (its conversation
// prefix and its tool call ids, in any order) stands for. A found entry's
// TTL restarts.
func (p *pendingStore) lookup(prefix [32]byte, ids []string) (*pendingEntry, pendingStatus) {
	if len(ids) == 0 {
		return nil, pendingNone
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	p.sweep(now)
	e := p.entries[pendingKey{prefix, ids[0]}]
	if e == nil {
		for _, id := range ids {
			if _, ok := p.tombs[pendingKey{prefix, id}]; ok {
				return nil, pendingExpired
			}
		}
		for _, id := range ids {
			if p.byCallID[id] > 0 {
				return nil, pendingMismatch
			}
		}
		return nil, pendingNone
	}
	if !sameIDs(e.clientIDs, ids) {
		return nil, pendingMismatch
	}
	e.used = now
	p.lru.MoveToBack(e.elem)
	return e, pendingFound
}

// len reports how many entries are kept.
func (p *pendingStore) len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lru.Len()
}

// sweep drops entries unused for ttl, oldest first.
func (p *pendingStore) sweep(now time.Time) {
	ttl, _, _ := p.limits()
	for p.lru.Len() > 0 {
		e := p.lru.Front().Value.(*pendingEntry)
		if now.Sub(e.used) < ttl {
			return
		}
		p.remove(e, true)
	}
}

// remove drops e; with bury its keys become tombstones.
func (p *pendingStore) remove(e *pendingEntry, bury bool) {
	for _, id := range e.clientIDs {
		k := pendingKey{e.prefix, id}
		if p.entries[k] != e {
			continue
		}
		delete(p.entries, k)
		if p.byCallID[id]--; p.byCallID[id] <= 0 {
			delete(p.byCallID, id)
		}
	}
	if e.elem != nil {
		p.lru.Remove(e.elem)
		e.elem = nil
		p.bytes -= e.size
	}
	if bury {
		p.bury(e)
	}
}

// bury remembers e's keys as gone, in a FIFO as large as the entry bound.
func (p *pendingStore) bury(e *pendingEntry) {
	_, maxEntries, _ := p.limits()
	for _, id := range e.clientIDs {
		k := pendingKey{e.prefix, id}
		if _, ok := p.tombs[k]; ok {
			continue
		}
		if len(p.tombFIFO) < maxEntries {
			p.tombFIFO = append(p.tombFIFO, k)
		} else {
			delete(p.tombs, p.tombFIFO[p.tombHead])
			p.tombFIFO[p.tombHead] = k
			p.tombHead = (p.tombHead + 1) % len(p.tombFIFO)
		}
		p.tombs[k] = struct{}{}
	}
}

// sameIDs reports whether a and b hold the same ids, in any order.
func sameIDs(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	want := make(map[string]int, len(a))
	for _, id := range a {
		want[id]++
	}
	for _, id := range b {
		if want[id] == 0 {
			return false
		}
		want[id]--
	}
	return true
}

// ttlOrDefault is the TTL in force, for messages.
func (p *pendingStore) ttlOrDefault() time.Duration {
	ttl, _, _ := p.limits()
	return ttl
}
