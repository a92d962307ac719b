package proxy

import (
	"net/http"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestStreamedClientCallsOnePerChunk: a streamed turn that hands the client
// several tool calls sends each in a chunk of its own, numbered from 0, as
// OpenAI streams them. LlamaIndex's OpenAI LLM (@llamaindex/openai 0.4)
// reads only tool_calls[0] of each chunk, so when the proxy sent every
// call in one delta its agents ran the first call and lost the others
// (e2e TestFrameworksThroughProxy, li_chat_agent_stream_cities). Alone
// and beside a server call (a mixed turn), with the text the model wrote
// first ahead of them.
func TestStreamedClientCallsOnePerChunk(t *testing.T) {
	paris := scripted.ToolCall{ID: "call_p", Name: "lookup", Arguments: `{"q":"Paris"}`}
	rome := scripted.ToolCall{ID: "call_r", Name: "lookup", Arguments: `{"q":"Rome"}`}
	shell := scripted.ToolCall{ID: "call_s", Name: "shell", Arguments: `{"command":"echo x"}`}
	for name, calls := range map[string][]scripted.ToolCall{
		"client only": {paris, rome},
		"mixed":       {paris, shell, rome},
	} {
		t.Run(name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{Content: "Let me look.", ToolCalls: calls}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := env.post(t, `{"model":"m","stream":true,"tools":[`+clientLookupTool+`],"messages":[{"role":"user","content":"go"}]}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			s := parseStream(t, got)
			// Read the stream as LlamaIndex does: the first call of each
			// chunk that carries tool calls.
			var ids []string
			for _, c := range s.chunks {
				tcs := c.Get("choices.0.delta.tool_calls").Array()
				if len(tcs) == 0 {
					continue
				}
				if len(tcs) != 1 {
					t.Errorf("chunk with %d tool calls, want one a chunk: %s", len(tcs), c.Raw)
				}
				first := tcs[0]
				if first.Get("index").Int() != int64(len(ids)) || first.Get("function.name").Str != "lookup" {
					t.Errorf("tool call %d: %s", len(ids), first.Raw)
				}
				ids = append(ids, first.Get("id").Str)
			}
			if len(ids) != 2 || ids[0] != "call_p" || ids[1] != "call_r" {
				t.Errorf("calls read one a chunk: %v, want [call_p call_r]", ids)
			}
			if fin := s.finishChunks(); len(fin) != 1 || fin[0].Get("choices.0.finish_reason").Str != "tool_calls" {
				t.Errorf("finish chunks: %v", fin)
			}
			if s.content != "Let me look." {
				t.Errorf("content %q, want the model's text and no footer ahead of the calls", s.content)
			}
		})
	}
}
