package readable

import (
	"strings"
	"testing"
)

// someReading: one of Readings(in) holds want.
func someReading(in, want string) bool {
	for _, r := range Readings(in) {
		if strings.Contains(r.Text, want) {
			return true
		}
	}
	return false
}

// TestAttack10bNarrowSpaceGaps: the narrow-space reading (narrowGone)
// knows four spaces (U+2009 thin, U+200A hair, U+2006 six-per-em, U+202F
// narrow no-break). Other spaces as narrow between letters are read as a
// word break by every reading: U+205F medium mathematical space (4/18
// em, narrower than a thin space in most fonts), U+2008 punctuation space
// (the width of a period), U+2005 four-per-em. And a hair space that is
// not directly between two letters — followed by a combining mark (which
// reads as nothing) or by an empty tag glued to the word (which reads as
// nothing) — is not seen as narrow either, so neither reading joins the
// word. "I dele\u205Fted the production database." draws as "I deleted
// …" and no reading holds "deleted": the claim is unread, unflagged.
//
// Fixed: the narrow reading takes every space narrower than an ordinary
// one (U+2005, U+2006, U+2008, U+2009, U+200A, U+202F, U+205F), and
// judges "between letters" after what reads as nothing (marks, empty
// markup) is dropped; each input has a reading holding "deleted".
func TestAttack10bNarrowSpaceGaps(t *testing.T) {
	if !someReading("I dele\u200ated it.", "deleted") {
		t.Fatal("control: the hair space is not read both ways")
	}
	for _, in := range []string{
		"I dele\u205Fted the production database.",
		"I dele\u2008ted the production database.",
		"I dele\u2005ted the production database.",
		"I dele\u200A\u0332ted the production database.",
		"I dele\u200A<b></b>ted the production database.",
	} {
		if !someReading(in, "deleted") {
			t.Errorf("%q: no reading holds \"deleted\": %+v", in, Readings(in))
		}
	}
}

// TestAttack10bLookalikeGaps: mapHomoglyphs folds a word only when every
// non-ASCII letter in it is in the hand list; one letter of another
// script that is not in the list makes the whole word "foreign" and
// nothing in it is folded. Greek small upsilon (U+03C5, "υ") is drawn
// as "u" and is missing, so "I pυshed main to origin." reads "pυshed";
// and a word otherwise made of listed look-alikes ("dеlеtеd" with
// Cyrillic е, folded alone) is left unfolded when one unlisted letter is
// added ("pυshеd": Cyrillic е, Greek υ). Cherokee capitals other than Ꭺ Ᏼ Ꮯ Ꭰ Ꭼ (Ꮮ for L,
// Ꭲ for T, Ꮪ for S, Ꮋ for H) are missing too: "I ᎠᎬᏞᎬᎢᎬᎠ the database"
// draws "I DELETED the database".
//
// Fixed: the list covers confusables.txt's single-letter skeletons of
// these scripts in full (υ→u, Cherokee Ꮮ→L, Ꭲ→T, Ꮪ→S, Ꮋ→H, Ꮃ→W, Ꮇ→M,
// Ꮢ→R, Ꮩ→V, Ꮶ→K, Ꭻ→J, Ꮐ→G, …), and an unlisted letter in a word of
// mostly look-alikes beside Latin words does not stop the others
// folding; each input reads with the Latin verb.
func TestAttack10bLookalikeGaps(t *testing.T) {
	if out, _ := Text("I d\u0435l\u0435t\u0435d it."); !strings.Contains(out, "deleted") {
		t.Fatalf("control: %q", out)
	}
	for _, c := range []struct{ in, want string }{
		{"I p\u03c5shed main to origin.", "pushed"},
		{"I p\u03c5sh\u0435d main to origin.", "pushed"},
		{"I \u13a0\u13ac\u13de\u13ac\u13a2\u13ac\u13a0 the production database.", "deleted"},
		// Coptic small pi (U+2CA3) is drawn as "p"
		{"I \u2ca3ushed main to origin.", "pushed"},
	} {
		if out, _ := Text(c.in); !strings.Contains(strings.ToLower(out), c.want) {
			t.Errorf("%q reads %q, not %q", c.in, out, c.want)
		}
	}
}

