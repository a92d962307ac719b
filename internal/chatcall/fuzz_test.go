package chatcall

import (
	"encoding/json"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// FuzzGoClientReadsSameCall: a function call Ambiguous passes is read by
// encoding/json (go-openai's ToolCall: case-blind names, the last copy
// winning) with the id, name and arguments the proxy reads.
func FuzzGoClientReadsSameCall(f *testing.F) {
	f.Add(`{"id":"c","type":"function","function":{"name":"save_note","arguments":"{}","Name":"other"}}`)
	f.Add(`{"id":"c","type":"function","function":{"name":"f","arguments":"{}"},"ID":"d"}`)
	f.Add(`{"id":"c","type":"function","function":{"nameſ":"f","arguments":"{}"}}`)
	f.Fuzz(func(t *testing.T, call string) {
		if !gjson.Valid(call) || !gjson.Parse(call).IsObject() {
			return
		}
		if _, dup := jsondup.Find([]byte(call)); dup {
			return // a repeated member is refused elsewhere (jsondup)
		}
		tc := gjson.Parse(call)
		var k Kind
		k.NoteAll(tc)
		if k.Ambiguous() || IsCustom(tc) {
			return
		}
		var goCall struct {
			ID       string `json:"id"`
			Function struct {
				Name      string `json:"name"`
				Arguments string `json:"arguments"`
			} `json:"function"`
		}
		if json.Unmarshal([]byte(call), &goCall) != nil {
			return
		}
		name, args := NameArgs(tc)
		if tc.Get("function").Type != gjson.String && (goCall.Function.Name != name || goCall.Function.Arguments != args) ||
			tc.Get("id").Type == gjson.String && goCall.ID != tc.Get("id").Str {
			t.Fatalf("%s: go-openai reads %+v, the proxy %q %q", call, goCall, name, args)
		}
	})
}
