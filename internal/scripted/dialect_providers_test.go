package scripted

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestProviderDialectWire checks each provider dialect's documented quirks
// on the wire, for a turn with a text preamble and one tool call.
func TestProviderDialectWire(t *testing.T) {
	turn := Turn{Content: "Checking.", ToolCalls: []ToolCall{{Name: "shell", Arguments: `{"command":"git log --oneline"}`}}}
	const body = `{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},"messages":[]}`
	tests := []struct {
		dialect Dialect
		check   func(t *testing.T, chunks []gjson.Result, comments []string)
	}{
		{DialectAzure, func(t *testing.T, chunks []gjson.Result, _ []string) {
			first := chunks[0]
			if first.Get("id").Raw != `""` || first.Get("created").Int() != 0 || len(first.Get("choices").Array()) != 0 ||
				first.Get("prompt_filter_results.0.content_filter_results.hate.severity").Str != "safe" {
				t.Errorf("opening chunk %s is not a prompt filter chunk", first.Raw)
			}
			for _, c := range chunks[1:] {
				if ch := c.Get("choices.0"); ch.Exists() && !ch.Get("content_filter_results").IsObject() {
					t.Errorf("choice without content_filter_results: %s", c.Raw)
				}
			}
		}},
		{DialectOllama, func(t *testing.T, chunks []gjson.Result, _ []string) {
			for _, c := range chunks {
				ch := c.Get("choices.0")
				if !ch.Exists() {
					continue
				}
				if ch.Get("delta.role").Str != "assistant" || ch.Get("logprobs").Exists() {
					t.Errorf("delta without role, or with logprobs: %s", c.Raw)
				}
				if tc := ch.Get("delta.tool_calls.0"); tc.Exists() && (tc.Get("function.arguments").Str != turn.ToolCalls[0].Arguments || ch.Get("delta.content").Raw != `""`) {
					t.Errorf("tool call not whole beside empty content: %s", c.Raw)
				}
			}
			if c := chunks[0]; c.Get("system_fingerprint").Str != "fp_ollama" {
				t.Errorf("fingerprint %s", c.Get("system_fingerprint").Raw)
			}
		}},
		{DialectGemini, func(t *testing.T, chunks []gjson.Result, _ []string) {
			calls := 0
			for _, c := range chunks {
				if tc := c.Get("choices.0.delta.tool_calls.0"); tc.Exists() {
					calls++
					if tc.Get("index").Exists() || tc.Get("function.arguments").Str != turn.ToolCalls[0].Arguments {
						t.Errorf("tool call with index, or split: %s", c.Raw)
					}
				}
			}
			last := chunks[len(chunks)-1]
			if calls != 1 || last.Get("choices.0.finish_reason").Str != "stop" || !last.Get("usage").IsObject() {
				t.Errorf("%d call deltas; last chunk %s, want finish stop with usage", calls, last.Raw)
			}
		}},
		{DialectVLLM, func(t *testing.T, chunks []gjson.Result, _ []string) {
			for _, c := range chunks {
				if c.Get("model").Raw != `""` {
					t.Errorf("model %s, want \"\"", c.Get("model").Raw)
				}
				if tc := c.Get("choices.0.delta.tool_calls.0"); tc.Get("id").Exists() &&
					(!strings.HasPrefix(tc.Get("id").Str, "chatcmpl-tool-") || tc.Get("function.arguments").Exists()) {
					t.Errorf("tool header %s", tc.Raw)
				}
				if fr := c.Get("choices.0.finish_reason"); fr.Str != "" && c.Get("choices.0.stop_reason").Raw != "null" {
					t.Errorf("finish without stop_reason: %s", c.Raw)
				}
			}
		}},
		{DialectOpenRouter, func(t *testing.T, chunks []gjson.Result, comments []string) {
			if len(comments) != 2 || comments[0] != ": OPENROUTER PROCESSING" {
				t.Errorf("comments %q", comments)
			}
			for _, c := range chunks {
				if !strings.HasPrefix(c.Get("id").Str, "gen-") || c.Get("provider").Str != "OpenAI" {
					t.Errorf("chunk %s lacks OpenRouter's id or provider", c.Raw)
				}
				if ch := c.Get("choices.0"); ch.Exists() && ch.Get("native_finish_reason").Raw != ch.Get("finish_reason").Raw {
					t.Errorf("native_finish_reason differs: %s", c.Raw)
				}
			}
		}},
		{DialectGroq, func(t *testing.T, chunks []gjson.Result, _ []string) {
			for _, c := range chunks {
				if c.Get("usage").Exists() {
					t.Errorf("standard usage in a Groq stream: %s", c.Raw)
				}
			}
			last := chunks[len(chunks)-1]
			if last.Get("choices.0.finish_reason").Str != "tool_calls" || last.Get("x_groq.usage.total_tokens").Int() == 0 ||
				!strings.HasPrefix(last.Get("x_groq.id").Str, "req_") {
				t.Errorf("finish chunk %s lacks x_groq usage", last.Raw)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(string(tt.dialect), func(t *testing.T) {
			srv := startServer(t, &Server{Dialect: tt.dialect, Respond: fixed(turn)})
			_, b := postChat(t, srv.URL, body)
			data, comments := dataPayloads(b)
			if data[len(data)-1] != "[DONE]" {
				t.Fatalf("no [DONE]")
			}
			var chunks []gjson.Result
			for _, d := range data[:len(data)-1] {
				if !gjson.Valid(d) {
					t.Fatalf("invalid JSON %s", d)
				}
				chunks = append(chunks, gjson.Parse(d))
			}
			tt.check(t, chunks, comments)
		})
	}
}

// TestProviderDialectsWithOpenAIGo reads every dialect's streams with
// openai-go's accumulator and go-openai, and its completions as JSON: text,
// calls and finish come out as the turn said, apart from the documented
// quirks (Gemini's streamed "stop" after calls; Copilot numbering calls
// after text from 1; go-openai cannot read Gemini's index-less calls).
func TestProviderDialectsWithOpenAIGo(t *testing.T) {
	turns := []Turn{
		{Content: "Plain answer, twice the words."},
		{ToolCalls: []ToolCall{{Name: "shell", Arguments: `{"command":"date"}`}}},
		{Content: "Let me check.", ToolCalls: []ToolCall{{Name: "weather", Arguments: `{"city":"Zürich"}`}}},
	}
	for _, d := range Dialects() {
		for i, turn := range turns {
			t.Run(string(d)+"/"+[]string{"text", "call", "text then call"}[i], func(t *testing.T) {
				spec := d.spec()
				wantFinish := "stop"
				if len(turn.ToolCalls) > 0 && spec.streamToolFinish == "" {
					wantFinish = "tool_calls"
				}
				srv := startServer(t, &Server{Dialect: d, Respond: fixed(turn)})
				got := streamWithOfficial(t, srv.URL, true)
				if got.Content != turn.Content || got.Finish != wantFinish {
					t.Errorf("openai-go: content %q finish %q, want %q %q", got.Content, got.Finish, turn.Content, wantFinish)
				}
				if want := wantCalls(turn, 0, spec.toolIDPrefix); !sameCalls(got.Calls, want) {
					t.Errorf("openai-go: calls %+v, want %+v", got.Calls, want)
				}
				if spec.toolKeysHaveIndex() {
					// A second request: generated call ids count on (<prefix>2).
					g := streamWithGoOpenAI(t, srv.URL, false)
					want := wantCalls(turn, 0, spec.toolIDPrefix)
					for i := range want {
						want[i].ID = spec.toolIDPrefix + "2"
					}
					if g.Content != turn.Content || !sameCalls(g.Calls, want) {
						t.Errorf("go-openai: %+v", g)
					}
				}
				res, body := postChat(t, srv.URL, `{"model":"gpt-4.1","messages":[]}`)
				j := gjson.ParseBytes(body)
				if res.StatusCode != http.StatusOK || j.Get("choices.0.message.content").Str != turn.Content {
					t.Errorf("completion %d %s", res.StatusCode, body)
				}
				wantJSONFinish := "stop"
				if len(turn.ToolCalls) > 0 {
					wantJSONFinish = "tool_calls"
				}
				if f := j.Get("choices.0.finish_reason").Str; f != wantJSONFinish {
					t.Errorf("completion finish_reason %q, want %q", f, wantJSONFinish)
				}
			})
		}
	}
}

// sameCalls compares calls ignoring the index a dialect numbered them by.
func sameCalls(got, want []call) bool {
	strip := func(cs []call) []call {
		out := make([]call, len(cs))
		for i, c := range cs {
			c.Index = 0
			out[i] = c
		}
		return out
	}
	return reflect.DeepEqual(strip(got), strip(want))
}

func (s *dialectSpec) toolKeysHaveIndex() bool {
	for _, k := range s.toolKeys {
		if k == "index" {
			return true
		}
	}
	return false
}

// TestOpenRouterErrorEvent: once OpenRouter's 200 went out, an error is a
// data event with an "error" member and finish_reason "error", and the
// stream ends without [DONE]; unstreamed, it is a plain HTTP error.
func TestOpenRouterErrorEvent(t *testing.T) {
	turn := Turn{Content: "Partial answer", Status: http.StatusBadGateway, ErrorMessage: "Provider disconnected unexpectedly"}
	srv := startServer(t, &Server{Dialect: DialectOpenRouter, Respond: fixed(turn)})
	res, body := postChat(t, srv.URL, `{"model":"gpt-4.1","stream":true,"messages":[]}`)
	data, _ := dataPayloads(body)
	if res.StatusCode != http.StatusOK || len(data) == 0 {
		t.Fatalf("status %d, %d events", res.StatusCode, len(data))
	}
	last := gjson.Parse(data[len(data)-1])
	if last.Get("error.message").Str != turn.ErrorMessage || last.Get("choices.0.finish_reason").Str != "error" {
		t.Errorf("last event %s is not an error event", last.Raw)
	}
	if strings.Contains(string(body), "[DONE]") {
		t.Errorf("error stream ends with [DONE]")
	}
	res, body = postChat(t, srv.URL, `{"model":"gpt-4.1","messages":[]}`)
	if res.StatusCode != http.StatusBadGateway || gjson.GetBytes(body, "error.message").Str != turn.ErrorMessage {
		t.Errorf("unstreamed: %d %s", res.StatusCode, body)
	}
}
