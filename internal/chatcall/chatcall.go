// Package chatcall reads one Chat Completions tool call, whichever kind:
// a function tool's ({"type":"function","function":{"name","arguments"}})
// or a custom tool's ({"type":"custom","custom":{"name","input"}}, the
// input free text). Every reader of calls in a history or a reply reads
// them here, so no reader takes a custom call for a call of a tool named "".
package chatcall

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

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

// Kind is what the members of one tool call (or of the deltas of one
// streamed call, noted in order) say of its kind, for Ambiguous.
type Kind struct {
	typ                      string // the first non-empty string "type"
	function, custom         bool   // a non-null "function" / "custom" member
	badType, twoTypes, other bool   // "type" not a string; two different types; a member spelled in another case
}

// Note adds one member of the call.
func (k *Kind) Note(key string, v gjson.Result) {
	switch key {
	case "type":
		switch {
		case v.Type == gjson.Null:
		case v.Type != gjson.String:
			k.badType = true
		case v.Str == "":
		case k.typ == "":
			k.typ = v.Str
		case k.typ != v.Str:
			k.twoTypes = true
		}
	case "function":
		k.function = k.function || v.Type != gjson.Null
		k.other = k.other || bodyCaseVariant(v, "name", "arguments")
	case Custom:
		k.custom = k.custom || v.Type != gjson.Null
		k.other = k.other || bodyCaseVariant(v, "name", "input")
	default:
		k.other = k.other || rawjson.CaseVariant(key, "type", "function", Custom, "id")
	}
}

// bodyCaseVariant reports whether the call body v (function or custom)
// has a member that is one of names in another case: go-openai decodes
// {"name":"save_note","Name":"other_tool"} as other_tool (encoding/json
// matches names case-blind, the last copy winning) where the proxy, and
// openai-python, read save_note.
func bodyCaseVariant(v gjson.Result, names ...string) bool {
	if !v.IsObject() {
		return false
	}
	bad := false
	v.ForEach(func(key, _ gjson.Result) bool {
		bad = rawjson.CaseVariant(key.Str, names...)
		return !bad
	})
	return bad
}

// NoteAll notes every member of tc.
func (k *Kind) NoteAll(tc gjson.Result) {
	tc.ForEach(func(key, v gjson.Result) bool {
		k.Note(key.Str, v)
		return true
	})
}

// Add adds what another delta of the same call said (o, noted alone).
func (k *Kind) Add(o Kind) {
	switch {
	case o.typ == "":
	case k.typ == "":
		k.typ = o.typ
	case k.typ != o.typ:
		k.twoTypes = true
	}
	k.function = k.function || o.function
	k.custom = k.custom || o.custom
	k.badType = k.badType || o.badType
	k.twoTypes = k.twoTypes || o.twoTypes
	k.other = k.other || o.other
}

// Ambiguous reports whether a client could read the call as another kind
// than IsCustom does (or another name, arguments or id): it carries both
// a "function" and a "custom" body, a
// "type" that names the other kind's body or a kind that is neither (or
// is no string, or changes between deltas), or one of these members
// spelled in another case (which encoding/json, and so go-openai, reads
// as the member). go-openai knows only "function"; openai-python and
// openai-node choose by "type"; IsCustom reads "type" first, then the
// bodies. Such a call from an upstream is a protocol error.
func (k *Kind) Ambiguous() bool {
	switch {
	case k.badType, k.twoTypes, k.other, k.function && k.custom:
		return true
	case k.typ == "function":
		return k.custom
	case k.typ == Custom:
		return k.function
	}
	return k.typ != ""
}
