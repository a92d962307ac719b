package e2e

import (
	"context"
	"testing"

	oai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/tidwall/gjson"
)

func openaiGo(baseURL string) oai.Client {
	return oai.NewClient(option.WithBaseURL(baseURL), option.WithAPIKey("sk-e2e-client"), option.WithMaxRetries(0))
}

var oaiLookup = oai.ChatCompletionFunctionTool(oai.FunctionDefinitionParam{
	Name:        "lookup",
	Description: oai.String("Look up the weather in a city."),
	Parameters: oai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"city": map[string]any{"type": "string"}},
		"required":   []string{"city"},
	},
})

// oaiTurn asks one question with openai-go; a stream goes through its
// ChatCompletionAccumulator, which rejects a chunk whose id changed.
func oaiTurn(t *testing.T, c oai.Client, msgs []oai.ChatCompletionMessageParamUnion, tools []oai.ChatCompletionToolUnionParam, stream bool) (answer, oai.ChatCompletionMessage) {
	t.Helper()
	params := oai.ChatCompletionNewParams{Model: "gpt-4.1", Messages: msgs, Tools: tools}
	var (
		choice oai.ChatCompletionChoice
		id     string
		zc     gjson.Result
	)
	if !stream {
		resp, err := c.Chat.Completions.New(context.Background(), params)
		if err != nil {
			t.Fatalf("openai-go New: %v", err)
		}
		if len(resp.Choices) != 1 {
			t.Fatalf("openai-go: %d choices", len(resp.Choices))
		}
		choice = resp.Choices[0]
		id = resp.ID
		zc = gjson.Get(resp.RawJSON(), "zc_receipts")
	} else {
		params.StreamOptions = oai.ChatCompletionStreamOptionsParam{IncludeUsage: oai.Bool(true)}
		s := c.Chat.Completions.NewStreaming(context.Background(), params)
		defer s.Close()
		var acc oai.ChatCompletionAccumulator
		for s.Next() {
			chunk := s.Current()
			if !acc.AddChunk(chunk) {
				t.Fatalf("openai-go: accumulator rejected chunk %s", chunk.RawJSON())
			}
			if z := gjson.Get(chunk.RawJSON(), "zc_receipts"); z.Exists() {
				zc = z
			}
		}
		if err := s.Err(); err != nil {
			t.Fatalf("openai-go stream: %v", err)
		}
		if len(acc.Choices) != 1 {
			t.Fatalf("openai-go: accumulated %d choices", len(acc.Choices))
		}
		choice = acc.Choices[0]
		id = acc.ID
	}
	a := answer{ID: id, Content: choice.Message.Content, Role: string(choice.Message.Role), Finish: choice.FinishReason}
	for _, tc := range choice.Message.ToolCalls {
		a.Calls = append(a.Calls, call{ID: tc.ID, Type: string(tc.Type), Name: tc.Function.Name, Args: tc.Function.Arguments})
	}
	if zc.Exists() {
		a.Receipts, a.Flags = zcReceipts(zc)
	}
	return a, choice.Message
}

func oaiServerTool(t *testing.T, baseURL string, stream bool) answer {
	msgs := []oai.ChatCompletionMessageParamUnion{oai.UserMessage(serverPrompt)}
	a, _ := oaiTurn(t, openaiGo(baseURL), msgs, nil, stream)
	if a.Receipts == nil {
		t.Errorf("openai-go saw no zc_receipts")
	}
	return a
}

func oaiClientTool(t *testing.T, baseURL string, stream bool) exchange {
	c := openaiGo(baseURL)
	msgs := []oai.ChatCompletionMessageParamUnion{oai.UserMessage(clientPrompt)}
	tools := []oai.ChatCompletionToolUnionParam{oaiLookup}
	asked, msg := oaiTurn(t, c, msgs, tools, stream)
	if len(msg.ToolCalls) == 0 {
		return exchange{Asked: asked}
	}
	msgs = append(msgs, msg.ToParam())
	for _, tc := range msg.ToolCalls {
		msgs = append(msgs, oai.ToolMessage(lookupResult, tc.ID))
	}
	final, _ := oaiTurn(t, c, msgs, tools, stream)
	return exchange{Asked: asked, Answer: final}
}
