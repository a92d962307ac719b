package claims

import (
	"strings"
	"testing"
)

// squashRunes is squash as it was written first, rune by rune: the
// byte-wise version must give the same text for any input.
func squashRunes(s string) string {
	var b strings.Builder
	for _, r := range fold(s) {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func FuzzSquash(f *testing.F) {
	for _, s := range []string{"", "Hello World", "Ärger  über\tdas\r\nWetter", "naïve café ß", "\xff\xfe bad utf8 \xc3", "日本 語"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := squash(s), squashRunes(s); got != want {
			t.Fatalf("squash(%q) = %q, want %q", s, got, want)
		}
	})
}
