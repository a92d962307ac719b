package readable

import (
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// TestFoldTableIsNFKC: compatLetters is what gen_fold.go makes of the
// Unicode data, letter numbers ("ⅼ") included (run go generate when x/text moves to a new version).
func TestFoldTableIsNFKC(t *testing.T) {
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		want := byte(0)
		if (unicode.IsLetter(r) || unicode.Is(unicode.Nl, r)) && r != 0xAA && r != 0xBA {
			if s := norm.NFKC.String(string(r)); len(s) == 1 && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
				want = s[0]
			}
		}
		if got := compatLetters[r]; got != want {
			t.Errorf("compatLetters[%U] = %q, want %q", r, got, want)
		}
		// a modifier letter whose NFKC form is a small capital reads as it
		if s := []rune(norm.NFKC.String(string(r))); len(s) == 1 && s[0] != r {
			if c, ok := smallCapitals[s[0]]; ok && fold(r) != c {
				t.Errorf("fold(%U) = %q, want %q (NFKC %U)", r, fold(r), c, s[0])
			}
		}
	}
}

// TestFoldBelowArabic holds fold's short cut below U+0600.
func TestFoldBelowArabic(t *testing.T) {
	for r := range compatLetters {
		if r < 0x600 && r != 0x17F && (r < 0x262 || r > 0x2FF) {
			t.Errorf("%U is outside the short cut", r)
		}
	}
	for r := range smallCapitals {
		if r < 0x600 && (r < 0x262 || r > 0x2FF) {
			t.Errorf("%U is outside the short cut", r)
		}
	}
}

// TestFoldReadsLetters: modifier letters, small capitals and the long s
// read as the ASCII letters; accented letters and ordinals do not.
func TestFoldReadsLetters(t *testing.T) {
	for in, want := range map[string]string{
		"I ˢᵉⁿᵗ it.":         "I sent it.",
		"I ꜱᴇɴᴛ it.":         "I sent it.",
		"I ſent it.":         "I sent it.",
		"I ᴅᴇʟᴇᴛᴇᴅ it.":      "I deleted it.",
		"I ʳᵘⁿ it, ᴿᴬᴺ it.":  "I run it, RAN it.",
		"I ʀᴀɴ ɪᴛ.":          "I ran it.",
		"déjà 1ª vez, 2º.":   "déjà 1ª vez, 2º.",
		"mañana ü ß ø æ œ ı": "mañana ü ß ø æ œ ı",
	} {
		t.Run(in, func(t *testing.T) {
			if got, _ := Text(in); got != want {
				t.Errorf("Text(%q) = %q, want %q", in, got, want)
			}
		})
	}
}
