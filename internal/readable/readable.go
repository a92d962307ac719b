// Package readable turns text into what a reader sees, for the claim
// detector: hidden characters, look-alike letters and markup glued inside
// words are read away, and offsets map back to the original text.
package readable

import (
	"encoding/binary"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text returns text as a reader sees it, for the claim detector, and
// back, which maps a byte offset of the result at a rune start (or its
// end) to the offset in text it was read from. back holds one entry per
// change, not per byte: the answer of a long stream is not bounded in
// total size. The model writes the answer and wants
// its claims unread: a zero-width space, soft hyphen or joiner inside
// "ran", a Cyrillic "а" in "sent", full-width letters, an HTML comment,
// empty tag or entity glued inside a word, or "*" emphasis inside one,
// all render as the plain word but split or change it for a tokenizer.
// Text drops what renders as nothing, folds full-width ASCII, maps
// the homoglyphs of a word that mixes them with Latin letters, and
// removes markup glued inside a word. Text with none of these is returned
// as it is, with back nil.
func Text(text string) (string, *Offsets) {
	out, back, _ := read(text, how{})
	return out, back
}

// Reading is one reading of a text: what a reader sees, and the map of
// its offsets back to the text.
type Reading struct {
	Text string
	Back *Offsets
}

// Readings are Text's reading of text and, where what a reader sees
// depends on the renderer, the others (the common case costs one Text,
// and Text's is first). Text reads hidden elements and link reference definitions as
// nothing, a right-to-left override to the line end, a Hangul filler as
// a gap; but many chat UIs strip or escape raw HTML and show the hidden
// text, a browser closes an element earlier than a tag matcher does,
// author style can cancel hiding, screen readers read .sr-only; a soft
// break renders as a space inside the override's paragraph; some fonts
// draw a filler as nothing. Reading hidden text as nothing is safe only
// against a hidden "not": a claim hidden from the detector is shown to
// some reader. So the claim detector keeps the claims of every reading.
func Readings(text string) []Reading {
	return append(readingsPlain(text), drawnReadings(text)...)
}

// readingsPlain are Readings but the terminal's.
func readingsPlain(text string) []Reading {
	first, back, found := read(text, how{})
	out := []Reading{{first, back}}
	add := func(o how) {
		t, back, _ := read(text, o)
		out = append(out, Reading{t, back})
		if o.fillersGone || o.narrowGone || o.struckGone {
			// what these glue may need ASCII's look-alikes too ("deIe\u200Ated")
			out = appendLookalikes(out, t, back)
		}
	}
	if found.hidden {
		add(how{hiddenShown: true})
	}
	if found.softBidi {
		add(how{bidiToBlock: true})
	}
	filler := hasFiller(text)
	if filler {
		add(how{fillersGone: true})
	}
	if found.narrow {
		add(how{narrowGone: true})
		if filler {
			add(how{fillersGone: true, narrowGone: true}) // a word may need both
		}
	}
	if found.struck {
		add(how{struckGone: true})
	}
	if t, sh := asciiLookalikes(first); sh != nil {
		// composed on Text's reading: its offsets, then the ASCII ones
		o := &Offsets{third: sh}
		if back != nil {
			o.first, o.marks, o.second = back.first, back.marks, back.second
		}
		out = append(out, Reading{t, o})
	}
	return out
}

// hasFiller: text holds a Hangul filler. Four substring searches, each
// a vectorised scan for a lead byte rare in text: ContainsAny of
// multi-byte runes is a rune-by-rune search and cost a fifth of Find.
func hasFiller(text string) bool {
	return strings.Contains(text, "\u115F") || strings.Contains(text, "\u1160") ||
		strings.Contains(text, "\u3164") || strings.Contains(text, "\uFFA0")
}

// how is a reading: Text's, or one of the others of Readings.
type how struct {
	fillersGone bool // a Hangul filler reads as nothing, not a gap
	hiddenShown bool // hidden elements and definitions read as text
	bidiToBlock bool // an override runs on past a soft break
	narrowGone  bool // a narrow space between letters reads as nothing
	struckGone  bool // a letter struck by an overlay mark reads as nothing
}

// alts: what in text the other readings read differently.
type alts struct{ hidden, softBidi, narrow, struck bool }

// read is Text as o reads it, and what the other readings differ in.
func read(text string, o how) (string, *Offsets, alts) {
	sp, found := spans(text, o)
	if sp == nil && (!mayNeedReading(text) || readsAsIs(text)) {
		return text, nil, found
	}
	var b strings.Builder
	b.Grow(len(text))
	first := &shifts{}
	emit := func(s string, from int) {
		first.note(b.Len(), from)
		b.WriteString(s)
	}
	var m markup
	next := 0 // the next span of sp
	for i := 0; i < len(text); {
		for next < len(sp) && sp[next].start < i {
			next++ // begins inside markup already read
		}
		limit := len(text)
		if next < len(sp) {
			if sp[next].start == i {
				i = sp[next].read(text, emit, o.fillersGone)
				next++
				continue
			}
			limit = sp[next].start
		}
		if markupByte(text[i]) {
			if out, n := m.at(text[:limit], i, b.String()); n > 0 {
				if out != "" {
					emit(out, i)
				}
				i += n
				continue
			}
		}
		if plainASCII(text[i]) {
			// A run of plain ASCII is copied as it is: one shift note
			// covers it (its bytes all keep one offset delta).
			j := i + 1
			for j+8 <= limit && plain8(text, j) {
				j += 8 // (eight bytes a test: most of a text is such runs)
			}
			for j < limit && plainASCII(text[j]) {
				j++
			}
			emit(text[i:j], i)
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if out, ok := readRune(r, o.fillersGone); ok {
			emitLetters(emit, out, i)
		} else {
			emit(text[i:i+n], i)
		}
		i += n
	}
	for ; next < len(sp); next++ {
		if sp[next].start == len(text) { // text drawn after the last element
			sp[next].read(text, emit, o.fillersGone)
		}
	}
	first.note(b.Len(), len(text))
	composed, marks, narrow, struck := readMarksStruck(b.String(), o.narrowGone, o.struckGone)
	found.narrow, found.struck = narrow, struck
	out, second := mapHomoglyphs(composed)
	return out, &Offsets{first: first, marks: marks, second: second}, found
}

// readRune is rewrite, with a Hangul filler read as nothing when
// fillersGone.
func readRune(r rune, fillersGone bool) (string, bool) {
	if fillersGone && hangulFiller(r) {
		return "", true
	}
	return rewrite(r)
}

// emitLetters emits what one rune reads as, each letter of a ligature
// ("ﬁ" is "fi") noted at the rune, so every offset inside maps onto it.
func emitLetters(emit func(string, int), out string, from int) {
	if len(out) < 2 || out[0] >= utf8.RuneSelf {
		if out != "" {
			emit(out, from)
		}
		return
	}
	for k := 0; k < len(out); k++ {
		emit(out[k:k+1], from)
	}
}

// shifts maps offsets of a rewritten string to its source: from at[i] on,
// source = offset + delta[i].
type shifts struct{ at, delta []int }

// note records that offset in the rewritten string came from src.
func (s *shifts) note(offset, src int) {
	d := src - offset
	if n := len(s.delta); n > 0 && s.delta[n-1] == d {
		return
	}
	s.at = append(s.at, offset)
	s.delta = append(s.delta, d)
}

// source is the source offset of offset (nil s: the same).
func (s *shifts) source(offset int) int {
	if s == nil || len(s.at) == 0 {
		return offset
	}
	i := sort.SearchInts(s.at, offset+1) - 1
	if i < 0 {
		i = 0
	}
	return offset + s.delta[i]
}

// Offsets maps an offset of Text's result back to the text: first undoes
// the rune-by-rune read, marks the composition (readMarks), second the
// look-alike mapping, third the ASCII look-alike reading (asciiLookalikes),
// pre the drawing read before them, outermost first (drawnReadings).
type Offsets struct {
	first, marks, second, third *shifts
	pre                         []*shifts
}

// Back is the offset in the original text of offset in Text's result.
func (o *Offsets) Back(offset int) int {
	if o == nil {
		return offset
	}
	offset = o.first.source(o.marks.source(o.second.source(o.third.source(offset))))
	for k := len(o.pre) - 1; k >= 0; k-- {
		offset = o.pre[k].source(offset)
	}
	return offset
}

// mayNeedReading: text holds a non-ASCII byte, or markup ('<', '*', '&').
func mayNeedReading(text string) bool {
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c >= utf8.RuneSelf, markupByte(c):
			return true
		}
	}
	return false
}

