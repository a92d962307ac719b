package receipts

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestCanonicalize(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", "{}"},
		{"whitespace only", " \t\r\n", "{}"},
		{"empty object", "{}", "{}"},
		{"sorted keys", `{"b":1,"a":2}`, `{"a":2,"b":1}`},
		{"spaced", "{ \"a\" : 2 ,\n\t\"b\" : 1 }", `{"a":2,"b":1}`},
		{"nested", `{"z":{"y":1,"x":[3,{"d":4,"c":5}]},"a":[]}`, `{"a":[],"z":{"x":[3,{"c":5,"d":4}],"y":1}}`},
		{"top-level array", ` [ 1 , "a" , null ] `, `[1,"a",null]`},
		{"top-level scalar", ` "x" `, `"x"`},
		{"literals", `{"t":true,"f":false,"n":null}`, `{"f":false,"n":null,"t":true}`},
		{"numbers as written", `[1.0,1,1e2,1E2,-0,0.5e-3,123456789012345678901234567890]`, `[1.0,1,1e2,1E2,-0,0.5e-3,123456789012345678901234567890]`},
		{"escapes decoded", `"\u0041\/\"\\"`, `"A/\"\\"`},
		{"short escapes kept", `"\b\f\n\r\t"`, `"\b\f\n\r\t"`},
		{"other controls as u00xx", `"\u0001\u001F"`, `"\u0001\u001f"`},
		{"no HTML escaping", `"<a href=\u0026>"`, `"<a href=&>"`},
		{"non-ASCII raw", `"\u00e9\u2028"`, "\"é\u2028\""},
		{"surrogate pair", `"\ud83d\ude00"`, `"😀"`},
		{"lone high surrogate kept", `"\uD800x"`, `"\ud800x"`},
		{"lone low surrogate kept", `"\udc00"`, `"\udc00"`},
		{"raw UTF-8 kept", `{"k":"日本"}`, `{"k":"日本"}`},
		{"keys sorted by decoded bytes", `{"\u0062":1,"a":2,"\u00e9":3,"B":4}`, `{"B":4,"a":2,"b":1,"é":3}`},
		{"escaped key re-encoded", `{"a\u0000":1,"a":2}`, `{"a":2,"a\u0000":1}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize([]byte(tc.in))
			if err != nil {
				t.Fatalf("Canonicalize(%q): %v", tc.in, err)
			}
			if string(got) != tc.want {
				t.Errorf("Canonicalize(%q)\n got %s\nwant %s", tc.in, got, tc.want)
			}
			again, err := Canonicalize(got)
			if err != nil || !bytes.Equal(again, got) {
				t.Errorf("not idempotent: %s -> %s (%v)", got, again, err)
			}
			if !json.Valid(got) {
				t.Errorf("output %s is not valid JSON", got)
			}
		})
	}
}

func TestCanonicalizeErrors(t *testing.T) {
	tests := []struct {
		name, in string
	}{
		{"truncated object", `{"a":1`},
		{"trailing comma", `{"a":1,}`},
		{"trailing value", `{} {}`},
		{"duplicate key", `{"a":1,"a":2}`},
		{"duplicate key via escape", `{"a":1,"\u0061":2}`},
		{"nested duplicate", `[{"x":{"k":1,"k":1}}]`},
		{"single quotes", `{'a':1}`},
		{"bare word", `{"a":yes}`},
		{"leading zero", `[01]`},
		{"plus sign", `[+1]`},
		{"dot without digits", `[1.]`},
		{"exponent without digits", `[1e]`},
		{"hex number", `[0x10]`},
		{"NaN", `[NaN]`},
		{"raw control char", "\"a\x01\""},
		{"raw newline in string", "\"a\nb\""},
		{"bad escape", `"\x41"`},
		{"short unicode escape", `"\u12"`},
		{"invalid UTF-8", "\"\xff\""},
		{"invalid UTF-8 after escape", "\"\\n\xc3\x28\""},
		{"unterminated string", `"abc`},
		{"key not string", `{1:2}`},
		{"missing colon", `{"a" 1}`},
		{"too deep", strings.Repeat("[", maxCanonicalDepth+1) + strings.Repeat("]", maxCanonicalDepth+1)},
		{"comment", `{"a":1 /* x */}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize([]byte(tc.in))
			if err == nil {
				t.Fatalf("Canonicalize(%q) = %s, want error", tc.in, got)
			}
			if !errors.Is(err, ErrInvalidArgs) {
				t.Errorf("error %v does not wrap ErrInvalidArgs", err)
			}
		})
	}
}

func TestCanonicalizeDeepButAllowed(t *testing.T) {
	in := strings.Repeat(`{"a":[`, 2000) + "1" + strings.Repeat("]}", 2000)
	got, err := Canonicalize([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != in {
		t.Error("deep nesting changed")
	}
}

// TestCanonicalizeMeaning checks that the canonical form decodes (with
// encoding/json, numbers kept as written) to the same value as the input.
func TestCanonicalizeMeaning(t *testing.T) {
	inputs := []string{
		`{"cmd":"git log -n 3","env":{"B":"2","A":"1"},"flags":[true,false,null,1.50]}`,
		`{"html":"<script>&amp;</script>","emoji":"\ud83d\ude00","tab":"a\tb"}`,
		`[{"b":{"d":[],"c":{}},"a":"\u00fc"}]`,
	}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			out, err := Canonicalize([]byte(in))
			if err != nil {
				t.Fatal(err)
			}
			if a, b := decodeUseNumber(t, in), decodeUseNumber(t, string(out)); !reflect.DeepEqual(a, b) {
				t.Errorf("meaning changed:\n in  %#v\n out %#v", a, b)
			}
		})
	}
}

func decodeUseNumber(t testing.TB, s string) any {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("decode %s: %v", s, err)
	}
	return v
}

// TestCanonicalizeLarge covers inputs past the pooled-buffer cap, and that a
// call after one reuses (or drops) the pooled buffers without mixing them.
func TestCanonicalizeLarge(t *testing.T) {
	big := `{"z":"` + strings.Repeat(`\n`, 100_000) + `","a":1}`
	wantBig := `{"a":1,"z":"` + strings.Repeat(`\n`, 100_000) + `"}`
	for i, tc := range []struct{ in, want string }{
		{big, wantBig},
		{`{"b":2,"a":1}`, `{"a":1,"b":2}`},
		{big, wantBig},
	} {
		got, err := Canonicalize([]byte(tc.in))
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if string(got) != tc.want {
			t.Errorf("call %d: wrong output (len %d, want %d)", i, len(got), len(tc.want))
		}
	}
}
