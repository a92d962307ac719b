package responses

import (
	"testing"

	"github.com/tidwall/gjson"
)

func TestHistoryMessages(t *testing.T) {
	for _, tt := range []struct {
		name, input, want string
	}{
		{"string input", `"hi \u0001 there"`, `[{"role":"user","content":"hi \u0001 there"}]`},
		{"items", `[{"role":"developer","content":"be brief"},{"type":"message","role":"user","content":[{"type":"input_text","text":"a"},{"type":"input_image","image_url":"x"},{"type":"input_text","text":"b"}]},` +
			`{"type":"reasoning","id":"rs_1","summary":[]},` +
			`{"type":"function_call","call_id":"c1","name":"greet","arguments":"{\"name\":\"Ada\"}"},{"type":"function_call","call_id":"c2","name":"date","arguments":"{}"},` +
			`{"type":"function_call_output","call_id":"c1","output":"hello Ada\n\n[receipt: zc-receipt-1-x]"},{"type":"web_search_call","id":"ws_1"},` +
			`{"type":"function_call_output","call_id":"c2","output":[{"type":"output_text","text":"Friday"}]}]`,
			`[{"role":"system","content":"be brief"},{"role":"user","content":"ab"},` +
				`{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"greet","arguments":"{\"name\":\"Ada\"}"}},{"id":"c2","type":"function","function":{"name":"date","arguments":"{}"}}]},` +
				`{"role":"tool","tool_call_id":"c1","content":"hello Ada\n\n[receipt: zc-receipt-1-x]"},{"role":"tool","tool_call_id":"c2","content":"Friday"}]`},
		{"calls last", `[{"type":"function_call","call_id":"c1","name":"greet","arguments":"<&>"}]`,
			`[{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"greet","arguments":"\u003c\u0026\u003e"}}]}]`},
		{"empty", `[]`, `[]`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := string(HistoryMessages(gjson.Parse(tt.input)))
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if !gjson.Valid(got) {
				t.Errorf("not valid JSON: %s", got)
			}
			if valid := string(HistoryMessagesValid(gjson.Parse(tt.input))); valid != got {
				t.Errorf("HistoryMessagesValid %s\nHistoryMessages      %s", valid, got)
			}
		})
	}
}

func FuzzHistoryMessages(f *testing.F) {
	f.Add(`[{"type":"function_call","call_id":"c1","name":"n","arguments":"{}"},{"type":"function_call_output","call_id":"c1","output":"x"}]`)
	f.Add(`"plain"`)
	f.Add(`[{"type":"message","role":"user","content":"a","type":"x"},{"role":"u","con\u0074ent":"\"}"}]`)
	f.Fuzz(func(t *testing.T, input string) {
		if !gjson.Valid(input) {
			return
		}
		out := HistoryMessages(gjson.Parse(input))
		if !gjson.ValidBytes(out) {
			t.Fatalf("invalid JSON for %q: %s", input, out)
		}
		// the one-walk reading of valid input is the same
		if valid := HistoryMessagesValid(gjson.Parse(input)); string(valid) != string(out) {
			t.Fatalf("input %q: HistoryMessagesValid %s, HistoryMessages %s", input, valid, out)
		}
	})
}
