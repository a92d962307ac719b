package proxy

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// perfWords is the answer the canned upstream gives: 20 words and a full
// stop, one content chunk per word when streamed (as bench/ measures).
var perfWords = strings.Fields("The build passed on the main branch and every test in the proxy package ran green today so the release")

// perfUpstream is an in-process model upstream (an http.RoundTripper, so
// no socket and no second server shows in a profile): canned JSON or SSE
// replies, and for model "perf-tool" one read_file call before the answer.
// The replies are made once (perfReplies), and a request is read only as
// far as choosing one needs, so the benchmark's own upstream costs next to
// nothing of what it measures (building the SSE reply with fmt per request
// was about 110k instructions of a streamed request's 577k).
type perfUpstream struct{}

// perfReplies are the canned bodies, indexed [call][stream].
var perfReplies = [2][2][]byte{{perfJSON(false), perfSSE(false)}, {perfJSON(true), perfSSE(true)}}

// perfModels is the reply to GET /models.
var perfModels = []byte(`{"object":"list","data":[{"id":"perf-model","object":"model"}]}`)

func (perfUpstream) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body = make([]byte, 0, max(req.ContentLength, 0)+1)
		buf := bytes.NewBuffer(body)
		if _, err := buf.ReadFrom(io.LimitReader(req.Body, 1<<20)); err != nil {
			return nil, err
		}
		body = buf.Bytes()
		_ = req.Body.Close()
	}
	reply := perfModels
	ct := "application/json"
	if strings.HasSuffix(req.URL.Path, "/chat/completions") {
		// the proxy's follow-up carries the tool's result as a tool message
		call := gjson.GetBytes(body, "model").Str == "perf-tool" && !bytes.Contains(body, []byte(`"role":"tool"`))
		stream := gjson.GetBytes(body, "stream").Bool()
		reply = perfReplies[b2i(call)][b2i(stream)]
		if stream {
			ct = "text/event-stream"
		}
	}
	return &http.Response{
		StatusCode:    http.StatusOK,
		Status:        "200 OK",
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        http.Header{"Content-Type": {ct}},
		Body:          io.NopCloser(bytes.NewReader(reply)),
		ContentLength: int64(len(reply)),
		Request:       req,
	}, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

const perfHead = `{"id":"chatcmpl-perf","object":"chat.completion.chunk","created":1754479216,"model":"perf","system_fingerprint":"fp_1","choices":[{"index":0,"delta":`

func perfSSE(call bool) []byte {
	var b bytes.Buffer
	ev := func(delta, finish string) {
		fmt.Fprintf(&b, "data: %s%s,\"logprobs\":null,\"finish_reason\":%s}],\"usage\":null}\n\n", perfHead, delta, finish)
	}
	ev(`{"role":"assistant","content":""}`, "null")
	if call {
		ev(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"read_file","arguments":""}}]}`, "null")
		ev(`{"tool_calls":[{"index":0,"function":{"arguments":"{\"path\":\"small.txt\"}"}}]}`, "null")
		ev(`{}`, `"tool_calls"`)
	} else {
		for i, w := range perfWords {
			if i > 0 {
				w = " " + w
			}
			if i == len(perfWords)-1 {
				w += "."
			}
			ev(`{"content":`+strconv.Quote(w)+`}`, "null")
		}
		ev(`{}`, `"stop"`)
	}
	b.WriteString(`data: {"id":"chatcmpl-perf","object":"chat.completion.chunk","created":1754479216,"model":"perf","choices":[],"usage":{"prompt_tokens":120,"completion_tokens":30,"total_tokens":150}}` + "\n\ndata: [DONE]\n\n")
	return b.Bytes()
}

func perfJSON(call bool) []byte {
	msg := `{"role":"assistant","content":` + strconv.Quote(strings.Join(perfWords, " ")+".") + `,"refusal":null}`
	finish := "stop"
	if call {
		msg = `{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"read_file","arguments":"{\"path\":\"small.txt\"}"}}]}`
		finish = "tool_calls"
	}
	return []byte(`{"id":"chatcmpl-perf","object":"chat.completion","created":1754479216,"model":"perf","choices":[{"index":0,"message":` + msg +
		`,"logprobs":null,"finish_reason":"` + finish + `"}],"usage":{"prompt_tokens":120,"completion_tokens":30,"total_tokens":150},"system_fingerprint":"fp_1"}`)
}

// perfServer is a Server configured as bench/ runs zc-proxy (one file
// tool, info-level logs to nowhere), calling perfUpstream.
func perfServer(b *testing.B) *Server { return perfServerWith(b, nil) }

// perfServerWith is perfServer with edit applied to its config.
func perfServerWith(b *testing.B, edit func(*Config)) *Server {
	b.Helper()
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "small.txt"), []byte("Release notes: build 4121 passed all checks; changelog reviewed.\n"), 0o600); err != nil {
		b.Fatal(err)
	}
	cfg := &Config{
		Upstreams: []UpstreamConfig{{Name: "perf", BaseURL: "http://perf.invalid/v1"}},
		Tools:     []toolrun.Spec{{Name: "read_file", Type: "file", Root: dir}},
	}
	if edit != nil {
		edit(cfg)
	}
	log := slog.New(textlog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelInfo}))
	s, err := New(context.Background(), cfg, Options{Logger: log, HTTPClient: &http.Client{Transport: perfUpstream{}}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = s.Close() })
	return s
}

// BenchmarkServeChat serves whole requests through Server.ServeHTTP (all
// middleware, the mode decision, the loop and the rewrite) against the
// in-process upstream: the proxy's own CPU cost per request.
func BenchmarkServeChat(b *testing.B) {
	cases := []struct {
		name, model, mode, path string
		stream                  bool
		want                    string
	}{
		{"off json", "perf", "off", "/v1/chat/completions", false, "release."},
		{"on json", "perf", "on", "/v1/chat/completions", false, "release."},
		{"on tool json", "perf-tool", "on", "/v1/chat/completions", false, "zc-receipt-"},
		{"off stream", "perf", "off", "/v1/chat/completions", true, "[DONE]"},
		{"on stream", "perf", "on", "/v1/chat/completions", true, "[DONE]"},
		{"on tool stream", "perf-tool", "on", "/v1/chat/completions", true, "zc-receipt-"},
		{"models", "", "", "/v1/models", false, "perf-model"},
	}
	var msgs []string
	for range 4 {
		msgs = append(msgs, `{"role":"user","content":"`+strings.Repeat("word ", 40)+`"}`)
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			s := perfServer(b)
			body := []byte(`{"model":"` + tc.model + `","stream":` + strconv.FormatBool(tc.stream) +
				`,"messages":[{"role":"system","content":"be brief"},` + strings.Join(msgs, ",") + `]}`)
			method := http.MethodPost
			if tc.path == "/v1/models" {
				method, body = http.MethodGet, nil
			}
			serve := func() *httptest.ResponseRecorder {
				req := httptest.NewRequest(method, "http://127.0.0.1"+tc.path, bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if tc.mode != "" {
					req.Header.Set(headerReceipts, tc.mode)
				}
				w := httptest.NewRecorder()
				s.ServeHTTP(w, req)
				return w
			}
			if w := serve(); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), tc.want) {
				b.Fatalf("status %d, body %s", w.Code, w.Body)
			}
			b.ReportAllocs()
			for b.Loop() {
				serve()
			}
		})
	}
}
