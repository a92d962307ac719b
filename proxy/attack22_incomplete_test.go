package proxy

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestAttack22ReviewResponsesCapIncomplete: a Responses answer the loop
// cut short (the client's max_output_tokens used up, or
// loop.max_iterations reached while the model still asked for tools)
// reported status "completed", so a client reading status (openai-go, the
// npm SDK, the Agents SDK) took the stop notice for a finished answer.
// OpenAI reports a cut-short response as status "incomplete" with
// incomplete_details.reason, and ends its stream with
// response.incomplete: so does the proxy, in the JSON answer and in the
// stream's terminal event. An answer the model finished stays completed.
func TestAttack22ReviewResponsesCapIncomplete(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		maxIter    int
		incomplete bool
	}{
		{"cap", `{"model":"m","max_output_tokens":250,"input":[{"type":"message","role":"user","content":"greet ann"}]}`, 0, true},
		{"max_iterations", `{"model":"m","input":[{"type":"message","role":"user","content":"greet ann"}]}`, 3, true},
		{"finished", `{"model":"m","max_output_tokens":5000,"input":[{"type":"message","role":"user","content":"greet ann"}]}`, 0, false},
	} {
		for _, stream := range []bool{false, true} {
			name := tt.name + map[bool]string{false: "/json", true: "/stream"}[stream]
			t.Run(name, func(t *testing.T) {
				var asked []string
				e := newLoopEnv(t, capSpender(&asked), testSpecs(), func(c *Config) {
					if tt.maxIter > 0 {
						c.Loop.MaxIterations = tt.maxIter
					}
				})
				body := tt.body
				if stream {
					body = strings.Replace(body, `"model":"m",`, `"model":"m","stream":true,`, 1)
				}
				resp, got := postResponses(t, e, body, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				final := gjson.ParseBytes(got)
				if stream {
					evs := respEvents(t, got)
					last := evs[len(evs)-1]
					want := map[bool]string{false: "response.completed", true: "response.incomplete"}[tt.incomplete]
					if typ := last.Get("type").Str; typ != want {
						t.Errorf("terminal event %s, want %s", typ, want)
					}
					for _, ev := range evs[:len(evs)-1] {
						if typ := ev.Get("type").Str; typ == "response.completed" || typ == "response.incomplete" {
							t.Errorf("a second terminal event %s", typ)
						}
					}
					final = last.Get("response")
				}
				status, reason := final.Get("status").Str, final.Get("incomplete_details")
				text := final.Get(`output.#(type=="message").content.0.text`).Str
				switch {
				case tt.incomplete && (status != "incomplete" || reason.Get("reason").Str != "max_output_tokens"):
					t.Errorf("status %q, incomplete_details %s: want incomplete, reason max_output_tokens", status, reason.Raw)
				case !tt.incomplete && (status != "completed" || (reason.Exists() && reason.Type != gjson.Null)):
					t.Errorf("status %q, incomplete_details %s: want completed, none", status, reason.Raw)
				}
				if tt.incomplete != strings.Contains(text, "zc-proxy: stopped after") {
					t.Errorf("text %q: the stop notice where the status says otherwise", text)
				}
				if !final.Get("zc_receipts").Exists() || !final.Get("usage").Exists() {
					t.Errorf("response without zc_receipts or usage: %s", final.Raw)
				}
			})
		}
	}
}
