package main

import (
	"context"
	"strings"
	"testing"
)

// TestScanRefusesAmbiguousMembers: a saved response, request or stream
// event whose members a client reads otherwise than scan (gjson: first
// copy, exact names) is refused, naming where, rather than scanned in one
// reading: a second "content" the client showed is never checked.
func TestScanRefusesAmbiguousMembers(t *testing.T) {
	resp := func(message string) string {
		return `{"choices":[{"index":0,"message":{"role":"assistant",` + message + `}}]}`
	}
	for _, c := range []struct{ name, stdin, want string }{
		{"duplicate", resp(`"content":"Hello.","content":"I sent the email."`), `"content" repeated in choices[0].message`},
		{"case variant", resp(`"content":"Hello.","Content":"I sent the email."`), `"Content" is "content" in another case`},
		{"escaped key name", resp(`"content":"Hello.","\u0063ontent":"I sent the email."`), `"content" repeated`},
		{"U+017F folded name", `{"choices":[{"message":{"content":"Hi"}}],"zc_receipts":{"receipts":[],"receipt\u017f":[]}}`, "another case"},
		{"U+212A folded name", `{"tools":[],"messages":[{"role":"assistant","content":"hi","\u212aind":1,"kind":2}]}`, "another case"},
		{"stream event", "data: {\"choices\":[{\"delta\":{\"content\":\"a\",\"content\":\"b\"}}]}\n\ndata: [DONE]\n", `stream event 1: member "content" repeated`},
		{"invalid UTF-8", "{\"choices\":[{\"message\":{\"content\":\"\xff\"}}]}", "not valid UTF-8 JSON"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code := runScan(context.Background(), nil, strings.NewReader(c.stdin), &out, &errOut)
			if code == 0 || !strings.Contains(errOut.String(), c.want) {
				t.Errorf("scan = %d, stderr %q, want a refusal with %s", code, errOut.String(), c.want)
			}
		})
	}
}
