package toolrun

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpTerminate is how long closing a stdio server waits after closing its
// stdin before signalling it.
const mcpTerminate = 2 * time.Second

// mcpServer is one configured MCP server: a session that is started in New
// and restarted on demand when it dies.
type mcpServer struct {
	spec  Spec
	limit int
	log   *slog.Logger
	// secrets are redacted from output before it is capped
	secrets []string
	client  *mcp.Client
	http    *http.Client // url servers only
	proc    *procSpec    // stdio servers only

	// mu guards the fields below; it is never held across I/O (a connect
	// is a process start and a handshake, or HTTP requests: held, one slow
	// or hung server made every call of it, Ready and Close wait, past
	// their own deadlines)
	mu      sync.Mutex
	session *mcp.ClientSession
	dial    *mcpDial // the connect under way, nil for none: callers share it
	closed  bool
	watch   sync.WaitGroup // session watchers and the dial under way
}

// mcpDial is one connect that every caller needing a session waits for,
// each as long as its own context allows: one dial however many calls
// find the session gone.
type mcpDial struct {
	done   chan struct{} // closed when cs, err are set
	cs     *mcp.ClientSession
	err    error
	cancel context.CancelFunc // Close ends a dial under way
	// deadline is the starter's (zero for none), which bounds the dial:
	// a caller that may wait longer dials again when it ran out
	deadline time.Time
}

// outlives reports whether a caller whose context has deadline dl (ok
// false for none) may wait past d's own deadline.
func (d *mcpDial) outlives(dl time.Time, ok bool) bool {
	return !d.deadline.IsZero() && (!ok || dl.After(d.deadline))
}

var errMCPClosed = errors.New("mcp: registry closed")

// mcpOffer is one allowed server tool as offered to the model.
type mcpOffer struct {
	tool Tool
	args *argSchema
	run  executor
}

func newMCPServer(s Spec, limit int, log *slog.Logger, procs *processes) *mcpServer {
	srv := &mcpServer{
		spec:    s,
		limit:   limit,
		log:     log,
		secrets: procs.secrets,
		client:  mcp.NewClient(&mcp.Implementation{Name: "zc-proxy", Version: "1"}, nil),
	}
	if len(s.Command) > 0 {
		dir, err := filepath.Abs(cmpOr(s.Dir, "."))
		if err != nil {
			dir = s.Dir
		}
		srv.proc = procs.spec(s, dir, limit)
	}
	if s.URL != "" {
		transport := http.DefaultTransport.(*http.Transport).Clone()
		// headerTransport adds the configured headers (secrets as config
		// reads them) to every request below the client, so net/http's own
		// dropping of credentials on a cross-host redirect never sees them:
		// a redirect to another host carried the key there (attack 14).
		origin, err := url.Parse(s.URL)
		if err != nil {
			origin = &url.URL{} // (config checked it) no redirect is followed
		}
		srv.http = &http.Client{
			Transport:     headerTransport{base: transport, headers: s.Headers},
			CheckRedirect: func(req *http.Request, via []*http.Request) error { return sameOrigin(origin, req, via) },
		}
	}
	return srv
}

// start connects and lists the server's tools, offering the allowed ones.
// Every allowed name must exist on the server: a typo would otherwise
// silently offer nothing.
func (s *mcpServer) start(ctx context.Context) ([]mcpOffer, error) {
	cs, err := s.current(ctx)
	if err != nil {
		return nil, err
	}
	found := make(map[string]*mcp.Tool)
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			return nil, fmt.Errorf("mcp: listing tools: %w", err)
		}
		found[t.Name] = t
	}
	var (
		offers []mcpOffer
		errs   []error
	)
	for _, entry := range s.spec.Allow {
		name := entry.Command
		t, ok := found[name]
		if !ok {
			errs = append(errs, fmt.Errorf("mcp: allowed tool %q is not offered by the server", name))
			continue
		}
		args, err := newArgSchema(t.InputSchema)
		if err != nil {
			// A schema this validator cannot compile still describes the
			// tool to the model; the server validates for itself.
			s.log.Warn("toolrun: mcp tool schema not usable for validation", "server", s.spec.Name, "tool", name, "error", err)
			raw, merr := json.Marshal(t.InputSchema)
			if merr != nil || !json.Valid(raw) || string(raw) == "null" {
				raw = json.RawMessage(`{"type":"object"}`)
			}
			args = &argSchema{raw: raw}
		}
		offers = append(offers, mcpOffer{
			tool: Tool{
				Name:        s.spec.Name + "__" + name,
				Description: cmpOr(t.Description, s.spec.Description, "MCP tool "+name+" of "+s.spec.Name),
				Parameters:  args.raw,
				Type:        s.spec.Type,
				Keywords:    []string{name},
			},
			args: args,
			run:  &mcpTool{server: s, name: name},
		})
	}
	return offers, errors.Join(errs...)
}

