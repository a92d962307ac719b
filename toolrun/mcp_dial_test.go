package toolrun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// gatedMCPServer serves the test MCP server over streamable HTTP; while
// gate is closed, an initialize request waits for it (or for its request
// to end). inits counts initialize requests; initSeen gets one value per
// initialize that waits.
type gatedMCPServer struct {
	*httptest.Server
	mu       sync.Mutex
	gate     chan struct{} // nil: open
	inits    atomic.Int32
	initSeen chan struct{}
}

func newGatedMCPServer(t *testing.T) *gatedMCPServer {
	t.Helper()
	g := &gatedMCPServer{initSeen: make(chan struct{}, 64)}
	server := newTestMCPServer()
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	g.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			var msg struct {
				Method string `json:"method"`
			}
			if json.Unmarshal(body, &msg) == nil && msg.Method == "initialize" {
				g.inits.Add(1)
				g.mu.Lock()
				gate := g.gate
				g.mu.Unlock()
				if gate != nil {
					g.initSeen <- struct{}{}
					select {
					case <-gate:
					case <-r.Context().Done():
						return
					}
					if r.Context().Err() != nil {
						return // its client left while it waited
					}
				}
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(g.Server.Close)
	return g
}

func (g *gatedMCPServer) close() chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.gate = make(chan struct{})
	return g.gate
}

func (g *gatedMCPServer) open(gate chan struct{}) {
	g.mu.Lock()
	g.gate = nil
	g.mu.Unlock()
	close(gate)
}

// guard is how long a test waits for what must happen at once before it
// calls the proxy stuck (not a measure of speed: a lock held across a hung
// server never lets go).
const guard = 10 * time.Second

