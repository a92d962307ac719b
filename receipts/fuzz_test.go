package receipts

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{tokA, tokB, "", TokenPrefix, "zc-receipt-0-" + strings.Repeat("_", 43), tokA + "A", "zc-receipt-99999999999999999999-" + strings.Repeat("A", 43)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		epoch, digest, err := ParseToken(s)
		if err != nil {
			return
		}
		if epoch < 0 {
			t.Fatalf("ParseToken(%q): negative epoch %d", s, epoch)
		}
		// Accepted means FindTokens finds exactly s, and re-encoding the
		// parts gives s up to the spelling freedoms ParseToken allows.
		if got := FindTokens(s); len(got) != 1 || got[0] != s {
			t.Fatalf("FindTokens(%q) = %q", s, got)
		}
		canon := string(formatToken(nil, epoch, digest[:]))
		e2, d2, err := ParseToken(canon)
		if err != nil || e2 != epoch || d2 != digest {
			t.Fatalf("canonical %q does not round-trip: %v", canon, err)
		}
		if len(canon) > len(s) || canon[len(canon)-digestLen:len(canon)-1] != s[len(s)-digestLen:len(s)-1] {
			t.Fatalf("canonical %q differs from %q beyond epoch zeros and the last char", canon, s)
		}
	})
}

func FuzzFindTokens(f *testing.F) {
	for _, s := range []string{
		"", tokA, "see `" + tokA + "`.", "[receipt: " + tokB + "]", "x" + tokA, tokA + "-",
		"zc-receipt-zc-receipt-" + tokB, `{"r":"` + tokA + `"}`, "é" + tokB + "…",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		toks := FindTokens(text)
		pos := 0
		for _, tok := range toks {
			if _, err := Parse(tok); err != nil {
				t.Fatalf("FindTokens(%q) returned %q: %v", text, tok, err)
			}
			i := strings.Index(text[pos:], tok)
			if i < 0 {
				t.Fatalf("token %q not in order in %q", tok, text)
			}
			pos += i + len(tok)
		}
		if n := strings.Count(text, TokenPrefix); len(toks) > n {
			t.Fatalf("%d tokens from %d prefixes", len(toks), n)
		}
	})
}

func FuzzCanonicalize(f *testing.F) {
	for _, s := range []string{
		"", "{}", `{"b":1,"a":[1.0,1e2,-0]}`, `"\ud800\udc00\ud800"`, `{"a":1,"a":2}`,
		`[{"x":{"z":null,"y":true}}]`, "\"\\u0000\\/\"", `{"é":1,"e":2}`, "[1,", `"\uDFFF\uD800"`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := Canonicalize(in)
		if err != nil {
			return
		}
		if !json.Valid(out) {
			t.Fatalf("Canonicalize(%q) = %q: not valid JSON", in, out)
		}
		again, err := Canonicalize(out)
		if err != nil {
			t.Fatalf("Canonicalize(%q) = %q, which fails: %v", in, out, err)
		}
		if !bytes.Equal(again, out) {
			t.Fatalf("not idempotent: %q -> %q -> %q", in, out, again)
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, out); err != nil || !bytes.Equal(compact.Bytes(), out) {
			t.Fatalf("output %q is not compact", out)
		}
		if len(bytes.TrimSpace(in)) == 0 {
			return
		}
		// Whatever we accept, encoding/json accepts, and reads the same.
		if !json.Valid(in) {
			t.Fatalf("accepted %q, which encoding/json rejects", in)
		}
		if a, b := decodeUseNumber(t, string(in)), decodeUseNumber(t, string(out)); !reflect.DeepEqual(a, b) {
			t.Fatalf("meaning changed: %q -> %q", in, out)
		}
	})
}
