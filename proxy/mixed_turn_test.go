package proxy

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestMixedTurn: a turn calling server and client tools runs the server
// calls, hands the client only its own call (index 0, the model's id,
// finish_reason tool_calls, the server calls in zc_receipts), and the
// client's follow-up reaches the upstream with the server calls spliced
// back in order. A retry of the same follow-up is spliced the same way.
func TestMixedTurn(t *testing.T) {
	for _, scope := range []string{receipts.ScopeProcess, receipts.ScopeRequest} {
		for _, stream := range []bool{true, false} {
			name := scope + "/" + map[bool]string{true: "stream", false: "json"}[stream]
			t.Run(name, func(t *testing.T) {
				up := &scripted.Server{Respond: mixedModel}
				env := newMixedEnv(t, up, scope, newMixedClock())

				got := mixedPost(t, env, mixedRequest(stream, map[string]any{"role": "user", "content": "ann"}), stream)
				if got.status != http.StatusOK {
					t.Fatalf("status %d: %s", got.status, got.raw)
				}
				if got.finish != "tool_calls" {
					t.Errorf("finish_reason = %q, want tool_calls", got.finish)
				}
				if len(got.calls) != 1 {
					t.Fatalf("client got calls %v, want only lookup", got.calls)
				}
				c := got.calls[0]
				if c.Get("id").Str != "call_c1" || c.Get("type").Str != "function" || c.Get("function.name").Str != "lookup" ||
					c.Get("function.arguments").Str != `{"q":"ann"}` || (stream && c.Get("index").Raw != "0") {
					t.Errorf("client call = %s", c.Raw)
				}
				// Only the text: a response that hands calls to the client
				// writes no footer before them (issue 16: agent frameworks
				// take a footer for the final answer); zc_receipts has them.
				if got.content != "Let me look." {
					t.Errorf("content = %q", got.content)
				}
				rep := got.report
				if n := len(rep.Get("receipts").Array()); n != 2 {
					t.Errorf("zc_receipts.receipts = %s, want the two server calls'", rep.Get("receipts").Raw)
				}
				if rep.Get("events").Raw != "[]" || rep.Get("flags").Raw != "[]" {
					t.Errorf("events %s flags %s, want none", rep.Get("events").Raw, rep.Get("flags").Raw)
				}
				if n := env.srv.pending.Len(); n != 1 {
					t.Errorf("pending entries = %d, want 1", n)
				}

				follow := mixedFollowUp(stream, "ann", got)
				for attempt := 1; attempt <= 2; attempt++ {
					ans := mixedPost(t, env, follow, stream)
					if ans.status != http.StatusOK {
						t.Fatalf("follow-up %d: status %d: %s", attempt, ans.status, ans.raw)
					}
					reqs := up.Requests()
					if len(reqs) != 1+attempt {
						t.Fatalf("upstream calls = %d, want %d", len(reqs), 1+attempt)
					}
					var sc *receipts.Scope
					if scope == receipts.ScopeProcess {
						sc = env.scope(t)
					}
					mixedCheckSpliced(t, lastBody(t, reqs), "ann", rep.Get("calls"), sc)

					// The answer quotes both receipts of the spliced calls:
					// valid here under either scope, and they back the tools.
					r1, r2 := rep.Get("calls.0.receipt").Str, rep.Get("calls.1.receipt").Str
					// The footer lists the turn's receipts (issue 16): the
					// spliced calls since the last user message.
					footer := "\n\n---\nTool receipts:\n  shell: " + r1 + "\n  greet: " + r2 + "\n"
					if want := "Done. Receipt: " + r1 + ". Receipt: " + r2 + "." + footer; ans.content != want {
						t.Errorf("follow-up %d content = %q, want %q", attempt, ans.content, want)
					}
					if ans.finish != "stop" || ans.report.Get("flags").Raw != "[]" || ans.report.Get("events").Raw != "[]" ||
						ans.report.Get("calls").Raw != "[]" || ans.report.Get("receipts").Raw != "[]" {
						t.Errorf("follow-up %d: finish %q zc_receipts %s", attempt, ans.finish, ans.report.Raw)
					}
				}
			})
		}
	}
}

