package responses

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/tidwall/gjson"
)

// historyByStrings is HistoryMessages as it was written before it wrote in
// place (each message built as a string, json.Marshal per string): the
// reference FuzzHistoryMessages holds it to, byte for byte.
func historyByStrings(input gjson.Result) []byte {
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	out := []byte{'['}
	n, open := 0, false
	add := func(msg string) {
		if open {
			out = append(out, "]}"...)
			open = false
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = append(out, msg...)
	}
	if input.Type == gjson.String {
		add(`{"role":"user","content":` + q(input.Str) + `}`)
		return append(out, ']')
	}
	input.ForEach(func(_, it gjson.Result) bool {
		switch ItemKind(it) {
		case "message":
			role := it.Get("role").Str
			if role == "developer" {
				role = "system"
			}
			add(`{"role":` + q(role) + `,"content":` + q(ItemText(it.Get("content"))) + `}`)
		case "function_call":
			call := `{"id":` + q(it.Get("call_id").Str) + `,"type":"function","function":{"name":` +
				q(it.Get("name").Str) + `,"arguments":` + q(it.Get("arguments").Str) + `}}`
			if open {
				out = append(append(out, ','), call...)
				return true
			}
			add(`{"role":"assistant","content":null,"tool_calls":[` + call)
			open = true
		case "function_call_output":
			add(`{"role":"tool","tool_call_id":` + q(it.Get("call_id").Str) + `,"content":` + q(ItemText(it.Get("output"))) + `}`)
		}
		return true
	})
	if open {
		out = append(out, "]}"...)
	}
	return append(out, ']')
}

// FuzzHistoryMatchesStrings: HistoryMessages writes what historyByStrings did.
func FuzzHistoryMatchesStrings(f *testing.F) {
	f.Add([]byte(`"hi <there> & é"`))
	f.Add([]byte(`[{"role":"developer","content":"d"},{"role":"user","content":[{"type":"input_text","text":"a\u2028"}]},
		{"type":"function_call","call_id":"c1","name":"n","arguments":"{}"},{"type":"function_call","call_id":"c2","name":"m","arguments":"x"},
		{"type":"function_call_output","call_id":"c1","output":"o"},{"type":"reasoning"},{"type":"function_call","call_id":"c3","name":"z","arguments":""}]`))
	f.Fuzz(func(t *testing.T, input []byte) {
		if !gjson.ValidBytes(input) {
			return
		}
		in := gjson.ParseBytes(input)
		if got, want := HistoryMessages(in), historyByStrings(in); !bytes.Equal(got, want) {
			t.Fatalf("input %s:\n got  %s\n want %s", input, got, want)
		}
	})
}
