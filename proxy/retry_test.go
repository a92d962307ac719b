package proxy

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// opsSleeper records the waits a retryTransport asks for instead of
// sleeping; before runs before each (e.g. to start a late listener).
type opsSleeper struct {
	mu     sync.Mutex
	waits  []time.Duration
	before func(n int)
}

func (s *opsSleeper) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.waits = append(s.waits, d)
	n := len(s.waits)
	s.mu.Unlock()
	if s.before != nil {
		s.before(n)
	}
	return ctx.Err()
}

func (s *opsSleeper) got() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.waits...)
}

// opsStatusSequence answers each request with the next status (200 after
// the list ends), with headers, and counts requests.
type opsStatusSequence struct {
	statuses []int
	headers  []http.Header
	hits     atomic.Int32
}

func (q *opsStatusSequence) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := int(q.hits.Add(1)) - 1
	_, _ = io.Copy(io.Discard, r.Body)
	if n < len(q.statuses) {
		if n < len(q.headers) {
			for k, v := range q.headers[n] {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(q.statuses[n])
		_, _ = io.WriteString(w, `{"error":{"message":"busy"}}`)
		return
	}
	_, _ = io.WriteString(w, `{"ok":true}`)
}

func opsRetryTransport(sl *opsSleeper, cfg RetryConfig) *upstream.Retry {
	rt := upstream.NewRetry(http.DefaultTransport, "up", cfg, slog.New(slog.DiscardHandler), nil).(*upstream.Retry)
	rt.Sleep = sl.sleep
	rt.Jitter = func(d time.Duration) time.Duration { return d } // the cap itself, for exact checks
	rt.Now = func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	return rt
}

func TestRetryTransport(t *testing.T) {
	cfg := RetryConfig{Max: 3, Backoff: 100 * time.Millisecond, MaxBackoff: 250 * time.Millisecond, MaxRetryAfter: 5 * time.Second}
	tests := []struct {
		name      string
		statuses  []int
		headers   []http.Header
		cfg       RetryConfig
		body      io.Reader // nil: no body
		noGetBody bool      // send a body that cannot be replayed
		wantCode  int
		wantHits  int
		wantWaits []time.Duration
	}{
		{name: "503 then success", statuses: []int{503}, wantCode: 200, wantHits: 2,
			wantWaits: []time.Duration{100 * time.Millisecond}},
		{name: "backoff doubles up to its cap", statuses: []int{502, 504, 500}, wantCode: 200, wantHits: 4,
			wantWaits: []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 250 * time.Millisecond}},
		{name: "gives up after max", statuses: []int{503, 503, 503, 503, 503}, wantCode: 503, wantHits: 4,
			wantWaits: []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 250 * time.Millisecond}},
		{name: "Retry-After seconds honoured", statuses: []int{429}, headers: []http.Header{{"Retry-After": {"3"}}},
			wantCode: 200, wantHits: 2, wantWaits: []time.Duration{3 * time.Second}},
		{name: "Retry-After date honoured", statuses: []int{503},
			headers:  []http.Header{{"Retry-After": {"Fri, 02 Jan 2026 03:04:07 GMT"}}},
			wantCode: 200, wantHits: 2, wantWaits: []time.Duration{2 * time.Second}},
		{name: "retry-after-ms preferred", statuses: []int{429},
			headers:  []http.Header{{"Retry-After": {"3"}, "Retry-After-Ms": {"1500"}}},
			wantCode: 200, wantHits: 2, wantWaits: []time.Duration{1500 * time.Millisecond}},
		{name: "Retry-After over the cap ends retries", statuses: []int{429}, headers: []http.Header{{"Retry-After": {"60"}}},
			wantCode: 429, wantHits: 1},
		{name: "client error not retried", statuses: []int{400}, wantCode: 400, wantHits: 1},
		{name: "501 not retried", statuses: []int{501}, wantCode: 501, wantHits: 1},
		{name: "replayable body resent", statuses: []int{503}, body: strings.NewReader(`{"x":1}`),
			wantCode: 200, wantHits: 2, wantWaits: []time.Duration{100 * time.Millisecond}},
		{name: "unreplayable body not retried", statuses: []int{503}, body: strings.NewReader(`{"x":1}`), noGetBody: true,
			wantCode: 503, wantHits: 1},
		{name: "retries off", statuses: []int{503}, cfg: RetryConfig{}, wantCode: 503, wantHits: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seq := &opsStatusSequence{statuses: tc.statuses, headers: tc.headers}
			up := httptest.NewServer(seq)
			defer up.Close()
			sl := &opsSleeper{}
			c := cfg
			if tc.name == "retries off" {
				c = tc.cfg
			}
			var rt http.RoundTripper = http.DefaultTransport
			if c.Max > 0 {
				rt = opsRetryTransport(sl, c)
			}
			req, err := http.NewRequest(http.MethodPost, up.URL, tc.body)
			if err != nil {
				t.Fatal(err)
			}
			if tc.noGetBody {
				req.GetBody = nil
			}
			resp, err := rt.RoundTrip(req)
			if err != nil {
				t.Fatalf("RoundTrip: %v", err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.wantCode {
				t.Errorf("status = %d, want %d", resp.StatusCode, tc.wantCode)
			}
			if tc.wantCode != 200 && !strings.Contains(string(body), "busy") {
				t.Errorf("the last failed response's body was not handed over: %q", body)
			}
			if got := int(seq.hits.Load()); got != tc.wantHits {
				t.Errorf("upstream hits = %d, want %d", got, tc.wantHits)
			}
			if got := sl.got(); !equalDurations(got, tc.wantWaits) {
				t.Errorf("waits = %v, want %v", got, tc.wantWaits)
			}
		})
	}
}

