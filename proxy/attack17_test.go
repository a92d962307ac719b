package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attack round 17.

// A tool call that carries both a "function" and a "custom" member, or
// whose "type" names the other kind (or none the proxy knows), is read one
// way by the proxy and another by a client: go-openai and the Go structs
// of most servers know only "function"; openai-python and openai-node pick
// by "type". The proxy read such a call as custom (type "custom", or a
// "custom" object without "function"): a server tool the model asked for
// under "function" went to the client as a custom call, or the reverse. An
// upstream protocol error, JSON and stream.
func TestAttack17AmbiguousToolCallKind(t *testing.T) {
	const fn = `"function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}`
	const cu = `"custom":{"name":"apply_patch","input":"*** Begin Patch"}`
	for _, c := range []struct{ name, call string }{
		{"both, type custom", `{"id":"call_1","type":"custom",` + fn + `,` + cu + `}`},
		{"both, type function", `{"id":"call_1","type":"function",` + fn + `,` + cu + `}`},
		{"both, no type", `{"id":"call_1",` + fn + `,` + cu + `}`},
		{"custom typed function", `{"id":"call_1","type":"function",` + cu + `}`},
		{"function typed custom", `{"id":"call_1","type":"custom",` + fn + `}`},
		{"unknown type", `{"id":"call_1","type":"mcp",` + fn + `}`},
		{"type not a string", `{"id":"call_1","type":1,` + fn + `}`},
		{"member case variant", `{"id":"call_1","type":"function",` + fn + `,"Custom":{"name":"apply_patch","input":"x"}}`},
	} {
		for _, stream := range []bool{false, true} {
			name := c.name + map[bool]string{true: "/stream", false: "/json"}[stream]
			t.Run(name, func(t *testing.T) {
				var reply, ct string
				if stream {
					ct = "text/event-stream"
					reply = attack9Chunk(`{"role":"assistant","content":null,"tool_calls":[`+strings.Replace(c.call, `{"id"`, `{"index":0,"id"`, 1)+`]}`, "null") +
						attack9Chunk(`{}`, `"tool_calls"`) + "data: [DONE]\n\n"
				} else {
					ct = "application/json"
					reply = `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[` + c.call + `]},"finish_reason":"tool_calls"}]}`
				}
				up := scripted.Replay([]byte(reply), ct)
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := customRequest(stream, []string{clientPatchTool}, map[string]any{"role": "user", "content": "fix main.go"})
				resp, got := env.post(t, body, nil)
				if !stream {
					if resp.StatusCode == http.StatusOK {
						t.Fatalf("ambiguous tool call answered 200:\n%s", got)
					}
					if e := gjson.GetBytes(got, "error.message"); e.Type != gjson.String {
						t.Errorf("not an OpenAI error: %s", got)
					}
					return
				}
				if strings.Contains(string(got), "[DONE]") || strings.Contains(string(got), "tool_calls") {
					t.Fatalf("ambiguous streamed tool call reached the client:\n%s", got)
				}
				if !strings.Contains(string(got), `"error"`) {
					t.Errorf("no error event:\n%s", got)
				}
			})
		}
	}
}
