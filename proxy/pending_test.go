package proxy

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

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
	s := &Server{pending: pending.NewMemory(nil, 0), log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	hashes := pending.PrefixHashes(m)
	s.pending.Keep(context.Background(), &pending.Entry{Prefix: hashes[len(hashes)-3], ClientIDs: []string{"call_c1"}, Size: 1,
		Messages: [][]byte{[]byte(`{"role":"assistant","content":"Let me look.","tool_calls":[]}`)},
		Results:  [][]byte{[]byte(`{"role":"tool","tool_call_id":"call_s1","content":"hi\n\n[receipt: zc-receipt-1-x]"}`)}})
	c := &chatRun{Exchange: &chat.Exchange{Run: &loop.Run{}}, runHost: runHost{s: s, r: httptest.NewRequest("POST", "/", nil), ctx: context.Background()}}
	b.ReportAllocs()
	for b.Loop() {
		if checkToolHistory(m) != nil {
			b.Fatal("history rejected")
		}
		out, err := c.splicePending(body, m, pending.PrefixHashes(m))
		if err != nil || len(out) == len(body) {
			b.Fatalf("not spliced: %v", err)
		}
	}
}
