package e2e

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestCompatUpstreamErrorEvent: OpenRouter reports an error that happens
// after its 200 went out as a data event. Through the proxy every client
// sees the text that had arrived and then an error (an OpenAI-shaped error
// event, no [DONE]), never a clean end; unstreamed, an HTTP error.
func TestCompatUpstreamErrorEvent(t *testing.T) {
	t.Parallel()
	st := startStack(t, scripted.DialectOpenRouter, false)

	t.Run("go-openai/stream", func(t *testing.T) {
		s, err := goOpenAI(st.baseURL).CreateChatCompletionStream(context.Background(), goopenai.ChatCompletionRequest{
			Model: "gpt-4.1", Stream: true,
			Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: failPrompt}},
		})
		if err != nil {
			t.Fatalf("open: %v", err)
		}
		defer s.Close()
		var content string
		for {
			resp, err := s.Recv()
			if errors.Is(err, io.EOF) {
				t.Fatalf("stream ended cleanly after an upstream error; content %q", content)
			}
			if err != nil {
				break
			}
			for _, ch := range resp.Choices {
				content += ch.Delta.Content
			}
		}
		if content != "Partial answer" {
			t.Errorf("content before the error = %q", content)
		}
	})
	t.Run("openai-go/stream", func(t *testing.T) {
		c := openaiGo(st.baseURL)
		s := c.Chat.Completions.NewStreaming(context.Background(), oai.ChatCompletionNewParams{
			Model: "gpt-4.1", Messages: []oai.ChatCompletionMessageParamUnion{oai.UserMessage(failPrompt)}})
		defer s.Close()
		for s.Next() {
		}
		if s.Err() == nil {
			t.Errorf("openai-go saw no error")
		}
	})
	t.Run("curl/stream", func(t *testing.T) {
		_, err := curlAvailable()
		needTool(t, "curl", err == nil)
		out := runCurl(t, st.baseURL, `{"model":"gpt-4.1","stream":true,"messages":[{"role":"user","content":"`+failPrompt+`"}]}`)
		if strings.Contains(out, "[DONE]") || !strings.Contains(out, `data: {"error":`) {
			t.Errorf("stream does not end in an error event:\n%s", out)
		}
	})
	t.Run("curl/create", func(t *testing.T) {
		_, err := curlAvailable()
		needTool(t, "curl", err == nil)
		out := runCurl(t, st.baseURL, `{"model":"gpt-4.1","messages":[{"role":"user","content":"`+failPrompt+`"}]}`)
		if !gjson.Get(out, "error.message").Exists() {
			t.Errorf("no OpenAI error body: %s", out)
		}
	})
}