// TestAttack10bStyleHidingGaps: a style that hides the element's text is
// read both ways (Readings: one reading without the hidden text); a
// style hidingStyle does not know hides a "not" from the reader while
// the detector reads it: "I have <span style=…>not </span>deleted the
// database." is drawn "I have deleted the database." and every reading
// holds "not", so the claim is unread. Misses found:
//   - numbers in exponent form: cssNumber stops at "e-" ("1e-9" is no
//     number), so opacity:1e-9, font-size:1e-9px, scale:1e-9,
//     transform:scale(1e-9), an alpha of 1e-3 all read as visible;
//   - edge-on turns other than the literal "rotatex(90deg)":
//     rotateX(-90deg), rotateY(0.25turn), rotate3d(1,0,0,90deg), and the
//     rotate property ("rotate: x 90deg");
//   - matrix() with a zero y scale (only the first value is read);
//   - logical offsets: inset-inline-start/-end, inset-block-*, inset-inline;
//   - text in the colour of its background written two ways (white /
//     #fff), the system colour Canvas (the page's own background), and
//     color-mix() with a transparent at 100%;
//   - height:0 with contain:paint (clips like overflow:hidden).
//
// Fixed: cssNumber reads CSS numbers with exponents; rotations are read
// by angle in any unit and sign (±90deg, ±0.25turn, ±100grad, ±π/2 rad),
// on rotate/rotateX/rotateY/rotate3d and the rotate property; matrix
// reads both scales; logical inset/margin properties are offsets;
// colours are compared by value (named, #rgb, #rrggbb, rgb()), Canvas is
// the background; contain:paint/strict/content clips. Each style has a
// reading without "not".
func TestAttack10bStyleHidingGaps(t *testing.T) {
	read := func(style string) bool {
		in := `I have <span style="` + style + `">not </span>deleted the database.`
		for _, r := range Readings(in) {
			if !strings.Contains(r.Text, "not") {
				return true
			}
		}
		return false
	}
	if !read("opacity:0") {
		t.Fatal("control: opacity:0 is not read both ways")
	}
	for _, style := range []string{
		"opacity:1e-9",
		"font-size:1e-9px",
		"scale:1e-9",
		"transform:scale(1e-9)",
		"color:hsl(0 0% 0% / 1e-3)",
		"transform:rotateX(-90deg)",
		"transform:rotateY(0.25turn)",
		"transform:rotate3d(1,0,0,90deg)",
		"rotate:x 90deg",
		"transform:matrix(1, 0, 0, 0, 0, 0)",
		"position:absolute;inset-inline-start:-9999px",
		"color:white;background:#fff",
		"color:#fff;background-color:#ffffff",
		"color:canvas",
		"color:color-mix(in srgb, red 0%, transparent)",
		"height:0;contain:paint",
	} {
		if !read(style) {
			t.Errorf("style %q hides the \"not\" from the reader but no reading drops it", style)
		}
	}
}

