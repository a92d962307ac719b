package scripted

import (
	"context"
	"reflect"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
)

func TestCompletionReadByClients(t *testing.T) {
	for _, tc := range clientCases {
		t.Run(tc.name, func(t *testing.T) {
			wantFinish := tc.turn.FinishReason
			if wantFinish == "" {
				wantFinish = map[bool]string{false: "stop", true: "tool_calls"}[len(tc.turn.ToolCalls) > 0]
			}
			want := wantCalls(tc.turn, 0, "call_")

			srv := startServer(t, &Server{Respond: fixed(tc.turn)})
			resp, err := goOpenAI(srv.URL).CreateChatCompletion(context.Background(), goopenai.ChatCompletionRequest{
				Model:    "gpt-4.1",
				Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hello"}},
			})
			if err != nil {
				t.Fatalf("go-openai: %v", err)
			}
			msg := resp.Choices[0].Message
			var got []call
			for i, c := range msg.ToolCalls {
				got = append(got, call{Index: i, ID: c.ID, Name: c.Function.Name, Args: c.Function.Arguments})
			}
			if msg.Content != tc.turn.Content || !reflect.DeepEqual(got, want) || string(resp.Choices[0].FinishReason) != wantFinish {
				t.Errorf("go-openai: content %q calls %+v finish %q; want %q %+v %q",
					msg.Content, got, resp.Choices[0].FinishReason, tc.turn.Content, want, wantFinish)
			}
			if resp.Object != "chat.completion" || resp.Model != "gpt-4.1" || !strings.HasPrefix(resp.ID, "chatcmpl-") ||
				resp.Usage.TotalTokens != resp.Usage.PromptTokens+resp.Usage.CompletionTokens || resp.Usage.TotalTokens == 0 {
				t.Errorf("go-openai: envelope %+v", resp)
			}

			srv = startServer(t, &Server{Respond: fixed(tc.turn)})
			client := official(srv.URL)
			cc, err := client.Chat.Completions.New(context.Background(), oai.ChatCompletionNewParams{
				Model:    "gpt-4.1",
				Messages: []oai.ChatCompletionMessageParamUnion{oai.UserMessage("hello")},
			})
			if err != nil {
				t.Fatalf("openai-go: %v", err)
			}
			m := cc.Choices[0].Message
			got = nil
			for i, c := range m.ToolCalls {
				got = append(got, call{Index: i, ID: c.ID, Name: c.Function.Name, Args: c.Function.Arguments})
			}
			if m.Content != tc.turn.Content || !reflect.DeepEqual(got, want) || cc.Choices[0].FinishReason != wantFinish {
				t.Errorf("openai-go: content %q calls %+v finish %q", m.Content, got, cc.Choices[0].FinishReason)
			}
			if u := tc.turn.Usage; u != nil && (int(cc.Usage.PromptTokens) != u.PromptTokens ||
				int(cc.Usage.CompletionTokens) != u.CompletionTokens || int(cc.Usage.PromptTokensDetails.CachedTokens) != u.CachedTokens) {
				t.Errorf("openai-go: usage %+v, want %+v", cc.Usage, *u)
			}
		})
	}
}

func TestCompletionMatchesRecordings(t *testing.T) {
	tests := []struct {
		name    string
		section string
		turn    Turn
	}{
		{"text and tool call", "non-streaming", Turn{Content: "I am about to call it.", ToolCalls: []ToolCall{{Name: "bmcp_coder_coder_list_workspaces", Arguments: `{"owner":"admin"}`}}}},
		{"text", "non-streaming/tool-call", Turn{Content: "Here is the list."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := gjson.ParseBytes(fixtureSection(t, "coder-aibridge/chatcompletions/single_injected_tool.txtar", tt.section))
			srv := startServer(t, &Server{Respond: fixed(tt.turn)})
			res, body := postChat(t, srv.URL, `{"model":"gpt-4.1","messages":[{"role":"user","content":"hi"}]}`)
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/json" {
				t.Fatalf("status %d, Content-Type %q", res.StatusCode, res.Header.Get("Content-Type"))
			}
			got := gjson.ParseBytes(body)
			if shape(got) != shape(want) {
				t.Errorf("shape:\n got  %s\n want %s", shape(got), shape(want))
			}
			if !strings.Contains(string(body), "\n  \"id\": ") {
				t.Errorf("body is not indented as OpenAI's: %.80s", body)
			}
		})
	}
}

func TestToolOnlyCompletionHasNullContent(t *testing.T) {
	srv := startServer(t, &Server{Respond: fixed(Turn{ToolCalls: []ToolCall{{Name: "date", Arguments: "{}"}}})})
	_, body := postChat(t, srv.URL, `{"model":"m","messages":[]}`)
	msg := gjson.GetBytes(body, "choices.0.message")
	if msg.Get("content").Type != gjson.Null || msg.Get("refusal").Type != gjson.Null || msg.Get("annotations").Raw != "[]" {
		t.Errorf("message = %s", msg.Raw)
	}
}
