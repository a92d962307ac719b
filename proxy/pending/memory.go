package pending

import (
	"container/list"
	"sync"
	"time"
)

// Memory-store bounds; the TTL is loop.pending_ttl (DefaultTTL when unset).
const (
	// DefaultEntries bounds how many mixed turns are kept.
	DefaultEntries = 10_000
	// DefaultBytes bounds the kept messages' total size: server tool
	// results can be large, and 10,000 of them must not pin gigabytes.
	DefaultBytes = 64 << 20
	// DefaultTTL is how long an unused mixed turn is kept.
	DefaultTTL = 10 * time.Minute
)

// key names one client call of a kept mixed turn. prefix is
// conversationHash of the messages before the assistant turn, so a client
// that does not hold that exact conversation cannot splice the entry even
// if it guesses a call id.
type key struct {
	prefix [32]byte
	callID string
}

// Memory keeps the server half of mixed turns until the client sends
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
type Memory struct {
	ttl        time.Duration // 0: DefaultTTL
	maxEntries int           // 0: DefaultEntries
	maxBytes   int           // 0: DefaultBytes
	now        func() time.Time

	mu       sync.Mutex
	entries  map[key]*Entry // one key per client call id
	byCallID map[string]int // live keys per call id, for Mismatch
	lru      list.List      // *Entry, least recently used first
	bytes    int
	tombs    map[key]struct{}
	tombFIFO []key // ring once len == maxEntries
	tombHead int
}

// NewMemory returns an empty store on clock now (nil: time.Now) keeping
// entries for ttl (0: DefaultTTL).
func NewMemory(now func() time.Time, ttl time.Duration) *Memory {
	if now == nil {
		now = time.Now
	}
	return &Memory{
		ttl:      ttl,
		now:      now,
		entries:  make(map[key]*Entry),
		byCallID: make(map[string]int),
		tombs:    make(map[key]struct{}),
	}
}

func (p *Memory) limits() (ttl time.Duration, entries, bytes int) {
	ttl, entries, bytes = p.ttl, p.maxEntries, p.maxBytes
	if ttl <= 0 {
		ttl = DefaultTTL
	}
	if entries <= 0 {
		entries = DefaultEntries
	}
	if bytes <= 0 {
		bytes = DefaultBytes
	}
	return ttl, entries, bytes
}

// put keeps e under each of its client call ids, replacing any entry that
// held one of those keys, and evicts the least recently used entries past
// the bounds. An entry larger than the byte bound is not kept (the
// follow-up then reads as expired).
func (p *Memory) put(e *Entry) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	p.sweep(now)
	_, maxEntries, maxBytes := p.limits()
	for _, id := range e.ClientIDs {
		if old := p.entries[key{e.Prefix, id}]; old != nil {
			p.remove(old, false)
		}
	}
	e.used = now
	if e.Size > maxBytes {
		p.bury(e)
		return
	}
	for p.lru.Len() > 0 && (p.lru.Len() >= maxEntries || p.bytes+e.Size > maxBytes) {
		p.remove(p.lru.Front().Value.(*Entry), true)
	}
	for _, id := range e.ClientIDs {
		k := key{e.Prefix, id}
		if p.entries[k] == e {
			continue // a repeated id: counted once, so remove balances it
		}
		p.entries[k] = e
		p.byCallID[id]++
		delete(p.tombs, k)
	}
	e.elem = p.lru.PushBack(e)
	p.bytes += e.Size
}

// Lookup finds the entry a follow-up's assistant turn (its conversation
// prefix and its tool call ids, in any order) stands for. A found entry's
// TTL restarts.
func (p *Memory) Lookup(prefix [32]byte, ids []string) (*Entry, Status) {
	if len(ids) == 0 {
		return nil, None
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	p.sweep(now)
	e := p.entries[key{prefix, ids[0]}]
	if e == nil {
		for _, id := range ids {
			if _, ok := p.tombs[key{prefix, id}]; ok {
				return nil, Expired
			}
		}
		for _, id := range ids {
			if p.byCallID[id] > 0 {
				return nil, Mismatch
			}
		}
		return nil, None
	}
	if !sameIDs(e.ClientIDs, ids) {
		return nil, Mismatch
	}
	e.used = now
	p.lru.MoveToBack(e.elem)
	return e, Found
}

// Len reports how many entries are kept.
func (p *Memory) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lru.Len()
}

// sweep drops entries unused for ttl, oldest first.
func (p *Memory) sweep(now time.Time) {
	ttl, _, _ := p.limits()
	for p.lru.Len() > 0 {
		e := p.lru.Front().Value.(*Entry)
		if now.Sub(e.used) < ttl {
			return
		}
		p.remove(e, true)
	}
}

// remove drops e; with bury its keys become tombstones.
func (p *Memory) remove(e *Entry, bury bool) {
	for _, id := range e.ClientIDs {
		k := key{e.Prefix, id}
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
		p.bytes -= e.Size
	}
	if bury {
		p.bury(e)
	}
}

// bury remembers e's keys as gone, in a FIFO as large as the entry bound.
func (p *Memory) bury(e *Entry) {
	_, maxEntries, _ := p.limits()
	for _, id := range e.ClientIDs {
		k := key{e.Prefix, id}
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

// TTL is the TTL in force, for messages.
func (p *Memory) TTL() time.Duration {
	ttl, _, _ := p.limits()
	return ttl
}
