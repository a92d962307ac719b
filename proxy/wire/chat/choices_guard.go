package chat

import (
	"errors"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// soleChoice reports whether choices (the "choices" member of a reply or a
// chunk) holds at most one choice, and that one numbered 0 (its "index",
// every copy of it, is 0 or null when given). The loop asks for one choice and
// checks choice 0 only: any other choice an upstream sends would reach a
// client that shows it (by position or by index) with no claim or receipt
// check behind it.
func soleChoice(choices gjson.Result) bool {
	if !choices.IsArray() {
		return true // absent or null; other shapes are the readers' to refuse
	}
	n, ok := 0, true
	choices.ForEach(func(_, c gjson.Result) bool {
		if n++; n > 1 {
			ok = false
			return false
		}
		c.ForEach(func(k, v gjson.Result) bool {
			if k.Str == "index" && v.Type != gjson.Null && (v.Type != gjson.Number || v.Raw != "0") {
				ok = false
			}
			return ok
		})
		return ok
	})
	return ok
}

// soleChoiceMessage is choices.Get("0").Get("message") and
// soleChoice(choices) in one pass: the members of choice 0 are read once
// for its index and its message, and whether one is "index" or "message"
// in another case (caseKey, only when choices is an array: of a choice
// past the first it is not read, as such a reply is refused for that
// choice).
func soleChoiceMessage(choices gjson.Result) (message gjson.Result, sole, caseKey bool) {
	if !choices.IsArray() {
		return choices.Get("0").Get("message"), true, false // an object's member "0", or nothing
	}
	n, ok := 0, true
	choices.ForEach(func(_, c gjson.Result) bool {
		if n++; n > 1 {
			ok = false
			return false
		}
		if !c.IsObject() {
			message = c.Get("message")
			return true
		}
		// Every member is read, a bad index included, so the message is
		// the same whatever the verdict.
		c.ForEach(func(k, v gjson.Result) bool {
			switch k.Str {
			case "index":
				if v.Type != gjson.Null && (v.Type != gjson.Number || v.Raw != "0") {
					ok = false
				}
			case "message":
				if !message.Exists() {
					message = v
				}
			default:
				caseKey = caseKey || rawjson.CaseVariant(k.Str, "index", "message")
			}
			return true
		})
		return true
	})
	return message, ok, caseKey
}

// soleChoiceIn is soleChoice for every "choices" member of the object
// root: a repeated member is read first by gjson, last by most clients.
func soleChoiceIn(root gjson.Result) bool {
	ok := true
	root.ForEach(func(k, v gjson.Result) bool {
		if k.Str == "choices" && !soleChoice(v) {
			ok = false
		}
		return ok
	})
	return ok
}

// protocolFailure is the upstream protocol error of a reply or chunk the
// loop cannot read one way only.
func (c *Exchange) protocolFailure(what string) error {
	return c.ProtocolError(errors.New(what))
}

// extraChoice is the protocol error of a reply or chunk that fails soleChoice.
func (c *Exchange) extraChoice() error {
	return c.protocolFailure("reply holds a choice other than choice 0")
}
