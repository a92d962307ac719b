package proxy

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// structuredAnswer is the JSON a model asked for structured output gives
// after its tool call.
const structuredAnswer = `{"answer":"hi"}`

// TestChatStructuredOutputNoFooter: an answer asked for as JSON
// (response_format json_schema or json_object) stays exactly the model's
// JSON, so the openai SDK's chat.completions.parse and its stream helper
// can parse it; zc_receipts still reports the receipt. X-ZC-Receipts-Footer:
// on still appends the footer.
func TestChatStructuredOutputNoFooter(t *testing.T) {
	calls := []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}}
	for _, format := range []string{
		`{"type":"json_schema","json_schema":{"name":"answer","strict":true,"schema":{"type":"object","properties":{"answer":{"type":"string"}},"required":["answer"],"additionalProperties":false}}}`,
		`{"type":"json_object"}`,
	} {
		for _, stream := range []bool{false, true} {
			name := gjson.Get(format, "type").Str + map[bool]string{true: "/stream", false: "/json"}[stream]
			t.Run(name, func(t *testing.T) {
				up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return structuredAnswer })}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
					`,"response_format":` + format + `,"messages":[{"role":"user","content":"go"}]}`
				resp, got := env.post(t, body, nil)
				content, finish, report := answer(t, stream, got)
				if resp.StatusCode != http.StatusOK || content != structuredAnswer || finish != "stop" || len(report.Get("receipts").Array()) != 1 {
					t.Errorf("status %d, finish %q, content %q, report %s", resp.StatusCode, finish, content, report.Raw)
				}
				if !json.Valid([]byte(content)) {
					t.Errorf("content is not JSON: %q", content)
				}
				_, got = env.post(t, body, http.Header{headerReceiptsFooter: {"on"}})
				if content, _, _ := answer(t, stream, got); !strings.HasPrefix(content, structuredAnswer) || !strings.Contains(content, "Tool receipts:") {
					t.Errorf("footer on: content %q", content)
				}
			})
		}
	}
}

// TestResponsesStructuredOutputNoFooter: the same for the Responses API's
// text.format (responses.parse, responses.stream with a format).
func TestResponsesStructuredOutputNoFooter(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			// greetThen's call comes with text ("Let me greet."), which
			// the one message the client sees keeps: a model asked for
			// JSON calls its tools without.
			greet := greetThen(scripted.Turn{Content: structuredAnswer})
			respond := func(req gjson.Result) scripted.Turn {
				t := greet(req)
				if len(t.ToolCalls) > 0 {
					t.Content = ""
				}
				return t
			}
			e := newLoopEnv(t, &scripted.Server{Respond: respond}, testSpecs(), nil)
			body := `{"model":"m","input":"greet Ada","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
				`,"text":{"format":{"type":"json_schema","name":"answer","strict":true,"schema":{"type":"object","properties":{"answer":{"type":"string"}},"required":["answer"],"additionalProperties":false}}}}`
			text := func(got []byte) (string, gjson.Result) {
				root := gjson.ParseBytes(got)
				if stream {
					evs := respEvents(t, got)
					root = evs[len(evs)-1].Get("response")
				}
				var b strings.Builder
				for _, it := range root.Get("output").Array() {
					for _, p := range it.Get("content").Array() {
						if p.Get("type").Str == "output_text" {
							b.WriteString(p.Get("text").Str)
						}
					}
				}
				return b.String(), root.Get("zc_receipts")
			}
			resp, got := postResponses(t, e, body, nil)
			out, report := text(got)
			if resp.StatusCode != http.StatusOK || out != structuredAnswer || len(report.Get("receipts").Array()) != 1 {
				t.Errorf("status %d, text %q, report %s\n%s", resp.StatusCode, out, report.Raw, got)
			}
			_, got = postResponses(t, e, body, http.Header{headerReceiptsFooter: {"on"}})
			if out, _ := text(got); !strings.HasPrefix(out, structuredAnswer) || !strings.Contains(out, "Tool receipts:") {
				t.Errorf("footer on: text %q", out)
			}
		})
	}
}
