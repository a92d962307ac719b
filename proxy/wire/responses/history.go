package responses

import (
	"github.com/tidwall/gjson"
)

// HistoryMessages is the conversation of a request's input items as a
// Chat Completions messages array, the shape the claims reader and the
// receipt checks of the history read: message items by role (developer as
// system), consecutive function_call items as one assistant message's
// tool_calls (custom_tool_call items as custom calls among them),
// function_call_output and custom_tool_call_output items as tool messages. Other item
// types (reasoning, built-in tool calls) carry no receipts and are left
// out. An input given as one string is a single user message.
func HistoryMessages(input gjson.Result) []byte { return historyMessages(input, false, input.ForEach) }

// HistoryMessagesValid is HistoryMessages for input the caller checked is
// valid JSON (a request body's, checked whole): each item's members are
// read in one walk (eachMember) rather than one gjson Get each.
func HistoryMessagesValid(input gjson.Result) []byte {
	return historyMessages(input, true, input.ForEach)
}

// itemFields are the members of an input item the history reads.
type itemFields struct {
	typ, role, content, callID, name, arguments, output gjson.Result
	input                                               gjson.Result // a custom_tool_call's
}

// readItem reads it's members in one walk (it checked valid JSON); ok is
// false when it is not an object.
func readItem(it gjson.Result) (f itemFields, ok bool) {
	ok = eachMember(it.Raw, func(_, key, val string) bool {
		var dst *gjson.Result
		switch key {
		case "type":
			dst = &f.typ
		case "role":
			dst = &f.role
		case "content":
			dst = &f.content
		case "call_id":
			dst = &f.callID
		case "name":
			dst = &f.name
		case "arguments":
			dst = &f.arguments
		case "output":
			dst = &f.output
		case "input":
			dst = &f.input
		}
		if dst != nil && !dst.Exists() {
			*dst = parseValue(val)
		}
		return true
	})
	return f, ok
}

// fieldsOf is readItem by gjson's Get, one member at a time.
func fieldsOf(it gjson.Result) itemFields {
	return itemFields{typ: it.Get("type"), role: it.Get("role"), content: it.Get("content"),
		callID: it.Get("call_id"), name: it.Get("name"), arguments: it.Get("arguments"), output: it.Get("output"), input: it.Get("input")}
}

// kind is ItemKind over the fields read.
func (f *itemFields) kind() string {
	if t := f.typ.Str; t != "" {
		return t
	}
	if f.role.Exists() {
		return "message"
	}
	return ""
}

// historyMessages is HistoryMessages; each is input.ForEach, or the items
// the body check found (Request.eachItem), the same values without
// parsing the array once more.
func historyMessages(input gjson.Result, valid bool, each func(func(key, value gjson.Result) bool)) []byte {
	out := make([]byte, 0, len(input.Raw)+64)
	out = append(out, '[')
	n := 0
	open := false // the last message is an assistant message with tool_calls still open
	// start closes an open tool_calls message and begins the next one
	// (written in place: no string per message).
	start := func() {
		if open {
			out = append(out, "]}"...)
			open = false
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
	}
	if input.Type == gjson.String {
		start()
		out = appendQuote(append(out, `{"role":"user","content":`...), input.Str)
		return append(out, "}]"...)
	}
	each(func(_, it gjson.Result) bool {
		var f itemFields
		ok := false
		if valid {
			f, ok = readItem(it)
		}
		if !ok {
			f = fieldsOf(it)
		}
		switch f.kind() {
		case "message":
			role := f.role.Str
			if role == "developer" {
				role = "system"
			}
			start()
			out = appendQuote(append(out, `{"role":`...), role)
			out = append(appendQuote(append(out, `,"content":`...), ItemText(f.content)), '}')
		case "function_call", "custom_tool_call":
			if open {
				out = append(out, ',')
			} else {
				start()
				out = append(out, `{"role":"assistant","content":null,"tool_calls":[`...)
				open = true
			}
			out = appendQuote(append(out, `{"id":`...), f.callID.Str)
			if f.typ.Str == "custom_tool_call" { // a custom tool's call, in its chat shape
				out = appendQuote(append(out, `,"type":"custom","custom":{"name":`...), f.name.Str)
				out = append(appendQuote(append(out, `,"input":`...), f.input.Str), "}}"...)
				break
			}
			out = appendQuote(append(out, `,"type":"function","function":{"name":`...), f.name.Str)
			out = append(appendQuote(append(out, `,"arguments":`...), f.arguments.Str), "}}"...)
		case "function_call_output", "custom_tool_call_output":
			start()
			out = appendQuote(append(out, `{"role":"tool","tool_call_id":`...), f.callID.Str)
			out = append(appendQuote(append(out, `,"content":`...), ItemText(f.output)), '}')
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
