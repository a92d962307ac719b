package proxy

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// usageModel wraps a responder so turn i reports usage (10*(i+1), i+2), so
// sums are predictable.
func usageModel(r scripted.Responder) scripted.Responder {
	n := 0
	return func(req gjson.Result) scripted.Turn {
		t := r(req)
		n++
		t.Usage = &scripted.Usage{PromptTokens: 10 * n, CompletionTokens: n + 1}
		return t
	}
}

func TestChatLoopEndToEnd(t *testing.T) {
	cases := []struct {
		name   string
		stream bool
		calls  []scripted.ToolCall
		want   []string // substrings of each tool's output, in call order
	}{
		{"stream/single", true, []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi there"}`}}, []string{"hi there"}},
		{"stream/parallel", true, []scripted.ToolCall{
			{ID: "call_a", Name: "shell", Arguments: `{"command":"echo one"}`},
			{ID: "call_b", Name: "greet", Arguments: `{"name":"bob"}`},
		}, []string{"one", "hello bob"}},
		{"json/single", false, []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi there"}`}}, []string{"hi there"}},
		{"json/parallel", false, []scripted.ToolCall{
			{ID: "call_a", Name: "shell", Arguments: `{"command":"echo one"}`},
			{ID: "call_b", Name: "greet", Arguments: `{"name":"bob"}`},
		}, []string{"one", "hello bob"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: usageModel(toolThenAnswer(tc.calls, quoteReceipts))}
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := `{"model":"gpt-test","messages":[{"role":"user","content":"run the tools"}]}`
			if tc.stream {
				body = `{"model":"gpt-test","messages":[{"role":"user","content":"run the tools"}],"stream":true,"stream_options":{"include_usage":true}}`
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if h := resp.Header.Get(headerReceipts); h != modeOn {
				t.Errorf("X-ZC-Receipts = %q, want on", h)
			}

			reqs := up.Requests()
			if len(reqs) != 2 {
				t.Fatalf("upstream got %d requests, want 2", len(reqs))
			}
			checkFirstUpstreamRequest(t, gjson.ParseBytes(reqs[0]), tc.stream)
			tokens := checkToolMessages(t, env.scope(t), gjson.ParseBytes(reqs[1]), tc.calls, tc.want)

			var content string
			var report gjson.Result
			if tc.stream {
				if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
					t.Errorf("Content-Type = %q", ct)
				}
				s := parseStream(t, got)
				checkOneMessage(t, s)
				fin := s.finishChunks()[0]
				if fr := fin.Get("choices.0.finish_reason").Str; fr != "stop" {
					t.Errorf("finish_reason = %q, want stop", fr)
				}
				report = fin.Get("zc_receipts")
				if len(s.comments) == 0 || !strings.HasPrefix(s.comments[0], "zc-proxy running tool "+tc.calls[0].Name) {
					t.Errorf("comments = %q, want a running-tool note", s.comments)
				}
				last := s.chunks[len(s.chunks)-1]
				if last.Get("choices.#").Int() != 0 || !last.Get("usage").IsObject() {
					t.Fatalf("last chunk is not the usage chunk: %s", last.Raw)
				}
				checkUsage(t, last.Get("usage"))
				content = s.content
			} else {
				if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
					t.Errorf("Content-Type = %q", ct)
				}
				root := gjson.ParseBytes(got)
				if n := resp.Header.Get(headerReceiptCount); n != strconv.Itoa(len(tc.calls)) {
					t.Errorf("X-ZC-Receipt-Count = %q, want %d", n, len(tc.calls))
				}
				if n := resp.Header.Get(headerFlagCount); n != "0" {
					t.Errorf("X-ZC-Flag-Count = %q, want 0", n)
				}
				if root.Get("choices.0.message.tool_calls").Exists() {
					t.Errorf("final message has tool_calls: %s", got)
				}
				if fr := root.Get("choices.0.finish_reason").Str; fr != "stop" {
					t.Errorf("finish_reason = %q", fr)
				}
				if root.Get("id").Str == "" || root.Get("object").Str != "chat.completion" {
					t.Errorf("id/object lost: %s", got)
				}
				report = root.Get("zc_receipts")
				checkUsage(t, root.Get("usage"))
				content = root.Get("choices.0.message.content").Str
			}

			checkReport(t, report, tc.calls, tokens)
			for i, tok := range tokens {
				if !strings.Contains(content, "Receipt: "+tok) {
					t.Errorf("answer lacks the model's quote of receipt %d: %q", i, content)
				}
				if !strings.Contains(content, "  "+tc.calls[i].Name+": "+tok) {
					t.Errorf("footer lacks %s: %s in %q", tc.calls[i].Name, tok, content)
				}
			}
			if !strings.Contains(content, "\n\n---\nTool receipts:\n") {
				t.Errorf("answer has no footer: %q", content)
			}
			if !env.logs.contains("tool receipt generated") || !env.logs.contains("msg=request ") || !env.logs.contains(" mode=on ") {
				t.Errorf("logs lack the receipt debug line or the request line:\n%s", env.logs)
			}
			if env.logs.contains("sk-upstream-secret") {
				t.Error("the upstream key reached the logs")
			}
		})
	}
}

