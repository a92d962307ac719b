package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// The Responses API's custom tools ({"type":"custom","name":…}; the model's
// custom_tool_call items with call_id, name, input; the client's
// custom_tool_call_output) are the client's, as on Chat Completions.

const respPatchTool = `{"type":"custom","name":"apply_patch","description":"Apply a patch."}`

func respCustomBody(stream bool, tools []string, input ...any) string {
	raw := "[" + strings.Join(tools, ",") + "]"
	return string(rawjson.Marshal(map[string]any{"model": "m", "stream": stream, "store": false,
		"tools": gjson.Parse(raw).Value(), "input": input}))
}

// respResult is the final response: the JSON body, or the stream's
// response.completed/incomplete response, and the stream's events.
func respResult(t *testing.T, body []byte, stream bool) (gjson.Result, []gjson.Result) {
	t.Helper()
	if !stream {
		return gjson.ParseBytes(body), nil
	}
	evs := respEvents(t, body)
	return evs[len(evs)-1].Get("response"), evs
}

func respCustomCalls(resp gjson.Result) (custom, function []gjson.Result) {
	for _, it := range resp.Get("output").Array() {
		switch it.Get("type").Str {
		case "custom_tool_call":
			custom = append(custom, it)
		case "function_call":
			function = append(function, it)
		}
	}
	return custom, function
}

// TestResponsesCustomToolCallHandedBack: a custom_tool_call alone reaches
// the client unchanged, JSON and stream (its input events too), receipts
// on and off.
func TestResponsesCustomToolCallHandedBack(t *testing.T) {
	for _, mode := range []string{"on", "off"} {
		for _, stream := range []bool{false, true} {
			t.Run(mode+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
					return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_p1", Name: "apply_patch", Arguments: customPatchInput, Custom: true}}}
				}}
				env := newLoopEnv(t, up, testSpecs(), nil)
				resp, got := postResponses(t, env, respCustomBody(stream, []string{respPatchTool},
					map[string]any{"role": "user", "content": "fix main.go"}), http.Header{"X-ZC-Receipts": {mode}})
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				if n := len(up.ResponsesRequests()); n != 1 {
					t.Errorf("upstream calls = %d, want 1", n)
				}
				final, evs := respResult(t, got, stream)
				custom, _ := respCustomCalls(final)
				if len(custom) != 1 || custom[0].Get("call_id").Str != "call_p1" || custom[0].Get("name").Str != "apply_patch" ||
					custom[0].Get("input").Str != customPatchInput {
					t.Fatalf("output = %s, want the custom_tool_call", final.Get("output").Raw)
				}
				if stream {
					var input string
					var done bool
					for _, ev := range evs {
						switch ev.Get("type").Str {
						case "response.custom_tool_call_input.delta":
							input += ev.Get("delta").Str
						case "response.custom_tool_call_input.done":
							done = ev.Get("input").Str == customPatchInput
						}
					}
					if input != customPatchInput || !done {
						t.Errorf("input events carried %q (done %v), want the input", input, done)
					}
				}
				if mode == "on" && (final.Get("zc_receipts.events").Raw != "[]" || len(final.Get("zc_receipts.receipts").Array()) != 0) {
					t.Errorf("zc_receipts = %s", final.Get("zc_receipts").Raw)
				}
			})
		}
	}
}

