package proxy

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// capSpender is an upstream whose model asks for a tool five times, then
// answers, each reply spending all the output tokens it was allowed (100
// when uncapped); asked collects the caps each request carried.
func capSpender(asked *[]string) *scripted.Server {
	return &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		limit := int64(100)
		for _, m := range []string{"max_tokens", "max_completion_tokens", "max_output_tokens"} {
			if v := req.Get(m); v.Exists() {
				*asked = append(*asked, m+"="+v.Raw)
				if v.Type == gjson.Number {
					limit = min(limit, int64(v.Num))
				}
			}
		}
		n := len(req.Get(`messages.#(role=="tool")#`).Array()) + len(req.Get(`input.#(type=="function_call_output")#`).Array())
		u := &scripted.Usage{PromptTokens: 10, CompletionTokens: int(limit)}
		if n >= 5 {
			return scripted.Turn{Content: "I greeted ann six times.", Usage: u}
		}
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: fmt.Sprintf("call_%d", n+1), Name: "greet", Arguments: `{"name":"ann"}`}}, Usage: u}
	}}
}

// TestAttack22ReviewOutputCapFloat: a cap written as a number with a
// fraction part or an exponent (250.0, 2.5e2: what a JavaScript or Python
// client may serialise, and what vLLM, llama.cpp or Ollama take as 250)
// was no cap to the loop, which read only integer literals: the request
// was billed 600 tokens over six calls, each asked for 250.
func TestAttack22ReviewOutputCapFloat(t *testing.T) {
	for _, v := range []string{"250.0", "2.5e2", "250.9"} {
		t.Run(v, func(t *testing.T) {
			var asked []string
			e := newLoopEnv(t, capSpender(&asked), testSpecs(), nil)
			resp, got := e.post(t, `{"model":"m","max_tokens":`+v+`,"messages":[{"role":"user","content":"greet ann"}]}`, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("%d %s", resp.StatusCode, got)
			}
			if out := gjson.GetBytes(got, "usage.completion_tokens").Int(); out > 250 {
				t.Errorf("max_tokens %s: billed %d output tokens (the upstream was asked %v)", v, out, asked)
			}
			if f := gjson.GetBytes(got, "choices.0.finish_reason").Str; f != "length" {
				t.Errorf("finish_reason %q, want length", f)
			}
		})
	}
}

// TestAttack22ReviewOutputCapNoticeNames: the stop notice and the event
// named max_tokens whatever member the client capped with; a Responses
// client has no max_tokens at all. They name the member it set.
func TestAttack22ReviewOutputCapNoticeNames(t *testing.T) {
	var asked []string
	e := newLoopEnv(t, capSpender(&asked), testSpecs(), nil)
	_, got := e.post(t, `{"model":"m","max_completion_tokens":250,"messages":[{"role":"user","content":"greet ann"}]}`, nil)
	text, events := gjson.GetBytes(got, "choices.0.message.content").Str, gjson.GetBytes(got, "zc_receipts.events").Raw
	if !strings.Contains(text, "max_completion_tokens, 250, used up") || !strings.Contains(events, "(max_completion_tokens)") {
		t.Errorf("chat: notice %q, events %s: want max_completion_tokens named", text, events)
	}
	_, got = postResponses(t, e, `{"model":"m","max_output_tokens":250,"input":[{"type":"message","role":"user","content":"greet ann"}]}`, nil)
	text = gjson.GetBytes(got, `output.#(type=="message").content.0.text`).Str
	events = gjson.GetBytes(got, "zc_receipts.events").Raw
	if !strings.Contains(text, "max_output_tokens, 250, used up") || !strings.Contains(events, "(max_output_tokens)") {
		t.Errorf("responses: notice %q, events %s: want max_output_tokens named", text, events)
	}
}

// TestAttack22ReviewResponsesEchoesCap: a response object echoes the
// request's max_output_tokens, and the client got the last round's
// lowered cap (50 for a request of 250), a value it never sent, in the
// JSON reply and in the stream's terminal event.
func TestAttack22ReviewResponsesEchoesCap(t *testing.T) {
	var asked []string
	e := newLoopEnv(t, capSpender(&asked), testSpecs(), nil)
	body := `{"model":"m","max_output_tokens":250,"input":[{"type":"message","role":"user","content":"greet ann"}]}`
	_, got := postResponses(t, e, body, nil)
	if v := gjson.GetBytes(got, "max_output_tokens").Raw; v != "250" {
		t.Errorf("json: max_output_tokens %s, want the request's 250", v)
	}
	_, got = postResponses(t, e, strings.Replace(body, `"model":"m",`, `"model":"m","stream":true,`, 1), nil)
	for _, line := range strings.Split(string(got), "\n") {
		data, ok := strings.CutPrefix(line, "data: ")
		if !ok || !strings.HasPrefix(gjson.Get(data, "type").Str, "response.") || !gjson.Get(data, "response").Exists() {
			continue
		}
		if v := gjson.Get(data, "response.max_output_tokens").Raw; v != "250" {
			t.Errorf("stream %s: max_output_tokens %s, want the request's 250", gjson.Get(data, "type").Str, v)
		}
	}
}