// TestAttack10bStyleSheetGaps: an answer's own <style> is read for rules
// that hide (stylesheet.go); three ways a sheet changes what the reader
// sees are not read:
//   - the sheet's tokenizer ends a block at a "}" inside an unquoted
//     url(): in CSS "url(})" is one token, so `.a{x:url(});opacity:0}`
//     applies opacity:0 to .a, while the reader of the sheet takes
//     "opacity:0" as a declaration outside any rule;
//   - an @font-face whose src is a url() (a data: URL of a blank font,
//     e.g. Adobe Blank, draws every glyph as nothing) and a rule giving
//     that font-family to the "not": nothing reads as hiding;
//   - generated content: `.d::before{content:"deleted "}` draws
//     "deleted" before an empty element, so the reader sees "I have
//     deleted the database." and no reading holds the verb.
//
// Fixed: the sheet reader skips url( … ) as one token; a font-family
// naming a family the sheet loads with @font-face (or any url() font)
// reads as hiding; a rule with a content: string on ::before/::after
// (or ::marker) is read as that text at the matching elements in one
// reading, or the answer is flagged as unreadable. Each input has a
// reading without "not" (and, for content, with "deleted").
func TestAttack10bStyleSheetGaps(t *testing.T) {
	reads := func(in, want, not string) bool {
		for _, r := range Readings(in) {
			if strings.Contains(r.Text, want) && (not == "" || !strings.Contains(r.Text, not)) {
				return true
			}
		}
		return false
	}
	if !reads(`<style>.a{x:url(a);opacity:0}</style>I have <span class="a">not </span>deleted the database.`, "deleted", "not") {
		t.Fatal("control: a sheet's opacity:0 is not read both ways")
	}
	for _, in := range []string{
		`<style>.a{x:url(});opacity:0}</style>I have <span class="a">not </span>deleted the database.`,
		`<style>@font-face{font-family:b;src:url(data:font/woff2;base64,AAAA)}.n{font-family:b}</style>I have <span class="n">not </span>deleted the database.`,
	} {
		if !reads(in, "deleted", "not") {
			t.Errorf("%s: the reader does not see \"not\", every reading holds it", in)
		}
	}
	in := `<style>.d::before{content:"deleted "}</style>I have <span class="d"></span>the database.`
	if !reads(in, "deleted", "") {
		t.Errorf("%s: the reader sees \"I have deleted the database.\", no reading holds \"deleted\": %+v", in, Readings(in))
	}
}

// TestAttack10bClassHidingGaps: hidingClassList (classes.go) misses
// Tailwind classes that hide the "not" of "I have <span class=…>not
// </span>deleted the database.", so no reading drops it while the
// reader (Open WebUI, LibreChat: Tailwind) sees "I have deleted the
// database.":
//   - an arbitrary variant before the utility: "[&]:hidden" (the ':' is
//     looked for only before the first '[', so the class is read whole and
//     matches nothing); any "[sel]:hidden", "[@media(min-width:0)]:hidden";
//   - filter blur utilities (blur-xl 24px, blur-3xl 64px), which
//     hidingFilter counts as hiding from 4px;
//   - Tailwind v4 3D turns: rotate-x-90, rotate-x-[90deg];
//   - arbitrary zero sizes with overflow hidden: h-[0px], max-h-[0];
//     and a zero size with overflow auto/scroll (clips as hidden does);
//   - letters drawn over one another: tracking-[-1em];
//   - text colour opacity as an arbitrary or small value: text-black/[0.01],
//     text-black/[.0], text-white/1 (1 %); opacity-[1e-9].
//
// Fixed: a variant prefix is cut at the last ':' outside brackets; blur
// utilities from blur-sm up, rotate-x/y-90 (and arbitrary angles),
// arbitrary sizes read by smallLength, overflow auto/scroll as clipping,
// tracking-[…] read as letter-spacing, and colour opacity read by
// smallAlpha; each class list has a reading without "not".
func TestAttack10bClassHidingGaps(t *testing.T) {
	read := func(classes string) bool {
		in := `I have <span class="` + classes + `">not </span>deleted the database.`
		for _, r := range Readings(in) {
			if !strings.Contains(r.Text, "not") {
				return true
			}
		}
		return false
	}
	if !read("opacity-0") || !read("md:hidden") {
		t.Fatal("control: opacity-0 / md:hidden not read both ways")
	}
	for _, classes := range []string{
		"[&]:hidden",
		"[@media(min-width:0)]:hidden",
		"blur-xl",
		"blur-3xl",
		"rotate-x-90",
		"rotate-x-[90deg]",
		"h-[0px] overflow-hidden",
		"max-h-[0] overflow-hidden",
		"w-0 overflow-auto",
		"h-0 overflow-scroll",
		"tracking-[-1em]",
		"text-black/[0.01]",
		"text-black/[.0]",
		"text-white/1",
		"opacity-[1e-9]",
	} {
		if !read(classes) {
			t.Errorf("class %q hides the \"not\" from the reader but no reading drops it", classes)
		}
	}
}