// TestMCPReconnectDoesNotBlock: the MCP client reconnected under its lock,
// so while one server hung in its handshake every other call of that
// server, Ready and Close waited for it past their own deadlines. Now a
// call waits only as long as its context allows, calls that find the
// session gone share one connect (one initialize), and Close ends a
// connect under way and leaves no session behind.
func TestMCPReconnectDoesNotBlock(t *testing.T) {
	g := newGatedMCPServer(t)
	r := newTestRegistry(t, Options{}, Spec{Name: "srv", Type: "mcp", URL: g.URL, Allow: AllowOf("echo")})
	srv := r.servers[0]
	loseSession := func() {
		srv.mu.Lock()
		cs := srv.session
		srv.mu.Unlock()
		if cs == nil {
			t.Fatal("no session")
		}
		srv.drop(cs)
	}
	waitInit := func() {
		select {
		case <-g.initSeen:
		case <-time.After(guard):
			t.Fatal("no reconnect reached the server")
		}
	}

	// A call whose context ends while another call's connect hangs
	// returns at once, with its context's error.
	loseSession()
	gate := g.close()
	before := g.inits.Load()
	first := make(chan Result, 1)
	go func() { first <- run(t, r, "srv__echo", `{"text":"first"}`) }()
	waitInit()
	ctx, cancel := context.WithCancel(context.Background())
	second := make(chan error, 1)
	go func() { _, err := srv.current(ctx); second <- err }()
	cancel()
	select {
	case err := <-second:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("the waiting call returned %v, want its context's error", err)
		}
	case <-time.After(guard):
		t.Fatal("a call waited for another call's hung connect past its own context")
	}
	// Calls arriving meanwhile share the one connect.
	var wg sync.WaitGroup
	results := make([]Result, 8)
	for i := range results {
		wg.Go(func() { results[i] = run(t, r, "srv__echo", `{"text":"more"}`) })
	}
	g.open(gate)
	wg.Wait()
	if res := <-first; res.Outcome != OutcomeOK || res.Output != "echo: first" {
		t.Errorf("the call that reconnected: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	for _, res := range results {
		if res.Outcome != OutcomeOK || res.Output != "echo: more" {
			t.Errorf("a call during the reconnect: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
	}
	if n := g.inits.Load() - before; n != 1 {
		t.Errorf("%d connects for one lost session, want 1", n)
	}

	// Close while a connect hangs: it returns, ends the connect, and no
	// session is left.
	loseSession()
	g.close()
	third := make(chan Result, 1)
	go func() { third <- run(t, r, "srv__echo", `{"text":"third"}`) }()
	waitInit()
	closed := make(chan error, 1)
	go func() { closed <- r.Close() }()
	select {
	case <-closed:
	case <-time.After(guard):
		t.Fatal("Close waited for a hung connect")
	}
	if res := <-third; res.Outcome == OutcomeOK {
		t.Errorf("a call succeeded across Close: %q", res.Output)
	}
	srv.mu.Lock()
	left, dial := srv.session, srv.dial
	srv.mu.Unlock()
	if left != nil || dial != nil {
		t.Errorf("after Close: session %v, connect under way %v", left != nil, dial != nil)
	}
}

// TestMCPCloseEndsHungStdioConnect: Close while a stdio server hangs in
// its handshake (the reconnect after the server died) returns at once and
// leaves no process of it behind. (A guard for the connect that now runs
// on its own: the registry's Close cancels the calls first, which also
// ended the connect the old lock held.)
func TestMCPCloseEndsHungStdioConnect(t *testing.T) {
	hang := filepath.Join(t.TempDir(), "hang")
	spec := stdioSpec(t, "srv", "", "echo", "pid")
	spec.Env[hangEnv] = hang
	r := newTestRegistry(t, Options{}, spec)
	res := run(t, r, "srv__pid", `{}`)
	pid, err := strconv.Atoi(res.Output)
	if err != nil {
		t.Fatalf("pid call: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	if err := os.WriteFile(hang, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	call := make(chan Result, 1)
	go func() { call <- run(t, r, "srv__echo", `{"text":"x"}`) }()
	var hung int
	for deadline := time.Now().Add(guard); hung == 0; time.Sleep(10 * time.Millisecond) {
		if b, err := os.ReadFile(hang + ".pid"); err == nil {
			hung, _ = strconv.Atoi(string(b))
		} else if time.Now().After(deadline) {
			t.Fatal("the reconnect did not start a server")
		}
	}
	closed := make(chan error, 1)
	go func() { closed <- r.Close() }()
	select {
	case <-closed:
	case <-time.After(guard):
		t.Fatal("Close waited for a hung stdio connect")
	}
	<-call
	waitGroupGone(t, hung)
}

// TestMCPJoinedConnectOutlivesItsStarter: a call that joins a connect
// another call started is not failed by that call's shorter deadline (a
// readiness probe's second, while a slow server starts): when the shared
// connect runs out of its starter's time, a caller whose own context
// allows more connects again. (Under the old lock each call connected
// with its own context.)
func TestMCPJoinedConnectOutlivesItsStarter(t *testing.T) {
	g := newGatedMCPServer(t)
	r := newTestRegistry(t, Options{}, Spec{Name: "srv", Type: "mcp", URL: g.URL, Allow: AllowOf("echo")})
	srv := r.servers[0]
	srv.mu.Lock()
	cs := srv.session
	srv.mu.Unlock()
	srv.drop(cs)
	gate := g.close()

	short, cancelShort := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancelShort()
	first := make(chan error, 1)
	go func() { _, err := srv.current(short); first <- err }()
	select {
	case <-g.initSeen:
	case <-time.After(guard):
		t.Fatal("no connect reached the server")
	}
	long, cancelLong := context.WithTimeout(context.Background(), guard)
	defer cancelLong()
	second := make(chan error, 1)
	go func() { _, err := srv.current(long); second <- err }()
	if err := <-first; !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("the short call: %v, want its deadline", err)
	}
	// The joined call connects again, under its own deadline. (Opening
	// the gate only then lets the short call's initialize, whose client
	// left, end unserved: served, it would leave a server session no
	// client ever closes.)
	select {
	case <-g.initSeen:
	case err := <-second:
		t.Fatalf("the call that joined the short call's connect: %v, without connecting again", err)
	case <-time.After(guard):
		t.Fatal("the joined call did not connect again")
	}
	g.open(gate)
	if err := <-second; err != nil {
		t.Errorf("the call that joined the short call's connect: %v", err)
	}
}