// checkFirstUpstreamRequest checks the rewrite: server tools appended in
// OpenAI form, the system prompt first, usage forced on for streams.
func checkFirstUpstreamRequest(t *testing.T, req gjson.Result, stream bool) {
	t.Helper()
	var names []string
	for _, tool := range req.Get("tools").Array() {
		if tool.Get("type").Str != "function" || !tool.Get("function.parameters").IsObject() {
			t.Errorf("tool not in OpenAI function form: %s", tool.Raw)
		}
		names = append(names, tool.Get("function.name").Str)
	}
	if strings.Join(names, ",") != "shell,sleeper,greet" {
		t.Errorf("tools offered = %v", names)
	}
	first := req.Get("messages.0")
	if first.Get("role").Str != "system" || !strings.Contains(first.Get("content").Str, "[receipt: zc-receipt-") {
		t.Errorf("messages[0] is not the receipts system prompt: %s", first.Raw)
	}
	if req.Get("messages.1.content").Str != "run the tools" {
		t.Errorf("user message moved: %s", req.Get("messages").Raw)
	}
	if stream && !req.Get("stream_options.include_usage").Bool() {
		t.Error("stream_options.include_usage not forced on")
	}
}

// checkToolMessages checks the follow-up request: the assistant turn with
// the calls as the model made them, then one tool message per call in
// order, "<result>\n\n[receipt: …]", whose receipt verifies. It returns the
// tokens.
func checkToolMessages(t *testing.T, scope *receipts.Scope, req gjson.Result, calls []scripted.ToolCall, want []string) []string {
	t.Helper()
	msgs := req.Get("messages").Array()
	if len(msgs) != 3+len(calls) {
		t.Fatalf("follow-up has %d messages, want %d: %s", len(msgs), 3+len(calls), req.Get("messages").Raw)
	}
	asst := msgs[2]
	if asst.Get("role").Str != "assistant" || asst.Get("content").Type != gjson.Null {
		t.Errorf("assistant turn = %s", asst.Raw)
	}
	var tokens []string
	for i, call := range calls {
		tc := asst.Get("tool_calls." + strconv.Itoa(i))
		if tc.Get("id").Str != call.ID || tc.Get("function.name").Str != call.Name || tc.Get("function.arguments").Str != call.Arguments || tc.Get("type").Str != "function" {
			t.Errorf("assistant tool_calls[%d] = %s, want %+v", i, tc.Raw, call)
		}
		m := msgs[3+i]
		if m.Get("role").Str != "tool" || m.Get("tool_call_id").Str != call.ID {
			t.Errorf("message %d = %s, want the tool result for %s", 3+i, m.Raw, call.ID)
		}
		content := m.Get("content").Str
		result, tok, ok := receipts.SplitReceipt(content)
		if !ok {
			t.Fatalf("tool message has no receipt: %q", content)
		}
		if content != result+"\n\n[receipt: "+tok+"]" {
			t.Errorf("tool message layout = %q", content)
		}
		if !strings.Contains(result, want[i]) {
			t.Errorf("tool result %q lacks %q", result, want[i])
		}
		if !scope.Verify(tok, call.Name, []byte(call.Arguments), []byte(result)) {
			t.Errorf("receipt %s does not verify against its result", tok)
		}
		tokens = append(tokens, tok)
	}
	return tokens
}

// checkOneMessage checks that a stream reads as one assistant message: one
// finish_reason, one [DONE] at the end, no tool-call deltas, the same id
// everywhere, role on the first delta.
func checkOneMessage(t *testing.T, s streamed) {
	t.Helper()
	if s.readErr != nil {
		t.Errorf("stream read error: %v", s.readErr)
	}
	if s.dones != 1 || s.afterEnd != 0 {
		t.Errorf("[DONE] count %d, events after it %d", s.dones, s.afterEnd)
	}
	if n := len(s.finishChunks()); n != 1 {
		t.Fatalf("%d chunks carry finish_reason, want 1", n)
	}
	id := s.chunks[0].Get("id").Str
	roleSeen := false
	for i, c := range s.chunks {
		if c.Get("id").Str != id || id == "" {
			t.Errorf("chunk %d id %q, want %q", i, c.Get("id").Str, id)
		}
		if c.Get("choices.0.delta.tool_calls").Exists() {
			t.Errorf("chunk %d forwards a tool call: %s", i, c.Raw)
		}
		if c.Get("choices.0").Exists() && !roleSeen {
			roleSeen = true
			if c.Get("choices.0.delta.role").Str != "assistant" {
				t.Errorf("first delta lacks role: %s", c.Raw)
			}
		}
		if i < len(s.chunks)-1 && c.Get("usage").Type != gjson.Null && c.Get("usage").Exists() {
			t.Errorf("intermediate chunk %d carries usage: %s", i, c.Raw)
		}
	}
}

