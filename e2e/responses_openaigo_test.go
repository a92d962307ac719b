package e2e

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

var respLookup = responses.ToolParamOfFunction("lookup", map[string]any{
	"type": "object", "properties": map[string]any{"city": map[string]any{"type": "string"}},
	"required": []string{"city"}, "additionalProperties": false,
}, true)

// respTurn is one Responses API call with openai-go, streamed or not.
type respTurn struct {
	ID, Text string
	Status   responses.ResponseStatus            // the response's status
	Reason   string                              // incomplete_details.reason
	Terminal string                              // the stream's terminal event ("" for a JSON answer)
	Calls    []responses.ResponseOutputItemUnion // function_call items
	ZC       gjson.Result
	Events   int
}

func oaiRespTurn(t *testing.T, c oai.Client, params responses.ResponseNewParams, stream bool) respTurn {
	t.Helper()
	var r responses.Response
	events, terminal := 0, ""
	if !stream {
		resp, err := c.Responses.New(context.Background(), params)
		if err != nil {
			t.Fatalf("openai-go Responses.New: %v", err)
		}
		r = *resp
	} else {
		s := c.Responses.NewStreaming(context.Background(), params)
		defer s.Close()
		var deltas strings.Builder
		last := int64(-1)
		for s.Next() {
			ev := s.Current()
			events++
			if ev.SequenceNumber <= last {
				t.Errorf("sequence_number %d after %d", ev.SequenceNumber, last)
			}
			last = ev.SequenceNumber
			switch ev.Type {
			case "response.output_text.delta":
				deltas.WriteString(ev.Delta)
			case "response.completed", "response.incomplete":
				r, terminal = ev.Response, ev.Type
			}
		}
		if err := s.Err(); err != nil {
			t.Fatalf("openai-go Responses stream: %v", err)
		}
		if r.ID == "" {
			t.Fatal("openai-go: the stream never completed")
		}
		if deltas.String() != r.OutputText() {
			t.Errorf("deltas %q, completed text %q", deltas.String(), r.OutputText())
		}
	}
	out := respTurn{ID: r.ID, Text: r.OutputText(), Status: r.Status, Reason: r.IncompleteDetails.Reason, Terminal: terminal,
		ZC: gjson.Get(r.RawJSON(), "zc_receipts"), Events: events}
	for _, it := range r.Output {
		if it.Type == "function_call" {
			out.Calls = append(out.Calls, it)
		}
	}
	return out
}

// oaiRespFollowUp answers the client's function calls of prev, chained by
// previous_response_id.
func oaiRespFollowUp(prev respTurn) responses.ResponseNewParams {
	var items responses.ResponseInputParam
	for _, c := range prev.Calls {
		item := responses.ResponseInputItemParamOfFunctionCallOutput(lookupResult)
		item.OfFunctionCallOutput.CallID = oai.String(c.CallID)
		items = append(items, item)
	}
	return responses.ResponseNewParams{
		Model: "gpt-4.1", PreviousResponseID: oai.String(prev.ID), Tools: []responses.ToolUnionParam{respLookup},
		Input: responses.ResponseNewParamsInputUnion{OfInputItemList: items},
	}
}

func respQuestion(q string, tools ...responses.ToolUnionParam) responses.ResponseNewParams {
	return responses.ResponseNewParams{Model: "gpt-4.1", Tools: tools, Input: responses.ResponseNewParamsInputUnion{OfString: oai.String(q)}}
}

// TestResponsesOpenAIGoReadsScripted: openai-go's Responses client reads
// the scripted upstream's answers, streamed and not, and chains a client
// tool round by previous_response_id.
func TestResponsesOpenAIGoReadsScripted(t *testing.T) {
	up := httptest.NewServer(&scripted.Server{Respond: brain})
	t.Cleanup(up.Close)
	c := openaiGo(up.URL + "/v1")
	for _, stream := range []bool{false, true} {
		asked := oaiRespTurn(t, c, respQuestion(clientPrompt, respLookup), stream)
		if len(asked.Calls) != 1 || asked.Calls[0].Name != "lookup" || asked.Calls[0].Arguments.OfString != lookupArgs {
			t.Fatalf("stream=%v asked: %+v", stream, asked)
		}
		answer := oaiRespTurn(t, c, oaiRespFollowUp(asked), stream)
		if answer.Text != "Here is what the tools said: "+lookupResult {
			t.Errorf("stream=%v answer %q", stream, answer.Text)
		}
	}
}