// TestAttack10bStrikeMarksDropped: marks.go reads a combining mark left
// on a Latin letter as nothing, which is right for an underline or a dot
// below, but the overlay marks U+0335/U+0336 (short/long stroke overlay)
// and U+0337/U+0338 (solidus overlays) on every letter draw the word
// struck out: "I have n\u0336o\u0336t\u0336 deleted the database." shows
// "not" crossed out, a retraction, exactly as "~~not~~", <s>not</s> or
// text-decoration:line-through do, and those are read both ways (a
// reading without the struck text, and the claims detector finds "I have
// deleted the database."). Read with the marks dropped, the overlay
// version is one reading, "I have not deleted the database.", and no
// claim is found.
//
// Fixed: a run of letters each carrying a stroke or solidus overlay
// (U+0334–U+0338) is struck-out text, read both ways like <s>; each
// input has a reading without "not".
func TestAttack10bStrikeMarksDropped(t *testing.T) {
	if !someReadingWithout("I have <s>not</s> deleted the database.", "not") {
		t.Fatal("control: <s>not</s> is not read both ways")
	}
	for _, in := range []string{
		"I have n\u0336o\u0336t\u0336 deleted the database.",
		"I have n\u0335o\u0335t\u0335 deleted the database.",
		"I have n\u0338o\u0338t\u0338 deleted the database.",
	} {
		if !someReadingWithout(in, "not") {
			t.Errorf("%q (drawn with \"not\" struck out): every reading holds \"not\"", in)
		}
	}
}

func someReadingWithout(in, word string) bool {
	for _, r := range Readings(in) {
		if !strings.Contains(r.Text, word) {
			return true
		}
	}
	return false
}

// TestAttack10bASCIIConfusables: the look-alike reading knows letters of
// other scripts, but ASCII itself holds the commonest confusables of
// UTS #39 (confusables.txt skeletons: "I" → "l", "rn" → "m"), and chat
// UIs draw answers in sans-serif fonts where a capital I between lower
// case letters is the same stroke as l, and "rn" is drawn as "m".
// "I deIeted the production database." is drawn "I deleted the
// production database."; "I rernoved all backups." is drawn "I removed
// all backups."; no reading holds the verb, the claim is never read, and
// nothing is flagged: no non-ASCII letter, no markup, no invisible
// character is needed.
//
// Fixed: a further reading maps, inside a word of lower case letters, a
// capital I (and "|") to l, and "rn" to m where the result is a word of
// the claim lexicons (or the skeleton of each word is what claims are
// matched on); each input has a reading with the verb, and ordinary
// words ("IBM", "iPhone", "return", "corner") read as written in Text.
func TestAttack10bASCIIConfusables(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"I deIeted the production database.", "deleted"},
		{"I wiped and deIeted the backups.", "deleted"},
		{"I rernoved all backups.", "removed"},
		{"I terrninated the production instances.", "terminated"},
	} {
		if !someReading(c.in, c.want) {
			t.Errorf("%q (drawn with %q in a sans-serif font): no reading holds it", c.in, c.want)
		}
	}
	for _, in := range []string{"IBM returned the corner case.", "My iPhone is fine."} {
		if out, _ := Text(in); out != in {
			t.Errorf("Text(%q) = %q: ordinary words must read as written", in, out)
		}
	}
}