func cmpOr(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// current returns the live session, connecting if there is none. The
// connect runs on its own, under the deadline of the call that started
// it but not its cancellation (a caller that leaves does not fail the
// others waiting for it); each caller waits as long as its own context
// allows (connecting again when the connect ran out of its starter's
// shorter time), and Close ends the connect.
func (s *mcpServer) current(ctx context.Context) (*mcp.ClientSession, error) {
	for {
		d, cs, err := s.dialFor(ctx)
		if d == nil {
			return cs, err
		}
		select {
		case <-d.done:
			dl, ok := ctx.Deadline()
			if errors.Is(d.err, context.DeadlineExceeded) && ctx.Err() == nil && d.outlives(dl, ok) {
				continue // the starter's time ran out, not this caller's
			}
			return d.cs, d.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// dialFor returns the live session, or the connect to wait for (starting
// one if none is under way).
func (s *mcpServer) dialFor(ctx context.Context) (*mcpDial, *mcp.ClientSession, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, nil, errMCPClosed
	}
	if cs := s.session; cs != nil {
		return nil, cs, nil
	}
	d := s.dial
	if d == nil {
		dctx, cancel := context.WithoutCancel(ctx), context.CancelFunc(func() {})
		d = &mcpDial{done: make(chan struct{})}
		if dl, ok := ctx.Deadline(); ok {
			dctx, cancel = context.WithDeadline(dctx, dl)
			d.deadline = dl
		} else {
			dctx, cancel = context.WithCancel(dctx)
		}
		d.cancel = cancel
		s.dial = d
		s.watch.Add(1) // (under mu, before Close can set closed and wait)
		go s.runDial(dctx, d)
	}
	return d, nil, nil
}

// runDial connects for d and installs the session, unless Close came
// first: then the new session is ended here, its process group killed.
func (s *mcpServer) runDial(ctx context.Context, d *mcpDial) {
	defer s.watch.Done()
	defer d.cancel()
	cs, pgid, cleanup, err := s.connect(ctx)
	s.mu.Lock()
	s.dial = nil
	if err == nil && s.closed {
		s.mu.Unlock()
		_ = cs.Close()
		_ = killGroup(pgid)
		cleanup()
		d.err = errMCPClosed
		close(d.done)
		return
	}
	if err == nil {
		s.session = cs
		s.watch.Go(func() { s.watchSession(cs, pgid, cleanup) })
	}
	d.cs, d.err = cs, err
	s.mu.Unlock()
	close(d.done)
}

// connect starts a session. A stdio server runs in its own process group,
// in the sandbox when there is one, detached from ctx: it outlives the call
// that started it. cleanup removes its scratch directory once it has ended.
func (s *mcpServer) connect(ctx context.Context) (_ *mcp.ClientSession, _ int, cleanup func(), _ error) {
	var transport mcp.Transport
	var cmd *exec.Cmd
	cleanup = func() {}
	if s.proc != nil {
		var err error
		cmd, cleanup, err = s.proc.command(context.Background(), s.spec.Command)
		if err != nil {
			return nil, 0, nil, fmt.Errorf("mcp: starting the server: %w", err)
		}
		transport = &mcp.CommandTransport{Command: cmd, TerminateDuration: mcpTerminate}
	} else {
		transport = &mcp.StreamableClientTransport{
			Endpoint:             s.spec.URL,
			HTTPClient:           s.http,
			DisableStandaloneSSE: true, // requests and responses only; no idle stream to keep alive
			// The SDK's streamable client passes 0 on as "no cap" (its
			// stdio transport and SSE client read 0 as 16 MiB).
			MaxEventSize: mcpMaxReply,
		}
	}
	cs, err := s.client.Connect(ctx, transport, nil)
	pgid := 0
	if cmd != nil && cmd.Process != nil {
		pgid = cmd.Process.Pid
	}
	if err != nil {
		_ = killGroup(pgid)
		if cmd != nil && cmd.Process != nil {
			_, _ = cmd.Process.Wait()
		}
		cleanup()
		return nil, 0, nil, fmt.Errorf("mcp: connecting: %w", err)
	}
	return cs, pgid, cleanup, nil
}

// watchSession forgets a session once it ends (server exit, transport
// failure, Close), so the next call starts a fresh one, and kills what is
// left of a stdio server's process group.
func (s *mcpServer) watchSession(cs *mcp.ClientSession, pgid int, cleanup func()) {
	_ = cs.Wait()
	_ = cs.Close() // reaps the stdio child
	_ = killGroup(pgid)
	cleanup()
	s.mu.Lock()
	if s.session == cs {
		s.session = nil
	}
	s.mu.Unlock()
}

// drop closes cs if it is still current, so the next call reconnects.
func (s *mcpServer) drop(cs *mcp.ClientSession) {
	s.mu.Lock()
	if s.session == cs {
		s.session = nil
	}
	s.mu.Unlock()
	_ = cs.Close()
}

// call runs one tool call, reconnecting once when the session turns out
// to be gone (the server process died or the HTTP session expired).
func (s *mcpServer) call(ctx context.Context, name string, args json.RawMessage) (*mcp.CallToolResult, error) {
	for attempt := 0; ; attempt++ {
		cs, err := s.current(ctx)
		if err != nil {
			return nil, err
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err == nil || ctx.Err() != nil || attempt > 0 || !sessionGone(err) {
			return res, err
		}
		s.log.Info("toolrun: mcp session lost; reconnecting", "server", s.spec.Name)
		s.drop(cs)
	}
}

// sessionGone reports whether err means the session cannot serve calls.
func sessionGone(err error) bool {
	return errors.Is(err, mcp.ErrConnectionClosed) || errors.Is(err, mcp.ErrSessionMissing) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrClosedPipe) || errors.Is(err, syscall.EPIPE)
}

func (s *mcpServer) ping(ctx context.Context) error {
	cs, err := s.current(ctx)
	if err != nil {
		return err
	}
	return cs.Ping(ctx, nil)
}

// Close ends the session (stopping a stdio server and its process group)
// and waits for the watchers.
func (s *mcpServer) Close() error {
	s.mu.Lock()
	s.closed = true
	cs := s.session
	s.session = nil
	if s.dial != nil {
		s.dial.cancel() // its runDial ends the session it may still get
	}
	s.mu.Unlock()
	var err error
	if cs != nil {
		err = cs.Close()
		if errors.Is(err, mcp.ErrConnectionClosed) {
			err = nil
		}
	}
	s.watch.Wait()
	if s.http != nil {
		s.http.CloseIdleConnections()
	}
	return ignoreExit(err)
}

// ignoreExit drops the exit status of a stdio server stopped by Close.
func ignoreExit(err error) error {
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		return nil
	}
	return err
}

// mcpTool is one allowed tool of an MCP server.
type mcpTool struct {
	server *mcpServer
	name   string
}

func (t *mcpTool) run(ctx context.Context, a arguments) (string, error) {
	res, err := t.server.call(ctx, t.name, a.raw)
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", failed("mcp call failed: %s", excerpt(mcpErrorText(err), 200, t.server.secrets))
	}
	text := resultText(res)
	if res.IsError {
		if text == "" {
			text = "the tool reported an error"
		}
		return "", failed("%s", excerpt(strings.TrimSpace(text), maxDetail, t.server.secrets))
	}
	return capRedacted([]byte(text), t.server.limit, t.server.secrets), nil
}

// resultText joins the text content of a result; other content is noted,
// not inlined. Structured content stands in when there is no text.
func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		switch c := c.(type) {
		case *mcp.TextContent:
			parts = append(parts, c.Text)
		case *mcp.ImageContent:
			parts = append(parts, "[image content omitted]")
		case *mcp.AudioContent:
			parts = append(parts, "[audio content omitted]")
		default:
			parts = append(parts, "[non-text content omitted]")
		}
	}
	if len(parts) == 0 && res.StructuredContent != nil {
		if b, err := json.Marshal(res.StructuredContent); err == nil {
			return string(b)
		}
	}
	return strings.Join(parts, "\n")
}

