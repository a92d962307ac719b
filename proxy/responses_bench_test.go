package proxy

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// respPerfUpstream answers /responses as the scripted upstream (and
// OpenAI) does, echoing the request's instructions and tools in every
// response object, the proxy's injected ones included: model "perf-tool"
// calls read_file until a function_call_output comes back, else it
// answers perfWords. Each kind of reply is made once, from the first
// request that asks for it (the echoed members are the same in every
// request of a benchmark case), so the benchmark pays nothing for it.
type respPerfUpstream struct{ canned *sync.Map }

func (u respPerfUpstream) RoundTrip(req *http.Request) (*http.Response, error) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		return nil, err
	}
	_ = req.Body.Close()
	root := gjson.ParseBytes(body)
	stream := root.Get("stream").Bool()
	kind := "answer"
	if root.Get("model").Str == "perf-tool" && !strings.Contains(root.Get("input").Raw, `"function_call_output"`) {
		kind = "call"
	}
	ct := "application/json"
	if stream {
		ct = "text/event-stream"
	}
	key := kind + strconv.FormatBool(stream)
	reply, ok := u.canned.Load(key)
	if !ok {
		turn := scripted.Turn{Content: strings.Join(perfWords, " ") + "."}
		if kind == "call" {
			turn = scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_1", Name: "read_file", Arguments: `{"path":"small.txt"}`}}}
		}
		srv := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return turn }}
		w := httptest.NewRecorder()
		// a follow-up names the call's response, which this fresh
		// server never stored: the echo is the same without it
		fresh, _ := sjson.DeleteBytes(body, "previous_response_id")
		srv.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/responses", bytes.NewReader(fresh)))
		reply, _ = u.canned.LoadOrStore(key, w.Body.Bytes())
	}
	b := reply.([]byte)
	return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": {ct}}, Body: io.NopCloser(bytes.NewReader(b)),
		ContentLength: int64(len(b)), Request: req}, nil
}

// BenchmarkServeResponses is BenchmarkServeChat for POST /v1/responses:
// whole requests through Server.ServeHTTP against the in-process upstream,
// the proxy's own CPU per request, receipts off (pass-through) and on.
func BenchmarkServeResponses(b *testing.B) {
	cases := []struct {
		name, model, mode string
		stream            bool
		want              string
	}{
		{"off json", "perf", "off", false, "release."},
		{"on json", "perf", "on", false, "release."},
		{"on tool json", "perf-tool", "on", false, "zc-receipt-"},
		{"off stream", "perf", "off", true, "response.completed"},
		{"on stream", "perf", "on", true, "response.completed"},
		{"on tool stream", "perf-tool", "on", true, "zc-receipt-"},
	}
	input := `[{"role":"user","content":"` + strings.Repeat("word ", 160) + `"}]`
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			dir := b.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "small.txt"), []byte("Release notes: build 4121 passed all checks.\n"), 0o600); err != nil {
				b.Fatal(err)
			}
			cfg := &Config{
				Upstreams: []UpstreamConfig{{Name: "perf", BaseURL: "http://perf.invalid/v1"}},
				Tools:     []toolrun.Spec{{Name: "read_file", Type: "file", Root: dir}},
			}
			log := slog.New(textlog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelInfo}))
			s, err := New(context.Background(), cfg, Options{Logger: log, HTTPClient: &http.Client{Transport: respPerfUpstream{canned: &sync.Map{}}}})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { _ = s.Close() })
			body := []byte(`{"model":"` + tc.model + `","stream":` + strconv.FormatBool(tc.stream) +
				`,"instructions":"be brief","input":` + input + `}`)
			serve := func() *httptest.ResponseRecorder {
				req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/responses", bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set(headerReceipts, tc.mode)
				w := httptest.NewRecorder()
				s.ServeHTTP(w, req)
				return w
			}
			if w := serve(); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), tc.want) {
				b.Fatalf("status %d, body %.400s", w.Code, w.Body)
			}
			b.ReportAllocs()
			for b.Loop() {
				serve()
			}
		})
	}
}
