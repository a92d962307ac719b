package proxy

import (
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// TestLeftRetryCounted: a 503 retried away through the real proxy counts
// one status retry for the upstream, and no upstream error.
func TestRetryCounted(t *testing.T) {
	model := &scripted.Server{Respond: func(_ gjson.Result) scripted.Turn { return scripted.Turn{Content: "fine"} }}
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{false: "json", true: "stream"}[stream], func(t *testing.T) {
			var failed atomic.Bool
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path == "/v1/chat/completions" && !failed.Swap(true) {
					http.Error(w, `{"error":{"message":"overloaded"}}`, http.StatusServiceUnavailable)
					return
				}
				model.ServeHTTP(w, r)
			})
			sl := &opsSleeper{}
			e := opsRetryingEnv(t, up, sl)
			body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
				`,"messages":[{"role":"user","content":"hi"}]}`
			resp, got := e.post(t, body, nil)
			if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "fine") {
				t.Fatalf("got %d %s", resp.StatusCode, got)
			}
			if w := sl.got(); len(w) != 1 {
				t.Fatalf("waits = %v, want one retry", w)
			}
			retries := map[string]float64{}
			for _, reason := range []string{"status", "connect"} {
				retries[reason], _ = opsMetric(t, e.srv.registry, "zc_upstream_retries_total",
					map[string]string{"upstream": "mock", "reason": reason})
			}
			if retries["status"] != 1 || retries["connect"] != 0 {
				t.Errorf("zc_upstream_retries_total = %v, want status 1, connect 0", retries)
			}
			if n, _ := opsMetric(t, e.srv.registry, "zc_upstream_errors_total", map[string]string{"upstream": "mock"}); n != 0 {
				t.Errorf("a retried-away 503 counted as %v upstream errors", n)
			}
		})
	}
}

// TestLeftRetryConnectCounted: a refused dial that is retried counts as a
// connect retry (the upstream is never reachable here, so the call fails).
func TestRetryConnectCounted(t *testing.T) {
	base := "http://" + leftClosedAddr(t) + "/v1"
	sl := &opsSleeper{}
	e := newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{{Name: "gone", BaseURL: base,
			Retries: RetryConfig{Max: 2, Backoff: time.Second}}}
	}, func(s *Server) {
		s.upstreams[0].Client.Transport.(*upstream.Instrument).Next.(*upstream.Retry).Sleep = sl.sleep
	})
	resp, got := e.post(t, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, nil)
	if resp.StatusCode/100 != 5 {
		t.Fatalf("status %d, want a 5xx for an unreachable upstream: %s", resp.StatusCode, got)
	}
	n, _ := opsMetric(t, e.srv.registry, "zc_upstream_retries_total", map[string]string{"upstream": "gone", "reason": "connect"})
	if n != 2 {
		t.Errorf("connect retries = %v, want 2 (retries.max)", n)
	}
}

// TestLeftProtocolErrorCounted: a JSON upstream answering 200 with a body
// that is not a chat completion is a protocol error of that upstream; a
// good answer is not.
func TestProtocolErrorCounted(t *testing.T) {
	tests := []struct {
		name     string
		body     string
		wantCode int
		want     float64
	}{
		{"not JSON", "<html>gateway says hi</html>", http.StatusBadGateway, 1},
		{"JSON but no choices", `{"object":"list","data":[]}`, http.StatusBadGateway, 1},
		{"a chat completion", `{"id":"c","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`,
			http.StatusOK, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := opsUpstream(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write([]byte(tc.body))
			}))
			e := newOpsEnv(t, func(c *Config) {
				c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: base}}
			})
			resp, got := e.post(t, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, nil)
			if resp.StatusCode != tc.wantCode {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.wantCode, got)
			}
			n, _ := opsMetric(t, e.srv.registry, "zc_upstream_errors_total", map[string]string{"upstream": "mock", "kind": "protocol"})
			if n != tc.want {
				t.Errorf("protocol errors = %v, want %v", n, tc.want)
			}
			if n, _ := opsMetric(t, e.srv.registry, "zc_upstream_errors_total", map[string]string{"upstream": "mock", "kind": "status"}); n != 0 {
				t.Errorf("a 200 counted as %v status errors", n)
			}
		})
	}
}

// leftClosedAddr is a loopback address nothing listens on.
func leftClosedAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}
