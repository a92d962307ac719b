package proxy

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// relSSE writes data events (and raw lines) as an upstream stream.
func relSSE(lines ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, l := range lines {
			w.Write([]byte(l))
			http.NewResponseController(w).Flush()
		}
	}
}

func relChunk(content string) string {
	return `data: {"id":"u1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"` + content + `"},"finish_reason":null}]}` + "\n\n"
}

const relFinish = `data: {"id":"u1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"

// TestReliabilityUpstreamFaults: a fault-injecting upstream. Before the
// first byte to the client, a fault is an HTTP error in OpenAI's shape
// with the upstream's status and Retry-After; after it, an error event
// and never [DONE]. TestChatUpstreamErrors (429, 400, 401, 503) and
// TestChatStreamFailures (cuts, mid-stream error event, idle mid-stream)
// cover the rest.
func TestReliabilityUpstreamFaults(t *testing.T) {
	stall := func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body) // then the server notices the proxy hanging up
		<-r.Context().Done()
	}
	status := func(code int, retryAfter string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", retryAfter)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(code)
			w.Write([]byte(`{"error":{"message":"try later","type":"server_error","param":null,"code":null}}`))
		}
	}
	big := strings.Repeat("x", 8<<10)
	cases := []struct {
		name       string
		upstream   http.Handler // nil: connection refused
		edit       func(*Config)
		modes      []bool // stream values to run
		wantStatus int
		retryAfter string
		started    bool   // streamed: 200 with an error event at the end
		noText     bool   // started, but no text came before the fault
		wantText   string // streamed, clean end: the content
	}{
		{name: "connection refused", modes: []bool{true, false}, wantStatus: 502},
		{name: "500 before the first byte", upstream: status(500, "3"), modes: []bool{true, false}, wantStatus: 500, retryAfter: "3"},
		{name: "502 before the first byte", upstream: status(502, "11"), modes: []bool{true, false}, wantStatus: 502, retryAfter: "11"},
		{name: "429 with a date Retry-After", upstream: status(429, "Wed, 21 Oct 2026 07:28:00 GMT"), modes: []bool{true, false}, wantStatus: 429, retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT"},
		{name: "stall before headers, streamed: idle timeout", upstream: http.HandlerFunc(stall),
			edit: func(c *Config) { c.Limits.StreamIdle = 150 * time.Millisecond }, modes: []bool{true}, wantStatus: 504},
		{name: "stall, not streamed: upstream timeout", upstream: http.HandlerFunc(stall),
			edit: func(c *Config) { c.Upstreams[0].Timeout = 150 * time.Millisecond }, modes: []bool{false}, wantStatus: 504},
		{name: "stream cut inside a tool call", upstream: relSSE(relChunk("partial"),
			`data: {"id":"u1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"shell","arguments":"{\"comm"}}]},"finish_reason":null}]}`+"\n\n"),
			modes: []bool{true}, wantStatus: 200, started: true},
		{name: "malformed lines that SSE ignores", upstream: relSSE(
			": keep-alive\n\n", "event: ping\n", "id: 7\nretry: 10\n", "garbage-without-colon\n\n",
			relChunk("hel"), "data:"+strings.TrimPrefix(relChunk("lo"), "data: "), relFinish),
			modes: []bool{true}, wantStatus: 200, wantText: "hello"},
		{name: "data that is not JSON after text", upstream: relSSE(relChunk("partial"), "data: {\"choices\":[{\"delta\":\n\n", relFinish),
			modes: []bool{true}, wantStatus: 200, started: true},
		// The upstream answered 200 with a stream, so the client has its
		// headers before the bad event: the fault is an error event.
		{name: "data that is not JSON first", upstream: relSSE("data: not json\n\n", relFinish),
			modes: []bool{true}, wantStatus: 200, started: true, noText: true},
		{name: "event larger than the reader's limit after text", upstream: relSSE(relChunk("partial"), relChunk(big), relFinish),
			edit: func(c *Config) { c.Limits.MaxResponseBytes = 4 << 10 }, modes: []bool{true}, wantStatus: 200, started: true},
		{name: "event larger than the reader's limit first", upstream: relSSE(relChunk(big), relFinish),
			edit: func(c *Config) { c.Limits.MaxResponseBytes = 4 << 10 }, modes: []bool{true}, wantStatus: 200, started: true, noText: true},
		{name: "JSON reply larger than the limit", upstream: scripted.Replay([]byte(`{"choices":[{"index":0,"message":{"role":"assistant","content":"`+big+`"}}]}`), "application/json"),
			edit: func(c *Config) { c.Limits.MaxResponseBytes = 4 << 10 }, modes: []bool{false}, wantStatus: 502},
		{name: "JSON reply that is not a completion", upstream: scripted.Replay([]byte(`{"object":"list","data":[]}`), "application/json"),
			modes: []bool{false}, wantStatus: 502},
	}
	for _, tc := range cases {
		for _, stream := range tc.modes {
			t.Run(tc.name+"/"+relMode(stream), func(t *testing.T) {
				up := tc.upstream
				if up == nil {
					up = http.NotFoundHandler()
				}
				env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
					if tc.upstream == nil {
						c.Upstreams[0].BaseURL = "http://" + relClosedAddr(t) + "/v1"
					}
					if tc.edit != nil {
						tc.edit(c)
					}
				})
				resp, got := env.post(t, relBody(stream), nil)
				if resp.StatusCode != tc.wantStatus {
					t.Fatalf("status %d, want %d: %.300s", resp.StatusCode, tc.wantStatus, got)
				}
				switch {
				case tc.wantStatus != 200:
					e := decodeAPIError(t, resp, got)
					if strings.Contains(nullable(e.Error.Message), "127.0.0.1") {
						t.Errorf("the upstream's address reached the client: %s", got)
					}
					if ra := resp.Header.Get("Retry-After"); ra != tc.retryAfter {
						t.Errorf("Retry-After = %q, want %q", ra, tc.retryAfter)
					}
				case tc.started:
					s := relStreamFailed(t, got)
					if want := map[bool]string{false: "partial", true: ""}[tc.noText]; s.content != want {
						t.Errorf("content before the fault = %q", s.content)
					}
				default:
					if s := relStreamEnded(t, got); s.content != tc.wantText {
						t.Errorf("content = %q, want %q", s.content, tc.wantText)
					}
				}
			})
		}
	}
}
