package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Models the upstream understands. The proxy routes modelIdle to the idle
// upstream path (see zcConfig).
const (
	modelPlain = "bench-plain" // answers with text
	modelTool  = "bench-tool"  // calls read_file first, then answers
	modelIdle  = "bench-idle"  // opens a stream and holds it, idle

	toolName = "read_file"
	toolArgs = `{"path":"small.txt"}`

	idleCountPath = "/_bench/idle-open"
)

// renewEvery bounds the memory of the scripted upstream: a scripted.Server
// records every request it answers, so the upstream swaps in a fresh one
// this often (in-flight requests finish on the old one).
const renewEvery = 2048

// answer is a realistic assistant reply of n words. scripted streams one
// word (at most 8 bytes) per chunk, so n is also the content chunk count.
func answer(n int) string {
	words := strings.Fields(`The build passed on the main branch and every test in the proxy package ran green
		today, so the release can go ahead once the changelog is reviewed by someone on the team
		who knows the receipts code well and can spot anything missing from the notes`)
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[i%len(words)])
	}
	b.WriteByte('.')
	return b.String()
}

// responder answers modelTool with a read_file call until the request
// carries the tool's result (a chat "tool" message, or a Responses
// function_call_output item: the scripted server hands the Responder the
// whole conversation as "input", a previous_response_id chain resolved),
// and everything else with text.
func responder(content string) scripted.Responder {
	return func(req gjson.Result) scripted.Turn {
		if req.Get("model").String() == modelTool && !hasToolResult(req) {
			return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: toolName, Arguments: toolArgs}}}
		}
		return scripted.Turn{Content: content}
	}
}

// hasToolResult reports a request whose last message or input item is a
// tool's result.
func hasToolResult(req gjson.Result) bool {
	if in := req.Get("input"); in.IsArray() {
		items := in.Array()
		return len(items) > 0 && items[len(items)-1].Get("type").String() == "function_call_output"
	}
	msgs := req.Get("messages").Array()
	return len(msgs) > 0 && msgs[len(msgs)-1].Get("role").String() == "tool"
}

// upstreamHandler serves the scripted upstream at /v1 and an idle one, for
// held-open streams, at /idle/v1.
type upstreamHandler struct {
	respond scripted.Responder
	served  atomic.Int64
	current atomic.Pointer[scripted.Server]
	prev    atomic.Pointer[scripted.Server] // the one current was renewed from
	idle    *scripted.Server
	idleNow atomic.Int64 // idle streams open right now
}

func newUpstreamHandler(words int) *upstreamHandler {
	u := &upstreamHandler{respond: responder(answer(words))}
	u.current.Store(&scripted.Server{Respond: u.respond})
	// The idle server sends the role chunk, then waits far longer than any
	// run; the stream ends when the client goes away.
	u.idle = &scripted.Server{Respond: u.respond, Delay: time.Hour}
	return u
}

func (u *upstreamHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == idleCountPath:
		fmt.Fprintln(w, u.idleNow.Load())
	case strings.HasPrefix(r.URL.Path, "/idle/"):
		u.idleNow.Add(1)
		defer u.idleNow.Add(-1)
		r.URL.Path = strings.TrimPrefix(r.URL.Path, "/idle")
		u.idle.ServeHTTP(w, r)
	default:
		if u.served.Add(1)%renewEvery == 0 {
			u.prev.Store(u.current.Swap(&scripted.Server{Respond: u.respond}))
		}
		cur := u.current.Load()
		if r.URL.Path != "/v1/responses" {
			cur.ServeHTTP(w, r)
			return
		}
		u.serveResponses(cur, w, r)
	}
}

// serveResponses serves a Responses request on cur. A follow-up chained by
// previous_response_id to a response the server before cur stored (the
// renewal fell inside a tool round) is served there instead: cur's
// previous_response_not_found error is caught before it reaches the client.
func (u *upstreamHandler) serveResponses(cur *scripted.Server, w http.ResponseWriter, r *http.Request) {
	prev := u.prev.Load()
	body, err := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil || prev == nil || !bytes.Contains(body, []byte(`"previous_response_id"`)) {
		cur.ServeHTTP(w, r)
		return
	}
	c := &errorCatcher{w: w, header: http.Header{}}
	cur.ServeHTTP(c, r)
	if c.status < http.StatusBadRequest {
		return // passed through
	}
	if bytes.Contains(c.body.Bytes(), []byte("previous_response_not_found")) {
		r.Body = io.NopCloser(bytes.NewReader(body))
		prev.ServeHTTP(w, r)
		return
	}
	maps.Copy(w.Header(), c.header)
	w.WriteHeader(c.status)
	_, _ = w.Write(c.body.Bytes())
}

// errorCatcher passes a successful reply through to w and holds back an
// error reply (status ≥ 400) for its caller to read.
type errorCatcher struct {
	w      http.ResponseWriter
	header http.Header
	status int
	body   bytes.Buffer // an error reply's
}

func (c *errorCatcher) Header() http.Header { return c.header }

func (c *errorCatcher) WriteHeader(code int) {
	if c.status != 0 {
		return
	}
	c.status = code
	if code < http.StatusBadRequest {
		maps.Copy(c.w.Header(), c.header)
		c.w.WriteHeader(code)
	}
}

func (c *errorCatcher) Write(p []byte) (int, error) {
	c.WriteHeader(http.StatusOK)
	if c.status >= http.StatusBadRequest {
		return c.body.Write(p)
	}
	return c.w.Write(p)
}

func (c *errorCatcher) Flush() {
	if f, ok := c.w.(http.Flusher); ok && c.status != 0 && c.status < http.StatusBadRequest {
		f.Flush()
	}
}

// runUpstream is "zcbench upstream": the scripted model API.
func runUpstream(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("upstream", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:0", "listen address")
	words := fs.Int("words", 20, "words (content chunks) in each answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	return serve(ctx, *listen, newUpstreamHandler(*words))
}

// serve serves h on addr until ctx ends, with zc-proxy serve's server
// timeouts.
func serve(ctx context.Context, addr string, h http.Handler) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// idleOpen asks the upstream how many idle streams it holds.
func idleOpen(client *http.Client, upstreamURL string) (int, error) {
	resp, err := client.Get(upstreamURL + idleCountPath)
	if err != nil {
		return 0, fmt.Errorf("idle count: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64))
	if err != nil {
		return 0, fmt.Errorf("idle count: %w", err)
	}
	return strconv.Atoi(strings.TrimSpace(string(b)))
}
