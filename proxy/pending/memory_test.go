package pending

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/fakeclock"
)

func mixedEntry(prefix byte, size int, ids ...string) *Entry {
	return &Entry{Prefix: [32]byte{prefix}, ClientIDs: ids, Size: size,
		Messages: [][]byte{[]byte(`{"role":"assistant"}`)}}
}

// TestPendingStore: lookups by conversation and ids, TTL counted from the
// last use, LRU eviction by count and by bytes, tombstones for what is gone.
func TestPendingStore(t *testing.T) {
	type step struct {
		put     *Entry
		advance time.Duration
		prefix  byte
		ids     []string
		want    Status
	}
	cases := []struct {
		name       string
		ttl        time.Duration
		maxEntries int
		maxBytes   int
		steps      []step
	}{
		{"found with ids in any order", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a", "b")},
			{prefix: 1, ids: []string{"b", "a"}, want: Found},
		}},
		{"another conversation is a mismatch", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{prefix: 2, ids: []string{"a"}, want: Mismatch},
		}},
		{"a subset of the ids is a mismatch", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a", "b")},
			{prefix: 1, ids: []string{"a"}, want: Mismatch},
		}},
		{"unknown ids", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{prefix: 1, ids: []string{"z"}, want: None},
		}},
		{"expired after the ttl", time.Minute, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{advance: time.Minute, prefix: 1, ids: []string{"a"}, want: Expired},
		}},
		{"a lookup restarts the ttl", time.Minute, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{advance: 50 * time.Second, prefix: 1, ids: []string{"a"}, want: Found},
			{advance: 50 * time.Second, prefix: 1, ids: []string{"a"}, want: Found},
			{advance: 60 * time.Second, prefix: 1, ids: []string{"a"}, want: Expired},
		}},
		{"count bound evicts the least recently used", 0, 2, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{put: mixedEntry(2, 10, "b")},
			{prefix: 1, ids: []string{"a"}, want: Found}, // a is now the newest
			{put: mixedEntry(3, 10, "c")},
			{prefix: 2, ids: []string{"b"}, want: Expired},
			{prefix: 1, ids: []string{"a"}, want: Found},
			{prefix: 3, ids: []string{"c"}, want: Found},
		}},
		{"byte bound evicts", 0, 0, 25, []step{
			{put: mixedEntry(1, 10, "a")},
			{put: mixedEntry(2, 10, "b")},
			{put: mixedEntry(3, 10, "c")},
			{prefix: 1, ids: []string{"a"}, want: Expired},
			{prefix: 2, ids: []string{"b"}, want: Found},
		}},
		{"an entry over the byte bound is not kept", 0, 0, 25, []step{
			{put: mixedEntry(1, 30, "a")},
			{prefix: 1, ids: []string{"a"}, want: Expired},
		}},
		{"the same key replaced", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a", "b")},
			{put: mixedEntry(1, 10, "a")},
			{prefix: 1, ids: []string{"a"}, want: Found},
			{prefix: 1, ids: []string{"b"}, want: None},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			clock := fakeclock.New(time.Unix(1_800_000_000, 0))
			p := NewMemory(clock.Now, 0)
			p.ttl, p.maxEntries, p.maxBytes = tc.ttl, tc.maxEntries, tc.maxBytes
			for i, st := range tc.steps {
				clock.Advance(st.advance)
				if st.put != nil {
					p.put(st.put)
					continue
				}
				e, got := p.Lookup([32]byte{st.prefix}, st.ids)
				if got != st.want || (got == Found) != (e != nil) {
					t.Fatalf("step %d: lookup(%d, %v) = %v, %v; want %v", i, st.prefix, st.ids, e != nil, got, st.want)
				}
			}
			if p.bytes < 0 || p.lru.Len() > len(p.entries) {
				t.Errorf("accounting: %d bytes, %d entries, %d keys", p.bytes, p.lru.Len(), len(p.entries))
			}
		})
	}
}

// TestPendingStoreBounded: many more turns than the bound keep at most the
// bound, in entries and tombstones alike.
func TestPendingStoreBounded(t *testing.T) {
	clock := fakeclock.New(time.Unix(1_800_000_000, 0))
	p := NewMemory(clock.Now, 0)
	p.maxEntries = 100
	for i := range 1000 {
		p.put(&Entry{Prefix: mixedPrefix(i), ClientIDs: []string{fmt.Sprint("c", i)}, Size: 1})
	}
	if p.Len() != 100 || len(p.entries) != 100 || len(p.byCallID) != 100 || len(p.tombs) > 100 || p.bytes != 100 {
		t.Errorf("entries %d keys %d ids %d tombs %d bytes %d", p.Len(), len(p.entries), len(p.byCallID), len(p.tombs), p.bytes)
	}
	if _, st := p.Lookup(mixedPrefix(999), []string{"c999"}); st != Found {
		t.Errorf("newest entry: %v", st)
	}
	if _, st := p.Lookup(mixedPrefix(950), []string{"c950"}); st != Found {
		t.Errorf("recent entry: %v", st)
	}
	if _, st := p.Lookup(mixedPrefix(850), []string{"c850"}); st != Expired {
		t.Errorf("evicted entry: %v, want expired", st)
	}
}

func mixedPrefix(i int) [32]byte { return [32]byte{byte(i), byte(i >> 8)} }

// TestPendingStoreConcurrent hammers put and lookup from many goroutines
// (run with -race): every goroutine finds its own entry.
func TestPendingStoreConcurrent(t *testing.T) {
	p := NewMemory(nil, 0)
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 16 {
		wg.Go(func() {
			for i := range 200 {
				id := fmt.Sprintf("call_%d_%d", g, i)
				prefix := [32]byte{byte(g)}
				e := mixedEntry(byte(g), 5, id)
				p.put(e)
				got, st := p.Lookup(prefix, []string{id})
				if st != Found || got != e {
					errs <- fmt.Sprintf("%s: %v", id, st)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestPendingStoreRepeatedIDs: a turn that repeats a call id is kept and
// removed without leaving a count behind.
func TestPendingStoreRepeatedIDs(t *testing.T) {
	clock := fakeclock.New(time.Unix(1_800_000_000, 0))
	p := NewMemory(clock.Now, 0)
	p.ttl = time.Minute
	p.put(mixedEntry(1, 10, "a", "a"))
	if _, st := p.Lookup([32]byte{1}, []string{"a", "a"}); st != Found {
		t.Fatalf("lookup = %v", st)
	}
	clock.Advance(2 * time.Minute)
	if _, st := p.Lookup([32]byte{1}, []string{"a", "a"}); st != Expired {
		t.Fatalf("after the ttl: %v", st)
	}
	if len(p.entries) != 0 || len(p.byCallID) != 0 || p.bytes != 0 {
		t.Errorf("left behind: %d keys, ids %v, %d bytes", len(p.entries), p.byCallID, p.bytes)
	}
}
