package receipts

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// writeOneLineRef is writeOneLine byte by byte, as it was first written.
func writeOneLineRef(b *strings.Builder, s string) {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] >= 0x20 && s[j] != 0x7f && s[j] != 0xc2 && s[j] != 0xe2 && s[j] != '<' {
			j++
		}
		b.WriteString(s[i:j])
		if j >= len(s) {
			break
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case s[j] == '<':
			b.WriteString("&lt;")
			n = 1
		case s[j] < 0x20 || s[j] == 0x7f:
			b.WriteByte(' ')
			n = 1
		case breaksLine(r):
			b.WriteByte(' ')
		default:
			b.WriteString(s[j : j+n])
		}
		i = j + n
	}
}

func checkOneLine(t *testing.T, s string) {
	t.Helper()
	var got, want strings.Builder
	writeOneLine(&got, s)
	writeOneLineRef(&want, s)
	if got.String() != want.String() {
		t.Fatalf("writeOneLine(%q) = %q, want %q", s, got.String(), want.String())
	}
}

func TestWriteOneLineMatchesRef(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"empty", ""},
		{"sentence", "The build passed on the main branch and every test ran green"},
		{"controls late", "0123456789abcdef\x00\x1f\x7f\n"},
		{"separators", "line\u2028sep\u2029para\u0085nel\u202eRTL\u2066iso"},
		{"tilde and space", "~~~~~~~~        ~"},
		{"invalid utf8", "abcdefgh\xc2\xe2\xff"},
		{"less-than in a word", "abcdefgh<ijklmnop<"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkOneLine(t, tc.text) })
	}
}

func FuzzWriteOneLine(f *testing.F) {
	f.Add("The build passed — every test\u2028ran\tgreen")
	f.Fuzz(func(t *testing.T, s string) { checkOneLine(t, s) })
}
