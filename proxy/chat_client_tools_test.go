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
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

const clientLookupTool = `{"type":"function","function":{"name":"lookup","parameters":{"type":"object","properties":{"q":{"type":"string"}}}}}`

// TestChatClientToolCalls: calls of tools the client declared go back to the
// client as valid deltas numbered from 0 (Copilot numbers them from 1), with
// finish_reason tool_calls; in a mixed turn only the client's calls go out
// (the server call runs and is kept: mixed_turn_test.go).
func TestChatClientToolCalls(t *testing.T) {
	cases := []struct {
		name      string
		stream    bool
		dialect   scripted.Dialect
		calls     []scripted.ToolCall
		wantEvent string // outcome of the one expected event; "" for none
	}{
		{"stream/copilot", true, scripted.DialectCopilot, []scripted.ToolCall{{ID: "toolu_1", Name: "lookup", Arguments: `{"q":"x"}`}}, ""},
		{"stream/openai mixed", true, scripted.DialectOpenAI, []scripted.ToolCall{
			{ID: "call_s", Name: "shell", Arguments: `{"command":"echo x"}`},
			{ID: "call_c", Name: "lookup", Arguments: `{"q":"x"}`},
		}, ""},
		{"json/openai mixed", false, scripted.DialectOpenAI, []scripted.ToolCall{
			{ID: "call_s", Name: "shell", Arguments: `{"command":"echo x"}`},
			{ID: "call_c", Name: "lookup", Arguments: `{"q":"x"}`},
		}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Dialect: tc.dialect, Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{Content: "Let me look.", ToolCalls: tc.calls}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[tc.stream] +
				`,"tools":[` + clientLookupTool + `],"messages":[{"role":"user","content":"go"}]}`
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if n := len(up.Requests()); n != 1 {
				t.Errorf("upstream calls = %d, want 1", n)
			}
			var report gjson.Result
			if tc.stream {
				s := parseStream(t, got)
				if s.dones != 1 || len(s.finishChunks()) != 1 {
					t.Fatalf("dones %d finishes %d", s.dones, len(s.finishChunks()))
				}
				fin := s.finishChunks()[0]
				if fin.Get("choices.0.finish_reason").Str != "tool_calls" {
					t.Errorf("finish chunk = %s", fin.Raw)
				}
				report = fin.Get("zc_receipts")
				var deltas []gjson.Result
				for _, c := range s.chunks {
					deltas = append(deltas, c.Get("choices.0.delta.tool_calls").Array()...)
				}
				if len(deltas) != 1 {
					t.Fatalf("tool call deltas = %v, want the client's one", deltas)
				}
				d := deltas[0]
				if d.Get("index").Raw != "0" || d.Get("id").Str == "" || d.Get("type").Str != "function" ||
					d.Get("function.name").Str != "lookup" || d.Get("function.arguments").Str != `{"q":"x"}` {
					t.Errorf("tool call delta = %s", d.Raw)
				}
				if !strings.HasPrefix(s.content, "Let me look.") { // then the footer of a mixed turn's receipts
					t.Errorf("content = %q", s.content)
				}
			} else {
				root := gjson.ParseBytes(got)
				calls := root.Get("choices.0.message.tool_calls").Array()
				if len(calls) != 1 || calls[0].Get("function.name").Str != "lookup" || calls[0].Get("id").Str != "call_c" {
					t.Errorf("tool_calls = %s, want only lookup", root.Get("choices.0.message.tool_calls").Raw)
				}
				if root.Get("choices.0.finish_reason").Str != "tool_calls" {
					t.Errorf("finish_reason = %s", root.Get("choices.0.finish_reason").Raw)
				}
				report = root.Get("zc_receipts")
			}
			events := report.Get("events").Array()
			switch {
			case tc.wantEvent == "" && len(events) != 0:
				t.Errorf("events = %s, want none", report.Get("events").Raw)
			case tc.wantEvent != "" && (len(events) != 1 || events[0].Get("outcome").Str != tc.wantEvent || events[0].Get("call_id").Str != "call_s"):
				t.Errorf("events = %s, want one %s for call_s", report.Get("events").Raw, tc.wantEvent)
			}
		})
	}
}

// TestChatClientToolCallsGoOpenAI: go-openai assembles the returned client
// call from the stream.
func TestChatClientToolCallsGoOpenAI(t *testing.T) {
	up := &scripted.Server{Dialect: scripted.DialectCopilot, Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "toolu_9", Name: "lookup", Arguments: `{"q":"y"}`}}}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	st, err := env.oai.CreateChatCompletionStream(context.Background(), openai.ChatCompletionRequest{
		Model: "m", Stream: true,
		Messages: []openai.ChatCompletionMessage{{Role: "user", Content: "go"}},
		Tools:    []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "lookup"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var args, name, id string
	var finishes int
	for {
		c, err := st.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, ch := range c.Choices {
			for _, tc := range ch.Delta.ToolCalls {
				if tc.Index == nil || *tc.Index != 0 {
					t.Errorf("index = %v, want 0", tc.Index)
				}
				args += tc.Function.Arguments
				name += tc.Function.Name
				id += tc.ID
			}
			if ch.FinishReason != "" {
				finishes++
			}
		}
	}
	if id != "toolu_9" || name != "lookup" || args != `{"q":"y"}` || finishes != 1 {
		t.Errorf("assembled %q %q %q with %d finishes", id, name, args, finishes)
	}
}
