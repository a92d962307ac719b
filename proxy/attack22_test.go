package proxy

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAttack22UsageSumWraps: the usage the client gets is summed over the
// loop's upstream calls, and the sum wrapped: an upstream that reported
// 9223372036854775807 prompt tokens in the tool round and 10 in the
// answer round had the client told -9223372036854775799, a negative bill
// for the largest count there is (chat, JSON and streamed; Responses
// too). A sum past the int64 range now stays at its end. (The scripted
// upstream's own total_tokens wraps as it adds its counts: what an
// upstream reports is its own; only the proxy's sum is checked.)
func TestAttack22UsageSumWraps(t *testing.T) {
	model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		last := req.Get("messages|@reverse|0.role").Str
		if req.Get("input").IsArray() {
			last = req.Get("input|@reverse|0.type").Str
		}
		if last == "user" || last == "message" {
			return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{"name":"ann"}`}},
				Usage: &scripted.Usage{PromptTokens: math.MaxInt64, CompletionTokens: 5}}
		}
		return scripted.Turn{Content: "I greeted ann.", Usage: &scripted.Usage{PromptTokens: 10, CompletionTokens: 5}}
	}}
	e := newLoopEnv(t, model, testSpecs(), nil)
	const max = "9223372036854775807"
	check := func(name string, usage gjson.Result, members ...string) {
		t.Helper()
		if !usage.Exists() {
			t.Fatalf("%s: no usage", name)
		}
		for _, m := range members {
			if v := usage.Get(m); v.Raw != max {
				t.Errorf("%s: %s = %s, want %s (saturated): %s", name, m, v.Raw, max, usage.Raw)
			}
		}
	}
	body := `{"model":"m","messages":[{"role":"user","content":"greet ann"}]}`
	resp, got := e.post(t, body, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	check("chat", gjson.GetBytes(got, "usage"), "prompt_tokens")

	resp, got = e.post(t, strings.Replace(body, `"model":"m",`, `"model":"m","stream":true,"stream_options":{"include_usage":true},`, 1), nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	var usage gjson.Result
	for _, c := range parseStream(t, got).chunks {
		if u := c.Get("usage"); u.IsObject() {
			usage = u
		}
	}
	check("chat stream", usage, "prompt_tokens")

	resp, got = postResponses(t, e, `{"model":"m","input":[{"type":"message","role":"user","content":"greet ann"}]}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	check("responses", gjson.GetBytes(got, "usage"), "input_tokens")
}

// TestAttack22OutputCapPerRound: the client's cap on generated tokens
// (max_tokens, max_completion_tokens; Responses max_output_tokens) was
// forwarded as sent to every upstream call of the loop, so a request
// capped at 250 tokens, whose model kept asking for tools (a prompt
// injection needs nothing more), was billed 600 over six calls, and
// loop.max_iterations × the cap at worst. Each call now asks for what is
// left of the cap, and the loop stops (finish_reason "length", event
// max_tokens, a notice) once the replies' usage has spent it. The twin: a
// request without a cap runs as before.
func TestAttack22OutputCapPerRound(t *testing.T) {
	for _, tc := range []struct {
		name, cap string // the cap member and its JSON, "" for none
		responses bool
		stream    bool
	}{
		{"chat max_tokens", `"max_tokens":250,`, false, false},
		{"chat max_completion_tokens stream", `"max_completion_tokens":250,`, false, true},
		{"responses max_output_tokens", `"max_output_tokens":250,`, true, false},
		{"chat uncapped", ``, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var asked []int64
			model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				limit := int64(100)
				for _, m := range []string{"max_tokens", "max_completion_tokens", "max_output_tokens"} {
					if v := req.Get(m); v.Exists() {
						asked = append(asked, v.Int())
						limit = min(limit, v.Int())
					}
				}
				n := 0 // tool rounds so far
				for _, m := range req.Get("messages").Array() {
					if m.Get("role").Str == "tool" {
						n++
					}
				}
				for _, it := range req.Get("input").Array() {
					if it.Get("type").Str == "function_call_output" {
						n++
					}
				}
				u := &scripted.Usage{PromptTokens: 10, CompletionTokens: int(limit)}
				if n >= 5 {
					return scripted.Turn{Content: "I greeted ann six times.", Usage: u}
				}
				return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: fmt.Sprintf("call_%d", n+1), Name: "greet", Arguments: `{"name":"ann"}`}}, Usage: u}
			}}
			e := newLoopEnv(t, model, testSpecs(), nil)
			var usage, report gjson.Result
			var finish, text string
			switch {
			case tc.responses:
				resp, got := postResponses(t, e, `{"model":"m",`+tc.cap+`"input":[{"type":"message","role":"user","content":"greet ann"}]}`, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				usage, report = gjson.GetBytes(got, "usage"), gjson.GetBytes(got, "zc_receipts")
				text = gjson.GetBytes(got, `output.#(type=="message").content.0.text`).Str
				finish = "length" // the Responses wire has none: its answer carries the notice, as at max_iterations
			case tc.stream:
				resp, got := e.post(t, `{"model":"m","stream":true,"stream_options":{"include_usage":true},`+tc.cap+`"messages":[{"role":"user","content":"greet ann"}]}`, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				s := parseStream(t, got)
				for _, c := range s.chunks {
					if u := c.Get("usage"); u.IsObject() {
						usage = u
					}
					if r := c.Get("zc_receipts"); r.Exists() {
						report = r
					}
					if f := c.Get("choices.0.finish_reason"); f.Type == gjson.String {
						finish = f.Str
					}
				}
				text = s.content
			default:
				resp, got := e.post(t, `{"model":"m",`+tc.cap+`"messages":[{"role":"user","content":"greet ann"}]}`, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				usage, report = gjson.GetBytes(got, "usage"), gjson.GetBytes(got, "zc_receipts")
				finish, text = gjson.GetBytes(got, "choices.0.finish_reason").Str, gjson.GetBytes(got, "choices.0.message.content").Str
			}
			out := usage.Get("completion_tokens").Int() + usage.Get("output_tokens").Int()
			if tc.cap == "" {
				if out != 600 || !strings.HasPrefix(text, "I greeted ann six times.") || len(asked) != 0 {
					t.Errorf("uncapped: %d output tokens, asked %v, text %q", out, asked, text)
				}
				return
			}
			if out > 250 {
				t.Errorf("a request capped at 250 output tokens was billed %d (the upstream was asked for %v)", out, asked)
			}
			if want := []int64{250, 150, 50}; fmt.Sprint(asked) != fmt.Sprint(want) {
				t.Errorf("the upstream calls were asked for %v, want %v", asked, want)
			}
			if finish != "length" {
				t.Errorf("finish_reason %q, want length", finish)
			}
			if !strings.Contains(report.Get("events").Raw, `"outcome":"max_tokens"`) {
				t.Errorf("no max_tokens event: %s", report.Raw)
			}
			if !strings.Contains(text, ", 250, used up") { // (the member the client set: TestAttack22ReviewOutputCapNoticeNames)
				t.Errorf("no notice in %q", text)
			}
		})
	}
}
