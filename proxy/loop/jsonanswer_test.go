package loop

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzJSONStrings: jsonStrings reads only JSON documents with an escape in
// a string, never panics, and decodes no string longer than written.
func FuzzJSONStrings(f *testing.F) {
	for _, s := range []string{
		`{"summary":"I del\u0065ted the old backups."}`, `["a\nb",{"k":"\ud83d\ude00"},1,null]`,
		`{"a":"plain"}`, `"\u0000"`, `{"a":"\ud800"}`, `{"a":{"b":["\\","\/"]}}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		decoded, raw, ok := jsonStrings(text)
		if !ok {
			return
		}
		if !json.Valid([]byte(text)) || !strings.Contains(raw, `\`) {
			t.Fatalf("%q: read as a document with escapes", text)
		}
		if len(decoded) > len(raw) {
			t.Fatalf("%q: decoded %q longer than written %q", text, decoded, raw)
		}
	})
}

func TestJSONStrings(t *testing.T) {
	d, r, ok := jsonStrings(`{"a":"I del\u0065ted","b":["x",{"c":"y\/z"}],"n":1}`)
	if !ok || d != "a\n\nI deleted\n\nb\n\nx\n\nc\n\ny/z\n\nn" || r != "a\n\n"+`I del\u0065ted`+"\n\nb\n\nx\n\nc\n\n"+`y\/z`+"\n\nn" {
		t.Errorf("jsonStrings = %q, %q, %v", d, r, ok)
	}
	if d, _, ok := jsonStrings(`{"I del\u0065ted the old backups":true}`); !ok || d != "I deleted the old backups" {
		t.Errorf("a member name's escape: jsonStrings = %q, %v", d, ok)
	}
	if _, _, ok := jsonStrings(`{"a":"plain"}`); ok {
		t.Error("a document without escapes was read")
	}
	if _, _, ok := jsonStrings(`I del\u0065ted, not JSON`); ok {
		t.Error("prose was read")
	}
}
