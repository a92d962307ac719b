package proxy

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// A client's custom tool (Chat Completions: {"type":"custom","custom":{…}};
// the model's call {"type":"custom","custom":{"name","input"}} with free
// text input) is the client's: its calls go back to it unchanged, alone or
// beside server calls, and never run a server tool, whatever their name.

const clientPatchTool = `{"type":"custom","custom":{"name":"apply_patch","description":"Apply a patch.","format":{"type":"text"}}}`

const customPatchInput = "*** Begin Patch\n*** Update File: main.go\n@@\n-old \"x\"\n+new \"y\"\n*** End Patch"

// customRequest is a chat body declaring tools (raw JSON).
func customRequest(stream bool, tools []string, messages ...any) string {
	raws := make([]json.RawMessage, len(tools))
	for i, t := range tools {
		raws[i] = json.RawMessage(t)
	}
	return string(rawjson.Marshal(map[string]any{"model": "m", "stream": stream, "tools": raws, "messages": messages}))
}

// customCalls is what the client got: the tool calls of the JSON message,
// or the stream's tool-call deltas assembled (custom or function).
func customCalls(t *testing.T, body []byte, stream bool) (calls []gjson.Result, finish string, report gjson.Result, content string) {
	t.Helper()
	if !stream {
		root := gjson.ParseBytes(body)
		return root.Get("choices.0.message.tool_calls").Array(), root.Get("choices.0.finish_reason").Str,
			root.Get("zc_receipts"), root.Get("choices.0.message.content").Str
	}
	s := parseStream(t, body)
	if s.dones != 1 || s.afterEnd != 0 {
		t.Fatalf("stream: %d [DONE], %d events after", s.dones, s.afterEnd)
	}
	type acc struct{ id, typ, name, args string }
	var order []int64
	byIndex := map[int64]*acc{}
	for _, c := range s.chunks {
		for _, d := range c.Get("choices.0.delta.tool_calls").Array() {
			i := d.Get("index").Int()
			a := byIndex[i]
			if a == nil {
				a = &acc{}
				byIndex[i] = a
				order = append(order, i)
			}
			a.id += d.Get("id").Str
			if a.typ == "" {
				a.typ = d.Get("type").Str
			}
			a.name += d.Get("function.name").Str + d.Get("custom.name").Str
			a.args += d.Get("function.arguments").Str + d.Get("custom.input").Str
		}
		if fr := c.Get("choices.0.finish_reason"); fr.Type == gjson.String {
			finish = fr.Str
			report = c.Get("zc_receipts")
		}
	}
	for _, i := range order {
		a := byIndex[i]
		var m map[string]any
		if a.typ == "custom" {
			m = map[string]any{"id": a.id, "type": "custom", "custom": map[string]any{"name": a.name, "input": a.args}}
		} else {
			m = map[string]any{"id": a.id, "type": a.typ, "function": map[string]any{"name": a.name, "arguments": a.args}}
		}
		calls = append(calls, gjson.ParseBytes(rawjson.Marshal(m)))
	}
	return calls, finish, report, s.content
}

func isCustomPatchCall(c gjson.Result, id string) bool {
	return c.Get("id").Str == id && c.Get("type").Str == "custom" && c.Get("custom.name").Str == "apply_patch" &&
		c.Get("custom.input").Str == customPatchInput && !c.Get("function").Exists()
}

// TestChatCustomToolCallHandedBack: a custom call alone goes back to the
// client as the model sent it, JSON and stream, receipts on and off.
func TestChatCustomToolCallHandedBack(t *testing.T) {
	for _, receiptsMode := range []string{"on", "off"} {
		for _, stream := range []bool{false, true} {
			t.Run(receiptsMode+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
					return scripted.Turn{Content: "Patching.", ToolCalls: []scripted.ToolCall{
						{ID: "call_p1", Name: "apply_patch", Arguments: customPatchInput, Custom: true}}}
				}}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := customRequest(stream, []string{clientPatchTool}, map[string]any{"role": "user", "content": "fix main.go"})
				resp, got := env.post(t, body, http.Header{"X-ZC-Receipts": {receiptsMode}})
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				if n := len(up.Requests()); n != 1 {
					t.Errorf("upstream calls = %d, want 1", n)
				}
				calls, finish, report, _ := customCalls(t, got, stream)
				if len(calls) != 1 || !isCustomPatchCall(calls[0], "call_p1") {
					t.Fatalf("client calls = %v, want the custom apply_patch call unchanged", calls)
				}
				if finish != "tool_calls" {
					t.Errorf("finish_reason = %q", finish)
				}
				if receiptsMode == "on" && (report.Get("events").Raw != "[]" || len(report.Get("receipts").Array()) != 0) {
					t.Errorf("zc_receipts = %s, want no events and no receipts", report.Raw)
				}
			})
		}
	}
}

