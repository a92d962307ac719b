package main

import "github.com/tidwall/gjson"

// callMembers are the members of a zc_receipts.calls entry
// (loop.CallRecord), and "token" of a hand-written call list.
var callMembers = map[string]bool{
	"tool": true, "call_id": true, "arguments": true, "outcome": true, "receipt": true, "token": true,
	"args_sha256": true, "result_sha256": true, "conversation_sha256": true, "kid": true,
}

// unknownCallMember is the first member of call c outside callMembers, or
// "" (for c not an object too). A "result" or "Arguments" beside the
// checked ones is what a reader would show, and nothing here checks it.
func unknownCallMember(c gjson.Result) string {
	var bad string
	c.ForEach(func(k, _ gjson.Result) bool {
		if !callMembers[k.Str] {
			bad = k.Str
		}
		return bad == ""
	})
	return bad
}
