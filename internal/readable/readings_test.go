package readable

import (
	"strings"
	"testing"
)

// Hidden text, definitions and an override past a soft break are read
// both ways (attack round 9 review): the other reading shows what Text
// hides, so a claim the model hides is still read.
func TestReadingsShowHidden(t *testing.T) {
	for in, want := range map[string]string{
		"a <span hidden>I sent it.</span> b":                "a I sent it. b",
		"<p hidden>x<div>I sent it.</div></p>":              "I sent it.",
		"<style>.a{display:none}</style><b class=a>I</b> z": "I z",
		"[I sent it.]: #":                                   "[I sent it.]: #",
		"\u202E\n.ti tnes I":                                "I sent it.",
	} {
		rs := Readings(in)
		if len(rs) < 2 {
			t.Errorf("%q: one reading %q", in, rs[0].Text)
			continue
		}
		if !strings.Contains(rs[1].Text, want) {
			t.Errorf("%q: other reading %q, want %q", in, rs[1].Text, want)
		}
	}
	if rs := Readings("I sent it. <b>ok</b>"); len(rs) != 1 {
		t.Errorf("nothing hidden, yet %d readings", len(rs))
	}
	// a blank line holds only spaces and tabs: after a line of U+00A0 a
	// definition is paragraph text, in Text's reading too
	if got, _ := Text("Update:\n\u00a0\n[I sent it.]: #"); !strings.Contains(got, "I sent it.") {
		t.Errorf("definition after a U+00A0 line read as %q", got)
	}
}

// A ligature reads as its letters; every offset inside maps onto it.
func TestLigatureReadAsLetters(t *testing.T) {
	in := "I ﬁled it."
	got, back := Text(in)
	if got != "I filed it." {
		t.Fatalf("Text = %q", got)
	}
	for i, want := range map[int]int{2: 2, 3: 2, 4: 5, 11: len(in)} {
		if b := back.Back(i); b != want {
			t.Errorf("Back(%d) = %d, want %d", i, b, want)
		}
	}
}