// TestMixedTurnGoOpenAI: go-openai, streamed and not, reads the client's
// call from a mixed turn and sends its result back with its own types; the
// upstream sees the spliced history.
func TestMixedTurnGoOpenAI(t *testing.T) {
	for _, stream := range []bool{true, false} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: mixedModel}
			env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
			tools := []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "lookup"}}}
			history := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "bob"}}
			req := openai.ChatCompletionRequest{Model: "m", Messages: history, Tools: tools}

			var msg openai.ChatCompletionMessage
			var finish openai.FinishReason
			if stream {
				msg, finish = mixedOpenAIStream(t, env.oai, req)
			} else {
				resp, err := env.oai.CreateChatCompletion(context.Background(), req)
				if err != nil {
					t.Fatal(err)
				}
				msg, finish = resp.Choices[0].Message, resp.Choices[0].FinishReason
			}
			if finish != openai.FinishReasonToolCalls || len(msg.ToolCalls) != 1 || msg.ToolCalls[0].ID != "call_c1" ||
				msg.ToolCalls[0].Function.Name != "lookup" || msg.ToolCalls[0].Function.Arguments != `{"q":"bob"}` {
				t.Fatalf("finish %q, tool calls %+v: want only lookup", finish, msg.ToolCalls)
			}

			req.Messages = append(history, msg, openai.ChatCompletionMessage{
				Role: openai.ChatMessageRoleTool, ToolCallID: msg.ToolCalls[0].ID, Content: "found bob"})
			resp, err := env.oai.CreateChatCompletion(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(resp.Choices[0].Message.Content, "Done. Receipt: zc-receipt-") {
				t.Errorf("answer = %q", resp.Choices[0].Message.Content)
			}
			// The receipts the spliced messages carry are the ones the
			// proxy minted for the mixed turn (its audit-free record: the
			// upstream body of the follow-up, checked whole here).
			body := lastBody(t, up.Requests())
			calls := mixedCallsFromHistory(body)
			mixedCheckSpliced(t, body, "bob", calls, env.scope(t))
		})
	}
}

// mixedOpenAIStream reads a go-openai stream into one message.
func mixedOpenAIStream(t *testing.T, c *openai.Client, req openai.ChatCompletionRequest) (openai.ChatCompletionMessage, openai.FinishReason) {
	t.Helper()
	req.Stream = true
	st, err := c.CreateChatCompletionStream(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	msg := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant}
	var finish openai.FinishReason
	for {
		chunk, err := st.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, ch := range chunk.Choices {
			msg.Content += ch.Delta.Content
			for _, d := range ch.Delta.ToolCalls {
				if d.Index == nil {
					t.Fatalf("tool call delta without index: %+v", d)
				}
				for len(msg.ToolCalls) <= *d.Index {
					msg.ToolCalls = append(msg.ToolCalls, openai.ToolCall{Type: openai.ToolTypeFunction})
				}
				tc := &msg.ToolCalls[*d.Index]
				tc.ID += d.ID
				tc.Function.Name += d.Function.Name
				tc.Function.Arguments += d.Function.Arguments
			}
			if ch.FinishReason != "" {
				finish = ch.FinishReason
			}
		}
	}
	return msg, finish
}

// mixedCallsFromHistory renders the server tool messages of a spliced
// history as zc_receipts.calls would list them, so mixedCheckSpliced can
// hold them to the same exact layout.
func mixedCallsFromHistory(body gjson.Result) gjson.Result {
	args := map[string]gjson.Result{}
	for _, tc := range body.Get("messages.#(role==\"assistant\").tool_calls").Array() {
		args[tc.Get("id").Str] = tc
	}
	var recs []loop.CallRecord
	for _, m := range body.Get("messages").Array() {
		if m.Get("role").Str != "tool" || m.Get("tool_call_id").Str == "call_c1" {
			continue
		}
		_, tok, _ := receipts.SplitReceipt(m.Get("content").Str)
		tc := args[m.Get("tool_call_id").Str]
		recs = append(recs, loop.CallRecord{Tool: tc.Get("function.name").Str, CallID: tc.Get("id").Str,
			Arguments: tc.Get("function.arguments").Str, Outcome: "ok", Receipt: tok})
	}
	return gjson.ParseBytes(rawjson.Marshal(recs))
}