func equalDurations(a, b []time.Duration) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRetryConnectRefusedThenListening: a dial that is refused is retried,
// and succeeds once the upstream listens (it starts during the first wait).
func TestRetryConnectRefusedThenListening(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // refused until the upstream starts

	var up *httptest.Server
	defer func() {
		if up != nil {
			up.Close()
		}
	}()
	sl := &opsSleeper{before: func(n int) {
		if n != 1 {
			return
		}
		late, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("relisten %s: %v", addr, err)
			return
		}
		up = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.WriteString(w, "late but here")
		}))
		up.Listener = late
		up.Start()
	}}
	rt := opsRetryTransport(sl, RetryConfig{Max: 2, Backoff: time.Second, MaxBackoff: time.Second, MaxRetryAfter: time.Second})
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	rt.Next = tr

	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/v1/chat/completions", strings.NewReader(`{}`))
	resp, err := rt.RoundTrip(req)
	if err != nil {
		t.Fatalf("RoundTrip: %v (waits %v)", err, sl.got())
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "late but here" || len(sl.got()) != 1 {
		t.Errorf("body %q after waits %v; want the late upstream after one wait", body, sl.got())
	}
}

// TestRetryStopsWhenContextDone: a canceled request does not wait for a
// retry.
func TestRetryStopsWhenContextDone(t *testing.T) {
	up := httptest.NewServer(&opsStatusSequence{statuses: []int{503, 503}})
	defer up.Close()
	ctx, cancel := context.WithCancel(t.Context())
	sl := &opsSleeper{before: func(int) { cancel() }}
	rt := opsRetryTransport(sl, RetryConfig{Max: 3, Backoff: time.Second, MaxBackoff: time.Second, MaxRetryAfter: time.Second})
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, up.URL, nil)
	resp, err := rt.RoundTrip(req)
	if !errors.Is(err, context.Canceled) {
		if resp != nil {
			resp.Body.Close()
		}
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if n := len(sl.got()); n != 1 {
		t.Errorf("waits = %d, want 1", n)
	}
}

// opsRetryingEnv is a proxy whose single upstream retries (with recorded,
// not slept, waits).
func opsRetryingEnv(t *testing.T, up http.Handler, sl *opsSleeper) *opsEnv {
	t.Helper()
	base := opsUpstream(t, up)
	return newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: base,
			Retries: RetryConfig{Max: 2, Backoff: time.Second}}}
	}, func(s *Server) {
		rt := s.upstreams[0].Client.Transport.(*upstream.Instrument).Next.(*upstream.Retry)
		rt.Sleep = sl.sleep
	})
}