// TestResponsesCustomToolMixedTurn: shell (server) and apply_patch (the
// client's custom tool) in one turn: shell runs, the client gets only the
// custom call; its custom_tool_call_output follow-up is spliced and
// forwarded, and the claim that result backs is not flagged.
func TestResponsesCustomToolMixedTurn(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				if !strings.Contains(req.Get("input").Raw, "_output") {
					return scripted.Turn{Content: "Let me look.", ToolCalls: []scripted.ToolCall{
						{ID: "call_s1", Name: "shell", Arguments: `{"command":"echo hi"}`},
						{ID: "call_p1", Name: "apply_patch", Arguments: customPatchInput, Custom: true},
					}}
				}
				return scripted.Turn{Content: "I applied the patch to main.go."}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			user := map[string]any{"role": "user", "content": "fix main.go"}
			resp, got := postResponses(t, env, respCustomBody(stream, []string{respPatchTool}, user), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			final, _ := respResult(t, got, stream)
			custom, function := respCustomCalls(final)
			if len(custom) != 1 || custom[0].Get("call_id").Str != "call_p1" || custom[0].Get("input").Str != customPatchInput || len(function) != 0 {
				t.Fatalf("output = %s, want only the custom call", final.Get("output").Raw)
			}
			if recs := final.Get("zc_receipts.receipts").Array(); len(recs) != 1 || recs[0].Get("tool").Str != "shell" {
				t.Errorf("zc_receipts = %s, want shell's receipt", final.Get("zc_receipts").Raw)
			}
			var items []any
			items = append(items, user)
			for _, it := range final.Get("output").Array() {
				items = append(items, it.Value())
			}
			items = append(items, map[string]any{"type": "custom_tool_call_output", "call_id": "call_p1", "output": "Done: updated main.go"})
			resp, got = postResponses(t, env, respCustomBody(stream, []string{respPatchTool}, items...), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("follow-up: status %d: %s", resp.StatusCode, got)
			}
			in := lastBody(t, up.ResponsesRequests()).Get("input")
			var kinds []string
			for _, it := range in.Array() {
				kinds = append(kinds, it.Get("type").Str+":"+it.Get("call_id").Str)
			}
			joined := strings.Join(kinds, " ")
			if !strings.Contains(joined, "function_call:call_s1") || !strings.Contains(joined, "function_call_output:call_s1") ||
				!strings.Contains(joined, "custom_tool_call:call_p1") || !strings.Contains(joined, "custom_tool_call_output:call_p1") {
				t.Errorf("upstream input items = %v, want shell's call and output spliced beside the custom call and its output", kinds)
			}
			final, _ = respResult(t, got, stream)
			if flags := final.Get("zc_receipts.flags"); flags.Raw != "[]" {
				t.Errorf("flags = %s, want none: the client's apply_patch result backs the claim", flags.Raw)
			}
		})
	}
}

// TestResponsesCustomCallNeverRunsServerTool: a custom_tool_call named as
// a server tool never runs it.
func TestResponsesCustomCallNeverRunsServerTool(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				if !strings.Contains(req.Get("input").Raw, "_output") {
					return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_x1", Name: "shell", Arguments: `{"command":"echo pwned"}`, Custom: true}}}
				}
				return scripted.Turn{Content: "Could not run it."}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := postResponses(t, env, respCustomBody(stream, []string{respPatchTool}, map[string]any{"role": "user", "content": "go"}), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			final, _ := respResult(t, got, stream)
			if len(final.Get("zc_receipts.receipts").Array()) != 0 || strings.Contains(final.Get("zc_receipts.calls").Raw, `"outcome":"ok"`) {
				t.Fatalf("a server tool ran for a custom call: %s", final.Get("zc_receipts").Raw)
			}
			if custom, _ := respCustomCalls(final); len(custom) != 0 {
				t.Errorf("output = %s: the client declared no custom shell", final.Get("output").Raw)
			}
			if ev := final.Get("zc_receipts.events").Array(); len(ev) != 1 || ev[0].Get("outcome").Str != "unknown_tool" || ev[0].Get("call_id").Str != "call_x1" {
				t.Errorf("events = %s, want unknown_tool for call_x1", final.Get("zc_receipts.events").Raw)
			}
			reqs := up.ResponsesRequests()
			if len(reqs) != 2 {
				t.Fatalf("upstream calls = %d, want 2", len(reqs))
			}
			items := lastBody(t, reqs).Get("input").Array()
			last := items[len(items)-1]
			if last.Get("type").Str != "custom_tool_call_output" || last.Get("call_id").Str != "call_x1" || !strings.HasPrefix(last.Get("output").Str, "error: ") {
				t.Errorf("last input item = %s, want an error custom_tool_call_output for call_x1", last.Raw)
			}
		})
	}
}
