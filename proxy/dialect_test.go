package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestDialectGroqStreamUsage: Groq streams usage only in x_groq.usage on
// its finish chunk. A streamed loop with include_usage ends with a usage
// chunk summing every round's x_groq.usage, and the finish chunk keeps
// x_groq as Groq sent it. Regression: only standard usage was summed, so
// no usage chunk went out.
func TestDialectGroqStreamUsage(t *testing.T) {
	calls := []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}
	usage := &scripted.Usage{PromptTokens: 11, CompletionTokens: 4}
	for _, tc := range []struct {
		name          string
		respond       scripted.Responder
		prompt, compl int64
	}{
		{"one round", func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "Hello.", Usage: usage} }, 11, 4},
		{"tool round", func(req gjson.Result) scripted.Turn {
			if len(toolResults(req)) == 0 {
				return scripted.Turn{ToolCalls: calls, Usage: usage}
			}
			return scripted.Turn{Content: quoteReceipts(req), Usage: usage}
		}, 22, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Dialect: scripted.DialectGroq, Respond: tc.respond}
			e := newLoopEnv(t, up, testSpecs(), nil)
			_, body := e.post(t, `{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},`+
				`"messages":[{"role":"user","content":"greet Ada"}]}`, nil)
			s := parseStream(t, body)
			if s.dones != 1 || len(s.chunks) == 0 {
				t.Fatalf("%d [DONE], %d chunks:\n%s", s.dones, len(s.chunks), body)
			}
			last := s.chunks[len(s.chunks)-1]
			u := last.Get("usage")
			if !u.IsObject() || len(last.Get("choices").Array()) != 0 {
				t.Fatalf("last chunk is no usage chunk: %s", last.Raw)
			}
			if u.Get("prompt_tokens").Int() != tc.prompt || u.Get("completion_tokens").Int() != tc.compl ||
				u.Get("total_tokens").Int() != tc.prompt+tc.compl {
				t.Errorf("usage %s, want prompt %d completion %d", u.Raw, tc.prompt, tc.compl)
			}
			fin := s.finishChunks()
			if len(fin) != 1 {
				t.Fatalf("%d finish chunks", len(fin))
			}
			if g := fin[0].Get("x_groq"); g.Get("usage.prompt_tokens").Int() != 11 || !strings.HasPrefix(g.Get("id").Str, "req_") {
				t.Errorf("finish chunk x_groq %s, want Groq's as sent", g.Raw)
			}
			if fin[0].Get("usage").Exists() {
				t.Errorf("finish chunk carries usage: %s", fin[0].Raw)
			}
		})
	}
}

// TestDialectOpenRouterErrorEvent: an error data event in OpenRouter's 200
// stream reaches the client as an error event with the provider's message
// and code (and no [DONE]), unless the message quotes the upstream key or
// address. Regression: the client got the generic "upstream error".
func TestDialectOpenRouterErrorEvent(t *testing.T) {
	calls := []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}
	const providerMsg = "Provider disconnected unexpectedly"
	for _, tc := range []struct {
		name     string
		message  func(upstreamURL string) string
		afterRun bool // the error comes in the round after a tool ran
		wantMsg  string
	}{
		{"first round", func(string) string { return providerMsg }, false, providerMsg},
		{"after tool round", func(string) string { return providerMsg }, true, providerMsg},
		// the key is masked as the stream is read (TestAttack17ChatLoopUpstreamKeyEcho)
		{"quotes key", func(string) string { return "bad key sk-upstream-secret" }, false, "bad key " + strings.Repeat("*", len("sk-upstream-secret"))},
		{"quotes address", func(u string) string { return "cannot reach " + u + "/v1" }, false, `upstream "mock" failed mid-reply: check the model server (the proxy's log has the details).`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var upstreamURL string
			failing := func() scripted.Turn {
				return scripted.Turn{Content: "Partial answer", Status: http.StatusBadGateway, ErrorMessage: tc.message(upstreamURL)}
			}
			respond := func(gjson.Result) scripted.Turn { return failing() }
			if tc.afterRun {
				respond = func(req gjson.Result) scripted.Turn {
					if len(toolResults(req)) == 0 {
						return scripted.Turn{ToolCalls: calls}
					}
					return failing()
				}
			}
			up := &scripted.Server{Dialect: scripted.DialectOpenRouter, Respond: respond}
			e := newLoopEnv(t, up, testSpecs(), func(c *Config) { upstreamURL = strings.TrimSuffix(c.Upstreams[0].BaseURL, "/v1") })
			res, body := e.post(t, `{"model":"gpt-4.1","stream":true,"messages":[{"role":"user","content":"greet Ada"}]}`, nil)
			s := parseStream(t, body)
			if res.StatusCode != http.StatusOK || s.dones != 0 || len(s.chunks) == 0 {
				t.Fatalf("status %d, %d [DONE], %d chunks:\n%s", res.StatusCode, s.dones, len(s.chunks), body)
			}
			if s.content != "Partial answer" {
				t.Errorf("content before the error %q", s.content)
			}
			ev := s.chunks[len(s.chunks)-1].Get("error")
			if !ev.IsObject() {
				t.Fatalf("last event is no error event: %s", s.chunks[len(s.chunks)-1].Raw)
			}
			if ev.Get("message").Str != tc.wantMsg {
				t.Errorf("error message %q, want %q", ev.Get("message").Str, tc.wantMsg)
			}
			if tc.wantMsg == providerMsg && ev.Get("code").Str != "server_error" {
				t.Errorf("error code %s, want the provider's", ev.Get("code").Raw)
			}
			if strings.Contains(string(body), "sk-upstream-secret") || strings.Contains(string(body), upstreamURL) {
				t.Errorf("response reveals the upstream key or address:\n%s", body)
			}
		})
	}
}

// TestDialectAzureFilterChunkOnce: Azure opens every streamed reply with a
// chunk whose choices are empty and which carries prompt_filter_results.
// After a tool round the client still gets it once, as the first chunk.
// Regression: each upstream round's opening chunk was forwarded, the
// second one mid-stream.
func TestDialectAzureFilterChunkOnce(t *testing.T) {
	calls := []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}
	for _, tc := range []struct {
		name    string
		respond scripted.Responder
	}{
		{"no tool", func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "Hello."} }},
		{"one tool round", toolThenAnswer(calls, quoteReceipts)},
		{"two tool rounds", func(req gjson.Result) scripted.Turn {
			if n := len(req.Get(`messages.#(role=="tool")#`).Array()); n < 2 {
				return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}}
			}
			return scripted.Turn{Content: quoteReceipts(req)}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Dialect: scripted.DialectAzure, Respond: tc.respond}
			e := newLoopEnv(t, up, testSpecs(), nil)
			_, body := e.post(t, `{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},`+
				`"messages":[{"role":"user","content":"greet Ada"}]}`, nil)
			s := parseStream(t, body)
			if s.dones != 1 || len(s.chunks) == 0 {
				t.Fatalf("%d [DONE], %d chunks:\n%s", s.dones, len(s.chunks), body)
			}
			var at []int
			for i, c := range s.chunks {
				if c.Get("prompt_filter_results").Exists() {
					at = append(at, i)
				}
			}
			if len(at) != 1 || at[0] != 0 {
				t.Errorf("prompt_filter_results chunks at %v, want only the first:\n%s", at, body)
			}
			if last := s.chunks[len(s.chunks)-1]; !last.Get("usage").IsObject() {
				t.Errorf("usage chunk dropped: %s", last.Raw)
			}
		})
	}
}