// TestMixedTurnChain: a request whose loop runs a server round before the
// mixed turn keeps that round too, and a conversation with two mixed turns
// gets both spliced on every later request (the client re-sends its whole
// history; the upstream must see the same past each time).
func TestMixedTurnChain(t *testing.T) {
	// The model: first a server-only call, then a mixed turn, then (after
	// the client's first result) a second mixed turn, then an answer.
	model := func(req gjson.Result) scripted.Turn {
		clientResults, serverResults := 0, 0
		for _, m := range req.Get("messages").Array() {
			if m.Get("role").Str == "tool" {
				if strings.HasPrefix(m.Get("content").Str, "found") {
					clientResults++
				} else {
					serverResults++
				}
			}
		}
		switch {
		case serverResults == 0:
			return scripted.Turn{Content: "Checking.", ToolCalls: []scripted.ToolCall{{ID: "call_d", Name: "shell", Arguments: `{"command":"date"}`}}}
		case clientResults == 0:
			return scripted.Turn{Content: "Now both.", ToolCalls: []scripted.ToolCall{
				{ID: "call_g1", Name: "greet", Arguments: `{"name":"x"}`},
				{ID: "call_c1", Name: "lookup", Arguments: `{"q":"1"}`}}}
		case clientResults == 1:
			return scripted.Turn{Content: "Once more.", ToolCalls: []scripted.ToolCall{
				{ID: "call_c2", Name: "lookup", Arguments: `{"q":"2"}`},
				{ID: "call_g2", Name: "greet", Arguments: `{"name":"y"}`}}}
		}
		return scripted.Turn{Content: quoteReceipts(req)}
	}
	for _, stream := range []bool{true, false} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: model}
			env := newMixedEnv(t, up, receipts.ScopeRequest, newMixedClock())
			history := []any{map[string]any{"role": "user", "content": "go"}}
			send := func(want string) mixedTurnResult {
				t.Helper()
				got := mixedPost(t, env, mixedRequest(stream, history...), stream)
				if got.status != http.StatusOK || got.finish != want {
					t.Fatalf("status %d finish %q, want %s: %s", got.status, got.finish, want, got.raw)
				}
				return got
			}
			answer := func(got mixedTurnResult) {
				c := got.calls[0]
				history = append(history,
					map[string]any{"role": "assistant", "content": got.content, "tool_calls": []any{map[string]any{
						"id": c.Get("id").Str, "type": "function",
						"function": map[string]any{"name": c.Get("function.name").Str, "arguments": c.Get("function.arguments").Str}}}},
					map[string]any{"role": "tool", "tool_call_id": c.Get("id").Str, "content": "found " + c.Get("id").Str})
			}
			first := send("tool_calls")
			if !strings.HasPrefix(first.content, "Checking.\n\nNow both.") || len(first.calls) != 1 || first.calls[0].Get("id").Str != "call_c1" {
				t.Fatalf("first turn: %q %v", first.content, first.calls)
			}
			if ids := first.report.Get("calls.#.call_id").Raw; ids != `["call_d","call_g1"]` {
				t.Errorf("first calls = %s", first.report.Get("calls").Raw)
			}
			answer(first)
			second := send("tool_calls")
			if len(second.calls) != 1 || second.calls[0].Get("id").Str != "call_c2" || second.report.Get("calls.#.call_id").Raw != `["call_g2"]` {
				t.Fatalf("second turn: %v %s", second.calls, second.report.Raw)
			}
			answer(second)
			for range 2 {
				final := send("stop") // three quoted receipts, and the same three in the turn footer
				if final.report.Get("flags").Raw != "[]" || final.report.Get("events").Raw != "[]" ||
					strings.Count(final.content, "zc-receipt-") != 6 || !strings.Contains(final.content, "Tool receipts:") {
					t.Errorf("final answer %q zc_receipts %s", final.content, final.report.Raw)
				}
				var got []string
				for _, m := range lastBody(t, up.Requests()).Get("messages").Array() {
					s := m.Get("role").Str
					for _, tc := range m.Get("tool_calls").Array() {
						s += " " + tc.Get("id").Str
					}
					if id := m.Get("tool_call_id").Str; id != "" {
						s += " " + id
						if _, _, ok := receipts.SplitReceipt(m.Get("content").Str); ok {
							s += " receipted"
						}
					}
					got = append(got, s)
				}
				want := []string{"system", "user",
					"assistant call_d", "tool call_d receipted",
					"assistant call_g1 call_c1", "tool call_g1 receipted", "tool call_c1",
					"assistant call_c2 call_g2", "tool call_g2 receipted", "tool call_c2"}
				if strings.Join(got, "|") != strings.Join(want, "|") {
					t.Errorf("upstream history\n got %q\nwant %q", got, want)
				}
			}
		})
	}
}
