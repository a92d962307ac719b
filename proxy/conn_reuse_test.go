package proxy

import (
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestPerfUpstreamConnectionReused: sequential requests reuse one upstream
// connection in every mode; a reply read to [DONE] but not to the end of
// its body would cost a new TCP connection per request.
func TestPerfUpstreamConnectionReused(t *testing.T) {
	cases := []struct {
		name, mode string
		stream     bool
	}{
		{"off json", modeOff, false},
		{"off stream", modeOff, true},
		{"on json", modeOn, false},
		{"on stream", modeOn, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var conns atomic.Int64
			up := httptest.NewUnstartedServer(&scripted.Server{Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{Content: "one two three"}
			}})
			up.Config.ConnState = func(_ net.Conn, s http.ConnState) {
				if s == http.StateNew {
					conns.Add(1)
				}
			}
			up.Start()
			t.Cleanup(up.Close)
			env := newTestProxy(t, nil, func(c *Config) { c.Upstreams[0].BaseURL = up.URL + "/v1" })
			body := `{"model":"m","stream":false,"messages":[{"role":"user","content":"go"}]}`
			if tc.stream {
				body = userStream
			}
			const n = 20
			for range n {
				resp, got := env.do(t, http.MethodPost, "/v1/chat/completions", []byte(body), http.Header{headerReceipts: {tc.mode}})
				if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "three") {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
			}
			if got := conns.Load(); got != 1 {
				t.Errorf("%d sequential requests opened %d upstream connections, want 1", n, got)
			}
		})
	}
}
