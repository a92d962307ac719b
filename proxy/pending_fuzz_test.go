package proxy

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"

	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// FuzzPendingSplice feeds arbitrary message arrays through the follow-up
// path: the history check and the hashes never panic, and a history whose
// first tool-calling assistant turn has a kept entry comes out as valid
// JSON with that turn replaced by the entry's messages and results.
func FuzzPendingSplice(f *testing.F) {
	f.Add(`[{"role":"user","content":"hi"},{"role":"assistant","content":"x","tool_calls":[{"id":"c1","type":"function","function":{"name":"lookup","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c1","content":"r"}]`)
	f.Add(`[{"role":"tool","tool_call_id":"zz","content":"r"}]`)
	f.Add(`[{"role":"assistant","tool_calls":[{"id":"a"},{"id":"b"}]},{"role":"tool","tool_call_id":"a"}]`)
	f.Add(`[{"role":"assistant","tool_calls":[{"id":""}]},{"role":"user","content":[{"type":"text","text":"\u00e9"}]}]`)
	f.Fuzz(func(t *testing.T, msgs string) {
		if !gjson.Valid(msgs) || !gjson.Parse(msgs).IsArray() {
			return
		}
		body := []byte(`{"model":"m","messages":` + msgs + `}`)
		m := gjson.GetBytes(body, "messages")
		_ = checkToolHistory(m)
		hashes := pending.PrefixHashes(m)
		all := m.Array()
		if len(hashes) != len(all)+1 {
			t.Fatalf("%d hashes for %d messages", len(hashes), len(all))
		}
		s := &Server{pending: pending.NewMemory(nil, 0), log: slog.New(slog.NewTextHandler(io.Discard, nil))}
		at := -1
		for i, msg := range all {
			if ids := assistantCallIDs(msg); len(ids) > 0 {
				s.pending.Keep(context.Background(), &pending.Entry{Prefix: hashes[i], ClientIDs: ids, Size: 1,
					Messages: [][]byte{[]byte(`{"role":"assistant","content":"kept"}`)},
					Results:  [][]byte{[]byte(`{"role":"tool","tool_call_id":"s","content":"r"}`)}})
				at = i
				break
			}
		}
		c := &chatRun{Exchange: &chat.Exchange{Run: &loop.Run{}}, runHost: runHost{s: s, r: httptest.NewRequest("POST", "/", nil), ctx: context.Background()}}
		out, err := c.splicePending(body, m, hashes)
		if err != nil {
			t.Fatalf("splice: %v", err)
		}
		if !gjson.ValidBytes(out) {
			t.Fatalf("spliced body is not JSON: %s", out)
		}
		got := gjson.GetBytes(out, "messages").Array()
		want := len(all)
		if at >= 0 {
			want++ // one assistant message out, the kept one and its result in
			if got[at].Get("content").Str != "kept" || got[at+1].Get("tool_call_id").Str != "s" {
				t.Fatalf("turn %d not replaced: %s", at, gjson.GetBytes(out, "messages").Raw)
			}
		}
		if len(got) != want {
			t.Fatalf("%d messages after splicing, want %d", len(got), want)
		}
	})
}