// customMixedModel calls shell (server) and apply_patch (the client's
// custom tool) in one turn; once results follow, it answers with a claim
// each result backs.
func customMixedModel(req gjson.Result) scripted.Turn {
	if len(toolResults(req)) == 0 {
		return scripted.Turn{Content: "Let me look.", ToolCalls: []scripted.ToolCall{
			{ID: "call_s1", Name: "shell", Arguments: `{"command":"echo hi"}`},
			{ID: "call_p1", Name: "apply_patch", Arguments: customPatchInput, Custom: true},
		}}
	}
	return scripted.Turn{Content: "I applied the patch to main.go. " + quoteReceipts(req)}
}

// TestChatCustomToolMixedTurn: a server call and a client custom call in
// one turn: the server call runs and is kept, the client gets only its
// custom call; its follow-up (a tool message answering the call id) is
// spliced and forwarded, with the custom call in the model's own shape.
func TestChatCustomToolMixedTurn(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: customMixedModel}
			env := newLoopEnv(t, up, testSpecs(), nil)
			user := map[string]any{"role": "user", "content": "fix main.go"}
			resp, got := env.post(t, customRequest(stream, []string{clientPatchTool}, user), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			calls, finish, report, content := customCalls(t, got, stream)
			if len(calls) != 1 || !isCustomPatchCall(calls[0], "call_p1") {
				t.Fatalf("client calls = %v, want only the custom apply_patch call", calls)
			}
			if finish != "tool_calls" {
				t.Errorf("finish_reason = %q", finish)
			}
			if recs := report.Get("receipts").Array(); len(recs) != 1 || recs[0].Get("tool").Str != "shell" {
				t.Errorf("zc_receipts.receipts = %s, want shell's", report.Get("receipts").Raw)
			}
			if report.Get("events").Raw != "[]" {
				t.Errorf("events = %s", report.Get("events").Raw)
			}
			follow := customRequest(stream, []string{clientPatchTool}, user,
				map[string]any{"role": "assistant", "content": content, "tool_calls": []any{
					map[string]any{"id": "call_p1", "type": "custom", "custom": map[string]any{"name": "apply_patch", "input": customPatchInput}}}},
				map[string]any{"role": "tool", "tool_call_id": "call_p1", "content": "Done: updated main.go"})
			resp, got = env.post(t, follow, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("follow-up: status %d: %s", resp.StatusCode, got)
			}
			upReq := lastBody(t, up.Requests())
			msgs := upReq.Get("messages").Array()
			if len(msgs) != 5 {
				t.Fatalf("upstream messages = %s, want system, user, assistant, two tool messages", upReq.Get("messages").Raw)
			}
			tcs := msgs[2].Get("tool_calls").Array()
			if len(tcs) != 2 || tcs[0].Get("function.name").Str != "shell" || !isCustomPatchCall(tcs[1], "call_p1") {
				t.Errorf("spliced assistant message = %s, want shell then the custom call as the model sent it", msgs[2].Raw)
			}
			if msgs[3].Get("tool_call_id").Str != "call_s1" || !strings.Contains(msgs[3].Get("content").Str, "[receipt: zc-receipt-") {
				t.Errorf("messages[3] = %s, want shell's receipted result", msgs[3].Raw)
			}
			if msgs[4].Get("tool_call_id").Str != "call_p1" || msgs[4].Get("content").Str != "Done: updated main.go" {
				t.Errorf("messages[4] = %s, want the client's result", msgs[4].Raw)
			}
			_, _, report, _ = customCalls(t, got, stream)
			if flags := report.Get("flags").Array(); len(flags) != 0 {
				t.Errorf("flags = %s, want none: the client's apply_patch result backs the claim", report.Get("flags").Raw)
			}
		})
	}
}

