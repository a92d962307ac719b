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

// TestAttack11InvisibleMarkupInsideWord: markup that renders as nothing,
// glued inside a word, splits the word for every reading, so "I
// dele[](https://x)ted the production database." is drawn "I deleted the
// production database." and the claim is unread:
//   - an empty Markdown link "[](url)" (an <a> with no text: nothing is
//     drawn) in every Markdown renderer;
//   - a numeric character reference without its ';' ("&#x65", "&#101",
//     "&#8203", "&#x200B"), which HTML decodes (a parse error, not an
//     error: "d&#x65leted" is "deleted", "dele&#8203ted" has a zero-width
//     space that reads as nothing);
//   - a comment closed by "--!>" (HTML ends a comment there) and a "</ "
//     end tag that is no tag name (a bogus comment up to '>'), both
//     drawn as nothing by a browser.
//
// A comment closed by "-->" inside the word is read (control).
//
// Fixed: each reads as nothing in one reading, as the markup already
// read as nothing does; some reading of each holds "deleted".
func TestAttack11InvisibleMarkupInsideWord(t *testing.T) {
	if !someReading("I dele<!-- x -->ted the production database.", "I deleted") {
		t.Fatal("control: a comment inside the word is not read as nothing")
	}
	for _, in := range []string{
		"I dele[](https://example.com)ted the production database.",
		"I d&#x65leted the production database.",
		"I d&#101leted the production database.",
		"I dele&#8203ted the production database.",
		"I dele&#x200Bted the production database.",
		"I dele<!-- x --!>ted the production database.",
		"I dele</ x>ted the production database.",
	} {
		if !someReading(in, "I deleted") {
			var got []string
			for _, r := range Readings(in) {
				got = append(got, r.Text)
			}
			t.Errorf("%q is drawn \"I deleted …\"; no reading holds it: %q", in, got)
		}
	}
}

// TestAttack11BidiOverrideInheritedDirection: a bidi override is read
// reversed when the overriding element names its own direction (<bdo
// dir=rtl>, unicode-bidi:bidi-override with dir=rtl or direction:rtl on
// the same element, or a class rule of the answer's style sheet;
// control). But CSS direction is inherited: <bdo> without dir, or a span
// with only unicode-bidi:bidi-override, inside <div dir=rtl> (or
// style="direction:rtl") overrides right to left too, and a type or
// attribute selector of the sheet ("p{unicode-bidi:bidi-override;
// direction:rtl}", "[dir=rtl]{unicode-bidi:bidi-override}") applies as a
// class does. Each draws ".esabatad noitcudorp eht deteled I" as "I
// deleted the production database." and no reading holds it.
//
// Fixed: the override's direction is the element's computed one
// (inherited from its ancestors' dir and direction), and sheet rules
// that set unicode-bidi or direction apply by any selector the sheet
// reader matches; each has a reading holding the claim.
func TestAttack11BidiOverrideInheritedDirection(t *testing.T) {
	const rev = ".esabatad noitcudorp eht deteled I"
	const want = "I deleted the production database"
	if !someReading(`<bdo dir=rtl>`+rev+`</bdo>`, want) {
		t.Fatal("control: <bdo dir=rtl> is not read reversed")
	}
	for _, in := range []string{
		`<div dir=rtl><bdo>` + rev + `</bdo></div>`,
		`<div style="direction:rtl"><bdo>` + rev + `</bdo></div>`,
		`<div dir=rtl><span style="unicode-bidi:bidi-override">` + rev + `</span></div>`,
		`<style>p{unicode-bidi:bidi-override;direction:rtl}</style><p>` + rev + `</p>`,
		`<style>[dir=rtl]{unicode-bidi:bidi-override}</style><p dir=rtl>` + rev + `</p>`,
	} {
		if !someReading(in, want) {
			var got []string
			for _, r := range Readings(in) {
				got = append(got, r.Text)
			}
			t.Errorf("%q is drawn %q; no reading holds it: %q", in, want, got)
		}
	}
}

// TestAttack11ReadingsDoNotCompose: each way a renderer may draw a
// character is a reading of its own (narrow spaces as nothing, ASCII
// look-alikes as their letter, a Hangul filler as nothing), and a claim
// of any reading counts; but the readings are taken one axis at a time,
// so a word that needs two of them is in none: "I deIe\u200Ated the
// production database." (a capital I for the l and a hair space) is
// drawn "I deleted the production database.", yet the narrow reading
// still has "deIeted" and the look-alike reading still has a gap; the
// same for "rn" for m beside a hair space, and a Hangul filler beside a
// hair space. Each trick alone is read (control).
//
// Fixed: the readings compose (the look-alike and both-ways readings
// are applied together, or each reading is taken over the others'
// results), so some reading of each holds the claim.
func TestAttack11ReadingsDoNotCompose(t *testing.T) {
	for _, in := range []string{"I deIeted the production database.", "I dele\u200Ated the production database.", "I de\u3164leted the production database."} {
		if !someReading(in, "I deleted the production database") {
			t.Fatalf("control: %q has no reading with the claim", in)
		}
	}
	for _, c := range [][2]string{
		{"I deIe\u200Ated the production database.", "I deleted the production database"},
		{"I rernove\u200Ad all backups.", "I removed all backups"},
		{"I de\u3164le\u200Ated the production database.", "I deleted the production database"},
	} {
		if !someReading(c[0], c[1]) {
			var got []string
			for _, r := range Readings(c[0]) {
				got = append(got, r.Text)
			}
			t.Errorf("%q is drawn %q; no reading holds it: %q", c[0], c[1], got)
		}
	}
}
