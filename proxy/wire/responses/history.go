package responses

import (
	"github.com/tidwall/gjson"
)

// HistoryMessages is the conversation of a request's input items as a
// Chat Completions messages array, the shape the claims reader and the
// receipt checks of the history read: message items by role (developer as
// system), consecutive function_call items as one assistant message's
// tool_calls, function_call_output items as tool messages. Other item
// types (reasoning, built-in tool calls) carry no receipts and are left
// out. An input given as one string is a single user message.
func HistoryMessages(input gjson.Result) []byte {
	out := make([]byte, 0, len(input.Raw)+64)
	out = append(out, '[')
	n := 0
	open := false // the last message is an assistant message with tool_calls still open
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
		add(`{"role":"user","content":` + quote(input.Str) + `}`)
		return append(out, ']')
	}
	input.ForEach(func(_, it gjson.Result) bool {
		switch ItemKind(it) {
		case "message":
			role := it.Get("role").Str
			if role == "developer" {
				role = "system"
			}
			add(`{"role":` + quote(role) + `,"content":` + quote(ItemText(it.Get("content"))) + `}`)
		case "function_call":
			call := `{"id":` + quote(it.Get("call_id").Str) + `,"type":"function","function":{"name":` +
				quote(it.Get("name").Str) + `,"arguments":` + quote(it.Get("arguments").Str) + `}}`
			if open {
				out = append(append(out, ','), call...)
				return true
			}
			add(`{"role":"assistant","content":null,"tool_calls":[` + call)
			open = true
		case "function_call_output":
			add(`{"role":"tool","tool_call_id":` + quote(it.Get("call_id").Str) + `,"content":` + quote(ItemText(it.Get("output"))) + `}`)
		}
		return true
	})
	if open {
		out = append(out, "]}"...)
	}
	return append(out, ']')
}

// ItemKind is an item's type; an item with a role and no type is a
// message (the "easy input message" form).
func ItemKind(it gjson.Result) string {
	if t := it.Get("type").Str; t != "" {
		return t
	}
	if it.Get("role").Exists() {
		return "message"
	}
	return ""
}

// ItemText is a content or output given as a string or as an array of
// text parts (input_text, output_text, text).
func ItemText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.Str
	}
	var b []byte
	content.ForEach(func(_, part gjson.Result) bool {
		switch part.Get("type").Str {
		case "input_text", "output_text", "text":
			b = append(b, part.Get("text").Str...)
		}
		return true
	})
	return string(b)
}
