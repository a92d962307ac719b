package loop

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Attack round 3: text a reader reads as a plain claim but a tokenizer
// reads as other words (zero-width and format characters, homoglyphs,
// full-width letters, markup glued inside a word) is read as the reader
// reads it; offsets map back into the original.
func TestAttack3Readable(t *testing.T) {
	cases := map[string]string{
		"I s\u00adent the email.":               "I sent the email.",
		"I r\u200ban it.":                       "I ran it.",
		"I r\u200d\u2060an it.":                 "I ran it.",
		"I s\u0435nt it.":                       "I sent it.",
		"I ｓｅｎｔ it.":                            "I sent it.",
		"I r<!---->an it.":                      "I ran it.",
		"I r<b></b>an it.":                      "I ran it.",
		"I r**a**n it.":                         "I ran it.",
		"I r&#97;n it, s&shy;ent it.":           "I ran it, sent it.",
		"Я отправил письмо.":                    "Я отправил письмо.",
		"2*3*4 and a <b>bold</b> word, x&amp;y": "2*3*4 and a <b>bold</b> word, x&amp;y",
	}
	for in, want := range cases {
		got, back := readable(in)
		if got != want {
			t.Errorf("readable(%q) = %q, want %q", in, got, want)
			continue
		}
		if back == nil {
			continue
		}
		if len(back) != len(got)+1 || back[len(got)] != len(in) {
			t.Fatalf("readable(%q): back has %d entries, want %d", in, len(back), len(got)+1)
		}
		for i := 0; i < len(got); i++ {
			if back[i] < 0 || back[i] > len(in) || i > 0 && back[i] < back[i-1] {
				t.Fatalf("readable(%q): back[%d] = %d out of order", in, i, back[i])
			}
			if utf8.RuneStart(got[i]) && !utf8.RuneStart(in[back[i]]) {
				t.Fatalf("readable(%q): back[%d] = %d is inside a rune", in, i, back[i])
			}
		}
		if i := strings.Index(got, "it"); i >= 0 && !strings.HasPrefix(in[back[i]:], "it") {
			t.Errorf("readable(%q): \"it\" maps to %q", in, in[back[i]:])
		}
	}
}