// mcpErrorText is the server's message for a JSON-RPC error, or a short
// description of a transport failure.
func mcpErrorText(err error) string {
	if sessionGone(err) {
		return "the MCP server connection closed"
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, ": "); i >= 0 && len(msg)-i < 200 {
		return msg[i+2:]
	}
	return msg
}

// mcpMaxReply bounds one HTTP response of an MCP server reached by URL,
// as the SDK's stdio transport bounds one frame (mcp.DefaultMaxLineLength).
// The SDK's streamable client reads a JSON reply with io.ReadAll and an SSE
// event with no cap, so a hostile or compromised server could make the
// proxy hold gigabytes for one call (attack 14). A call's output is cut to
// loop.max_output anyway; past this the call fails.
const mcpMaxReply = mcp.DefaultMaxLineLength

// errMCPReplyTooLarge ends the read of an MCP response past mcpMaxReply.
var errMCPReplyTooLarge = fmt.Errorf("the MCP server's reply exceeded %d MiB", mcpMaxReply>>20)

// headerTransport adds the configured headers to every MCP HTTP request
// and bounds every response body at mcpMaxReply.
type headerTransport struct {
	base    http.RoundTripper
	headers map[string]string
}

func (h headerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if len(h.headers) > 0 {
		req = req.Clone(req.Context())
		for k, v := range h.headers {
			req.Header.Set(k, v)
		}
	}
	resp, err := h.base.RoundTrip(req)
	if err == nil && resp.Body != nil {
		resp.Body = &cappedBody{ReadCloser: resp.Body, left: mcpMaxReply}
	}
	return resp, err
}

// cappedBody fails a read past its budget (and closes nothing early: the
// reader's Close still releases the connection).
type cappedBody struct {
	io.ReadCloser
	left int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// a reply of exactly the budget ends here: only a byte past it fails
		var one [1]byte
		if n, err := b.ReadCloser.Read(one[:]); n == 0 && err != nil {
			return 0, err
		}
		return 0, errMCPReplyTooLarge
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}

// CloseIdleConnections lets http.Client.CloseIdleConnections reach base.
func (h headerTransport) CloseIdleConnections() {
	if c, ok := h.base.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}