// readsAsIs: Text would return text unchanged, with offsets that map
// every offset to itself: no markup byte ('<', '*', '&'), and no rune
// that is invisible, full-width, an ideographic space or a homoglyph (an
// accented letter, a degree sign, an emoji are copied as they are).
// Most answers with a non-ASCII letter are such a text: they skip the
// copy. FuzzTextRuns holds Text to the rune-by-rune loop.
func readsAsIs(text string) bool {
	for i := 0; i < len(text); i++ {
		for i+8 <= len(text) && plain8(text, i) {
			i += 8
		}
		if i >= len(text) {
			break
		}
		c := text[i]
		if c < utf8.RuneSelf {
			if markupByte(c) {
				return false
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		// every rune Text's loop rewrites (FuzzTextRuns holds them equal),
		// a mark readMarks composes, a narrow space between letters it
		// reads both ways
		if _, ok := rewrite(r); ok || isHomoglyph(r) || isMark(r) {
			return false
		}
		if narrowSpace(r) && i > 0 && letterAt(text, i+n) {
			if p, _ := utf8.DecodeLastRuneInString(text[:i]); unicode.IsLetter(p) {
				return false
			}
		}
		i += n - 1
	}
	return true
}

// plain8: the eight bytes of s from i are all plainASCII (exact: a byte
// is zero after the xor only where it matched).
func plain8(s string, i int) bool {
	x := binary.LittleEndian.Uint64([]byte(s[i : i+8]))
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	a, b, c := x^('<'*lo), x^('*'*lo), x^('&'*lo)
	d, e := x^('_'*lo), x^('`'*lo)
	return (x|(a-lo)&^a|(b-lo)&^b|(c-lo)&^c|(d-lo)&^d|(e-lo)&^e)&hi == 0
}

// plainASCII: c is ASCII and not a byte where markup may start.
func plainASCII(c byte) bool {
	return c < utf8.RuneSelf && !markupByte(c)
}

// markupByte: c may start markup ('<', '*', '&', '_', '`').
func markupByte(c byte) bool {
	return c == '<' || c == '*' || c == '&' || c == '_' || c == '`'
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// wordBefore: the text emitted so far ends in a letter or digit.
func wordBefore(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return isWordRune(r)
}

func letterBefore(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r)
}

func letterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r)
}