// checkUsage checks usage summed over both turns of usageModel.
func checkUsage(t *testing.T, u gjson.Result) {
	t.Helper()
	if p, c, tot := u.Get("prompt_tokens").Int(), u.Get("completion_tokens").Int(), u.Get("total_tokens").Int(); p != 30 || c != 5 || tot != 35 {
		t.Errorf("usage = %s, want prompt 30, completion 5, total 35", u.Raw)
	}
}

// checkReport checks zc_receipts against the tokens the upstream got.
func checkReport(t *testing.T, report gjson.Result, calls []scripted.ToolCall, tokens []string) {
	t.Helper()
	got := report.Get("receipts").Array()
	if len(got) != len(tokens) {
		t.Fatalf("zc_receipts = %s, want %d receipts", report.Raw, len(tokens))
	}
	for i, r := range got {
		if r.Get("tool").Str != calls[i].Name || r.Get("call_id").Str != calls[i].ID || r.Get("receipt").Str != tokens[i] {
			t.Errorf("zc_receipts.receipts[%d] = %s, want %s/%s/%s", i, r.Raw, calls[i].Name, calls[i].ID, tokens[i])
		}
	}
	if !report.Get("flags").IsArray() || len(report.Get("flags").Array()) != 0 {
		t.Errorf("flags = %s, want []", report.Get("flags").Raw)
	}
	if !report.Get("events").IsArray() || len(report.Get("events").Array()) != 0 {
		t.Errorf("events = %s, want []", report.Get("events").Raw)
	}
}

// TestChatGoOpenAIClient reads the loop with go-openai, streamed and not:
// one message, one finish, the footer, parsed without error.
func TestChatGoOpenAIClient(t *testing.T) {
	calls := []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}}
	for _, stream := range []bool{true, false} {
		t.Run("stream="+strconv.FormatBool(stream), func(t *testing.T) {
			up := &scripted.Server{Respond: toolThenAnswer(calls, quoteReceipts)}
			env := newLoopEnv(t, up, testSpecs(), nil)
			req := openai.ChatCompletionRequest{
				Model:    "gpt-test",
				Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "say hi"}},
			}
			ctx := context.Background()
			var content string
			var finishes []openai.FinishReason
			if stream {
				req.Stream = true
				st, err := env.oai.CreateChatCompletionStream(ctx, req)
				if err != nil {
					t.Fatal(err)
				}
				defer st.Close()
				for {
					chunk, err := st.Recv()
					if errors.Is(err, io.EOF) {
						break
					}
					if err != nil {
						t.Fatalf("Recv: %v", err)
					}
					for _, ch := range chunk.Choices {
						content += ch.Delta.Content
						if len(ch.Delta.ToolCalls) > 0 {
							t.Errorf("client got a server tool call: %+v", ch.Delta.ToolCalls)
						}
						if ch.FinishReason != "" {
							finishes = append(finishes, ch.FinishReason)
						}
					}
				}
			} else {
				resp, err := env.oai.CreateChatCompletion(ctx, req)
				if err != nil {
					t.Fatal(err)
				}
				content = resp.Choices[0].Message.Content
				finishes = append(finishes, resp.Choices[0].FinishReason)
				if len(resp.Choices[0].Message.ToolCalls) != 0 {
					t.Errorf("client got server tool calls: %+v", resp.Choices[0].Message.ToolCalls)
				}
				if resp.Usage.TotalTokens == 0 {
					t.Error("usage missing")
				}
			}
			if len(finishes) != 1 || finishes[0] != openai.FinishReasonStop {
				t.Errorf("finish reasons = %v, want [stop]", finishes)
			}
			_, tok, ok := receipts.SplitReceipt(gjson.GetBytes(up.Requests()[1], "messages.3.content").Str)
			if !ok {
				t.Fatal("upstream got no receipt")
			}
			if !strings.HasPrefix(content, "Done. Receipt: "+tok+".") || !strings.Contains(content, "Tool receipts:\n  shell: "+tok) {
				t.Errorf("content = %q, want the answer and a footer with %s", content, tok)
			}
		})
	}
}

// TestChatToolKeepAlive: a streamed answer gets a running-tool comment at
// once and again every Options.ToolKeepAlive while a tool runs.
func TestChatToolKeepAlive(t *testing.T) {
	calls := []scripted.ToolCall{{ID: "call_s", Name: "sleeper", Arguments: `{"seconds":"0.5"}`}}
	up := &scripted.Server{Respond: toolThenAnswer(calls, quoteReceipts)}
	env := newLoopEnv(t, up, testSpecs(), nil)
	env.srv.toolKeepAlive = 20 * time.Millisecond // before the first request
	resp, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"wait"}]}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	s := parseStream(t, got)
	checkOneMessage(t, s)
	n := 0
	for _, c := range s.comments {
		if c == "zc-proxy running tool sleeper" {
			n++
		}
	}
	if n < 2 {
		t.Errorf("%d running-tool comments (%q), want the first and at least one repeat", n, s.comments)
	}
}
