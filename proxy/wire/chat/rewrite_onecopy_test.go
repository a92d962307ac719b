package chat

import (
	"testing"

	"github.com/tidwall/gjson"
)

// TestToolsAndPromptMatchesSequential checks the one-copy splice against
// appendTools followed by insertSystemPrompt, byte for byte.
func TestToolsAndPromptMatchesSequential(t *testing.T) {
	tools := [][]byte{[]byte(`{"type":"function","function":{"name":"a"}}`), []byte(`{"type":"function","function":{"name":"b"}}`)}
	tests := []struct {
		name   string
		body   string
		wantOK bool
	}{
		{name: "tools after messages", body: `{"model":"m","messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"c"}}]}`, wantOK: true},
		{name: "tools before messages", body: `{"tools":[],"messages":[{"role":"system","content":"s"},{"role":"user","content":"hi"}]}`, wantOK: true},
		{name: "only system messages", body: `{"messages":[{"role":"system","content":"s"}] , "tools": [ ] }`, wantOK: true},
		{name: "spaces inside", body: "{ \"messages\" : [ {\"role\":\"developer\",\"content\":\"d\"} , {\"role\":\"user\",\"content\":\"u\"} ] ,\n \"tools\" : [ {\"x\":1} ] }", wantOK: true},
		{name: "no tools key", body: `{"messages":[{"role":"user","content":"hi"}]}`, wantOK: true},
		{name: "no tools key, model last", body: `{"messages":[{"role":"system","content":"s"}],"model":"m"}`, wantOK: true},
		{name: "no tools key, space before brace", body: `{"messages":[{"role":"user","content":"hi"}] }`},
		{name: "tools null", body: `{"messages":[{"role":"user","content":"hi"}],"tools":null}`},
		{name: "empty messages", body: `{"messages":[],"tools":[]}`},
		{name: "messages not an array", body: `{"messages":"x","tools":[]}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := toolsAndPrompt([]byte(tc.body), tools, true)
			if ok != tc.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tc.wantOK)
			}
			if !ok {
				return
			}
			seq, err := appendTools([]byte(tc.body), tools)
			if err != nil {
				t.Fatal(err)
			}
			if seq, err = insertSystemPrompt(seq); err != nil {
				t.Fatal(err)
			}
			if string(got) != string(seq) {
				t.Fatalf("one copy:\n%s\nsequential:\n%s", got, seq)
			}
		})
	}
}

// toolsAndPrompt is appendTools then insertSystemPrompt in one copy of
// body, for the common request: tools to add, the prompt on, the client's
// "tools" an array or absent.
// ok is false when the request needs the general path (which also reports
// its errors).
func toolsAndPrompt(body []byte, tools [][]byte, prompt bool) (out []byte, ok bool) {
	return toolsAndPromptAt(body, gjson.GetBytes(body, "tools"), gjson.GetBytes(body, "messages"), tools, prompt)
}
