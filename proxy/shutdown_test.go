package proxy

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestCancelInFlight: requests still running when the grace period ends
// are canceled and end cleanly: a started stream with whole events, an
// error event and no [DONE]; a JSON request with a 503. Tools stop.
func TestCancelInFlight(t *testing.T) {
	slowText := &scripted.Server{Delay: time.Hour, KeepAlive: true, Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{Content: "this answer takes an hour to arrive"}
	}}
	slowTool := &scripted.Server{Respond: toolThenAnswer(
		[]scripted.ToolCall{{Name: "sleeper", Arguments: `{"seconds":"3600"}`}}, quoteReceipts)}

	tests := []struct {
		name      string
		upstream  http.Handler
		stream    bool
		wantCalls float64 // sleeper calls counted as canceled
	}{
		{"stream during slow upstream", slowText, true, 0},
		{"stream during a tool", slowTool, true, 1},
		{"json during a tool", slowTool, false, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := opsUpstream(t, tc.upstream)
			e := newOpsEnv(t, func(c *Config) {
				c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: base}}
				c.Tools = testSpecs()
			})
			body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[tc.stream] +
				`,"messages":[{"role":"user","content":"hi"}]}`
			req, _ := http.NewRequest(http.MethodPost, e.url+"/v1/chat/completions", strings.NewReader(body))

			type result struct {
				resp *http.Response
				body []byte
				err  error
			}
			done := make(chan result, 1)
			headers := make(chan struct{})
			go func() {
				resp, err := e.httpc.Do(req)
				close(headers)
				if err != nil {
					done <- result{err: err}
					return
				}
				b, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				done <- result{resp, b, err}
			}()

			if tc.stream {
				select { // the stream is open
				case <-headers:
				case <-time.After(20 * time.Second):
					t.Fatal("no response headers")
				}
				if n, _ := opsMetric(t, e.srv.registry, "zc_streams_in_flight", nil); n != 1 {
					t.Errorf("streams in flight = %v, want 1", n)
				}
				if tc.wantCalls > 0 {
					// Headers go out at the upstream's 200, before the
					// model's tool call has arrived: wait for the tool.
					waitUntil(t, "the tool to start", opsSleepRunning)
				}
			} else {
				waitUntil(t, "the tool to start", opsSleepRunning)
			}
			e.srv.CancelInFlight()

			var r result
			select {
			case r = <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("request still running after CancelInFlight")
			}
			if r.err != nil {
				t.Fatalf("request failed instead of ending cleanly: %v", r.err)
			}
			if tc.stream {
				s := parseStream(t, r.body) // fails on any event that is not whole JSON
				if s.readErr != nil || s.dones != 0 || len(s.chunks) == 0 {
					t.Fatalf("stream = %q (read error %v); want whole events, no [DONE]", r.body, s.readErr)
				}
				last := s.chunks[len(s.chunks)-1]
				if last.Get("error.code").Str != "server_shutting_down" {
					t.Errorf("last event = %s, want the shutdown error", last.Raw)
				}
			} else {
				if r.resp.StatusCode != http.StatusServiceUnavailable || gjson.GetBytes(r.body, "error.code").Str != "server_shutting_down" {
					t.Errorf("got %d %s, want 503 server_shutting_down", r.resp.StatusCode, r.body)
				}
			}
			if n, _ := opsMetric(t, e.srv.registry, "zc_tool_calls_total", map[string]string{"tool": "sleeper", "outcome": "canceled"}); n != tc.wantCalls {
				t.Errorf("canceled sleeper calls = %v, want %v", n, tc.wantCalls)
			}
			waitUntil(t, "the stream gauge to drop", func() bool {
				n, _ := opsMetric(t, e.srv.registry, "zc_streams_in_flight", nil)
				return n == 0
			})
		})
	}
}

// opsSleepRunning reports whether a "sleep 3600" process (the sleeper
// tool) is running.
func opsSleepRunning() bool {
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		cmd, err := os.ReadFile(filepath.Join("/proc", d.Name(), "cmdline"))
		if err == nil && string(cmd) == "sleep\x003600\x00" {
			return true
		}
	}
	return false
}

// TestReadyzChecksUpstreams: /readyz is 503 while an upstream refuses
// connections and 200 once it listens (after the cached answer expires).
func TestReadyzChecksUpstreams(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()

	up := opsUpstream(t, &scripted.Server{})
	e := newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{
			{Name: "live", BaseURL: up, Models: []string{"a"}},
			{Name: "late", BaseURL: "http://" + addr + "/v1"},
		}
	})
	get := func() int {
		resp, err := e.httpc.Get(e.url + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := get(); code != http.StatusServiceUnavailable {
		t.Errorf("readyz with an unreachable upstream = %d, want 503", code)
	}
	if !e.logs.contains("upstream late unreachable") {
		t.Errorf("the reason was not logged by upstream name:\n%s", e.logs)
	}

	late, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("relisten: %v", err)
	}
	defer late.Close()
	go func() {
		for {
			c, err := late.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	if code := get(); code != http.StatusServiceUnavailable {
		t.Errorf("readyz within the cache period = %d, want the cached 503", code)
	}
	e.srv.ready.mu.Lock()
	e.srv.ready.checkedAt = time.Now().Add(-readyCacheFor)
	e.srv.ready.mu.Unlock()
	if code := get(); code != http.StatusOK {
		t.Errorf("readyz once the upstream listens = %d, want 200", code)
	}
}

// TestCloseCancels: Close cancels what still runs, so a Server closed
// without an http.Server shutdown leaves nothing behind.
func TestCloseCancels(t *testing.T) {
	e := newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: "http://127.0.0.1:9/v1"}}
	})
	if err := e.srv.Close(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var got error
	h := e.srv.cancelOnStop(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
		got = context.Cause(r.Context())
	}))
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "/", nil)
	h.ServeHTTP(nil, req)
	if !errors.Is(got, errShuttingDown) {
		t.Errorf("cause = %v, want errShuttingDown", got)
	}
}
