package proxy

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// BenchmarkSpliceStore: the splice of a follow-up (find the kept turn,
// rebuild the messages) with the turn in memory and in a real Redis on
// loopback, side by side:
//
//	go test ./proxy/ -run '^$' -bench 'SpliceStore|MixedFollowUp' -benchtime 2000x
//
// The ratio redis/memory is the store's added cost per splice.
func BenchmarkSpliceStore(b *testing.B) {
	body := []byte(`{"model":"m","messages":[{"role":"user","content":"cy"},` +
		`{"role":"assistant","content":"Let me look.","tool_calls":[{"id":"call_c1","type":"function","function":{"name":"lookup","arguments":"{\"q\":\"cy\"}"}}]},` +
		`{"role":"tool","tool_call_id":"call_c1","content":"found cy"}]}`)
	msgs := gjson.GetBytes(body, "messages")
	hashes := pending.PrefixHashes(msgs)
	result := strings.Repeat("x", 2048) // a 2 KiB tool result
	entry := func() *pending.Entry {
		e := &pending.Entry{Prefix: hashes[1], ClientIDs: []string{"call_c1"},
			Messages: [][]byte{[]byte(`{"role":"assistant","content":"Let me look.","tool_calls":[{"id":"call_s1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}},{"id":"call_c1","type":"function","function":{"name":"lookup","arguments":"{\"q\":\"cy\"}"}}]}`)},
			Results:  [][]byte{[]byte(`{"role":"tool","tool_call_id":"call_s1","content":"` + result + `\n\n[receipt: zc-receipt-1-x]"}`)},
			Receipts: []receipts.Receipt{{Tool: "shell", CallID: "call_s1", Receipt: "zc-receipt-1-x"}}}
		for _, m := range append(e.Messages, e.Results...) {
			e.Size += len(m)
		}
		return e
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv := redistest.Start(b, "")
	st, err := cluster.Open(cluster.Options{URL: srv.URL(), Timeout: time.Second, Logger: log, Secrets: [][]byte{[]byte(testClusterSecret)}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = st.Close() })
	for _, bc := range []struct {
		name    string
		backend pending.Store
	}{
		{"memory", pending.NewMemory(nil, 0)},
		{"redis", pending.NewRedis(st, 0, config.DefaultClusterEntryBytes)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := &Server{pending: pending.NewMemory(nil, 0), turns: bc.backend, log: log}
			if err := bc.backend.Keep(context.Background(), entry()); err != nil {
				b.Fatal(err)
			}
			r := httptest.NewRequest(http.MethodPost, "/", nil)
			b.ReportAllocs()
			for b.Loop() {
				c := &chatRun{Exchange: &chat.Exchange{Run: &loop.Run{}}, runHost: runHost{s: s, r: r, ctx: context.Background()}}
				out, err := c.splicePending(body, msgs, hashes)
				if err != nil || len(out) == len(body) {
					b.Fatalf("not spliced: %v", err)
				}
			}
		})
	}
}

// BenchmarkMixedFollowUp: a whole client follow-up through the proxy (HTTP
// on loopback, the splice, the scripted upstream, the rewrite) with the
// turn in memory and in Redis.
func BenchmarkMixedFollowUp(b *testing.B) {
	srv := redistest.Start(b, "")
	up := httptest.NewServer(&scripted.Server{Respond: mixedModel})
	b.Cleanup(up.Close)
	for _, bc := range []struct{ name, redisURL string }{{"memory", ""}, {"redis", srv.URL()}} {
		b.Run(bc.name, func(b *testing.B) {
			env := newBenchEnv(b, up.URL, bc.redisURL)
			first := benchPost(b, env, mixedRequest(false, map[string]any{"role": "user", "content": "cy"}))
			follow := mixedFollowUp(false, "cy", first)
			b.ResetTimer()
			for b.Loop() {
				got := benchPost(b, env, follow)
				if len(got.report.Get("events").Array()) != 0 {
					b.Fatalf("not spliced: %s", got.raw)
				}
			}
		})
	}
}

func newBenchEnv(b *testing.B, upURL, redisURL string) *loopEnv {
	b.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "mock", BaseURL: upURL + "/v1"}}}
	cfg.Receipts.Signing = receipts.SigningEd25519
	cfg.Cluster.RedisURL = redisURL
	cfg.Cluster.Secret = testClusterSecret
	s, err := New(context.Background(), cfg, Options{Logger: log, Tools: clusterBenchTools(b, log)})
	if err != nil {
		b.Fatal(err)
	}
	front := httptest.NewServer(s)
	httpc := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	b.Cleanup(func() {
		httpc.CloseIdleConnections()
		front.Close()
		_ = s.Close()
	})
	return &loopEnv{srv: s, url: front.URL, httpc: httpc}
}

func benchPost(b *testing.B, env *loopEnv, body string) mixedTurnResult {
	b.Helper()
	resp, err := env.httpc.Post(env.url+"/v1/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		b.Fatalf("%d %s", resp.StatusCode, raw)
	}
	root := gjson.ParseBytes(raw)
	return mixedTurnResult{status: resp.StatusCode, raw: raw, content: root.Get("choices.0.message.content").Str,
		calls: root.Get("choices.0.message.tool_calls").Array(), report: root.Get("zc_receipts")}
}

func clusterBenchTools(b *testing.B, log *slog.Logger) *toolrun.Registry {
	b.Helper()
	reg, err := toolrun.New(context.Background(), testSpecs(), toolrun.Options{Logger: log})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { reg.Close() })
	return reg
}
