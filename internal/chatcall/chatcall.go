// Package chatcall reads one Chat Completions tool call, whichever kind:
// a function tool's ({"type":"function","function":{"name","arguments"}})
// or a custom tool's ({"type":"custom","custom":{"name","input"}}, the
// input free text). Every reader of calls in a history or a reply reads
// them here, so no reader takes a custom call for a call of a tool named "".
package chatcall

import "github.com/tidwall/gjson"

// Custom is the type of a custom tool's call.
const Custom = "custom"

// IsCustom reports whether tc is a custom tool's call: its type says so,
// or, lacking a type, it carries a "custom" body and no "function" one.
func IsCustom(tc gjson.Result) bool {
	if t := tc.Get("type"); t.Exists() {
		return t.Str == Custom
	}
	return tc.Get("custom").IsObject() && !tc.Get("function").Exists()
}

// NameArgs is tc's tool name and arguments: function.name and
// function.arguments, or a custom call's custom.name and custom.input.
func NameArgs(tc gjson.Result) (name, args string) {
	if IsCustom(tc) {
		return tc.Get("custom.name").Str, tc.Get("custom.input").Str
	}
	return tc.Get("function.name").Str, tc.Get("function.arguments").Str
}

// ToolNameDesc is a declared Chat Completions tool's name and
// description: {"type":"function","function":{…}} or
// {"type":"custom","custom":{…}}.
func ToolNameDesc(t gjson.Result) (name, desc string) {
	if t.Get("type").Str == Custom {
		return t.Get("custom.name").Str, t.Get("custom.description").Str
	}
	return t.Get("function.name").Str, t.Get("function.description").Str
}