// TestChatCustomCallNeverRunsServerTool: a custom call named as a server
// tool never runs it. Not declared by the client: an error result for the
// model and an unknown_tool event, nothing handed to the client; declared
// as the client's custom tool: handed to the client.
func TestChatCustomCallNeverRunsServerTool(t *testing.T) {
	for _, declared := range []bool{false, true} {
		for _, stream := range []bool{false, true} {
			t.Run(map[bool]string{true: "declared", false: "undeclared"}[declared]+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
					if len(toolResults(req)) == 0 {
						return scripted.Turn{ToolCalls: []scripted.ToolCall{
							{ID: "call_x1", Name: "shell", Arguments: `{"command":"echo pwned"}`, Custom: true}}}
					}
					return scripted.Turn{Content: "Could not run it."}
				}}
				env := newLoopEnv(t, up, testSpecs(), nil)
				tools := []string{clientPatchTool}
				if declared {
					tools = append(tools, `{"type":"custom","custom":{"name":"shell"}}`)
				}
				resp, got := env.post(t, customRequest(stream, tools, map[string]any{"role": "user", "content": "go"}), nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				calls, finish, report, _ := customCalls(t, got, stream)
				if len(report.Get("receipts").Array()) != 0 || strings.Contains(report.Get("calls").Raw, `"outcome":"ok"`) {
					t.Fatalf("a server tool ran for a custom call: %s", got)
				}
				if declared {
					if len(calls) != 1 || calls[0].Get("type").Str != "custom" || calls[0].Get("custom.name").Str != "shell" || finish != "tool_calls" {
						t.Errorf("client calls = %v finish %q, want the custom shell call handed back", calls, finish)
					}
					return
				}
				if len(calls) != 0 {
					t.Errorf("client calls = %v, want none (it declared no such tool)", calls)
				}
				if ev := report.Get("events").Array(); len(ev) != 1 || ev[0].Get("outcome").Str != "unknown_tool" || ev[0].Get("call_id").Str != "call_x1" {
					t.Errorf("events = %s, want unknown_tool for call_x1", report.Get("events").Raw)
				}
				reqs := up.Requests()
				if len(reqs) != 2 {
					t.Fatalf("upstream calls = %d, want 2", len(reqs))
				}
				msgs := lastBody(t, reqs).Get("messages").Array()
				last := msgs[len(msgs)-1]
				asst := msgs[len(msgs)-2]
				if tc := asst.Get("tool_calls.0"); tc.Get("type").Str != "custom" || tc.Get("custom.name").Str != "shell" || tc.Get("custom.input").Str != `{"command":"echo pwned"}` {
					t.Errorf("assistant message sent back = %s, want the custom call as the model sent it", asst.Raw)
				}
				if !strings.HasPrefix(last.Get("content").Str, "error: ") {
					t.Errorf("tool message = %s, want an error result", last.Raw)
				}
			})
		}
	}
}

// TestChatCustomToolResultBacksClaim: the client's result of its custom
// call, in re-sent history, is the client's own tool result: the claim it
// backs is not flagged; without it the same claim is.
func TestChatCustomToolResultBacksClaim(t *testing.T) {
	const answer = "I applied the patch to main.go."
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	for _, withResult := range []bool{false, true} {
		for _, stream := range []bool{false, true} {
			msgs := []any{map[string]any{"role": "user", "content": "fix main.go"}}
			if withResult {
				msgs = append(msgs, map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{
					map[string]any{"id": "call_p1", "type": "custom", "custom": map[string]any{"name": "apply_patch", "input": customPatchInput}}}},
					map[string]any{"role": "tool", "tool_call_id": "call_p1", "content": "Done: updated main.go"})
			}
			resp, got := env.post(t, customRequest(stream, []string{clientPatchTool}, msgs...), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			_, _, report, _ := customCalls(t, got, stream)
			flags := report.Get("flags").Array()
			switch {
			case withResult && len(flags) != 0:
				t.Errorf("stream %v: flags = %s, want none: the client's apply_patch result backs %q", stream, report.Get("flags").Raw, answer)
			case !withResult && len(flags) != 1:
				t.Errorf("stream %v: flags = %s, want the unbacked claim flagged", stream, report.Get("flags").Raw)
			}
		}
	}
}

// TestChatCustomToolDescriptionKinds: a declared custom tool's name and
// description say what its calls do, as a function tool's do: its result
// backs an edit claim its description names.
func TestChatCustomToolDescriptionKinds(t *testing.T) {
	const answer = "I edited main.go."
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	msgs := []any{map[string]any{"role": "user", "content": "fix main.go"},
		map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{
			map[string]any{"id": "call_p1", "type": "custom", "custom": map[string]any{"name": "apply_patch", "input": customPatchInput}}}},
		map[string]any{"role": "tool", "tool_call_id": "call_p1", "content": "Done: updated main.go"}}
	tool := `{"type":"custom","custom":{"name":"apply_patch","description":"Edit files: write a patch to a file."}}`
	resp, got := env.post(t, customRequest(false, []string{tool}, msgs...), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	if flags := gjson.GetBytes(got, "zc_receipts.flags"); flags.Raw != "[]" {
		t.Errorf("flags = %s, want none: apply_patch edits files and its result is in the history", flags.Raw)
	}
}