// TestRetryThroughProxy: the chat loop's upstream calls retry a 503, and
// the retries do not show as extra loop iterations.
func TestRetryThroughProxy(t *testing.T) {
	model := &scripted.Server{Respond: func(_ gjson.Result) scripted.Turn { return scripted.Turn{Content: "fine"} }}
	var failed atomic.Bool
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/chat/completions" && !failed.Swap(true) {
			w.Header().Set("Retry-After", "1")
			http.Error(w, `{"error":{"message":"overloaded"}}`, http.StatusServiceUnavailable)
			return
		}
		model.ServeHTTP(w, r)
	})
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{false: "json", true: "stream"}[stream], func(t *testing.T) {
			failed.Store(false)
			sl := &opsSleeper{}
			e := opsRetryingEnv(t, up, sl)
			body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
				`,"messages":[{"role":"user","content":"hi"}]}`
			resp, got := e.post(t, body, nil)
			if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "fine") {
				t.Fatalf("got %d %s", resp.StatusCode, got)
			}
			if w := sl.got(); len(w) != 1 || w[0] != time.Second {
				t.Errorf("waits = %v, want [1s] from Retry-After", w)
			}
			if n, _ := opsMetric(t, e.srv.registry, "zc_upstream_errors_total", map[string]string{"upstream": "mock", "kind": "status"}); n != 0 {
				t.Errorf("a retried-away 503 counted as %v upstream errors", n)
			}
			for _, l := range e.logsWithMsg(t, "request") {
				if l["route"] == "/v1/chat/completions" && l["iterations"] != 1.0 {
					t.Errorf("iterations = %v, want 1 (retries are not iterations)", l["iterations"])
				}
			}
		})
	}
}

// TestNoRetryAfterFirstByte: a stream that breaks after its first byte is
// not replayed (it would duplicate text); the client gets an error event.
func TestNoRetryAfterFirstByte(t *testing.T) {
	model := &scripted.Server{Respond: func(_ gjson.Result) scripted.Turn {
		return scripted.Turn{Content: "one two three four five six", CutAfter: 2}
	}}
	var hits atomic.Int32
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		model.ServeHTTP(w, r)
	})
	sl := &opsSleeper{}
	e := opsRetryingEnv(t, up, sl)
	resp, got := e.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	s := parseStream(t, got)
	if s.dones != 0 || len(s.chunks) == 0 || !s.chunks[len(s.chunks)-1].Get("error").Exists() {
		t.Errorf("want text then an error event and no [DONE]: %s", got)
	}
	if n := hits.Load(); n != 1 {
		t.Errorf("upstream called %d times, want 1", n)
	}
	if len(sl.got()) != 0 {
		t.Errorf("waited %v for a retry", sl.got())
	}
}

// TestRoutingByModel: with two upstreams, each model goes to the first
// upstream whose patterns match, in both modes and through retries'
// wrapper.
func TestRoutingByModel(t *testing.T) {
	type hit struct{ upstream, model string }
	var mu sync.Mutex
	var hits []hit
	upstreamNamed := func(name string) http.Handler {
		model := &scripted.Server{Respond: func(_ gjson.Result) scripted.Turn { return scripted.Turn{Content: "from " + name} }}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
			mu.Lock()
			hits = append(hits, hit{name, gjson.GetBytes(body, "model").Str})
			mu.Unlock()
			r.Body = io.NopCloser(strings.NewReader(string(body)))
			model.ServeHTTP(w, r)
		})
	}
	gpt := opsUpstream(t, upstreamNamed("openai"))
	local := opsUpstream(t, upstreamNamed("local"))
	e := newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{
			{Name: "openai", BaseURL: gpt, Models: []string{"gpt-*", "o?"}, Retries: RetryConfig{Max: 1}},
			{Name: "local", BaseURL: local, Models: []string{"*"}},
		}
	})
	tests := []struct {
		model, receipts, want string
	}{
		{"gpt-4o", "on", "openai"},
		{"o3", "off", "openai"},
		{"llama3", "on", "local"},
		{"meta-llama/Llama-3-8B", "off", "local"},
	}
	for _, tc := range tests {
		t.Run(tc.model+"/"+tc.receipts, func(t *testing.T) {
			mu.Lock()
			hits = nil
			mu.Unlock()
			resp, got := e.post(t, `{"model":"`+tc.model+`","messages":[{"role":"user","content":"hi"}]}`,
				http.Header{"X-ZC-Receipts": {tc.receipts}})
			if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "from "+tc.want) {
				t.Fatalf("got %d %s, want an answer from %s", resp.StatusCode, got, tc.want)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(hits) != 1 || hits[0] != (hit{tc.want, tc.model}) {
				t.Errorf("upstream hits = %v, want one at %s", hits, tc.want)
			}
		})
	}
	if n, _ := opsMetric(t, e.srv.registry, "zc_upstream_request_duration_seconds", map[string]string{"upstream": "local"}); n != 2 {
		t.Errorf("local upstream calls measured = %v, want 2", n)
	}
}
