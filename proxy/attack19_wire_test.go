package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestAttack19ChunkRepeatsMember: a stream chunk that repeats a member is
// read, and edited, first by the proxy's rewrite (sjson) and last by
// clients (JSON.parse, Python's json, encoding/json, openai-go's gjson
// ForEach): the rewrite deleted the first "tool_calls" of a chunk that
// also carried text and the client got the second — a server call's
// name, id and arguments, streamed to a client that accumulates it as a
// call of its own — and the key's hold-back cut the first copy of a text
// while the client read the second. Such a chunk is an upstream protocol
// error, as a JSON reply that repeats a member is.
func TestAttack19ChunkRepeatsMember(t *testing.T) {
	call := func(id, name, args string) string {
		return `{"index":0,"id":"` + id + `","type":"function","function":{"name":"` + name + `","arguments":` + jsonString(args) + `}}`
	}
	for _, tc := range []struct{ name, delta, leak string }{
		{"tool_calls", `{"role":"assistant","content":"ok","tool_calls":[` + call("call_1", "greet", `{"name":"x"}`) + `],"tool_calls":[` + call("call_2", "greet", `{"name":"y"}`) + `]}`, `"tool_calls"`},
		{"audio transcript", `{"role":"assistant","audio":{"transcript":"x","transcript":"the key is sk-ups"}}`, "sk-ups"},
		{"thinking", `{"role":"assistant","thinking":"x","thinking":"the key is sk-ups"}`, "sk-ups"},
		{"content", `{"role":"assistant","content":"x","content":"the key is sk-ups"}`, "sk-ups"},
		{"escaped content", `{"role":"assistant","content":"x","cont\u0065nt":"the key is sk-ups"}`, "sk-ups"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.Write([]byte(chatChunk(tc.delta, "")))
				w.Write([]byte(chatChunk(`{"content":"tream-secret."}`, "")))
				w.Write([]byte(chatChunk(`{}`, "stop")))
				w.Write([]byte("data: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			for _, line := range strings.Split(string(got), "\n") {
				data, ok := strings.CutPrefix(line, "data: ")
				if !ok || data == "[DONE]" || gjson.Get(data, "error").Exists() {
					continue
				}
				if strings.Contains(data, tc.leak) {
					t.Errorf("the repeated member reached the client: %s", data)
				}
			}
			if !strings.Contains(string(got), `"error"`) || strings.Contains(string(got), "[DONE]") {
				t.Errorf("want an error event and no [DONE]:\n%s", got)
			}
		})
	}
}
