package proxy

import (
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