// wordAt: text[i:] starts with a letter or digit (after anything invisible).
func wordAt(text string, i int) bool {
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !invisibleRune(r) {
			return isWordRune(r)
		}
		i += n
	}
	return false
}

// maxEntity bounds the look-ahead for a character reference's ';'.
const maxEntity = 40

// entity decodes an HTML character reference at the start of s ("&#97;",
// "&#x61;", "&shy;" and the invisible named ones) and returns its rune and
// length, or 0.
func entity(s string) (rune, int) {
	// Look no further than the longest reference ("&CounterClockwise
	// ContourIntegral;", 33 bytes): a search over the whole rest of the text
	// for every '&' is quadratic on "a&a&a&…" (TestAttack8EntityScanQuadratic).
	j := strings.IndexByte(s[:min(len(s), maxEntity)], ';')
	if j < 2 {
		return 0, 0
	}
	name := s[1:j]
	if name[0] == '#' {
		var v uint64
		var err error
		if len(name) > 1 && (name[1] == 'x' || name[1] == 'X') {
			v, err = strconv.ParseUint(name[2:], 16, 32)
		} else {
			v, err = strconv.ParseUint(name[1:], 10, 32)
		}
		if err != nil || v == 0 || v > unicode.MaxRune {
			return 0, 0
		}
		return rune(v), j + 1
	}
	switch name {
	case "shy":
		return 0xAD, j + 1
	case "hairsp", "VeryThinSpace":
		return 0x200A, j + 1
	case "thinsp", "ThinSpace":
		return 0x2009, j + 1
	case "zwj":
		return 0x200D, j + 1
	case "zwnj":
		return 0x200C, j + 1
	case "ZeroWidthSpace", "NegativeVeryThinSpace", "NegativeThinSpace", "NegativeMediumSpace", "NegativeThickSpace":
		return 0x200B, j + 1
	case "NoBreak":
		return 0x2060, j + 1
	case "lrm":
		return 0x200E, j + 1
	case "rlm":
		return 0x200F, j + 1
	case "af", "ApplyFunction":
		return 0x2061, j + 1
	case "it", "InvisibleTimes":
		return 0x2062, j + 1
	case "ic", "InvisibleComma":
		return 0x2063, j + 1
	}
	return 0, 0
}

// blankFiller: r is a letter that renders as a blank gap (the Hangul
// fillers, the braille blank). Between two words it reads as a space, so
// dropping it would glue "I\u3164ran" into one word.
func blankFiller(r rune) bool {
	return hangulFiller(r) || r == 0x2800
}

// hangulFiller: r is one of the Hangul fillers, default-ignorable letters
// that some fonts draw as a blank and others as nothing (Readings).
func hangulFiller(r rune) bool {
	return r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0
}

// invisibleRune: r renders as nothing: a format character (the zero-width
// space, soft hyphen, joiners and bidi controls) or any other
// default-ignorable code point (variation selectors, tag characters, the
// combining grapheme joiner, the Khmer inherent vowels), but the Hangul
// fillers, which blankFiller reads.
func invisibleRune(r rune) bool {
	if r < 0x600 {
		// Below Arabic, the soft hyphen is the only format character
		// (TestInvisibleRuneBelowArabic); accented Latin letters, common
		// in four of the five languages, skip the table search.
		return r == 0xAD || r == 0x034F
	}
	switch {
	case ignorable(r):
		return !hangulFiller(r)
	case unicode.Is(unicode.Cf, r):
		return true
	}
	return false
}
