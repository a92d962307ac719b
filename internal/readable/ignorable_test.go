package readable

import (
	"testing"
	"unicode"
)

// TestIgnorableIsUnicodeProperty holds ignorable to Unicode's derivation
// of Default_Ignorable_Code_Point: Other_Default_Ignorable_Code_Point,
// Cf and Variation_Selector, less White_Space, U+FFF9..U+FFFB,
// U+13430..U+1343F and Prepended_Concatenation_Mark.
func TestIgnorableIsUnicodeProperty(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := (unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Cf, r) ||
			unicode.Is(unicode.Variation_Selector, r)) &&
			!unicode.Is(unicode.White_Space, r) && !(r >= 0xFFF9 && r <= 0xFFFB) &&
			!(r >= 0x13430 && r <= 0x1343F) && !unicode.Is(unicode.Prepended_Concatenation_Mark, r)
		if got := ignorable(r); got != want {
			t.Errorf("ignorable(%U) = %v, want %v", r, got, want)
		}
	}
}

// TestIgnorableReadAsNothing: every default-ignorable code point glued
// inside a word reads as nothing (the Hangul fillers in the other
// reading: Text reads them as a gap between words).
func TestIgnorableReadAsNothing(t *testing.T) {
	for _, r := range []rune{0x17B4, 0x17B5, 0x180B, 0x180F, 0x2065, 0xFFF0, 0x1BCA0, 0x1D173, 0xE0041, 0xE0FFF, 0xFE0F, 0xE0100} {
		t.Run(string(r), func(t *testing.T) {
			if got, _ := Text("I s" + string(r) + "ent it."); got != "I sent it." {
				t.Errorf("Text = %q", got)
			}
		})
	}
	for _, r := range []rune{0x115F, 0x1160, 0x3164, 0xFFA0} {
		t.Run("filler "+string(r), func(t *testing.T) {
			in := "I s" + string(r) + "ent it."
			if got, _ := Text(in); got != "I s ent it." {
				t.Errorf("Text = %q", got)
			}
			rs := Readings(in)
			if len(rs) != 2 || rs[1].Text != "I sent it." {
				t.Errorf("Readings = %+v", rs)
			}
		})
	}
}