// TestResponsesOpenAIGoThroughProxy: openai-go's Responses client against
// the proxy, streamed and not: a server tool answered with a receipt, the
// footer and zc_receipts; a client tool handed back and its result chained
// by previous_response_id; a mixed turn spliced back.
func TestResponsesOpenAIGoThroughProxy(t *testing.T) {
	st := startStack(t, scripted.DialectOpenAI, false)
	c := openaiGo(st.baseURL)
	for _, stream := range []bool{false, true} {
		server := oaiRespTurn(t, c, respQuestion(serverPrompt), stream)
		if !strings.Contains(server.Text, clockOutput) || !strings.Contains(server.Text, "\nTool receipts:\n  clock: zc-receipt-") ||
			server.ZC.Get("receipts.0.tool").String() != "clock" || len(server.Calls) != 0 {
			t.Errorf("stream=%v server: %+v", stream, server)
		}
		asked := oaiRespTurn(t, c, respQuestion(clientPrompt, respLookup), stream)
		if len(asked.Calls) != 1 || asked.Calls[0].Name != "lookup" || strings.Contains(asked.Text, "Tool receipts") {
			t.Fatalf("stream=%v asked: %+v", stream, asked)
		}
		if answer := oaiRespTurn(t, c, oaiRespFollowUp(asked), stream); answer.Text != "Here is what the tools said: "+lookupResult {
			t.Errorf("stream=%v answer %q", stream, answer.Text)
		}
		mixed := oaiRespTurn(t, c, respQuestion(mixedPrompt, respLookup), stream)
		if len(mixed.Calls) != 1 || mixed.Calls[0].Name != "lookup" || mixed.ZC.Get("receipts.0.tool").String() != "clock" {
			t.Fatalf("stream=%v mixed: %+v", stream, mixed)
		}
		answer := oaiRespTurn(t, c, oaiRespFollowUp(mixed), stream)
		// The footer lists the turn's receipt: the spliced server call's.
		if !strings.Contains(answer.Text, clockOutput) || !strings.Contains(answer.Text, "[receipt: zc-receipt-") ||
			!strings.Contains(answer.Text, lookupResult+"\n\n---\nTool receipts:\n  clock: zc-receipt-") {
			t.Errorf("stream=%v mixed answer %q", stream, answer.Text)
		}
	}
}

// TestResponsesOpenAIGoSeesIncomplete: an answer the proxy's loop cut
// short (the request's max_output_tokens used up while the model kept
// calling the clock tool) reads to openai-go as OpenAI's own cut-short
// answer: status incomplete, incomplete_details.reason max_output_tokens,
// and a stream that ends with response.incomplete; status completed
// would pass the stop notice off as the answer.
func TestResponsesOpenAIGoSeesIncomplete(t *testing.T) {
	st := startStackFor(t, &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "clock", Arguments: `{}`}},
			Usage: &scripted.Usage{PromptTokens: 10, CompletionTokens: 100}}
	}})
	c := openaiGo(st.baseURL)
	for _, stream := range []bool{false, true} {
		params := respQuestion("server: what time is it?")
		params.MaxOutputTokens = oai.Int(150)
		got := oaiRespTurn(t, c, params, stream)
		if got.Status != responses.ResponseStatusIncomplete || got.Reason != "max_output_tokens" ||
			!strings.Contains(got.Text, "max_output_tokens, 150, used up") {
			t.Errorf("stream=%v: status %q, reason %q, text %q: want incomplete, max_output_tokens and the notice", stream, got.Status, got.Reason, got.Text)
		}
		if stream && got.Terminal != "response.incomplete" {
			t.Errorf("stream ended with %q, want response.incomplete", got.Terminal)
		}
	}
}
