package proxy

import (
	"reflect"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/claims"
)

// checkPlainHistory: where the request's pass reads a plain history, it
// reads what claims.ReadHistory does (with the proxy's hooks, which a
// plain history never calls); and reading it changes nothing else the
// pass finds.
func checkPlainHistory(t *testing.T, raw string) (ok bool) {
	t.Helper()
	body := []byte(`{"model":"m","messages":` + raw + `}`)
	req, e := parseChatRequestFor(body, true, defaultStructured)
	ref, refErr := parseChatRequest(body)
	if (e == nil) != (refErr == nil) {
		t.Fatalf("messages %s: error %v, without the history read %v", raw, e, refErr)
	}
	if e != nil {
		return false
	}
	if req.history != ref.history || !reflect.DeepEqual(req.promptSpot, ref.promptSpot) {
		t.Fatalf("messages %s: summary %+v %+v, without the history read %+v %+v", raw, req.history, req.promptSpot, ref.history, ref.promptSpot)
	}
	got, ok := req.plain.history()
	if !ok {
		return false
	}
	want := claims.ReadHistory(req.messages, func(string) []string { return []string{"read"} }, func(string) bool { return true },
		func(_, _, _, _ string) bool { t.Fatal("a plain history verified a receipt"); return false })
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("messages %s:\nplain       %#v\nReadHistory %#v", raw, got, want)
	}
	return true
}

func TestPlainHistory(t *testing.T) {
	for _, tc := range []struct {
		name, messages string
		plain          bool
	}{
		{"user only", `[{"role":"system","content":"be brief"},{"role":"user","content":"Did the Build\tpass?\r\n Check it."}]`, true},
		{"answer before last user", `[{"role":"user","content":"hi"},{"role":"assistant","content":"Let me look."},{"role":"user","content":"and?"}]`, true},
		{"system between", `[{"role":"user","content":"hi"},{"role":"assistant","content":"ok"},{"role":"system","content":"x"},{"role":"user","content":"and?"}]`, true},
		{"content parts", `[{"role":"user","content":[{"type":"text","text":"Read "},{"type":"image_url","image_url":{"url":"x"}},{"type":"text","text":"IT"}]}]`, true},
		{"content first", `[{"content":"First","role":"user"}]`, true},
		{"escaped key", `[{"role":"user","\u0063ontent":"Esc"}]`, true},
		{"no role", `[{"content":"x"},{"role":3,"content":"y"}]`, true},
		{"empty user", `[{"role":"user","content":"  "},{"role":"user"}]`, true},
		{"assistant last", `[{"role":"user","content":"hi"},{"role":"assistant","content":"Done."}]`, true},
		{"non-ascii user", `[{"role":"user","content":"Hast du nachgeschaut, ob es läuft?"}]`, false},
		{"tool calls", `[{"role":"user","content":"hi"},{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"read_file","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c","content":"x"}]`, false},
		{"null tool calls", `[{"role":"assistant","content":"a","tool_calls":null},{"role":"user","content":"b"}]`, false},
		{"empty tool calls", `[{"role":"assistant","content":"a","tool_calls":[]},{"role":"user","content":"b"}]`, true},
		{"tool message", `[{"role":"tool","content":"x"}]`, false},
		{"receipt token", `[{"role":"assistant","content":"see zc-receipt-abc"},{"role":"user","content":"b"}]`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := checkPlainHistory(t, tc.messages); got != tc.plain {
				t.Fatalf("plain = %v, want %v", got, tc.plain)
			}
		})
	}
}

// FuzzPlainHistory holds plainHistory to claims.ReadHistory.
func FuzzPlainHistory(f *testing.F) {
	for _, s := range []string{
		`[{"role":"system","content":"be brief"},{"role":"user","content":"Did the Build pass?"}]`,
		`[{"role":"user","content":"hi"},{"role":"assistant","content":"Let me look."},{"role":"user","content":"and?"}]`,
		`[{"role":"user","content":[{"type":"text","text":"A\tB"}]},{"role":"assistant","content":[{"type":"text","text":"x"}],"tool_calls":[]}]`,
		`[{"role":"user","content":"x\u0041\n"},{"content":"y","role":"assistant","role":"user"}]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		checkPlainHistory(t, raw)
	})
}

// squashASCIIRef is squashASCII one byte at a time.
func squashASCIIRef(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return "", false
		case c == ' ', c == '\t', c == '\n', c == '\r':
		case 'A' <= c && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// FuzzSquashASCII holds squashASCII's eight-byte steps to the byte loop.
func FuzzSquashASCII(f *testing.F) {
	for _, s := range []string{"Did the Build pass?\tCheck\r\nit.", "word word word word word ", "ABCDEFGHIJKLMNOPQRSTUVWXYZ@[`{", "\x00\x1f\x20\x21\x7f", "é long enough ascii then é", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := squashASCII(s)
		want, wantOK := squashASCIIRef(s)
		if got != want || ok != wantOK {
			t.Fatalf("squashASCII(%q) = %q %v, want %q %v", s, got, ok, want, wantOK)
		}
	})
}
