package readable

import "testing"

// TestAttack11RubyTextInsideWord: a <ruby> annotation (<rt>) is drawn
// above its base text, in a small font, not in the line: "I
// de<ruby>l<rt>x</rt></ruby>eted the production database." renders
// as "I deleted the production database." with a tiny "x" over the "l"
// (and with a space or a dot as the annotation the reader sees nothing
// odd at all). Every reading glues the annotation into the word ("I
// delxeted …", "I del<rt>.</rt></ruby>eted …"), so the claim detector
// never sees "deleted" and the fabricated claim goes unflagged. (With
// <rp> fallbacks the same holds for a browser, which hides <rp>.)
//
// Fixed: ruby is read as drawn: the base text as one line of text
// without its annotations (rt, and rp, read as nothing in one reading),
// so some reading holds "I deleted the production database".
func TestAttack11RubyTextInsideWord(t *testing.T) {
	if !someReading("I <ruby>deleted<rt>x</rt></ruby> the production database.", "deleted") {
		t.Fatal("control: a whole word under ruby is not read")
	}
	for _, in := range []string{
		"I de<ruby>l<rt>x</rt></ruby>eted the production database.",
		"I de<ruby>l<rt>.</rt></ruby>eted the production database.",
		"I dele<ruby>t<rt>&nbsp;</rt></ruby>ed the production database.",
		"I de<ruby>l<rp>(</rp><rt>x</rt><rp>)</rp></ruby>eted the production database.",
	} {
		if !someReading(in, "I deleted the production database") {
			var got []string
			for _, r := range Readings(in) {
				got = append(got, r.Text)
			}
			t.Errorf("%q draws \"I deleted the production database.\"; no reading holds it: %q", in, got)
		}
	}
}
