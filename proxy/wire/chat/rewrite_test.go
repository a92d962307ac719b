package chat

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

func TestAppendRawArray(t *testing.T) {
	cases := []struct {
		name, arr string
		items     []string
		want      string
	}{
		{"empty", "[]", []string{"1"}, "[1]"},
		{"spaces", "[ 1 ,2 ]\n", []string{"3", "4"}, "[ 1 ,2,3,4]"},
		{"empty with space", "[ ]", []string{`{"a":1}`}, `[{"a":1}]`},
		{"not an array", "", []string{"1"}, "[1]"},
		{"nothing to add", "[1]", nil, "[1]"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var items [][]byte
			for _, it := range tc.items {
				items = append(items, []byte(it))
			}
			if got := string(AppendRawArray(tc.arr, items...)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestInsertSystemPrompt(t *testing.T) {
	cases := []struct {
		name  string
		roles string // roles of messages, comma separated
		want  int    // index of the inserted prompt
	}{
		{"user only", "user", 0},
		{"after system", "system,user", 1},
		{"after system and developer", "system,developer,user,system", 2},
		{"only system", "system", 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var msgs []string
			for _, r := range strings.Split(tc.roles, ",") {
				msgs = append(msgs, `{"role":"`+r+`","content":"x","keep":true}`)
			}
			body := `{"model":"m","messages":[` + strings.Join(msgs, ", ") + `],"z":1}`
			out, err := insertSystemPrompt([]byte(body))
			if err != nil {
				t.Fatal(err)
			}
			got := gjson.GetBytes(out, "messages").Array()
			if len(got) != len(msgs)+1 {
				t.Fatalf("messages = %d", len(got))
			}
			if got[tc.want].Get("content").Str != loop.SystemPrompt {
				t.Errorf("prompt not at %d: %s", tc.want, out)
			}
			for i, m := range got {
				if i != tc.want && !m.Get("keep").Bool() {
					t.Errorf("message %d changed: %s", i, m.Raw)
				}
			}
			if gjson.GetBytes(out, "z").Int() != 1 {
				t.Error("other fields lost")
			}
		})
	}
}

func TestClientChunk(t *testing.T) {
	c := &Exchange{Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}}
	cases := []struct {
		name     string
		in       string
		needRole bool
		want     string // "" means dropped
	}{
		{"text kept, ids rewritten", `{"id":"second","created":2,"model":"m","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":null}],"x":1}`, false,
			`{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":null}],"x":1}`},
		{"role added", `{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"hi"}}]}`, true,
			`{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"hi","role":"assistant"}}]}`},
		{"empty role chunk dropped", `{"id":"first","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null}}],"usage":null}`, true, ""},
		{"tool call dropped", `{"id":"first","choices":[{"index":0,"delta":{"content":null,"tool_calls":[{"index":0,"function":{"arguments":"{"}}]}}]}`, false, ""},
		{"finish dropped", `{"id":"first","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}`, false, ""},
		{"usage chunk dropped", `{"id":"first","choices":[],"usage":{"total_tokens":3}}`, false, ""},
		{"text with finish and usage", `{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"end"},"finish_reason":"stop"}],"usage":{"total_tokens":3}}`, false,
			`{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"end"},"finish_reason":null}]}`},
		{"text beside tool calls", `{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"a","tool_calls":[{"index":0}]}}]}`, false,
			`{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"a"}}]}`},
		{"reasoning kept", `{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}`, false,
			`{"id":"first","created":1,"model":"m","choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}`},
		{"no choices, no usage kept", `{"id":"first","created":1,"model":"m","choices":[],"prompt_filter_results":[]}`, false,
			`{"id":"first","created":1,"model":"m","choices":[],"prompt_filter_results":[]}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := c.clientChunk([]byte(tc.in), tc.needRole)
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != tc.want {
				t.Errorf("got  %s\nwant %s", out, tc.want)
			}
		})
	}
}

func TestFunctionTool(t *testing.T) {
	cases := []struct {
		name string
		tool toolrun.Tool
		want string
	}{
		{"full", toolrun.Tool{Name: "a<b>", Description: "d & e", Parameters: []byte(`{"type":"object"}`)},
			`{"type":"function","function":{"name":"a<b>","description":"d & e","parameters":{"type":"object"}}}`},
		{"no parameters", toolrun.Tool{Name: "x"}, `{"type":"function","function":{"name":"x","parameters":{"type":"object","properties":{}}}}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(FunctionTool(tc.tool)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// rewriteBody is rewriteFinalParsed over an upstream body as it came.
func (c *Exchange) rewriteBody(body []byte) ([]byte, error) {
	reply := readReply(rawjson.TrimSpace(body)) // offsets count from the first byte
	return c.rewriteFinalParsed(reply.body, reply.root, reply.view, nil, nil)
}

// rewriteRequest turns the client's body into the first upstream body:
// server tools appended to "tools", the receipts system prompt inserted
// (when prompt is set), and for streams usage forced on so the loop can
// sum it. Every other byte of the body is kept. body is never modified in
// place.
func rewriteRequest(body []byte, tools []toolrun.Tool, prompt, stream bool) ([]byte, error) {
	items := make([][]byte, len(tools))
	for i, t := range tools {
		items[i] = FunctionTool(t)
	}
	return rewriteRendered(body, items, prompt, stream)
}

// rewriteRendered is rewriteRequest with the tools already rendered by
// FunctionTool (the Server renders its tools once: offerCache).
func rewriteRendered(body []byte, tools [][]byte, prompt, stream bool) ([]byte, error) {
	return Rewrite(Layout{
		Body:      body,
		Messages:  gjson.GetBytes(body, "messages"),
		Tools:     gjson.GetBytes(body, "tools"),
		UsageTrue: gjson.GetBytes(body, "stream_options.include_usage").Type == gjson.True,
	}, tools, prompt, stream)
}
