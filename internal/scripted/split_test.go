package scripted

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSplitWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"I'm unable to provide real-time weather.", []string{"I'm", " unable", " to", " provide", " real-time", " weather", "."}},
		{"Hello, world!\n\nBye", []string{"Hello", ",", " world", "!", "\n\nBye"}},
		{"[receipt: zc-receipt-1774608496-gzpE]", []string{"[", "receipt", ":", " zc-receipt-", "1774608496-g", "zpE", "]"}},
		{"Zürich  東京都府県", []string{"Zürich", "  東京都", "府県"}},
		{"", nil},
		{"   ", []string{"   "}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := splitWords(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("splitWords = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSplitRunes(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want []string
	}{
		{`{"city":"Paris"}`, 7, []string{`{"city"`, `:"Paris`, `"}`}},
		{"ééé", 3, []string{"é", "é", "é"}},
		{"😀a", 2, []string{"😀", "a"}},
		{"", 7, nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := splitRunes(tt.in, tt.n); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("splitRunes = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAppendString(t *testing.T) {
	tests := []struct{ in, want string }{
		{`plain`, `"plain"`},
		{"q\"b\\n\n\t\r\x01", `"q\"b\\n\n\t\r\u0001"`},
		{"<&> °C 東京", `"<&> °C 東京"`},
		{"\u2028", `"\u2028"`},
		{"bad\xffutf8", `"bad\ufffdutf8"`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := string(appendString(nil, tt.in)); got != tt.want {
				t.Errorf("appendString = %s, want %s", got, tt.want)
			}
		})
	}
}

func FuzzSplitWords(f *testing.F) {
	for _, s := range []string{"I'm unable to help.", "[receipt: zc-receipt-1-abc]", "Zürich 東京\n\n", "\xff\xfe a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pieces := splitWords(s)
		if strings.Join(pieces, "") != s {
			t.Fatalf("pieces %q do not rebuild %q", pieces, s)
		}
		for _, p := range pieces {
			if p == "" {
				t.Fatalf("empty piece in %q", pieces)
			}
			if len(p) > maxWordDelta && utf8.RuneCountInString(p) > 1 {
				t.Fatalf("piece %q longer than %d", p, maxWordDelta)
			}
			if utf8.ValidString(s) && !utf8.ValidString(p) {
				t.Fatalf("piece %q cuts a rune", p)
			}
		}
	})
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "a\"b", "\u2028\u2029", "\x00\x1f", "東京"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		enc := appendString(nil, s)
		var back string
		if err := json.Unmarshal(enc, &back); err != nil {
			t.Fatalf("%q encoded as invalid JSON %s: %v", s, enc, err)
		}
		if utf8.ValidString(s) && back != s {
			t.Fatalf("round trip %q -> %s -> %q", s, enc, back)
		}
	})
}
