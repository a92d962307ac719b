package audit

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestCheckMembers: every spelling that makes two readers of one object
// see different members is refused, at any depth, with where it is.
func TestCheckMembers(t *testing.T) {
	for _, c := range []struct {
		name, in, key, other, path string
	}{
		{"duplicate", `{"tool":"a","tool":"b"}`, "tool", "tool", ""},
		{"case variant", `{"tool":"a","Tool":"b"}`, "Tool", "tool", ""},
		{"escaped name", `{"tool":"a","\u0074ool":"b"}`, "tool", "tool", ""},
		{"escaped case variant", `{"tool":"a","\u0054ool":"b"}`, "Tool", "tool", ""},
		{"long s U+017F", `{"result_sha256":"a","re\u017fult_sha256":"b"}`, "reſult_sha256", "result_sha256", ""},
		{"long s raw", `{"status":"a","ſtatus":"b","x":1}`, "ſtatus", "status", ""},
		{"kelvin U+212A", `{"kid":"a","\u212aid":"b"}`, "\u212aid", "kid", ""},
		{"nested", `{"zc_receipts":{"calls":[{"arguments":"a"},{"arguments":"a","ARGUMENTS":"b"}]}}`, "ARGUMENTS", "arguments", "zc_receipts.calls[1]"},
		{"nested duplicate", `{"a":[{"b":{"c":1,"c":2}}]}`, "c", "c", "a[0].b"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := CheckMembers([]byte(c.in))
			var me *MemberError
			if !errors.As(err, &me) {
				t.Fatalf("CheckMembers(%s) = %v, want a MemberError", c.in, err)
			}
			if me.Key != c.key || me.Other != c.other || me.Path != c.path {
				t.Errorf("CheckMembers(%s) = %+v, want %q/%q at %q", c.in, me, c.key, c.other, c.path)
			}
		})
	}
	for _, c := range []struct{ name, in string }{
		{"plain", `{"tool":"a","tools":"b","nested":{"tool":1},"list":[{"tool":1},{"tool":2}]}`},
		{"values may repeat names", `{"a":"Tool","b":"tool"}`},
		{"turkish dotted I does not fold to i", `{"i":1,"\u0130":2}`},
		{"not an object", `["a","a"]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := CheckMembers([]byte(c.in)); err != nil {
				t.Errorf("CheckMembers(%s) = %v, want nil", c.in, err)
			}
		})
	}
	for _, in := range []string{``, `{`, `{"a":1}x`, "{\"a\xff\":1}", strings.Repeat("[", 600) + strings.Repeat("]", 600)} {
		if err := CheckMembers([]byte(in)); !errors.Is(err, ErrNotJSON) {
			t.Errorf("CheckMembers(%q) = %v, want ErrNotJSON", in, err)
		}
	}
}

// FuzzCheckMembers holds CheckMembers to what it promises: input it
// passes reads the same to gjson (first copy) and encoding/json
// (case-blind, last copy) in every object, and input with an object
// where they differ is refused.
func FuzzCheckMembers(f *testing.F) {
	for _, s := range []string{`{"tool":"a","Tool":"b"}`, `{"a":{"b":[{"c":1}]}}`, `{"\u017f":1,"s":2}`, `{"k":1,"\u212a":2}`, `[{"x":1,"x":2}]`, `{"i":1,"\u0130":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := CheckMembers(data)
		if errors.Is(err, ErrNotJSON) {
			return
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			t.Fatalf("CheckMembers passed %q, encoding/json refuses it", data)
		}
		differs := disagree(gjson.ParseBytes(data))
		if err == nil && differs {
			t.Fatalf("CheckMembers passed %q, whose readers disagree", data)
		}
		if err != nil && !differs {
			t.Fatalf("CheckMembers refused %q (%v), whose readers agree", data, err)
		}
	})
}

// disagree: some object under r has two names that are equal or fold
// equal (strings.EqualFold, as encoding/json matches), found pairwise.
func disagree(r gjson.Result) bool {
	found := false
	if r.IsObject() {
		var names []string
		r.ForEach(func(k, v gjson.Result) bool {
			var n string
			_ = json.Unmarshal([]byte(k.Raw), &n)
			for _, o := range names {
				if strings.EqualFold(o, n) {
					found = true
				}
			}
			names = append(names, n)
			found = found || disagree(v)
			return !found
		})
	} else if r.IsArray() {
		r.ForEach(func(_, v gjson.Result) bool {
			found = disagree(v)
			return !found
		})
	}
	return found
}

// TestVerifyTrailRefusesAmbiguousLines: a trail line holding a repeated or
// case-variant member, or one the proxy never writes, fails whatever the
// signature says: its readers see another call than the one checked.
func TestVerifyTrailRefusesAmbiguousLines(t *testing.T) {
	path, m := writeTrail(t, receipts.SigningEd25519, false)
	trusted, err := receipts.ParseJWKS(receipts.JWKS(m.Keys().Keys()))
	if err != nil {
		t.Fatal(err)
	}
	prepend := func(member string) func(string) string {
		return func(l string) string { return "{" + member + "," + strings.TrimPrefix(l, "{") }
	}
	for name, c := range map[string]struct {
		line int
		edit func(string) string
		want string
	}{
		"duplicate tool": {2, prepend(`"tool":"send_email"`), "repeated"},
		"case variant tool": {2, func(l string) string {
			return `{"tool":"send_email",` + strings.Replace(l[1:], `"tool":`, `"Tool":`, 1)
		}, "another case"},
		"U+017F outcome": {2, prepend(`"outcome":"ok","outcome":"ok"`), "repeated"},
		"U+017F folded name": {3, func(l string) string {
			return strings.Replace(l, `"result_sha256":`, `"re\u017fult_sha256":"00","result_sha256":`, 1)
		}, "another case"},
		"U+212A folded kid":     {4, prepend(`"\u212aid":"x"`), "another case"},
		"escaped key name":      {2, prepend(`"\u0074ool":"send_email"`), "repeated"},
		"lone case variant":     {2, func(l string) string { return strings.Replace(l, `"tool":`, `"Tool":`, 1) }, "not one the proxy writes"},
		"unknown member":        {2, prepend(`"arguments":"{\"to\":\"bob\"}"`), "not one the proxy writes"},
		"duplicate in key line": {1, prepend(`"x":"AAAA"`), "repeated"},
		"unknown in key line":   {1, prepend(`"d":"AAAA"`), "not one the proxy writes"},
	} {
		t.Run(name, func(t *testing.T) {
			edited := editLine(t, path, c.line, c.edit)
			for _, keys := range []receipts.KeySet{nil, trusted} {
				rep := verifyFile(t, edited, keys)
				found := false
				for _, f := range rep.Failures {
					if f.Line == c.line && strings.Contains(f.Reason, c.want) {
						found = true
					}
				}
				if !found {
					t.Errorf("trusted=%v: line %d not failed with %q: %+v", keys != nil, c.line, c.want, rep.Failures)
				}
			}
		})
	}
}
