package proxy

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

func mixedEntry(prefix byte, size int, ids ...string) *pendingEntry {
	return &pendingEntry{prefix: [32]byte{prefix}, clientIDs: ids, size: size,
		messages: [][]byte{[]byte(`{"role":"assistant"}`)}}
}

// TestPendingStore: lookups by conversation and ids, TTL counted from the
// last use, LRU eviction by count and by bytes, tombstones for what is gone.
func TestPendingStore(t *testing.T) {
	type step struct {
		put     *pendingEntry
		advance time.Duration
		prefix  byte
		ids     []string
		want    pendingStatus
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
			{prefix: 1, ids: []string{"b", "a"}, want: pendingFound},
		}},
		{"another conversation is a mismatch", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{prefix: 2, ids: []string{"a"}, want: pendingMismatch},
		}},
		{"a subset of the ids is a mismatch", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a", "b")},
			{prefix: 1, ids: []string{"a"}, want: pendingMismatch},
		}},
		{"unknown ids", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{prefix: 1, ids: []string{"z"}, want: pendingNone},
		}},
		{"expired after the ttl", time.Minute, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{advance: time.Minute, prefix: 1, ids: []string{"a"}, want: pendingExpired},
		}},
		{"a lookup restarts the ttl", time.Minute, 0, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{advance: 50 * time.Second, prefix: 1, ids: []string{"a"}, want: pendingFound},
			{advance: 50 * time.Second, prefix: 1, ids: []string{"a"}, want: pendingFound},
			{advance: 60 * time.Second, prefix: 1, ids: []string{"a"}, want: pendingExpired},
		}},
		{"count bound evicts the least recently used", 0, 2, 0, []step{
			{put: mixedEntry(1, 10, "a")},
			{put: mixedEntry(2, 10, "b")},
			{prefix: 1, ids: []string{"a"}, want: pendingFound}, // a is now the newest
			{put: mixedEntry(3, 10, "c")},
			{prefix: 2, ids: []string{"b"}, want: pendingExpired},
			{prefix: 1, ids: []string{"a"}, want: pendingFound},
			{prefix: 3, ids: []string{"c"}, want: pendingFound},
		}},
		{"byte bound evicts", 0, 0, 25, []step{
			{put: mixedEntry(1, 10, "a")},
			{put: mixedEntry(2, 10, "b")},
			{put: mixedEntry(3, 10, "c")},
			{prefix: 1, ids: []string{"a"}, want: pendingExpired},
			{prefix: 2, ids: []string{"b"}, want: pendingFound},
		}},
		{"an entry over the byte bound is not kept", 0, 0, 25, []step{
			{put: mixedEntry(1, 30, "a")},
			{prefix: 1, ids: []string{"a"}, want: pendingExpired},
		}},
		{"the same key replaced", 0, 0, 0, []step{
			{put: mixedEntry(1, 10, "a", "b")},
			{put: mixedEntry(1, 10, "a")},
			{prefix: 1, ids: []string{"a"}, want: pendingFound},
			{prefix: 1, ids: []string{"b"}, want: pendingNone},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			clock := newMixedClock()
			p := newPendingStore(clock.Now)
			p.ttl, p.maxEntries, p.maxBytes = tc.ttl, tc.maxEntries, tc.maxBytes
			for i, st := range tc.steps {
				clock.Advance(st.advance)
				if st.put != nil {
					p.put(st.put)
					continue
				}
				e, got := p.lookup([32]byte{st.prefix}, st.ids)
				if got != st.want || (got == pendingFound) != (e != nil) {
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
	clock := newMixedClock()
	p := newPendingStore(clock.Now)
	p.maxEntries = 100
	for i := range 1000 {
		p.put(&pendingEntry{prefix: mixedPrefix(i), clientIDs: []string{fmt.Sprint("c", i)}, size: 1})
	}
	if p.len() != 100 || len(p.entries) != 100 || len(p.byCallID) != 100 || len(p.tombs) > 100 || p.bytes != 100 {
		t.Errorf("entries %d keys %d ids %d tombs %d bytes %d", p.len(), len(p.entries), len(p.byCallID), len(p.tombs), p.bytes)
	}
	if _, st := p.lookup(mixedPrefix(999), []string{"c999"}); st != pendingFound {
		t.Errorf("newest entry: %v", st)
	}
	if _, st := p.lookup(mixedPrefix(950), []string{"c950"}); st != pendingFound {
		t.Errorf("recent entry: %v", st)
	}
	if _, st := p.lookup(mixedPrefix(850), []string{"c850"}); st != pendingExpired {
		t.Errorf("evicted entry: %v, want expired", st)
	}
}

func mixedPrefix(i int) [32]byte { return [32]byte{byte(i), byte(i >> 8)} }

// TestPendingStoreConcurrent hammers put and lookup from many goroutines
// (run with -race): every goroutine finds its own entry.
func TestPendingStoreConcurrent(t *testing.T) {
	p := newPendingStore(nil)
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 16 {
		wg.Go(func() {
			for i := range 200 {
				id := fmt.Sprintf("call_%d_%d", g, i)
				prefix := [32]byte{byte(g)}
				e := mixedEntry(byte(g), 5, id)
				p.put(e)
				got, st := p.lookup(prefix, []string{id})
				if st != pendingFound || got != e {
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

// TestPrefixHashes: a history re-serialised differently (key order,
// whitespace, escapes, null vs "" content, text parts) hashes the same;
// any change that matters to the conversation changes it.
func TestPrefixHashes(t *testing.T) {
	base := `[{"role":"user","content":"héllo <b>"},{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c1","content":"r"}]`
	same := []struct{ name, msgs string }{
		{"reordered keys and spaces", `[ {"content":"h\u00e9llo \u003cb\u003e", "role":"user"},
			{"tool_calls":[{"function":{"arguments":"{ }","name":"f"},"id":"c1","type":"function"}],"role":"assistant","content":""},
			{"content":"r","tool_call_id":"c1","role":"tool"} ]`},
		{"text parts", `[{"role":"user","content":[{"type":"text","text":"héllo "},{"type":"text","text":"<b>"}]},{"role":"assistant","tool_calls":[{"id":"c1","function":{"name":"f"}}]},{"role":"tool","tool_call_id":"c1","content":"r"}]`},
	}
	differ := []struct{ name, msgs string }{
		{"user text", strings.Replace(base, "héllo", "hello", 1)},
		{"tool call id", strings.ReplaceAll(base, `"c1"`, `"c2"`)},
		{"tool name", strings.Replace(base, `"name":"f"`, `"name":"g"`, 1)},
		{"role", strings.Replace(base, `"role":"user"`, `"role":"system"`, 1)},
		{"tool result", strings.Replace(base, `"content":"r"`, `"content":"s"`, 1)},
		{"field boundary", `[{"role":"user","content":"héllo <b>r"},{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c1","content":""}]`},
	}
	want := prefixHashes(gjson.Parse(base))
	if len(want) != 4 || want[0] != ([32]byte{}) || want[1] == want[2] || want[2] == want[3] {
		t.Fatalf("hashes of the base: %x", want)
	}
	for _, tc := range same {
		t.Run("same/"+tc.name, func(t *testing.T) {
			if got := prefixHashes(gjson.Parse(tc.msgs)); got[3] != want[3] {
				t.Errorf("hash differs for %s", tc.msgs)
			}
		})
	}
	for _, tc := range differ {
		t.Run("differs/"+tc.name, func(t *testing.T) {
			if got := prefixHashes(gjson.Parse(tc.msgs)); got[3] == want[3] {
				t.Errorf("hash unchanged for %s", tc.msgs)
			}
		})
	}
}

// TestPendingStoreRepeatedIDs: a turn that repeats a call id is kept and
// removed without leaving a count behind.
func TestPendingStoreRepeatedIDs(t *testing.T) {
	clock := newMixedClock()
	p := newPendingStore(clock.Now)
	p.ttl = time.Minute
	p.put(mixedEntry(1, 10, "a", "a"))
	if _, st := p.lookup([32]byte{1}, []string{"a", "a"}); st != pendingFound {
		t.Fatalf("lookup = %v", st)
	}
	clock.Advance(2 * time.Minute)
	if _, st := p.lookup([32]byte{1}, []string{"a", "a"}); st != pendingExpired {
		t.Fatalf("after the ttl: %v", st)
	}
	if len(p.entries) != 0 || len(p.byCallID) != 0 || p.bytes != 0 {
		t.Errorf("left behind: %d keys, ids %v, %d bytes", len(p.entries), p.byCallID, p.bytes)
	}
}

// BenchmarkPendingSplice is the follow-up path on a 41-message history
// whose last assistant turn is kept: check, hash every prefix, look up and
// splice.
func BenchmarkPendingSplice(b *testing.B) {
	var msgs []string
	for i := range 20 {
		msgs = append(msgs, fmt.Sprintf(`{"role":"user","content":"question %d with some words in it"}`, i),
			fmt.Sprintf(`{"role":"assistant","content":"answer %d, a little longer than the question was"}`, i))
	}
	msgs = append(msgs[:len(msgs)-1],
		`{"role":"assistant","content":"Let me look.","tool_calls":[{"id":"call_c1","type":"function","function":{"name":"lookup","arguments":"{}"}}]}`,
		`{"role":"tool","tool_call_id":"call_c1","content":"found"}`)
	body := []byte(`{"model":"m","messages":[` + strings.Join(msgs, ",") + `]}`)
	m := gjson.GetBytes(body, "messages")
	s := &Server{pending: newPendingStore(nil), log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	hashes := prefixHashes(m)
	s.pending.put(&pendingEntry{prefix: hashes[len(hashes)-3], clientIDs: []string{"call_c1"}, size: 1,
		messages: [][]byte{[]byte(`{"role":"assistant","content":"Let me look.","tool_calls":[]}`)},
		results:  [][]byte{[]byte(`{"role":"tool","tool_call_id":"call_s1","content":"hi\n\n[receipt: zc-receipt-1-x]"}`)}})
	c := &chatRun{Run: &loop.Run{}, s: s, r: httptest.NewRequest("POST", "/", nil), ctx: context.Background()}
	b.ReportAllocs()
	for b.Loop() {
		if checkToolHistory(m) != nil {
			b.Fatal("history rejected")
		}
		out, err := c.splicePending(body, m, prefixHashes(m))
		if err != nil || len(out) == len(body) {
			b.Fatalf("not spliced: %v", err)
		}
	}
}
