package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
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
			if got := string(appendRawArray(tc.arr, items...)); got != tc.want {
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
	c := &chatRun{Run: &loop.Run{}, first: turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}}
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

func TestDecideMode(t *testing.T) {
	f := false
	cases := []struct {
		name    string
		cfg     ReceiptsConfig
		header  http.Header
		on      bool
		footer  bool
		narrow  string
		invalid bool
	}{
		{"defaults", ReceiptsConfig{}, nil, true, true, "", false},
		{"header off", ReceiptsConfig{}, http.Header{headerReceipts: {" Off "}}, false, true, "", false},
		{"config off, header on", ReceiptsConfig{Enabled: &f}, http.Header{headerReceipts: {"on"}}, true, true, "", false},
		{"toggle forbidden", ReceiptsConfig{HeaderToggle: &f}, http.Header{headerReceipts: {"off"}}, true, true, "", false},
		{"footer off", ReceiptsConfig{}, http.Header{headerReceiptsFooter: {"off"}}, true, false, "", false},
		{"footer on over config", ReceiptsConfig{ShowInResponse: &f}, http.Header{headerReceiptsFooter: {"on"}}, true, true, "", false},
		{"narrow", ReceiptsConfig{}, http.Header{headerTools: {"a, b", "c"}}, true, true, "a,b,c", false},
		{"bad value", ReceiptsConfig{}, http.Header{headerReceipts: {"yes"}}, false, false, "", true},
		{"unknown tool", ReceiptsConfig{}, http.Header{headerTools: {"a, nope"}}, false, false, "", true},
	}
	var specs []toolrun.Spec
	for _, n := range []string{"a", "b", "c"} {
		specs = append(specs, toolrun.Spec{Name: n, Type: "exec", Command: []string{"date"}})
	}
	tools, err := toolrun.New(t.Context(), specs, toolrun.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer tools.Close()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := &Server{cfg: &Config{Receipts: tc.cfg}, tools: tools}
			h := http.Header{}
			for k, vs := range tc.header {
				for _, v := range vs {
					h.Add(k, v) // canonical keys, as net/http delivers them
				}
			}
			m, e := s.decideMode(h)
			if (e != nil) != tc.invalid {
				t.Fatalf("error = %v, want invalid %v", e, tc.invalid)
			}
			if tc.invalid {
				return
			}
			var names []string
			for _, n := range []string{"a", "b", "c"} {
				if m.narrow[n] {
					names = append(names, n)
				}
			}
			if m.receipts != tc.on || m.footer != tc.footer || strings.Join(names, ",") != tc.narrow {
				t.Errorf("mode = %+v", m)
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
			if got := string(functionTool(tc.tool)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// rewriteBody is rewriteFinalParsed over an upstream body as it came.
func (c *chatRun) rewriteBody(body []byte) ([]byte, error) {
	reply := readReply(trimJSONSpace(body)) // offsets count from the first byte
	return c.rewriteFinalParsed(reply.body, reply.root, reply.view, nil, nil)
}
