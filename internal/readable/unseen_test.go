package readable

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestUnseenMarkupReadAsNothing: markup a renderer draws as nothing,
// glued inside a word, is read as nothing in one reading.
func TestUnseenMarkupReadAsNothing(t *testing.T) {
	for name, in := range map[string]string{
		"empty link":              "I dele[](https://example.com)ted the production database.",
		"empty link angle":        "I dele[](<https://x y>)ted the production database.",
		"empty link title":        "I dele[](x \"t\")ted the production database.",
		"hex ref no semicolon":    "I d&#x65leted the production database.",
		"hex ref capital X":       "I d&#X65leted the production database.",
		"dec ref no semicolon":    "I d&#101leted the production database.",
		"zero width no semicolon": "I dele&#8203ted the production database.",
		"zero width hex":          "I dele&#x200Bted the production database.",
		"shy no semicolon":        "I dele&shyted the production database.",
		"comment bang end":        "I dele<!-- x --!>ted the production database.",
		"comment self end":        "I dele<!-->ted the production database.",
		"bogus end tag":           "I dele</ x>ted the production database.",
		"bogus end digit":         "I dele</3>ted the production database.",
		"empty end tag":           "I dele</>ted the production database.",
		"long pi":                 "I dele<?" + strings.Repeat("x", 300) + "?>ted the production database.",
		"with terminal control":   "I dele[](x)t\x00ed the production database.",
	} {
		t.Run(name, func(t *testing.T) {
			if !someReading(in, "I deleted the production database") {
				var got []string
				for _, r := range Readings(in) {
					got = append(got, r.Text)
				}
				t.Errorf("%q is drawn \"I deleted …\"; no reading holds it: %q", in, got)
			}
		})
	}
	// negative twins: ordinary links, images, ampersands and references
	// with their ';' get no extra reading
	for _, in := range []string{
		"See [the docs](https://example.com) and AT&T, R&D, Q&A.",
		"An image: ![](logo.png) and a list [] (empty).",
		"Use &#101; or &amp; in HTML, and </b> ends bold.",
		"if a < b && c > d { x-- }",
	} {
		if rs := Readings(in); len(rs) != 1 {
			t.Errorf("%q has %d readings", in, len(rs))
		}
	}
	// a reference to markup is not decoded into markup
	if got, _ := unseenDrawn("a&#60b>c"); got != "a&#60b>c" {
		t.Errorf("a reference to '<' read as %q", got)
	}
}

// FuzzUnseen: unseenDrawn is total, its shifts map into its input, and
// every reading's offsets map back into the text.
func FuzzUnseen(f *testing.F) {
	for _, s := range []string{"a[](x)b", "d&#x65l", "&#1", "<!-- --!>", "</ x>", "<?", "&shy", "[](", "&#x110000z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			return
		}
		out, sh := unseenDrawn(in)
		for i := 0; i <= len(out); i++ {
			if b := sh.source(i); b < 0 || b > len(in) {
				t.Fatalf("source(%d) = %d of %q", i, b, in)
			}
		}
		for _, r := range Readings(in) {
			for i := 0; i <= len(r.Text); i++ {
				if b := r.Back.Back(i); b < 0 || b > len(in) {
					t.Fatalf("Back(%d) = %d of %q", i, b, in)
				}
			}
		}
	})
}
