package proxy

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/sse"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// loopEnv is a proxy on loopback in front of a mock upstream, with a real
// tool registry (real processes) whose audit events the test can see.
type loopEnv struct {
	srv    *Server
	url    string // proxy base URL, no trailing slash
	httpc  *http.Client
	oai    *openai.Client
	audit  *auditLog
	logs   *lockedBuffer
	tools  *toolrun.Registry
	header http.Header // added to every raw request
}

// testSpecs is the allowlist most tests use: a shell tool allowing echo and
// date, and exec tools that sleep or echo.
func testSpecs() []toolrun.Spec {
	str := map[string]any{"type": "string"}
	return []toolrun.Spec{
		{Name: "shell", Type: "shell", Allow: toolrun.AllowOf("echo", "date")},
		{Name: "sleeper", Type: "exec", Description: "Sleep a while.",
			Command:    []string{"sleep", "{seconds}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"seconds": str}, "required": []any{"seconds"}}},
		{Name: "greet", Type: "exec", Description: "Greet someone.",
			Command:    []string{"echo", "hello {name}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"name": str}, "required": []any{"name"}}},
	}
}

// newLoopEnv starts upstream and a proxy with specs as its tools; edit
// adjusts the config before New.
func newLoopEnv(t *testing.T, upstream http.Handler, specs []toolrun.Spec, edit func(*Config)) *loopEnv {
	t.Helper()
	up := httptest.NewServer(upstream)
	t.Cleanup(up.Close)
	return startLoopEnv(t, up.URL, specs, edit, nil)
}

// startLoopEnv is a proxy for the upstream at upURL with specs as its
// tools, edit applied to the config and clock (nil: time.Now): the one
// builder behind every loopEnv.
func startLoopEnv(t *testing.T, upURL string, specs []toolrun.Spec, edit func(*Config), clock receipts.Clock) *loopEnv {
	t.Helper()
	logs := &lockedBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	reg, err := toolrun.New(context.Background(), specs, toolrun.Options{Logger: log})
	if err != nil {
		t.Fatalf("toolrun.New: %v", err)
	}
	t.Cleanup(func() { reg.Close() })

	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "mock", BaseURL: upURL + "/v1", APIKey: "sk-upstream-secret"}}}
	if edit != nil {
		edit(cfg)
	}
	s, err := New(context.Background(), cfg, Options{Logger: log, Tools: reg, Clock: clock})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	audit := &auditLog{}
	run := s.runTools
	s.runTools = func(ctx context.Context, calls []toolrun.Call) []toolrun.Result {
		res := run(ctx, calls)
		audit.add(res)
		return res
	}
	url, httpc := serveOnLoopback(t, s)
	return &loopEnv{srv: s, url: url, httpc: httpc, oai: loopbackOpenAI(url, httpc),
		audit: audit, logs: logs, tools: reg}
}

// scope is the process key scope the proxy mints under.
func (e *loopEnv) scope(t *testing.T) *receipts.Scope {
	t.Helper()
	s, release := e.srv.scopes.Acquire()
	t.Cleanup(release)
	return s
}

// post sends a raw chat request and reads the whole response.
func (e *loopEnv) post(t *testing.T, body string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	return postChat(t, e.httpc, e.url, body, header, true)
}

// loopbackOpenAI is a go-openai client for the proxy at url.
func loopbackOpenAI(url string, httpc *http.Client) *openai.Client {
	oc := openai.DefaultConfig("client-key")
	oc.BaseURL = url + "/v1"
	oc.HTTPClient = httpc
	return openai.NewClientWithConfig(oc)
}

// streamed is a client-side view of one SSE response.
type streamed struct {
	chunks   []gjson.Result // data events other than [DONE], parsed
	comments []string
	dones    int
	afterEnd int    // events after [DONE]
	readErr  error  // how reading ended (nil: clean EOF)
	content  string // concatenated choices.0.delta.content
}

// parseStream reads an SSE body as a strict client would.
func parseStream(t *testing.T, body []byte) streamed {
	t.Helper()
	var s streamed
	rd := sse.NewReader(bytes.NewReader(body))
	for {
		ev, err := rd.Next()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.readErr = err
			}
			break
		}
		switch {
		case ev.IsComment:
			s.comments = append(s.comments, ev.Comment)
		case ev.IsDone():
			s.dones++
		default:
			if s.dones > 0 {
				s.afterEnd++
			}
			if !gjson.ValidBytes(ev.Data) {
				t.Fatalf("event is not JSON: %q", ev.Data)
			}
			c := gjson.ParseBytes(bytes.Clone(ev.Data))
			s.chunks = append(s.chunks, c)
			s.content += c.Get("choices.0.delta.content").Str
		}
	}
	return s
}

// finishChunks returns the chunks that carry a finish_reason.
func (s streamed) finishChunks() []gjson.Result {
	var out []gjson.Result
	for _, c := range s.chunks {
		if fr := c.Get("choices.0.finish_reason"); fr.Exists() && fr.Type != gjson.Null {
			out = append(out, c)
		}
	}
	return out
}

// auditLog records the results of every tool call the proxy ran.
type auditLog struct {
	mu     sync.Mutex
	events []toolrun.Result
}

func (a *auditLog) add(res []toolrun.Result) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.events = append(a.events, res...)
}

func (a *auditLog) snapshot() []toolrun.Result {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]toolrun.Result(nil), a.events...)
}

// waitUntil polls cond until it holds or a generous deadline passes (never a
// speed assertion: only a hang fails it).
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// toolThenAnswer is a scripted model: with no tool result after the last
// user message it makes calls; with results it answers with answer(req).
func toolThenAnswer(calls []scripted.ToolCall, answer func(req gjson.Result) string) scripted.Responder {
	return func(req gjson.Result) scripted.Turn {
		if len(toolResults(req)) == 0 {
			return scripted.Turn{ToolCalls: calls}
		}
		return scripted.Turn{Content: answer(req)}
	}
}

// toolResults returns the tool messages after the last user message.
func toolResults(req gjson.Result) []gjson.Result {
	msgs := req.Get("messages").Array()
	var out []gjson.Result
	for i := len(msgs) - 1; i >= 0; i-- {
		switch msgs[i].Get("role").Str {
		case "tool":
			out = append([]gjson.Result{msgs[i]}, out...)
		case "user":
			return out
		}
	}
	return out
}

// quoteReceipts answers with the receipts found in the tool results.
func quoteReceipts(req gjson.Result) string {
	var b strings.Builder
	b.WriteString("Done.")
	for _, m := range toolResults(req) {
		if _, tok, ok := receipts.SplitReceipt(m.Get("content").Str); ok {
			b.WriteString(" Receipt: " + tok + ".")
		}
	}
	return b.String()
}

// lastBody is the last request body the upstream got, parsed.
func lastBody(t *testing.T, reqs [][]byte) gjson.Result {
	t.Helper()
	if len(reqs) == 0 {
		t.Fatal("upstream got no request")
	}
	return gjson.ParseBytes(reqs[len(reqs)-1])
}
