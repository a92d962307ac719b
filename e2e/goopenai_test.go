package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"sort"
	"testing"

	goopenai "github.com/sashabaranov/go-openai"
)

// goOpenAI is the go-openai client (v1.43.0) pointed at the proxy, with its
// defaults (EmptyMessagesLimit 300 among them).
func goOpenAI(baseURL string) *goopenai.Client {
	cfg := goopenai.DefaultConfig("sk-e2e-client")
	cfg.BaseURL = baseURL
	return goopenai.NewClientWithConfig(cfg)
}

var goLookup = goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
	Name:        "lookup",
	Description: "Look up the weather in a city.",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`),
}}

// goTurn asks one question (streamed or not) and folds the reply.
func goTurn(t *testing.T, c *goopenai.Client, msgs []goopenai.ChatCompletionMessage, tools []goopenai.Tool, stream bool) (answer, goopenai.ChatCompletionMessage) {
	t.Helper()
	req := goopenai.ChatCompletionRequest{Model: "gpt-4.1", Messages: msgs, Tools: tools}
	if !stream {
		resp, err := c.CreateChatCompletion(context.Background(), req)
		if err != nil {
			t.Fatalf("go-openai CreateChatCompletion: %v", err)
		}
		if len(resp.Choices) != 1 {
			t.Fatalf("go-openai: %d choices", len(resp.Choices))
		}
		ch := resp.Choices[0]
		a := answer{ID: resp.ID, Content: ch.Message.Content, Role: ch.Message.Role, Finish: string(ch.FinishReason)}
		for _, tc := range ch.Message.ToolCalls {
			a.Calls = append(a.Calls, call{ID: tc.ID, Type: string(tc.Type), Name: tc.Function.Name, Args: tc.Function.Arguments})
		}
		return a, ch.Message
	}
	req.Stream = true
	req.StreamOptions = &goopenai.StreamOptions{IncludeUsage: true}
	s, err := c.CreateChatCompletionStream(context.Background(), req)
	if err != nil {
		t.Fatalf("go-openai CreateChatCompletionStream: %v", err)
	}
	defer s.Close()
	var a answer
	byIndex := map[int]*call{}
	for {
		resp, err := s.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("go-openai Recv: %v", err)
		}
		if len(resp.Choices) > 0 {
			if a.ID != "" && resp.ID != a.ID {
				t.Errorf("chunk id changed mid-stream: %q then %q", a.ID, resp.ID)
			}
			a.ID = resp.ID
		}
		for _, ch := range resp.Choices {
			a.Content += ch.Delta.Content
			if ch.Delta.Role != "" {
				a.Role = ch.Delta.Role
			}
			if ch.FinishReason != "" {
				a.Finish = string(ch.FinishReason)
			}
			for _, tc := range ch.Delta.ToolCalls {
				if tc.Index == nil {
					t.Fatalf("go-openai: tool call delta without index")
				}
				c := byIndex[*tc.Index]
				if c == nil {
					c = &call{}
					byIndex[*tc.Index] = c
				}
				c.ID += tc.ID
				c.Type += string(tc.Type)
				c.Name += tc.Function.Name
				c.Args += tc.Function.Arguments
			}
		}
	}
	idx := make([]int, 0, len(byIndex))
	for i := range byIndex {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	msg := goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleAssistant, Content: a.Content}
	for _, i := range idx {
		c := *byIndex[i]
		a.Calls = append(a.Calls, c)
		msg.ToolCalls = append(msg.ToolCalls, goopenai.ToolCall{ID: c.ID, Type: goopenai.ToolTypeFunction,
			Function: goopenai.FunctionCall{Name: c.Name, Arguments: c.Args}})
	}
	return a, msg
}

func goServerTool(t *testing.T, baseURL string, stream bool) answer {
	msgs := []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: serverPrompt}}
	a, _ := goTurn(t, goOpenAI(baseURL), msgs, nil, stream)
	return a
}

func goClientTool(t *testing.T, baseURL string, stream bool) exchange {
	c := goOpenAI(baseURL)
	msgs := []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: clientPrompt}}
	asked, msg := goTurn(t, c, msgs, []goopenai.Tool{goLookup}, stream)
	if len(msg.ToolCalls) == 0 {
		return exchange{Asked: asked}
	}
	msgs = append(msgs, msg)
	for _, tc := range msg.ToolCalls {
		msgs = append(msgs, goopenai.ChatCompletionMessage{Role: goopenai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: lookupResult})
	}
	final, _ := goTurn(t, c, msgs, []goopenai.Tool{goLookup}, stream)
	return exchange{Asked: asked, Answer: final}
}
