package readable

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// isMark: r is a nonspacing or enclosing combining mark (Mn, Me), which a
// renderer draws on the letter before it. Every one is at or above
// U+0300, whose UTF-8 lead byte is 0xCC.
func isMark(r rune) bool {
	// Short cuts over the blocks of many letters and no mark (Greek,
	// Cyrillic, Armenian, CJK, Hangul) keep the table search off most
	// runes of non-Latin text (TestIsMarkIsUnicode holds them).
	switch {
	case r < 0x300:
		return false
	case r <= 0x36F, r >= 0x483 && r <= 0x489:
		return true
	case r < 0x591, r >= 0x3400 && r <= 0x9FFF, r >= 0xAC00 && r <= 0xD7A3:
		return false
	}
	return unicode.In(r, unicode.Mn, unicode.Me)
}

// Mark reports whether r is a combining mark a reader sees as part of the
// letter before it (the receipt look-alike scan reads the prefix so).
func Mark(r rune) bool { return isMark(r) }

// narrowSpace: r is a space drawn narrower than an ordinary space (three-
// to six-per-em, figure, punctuation, thin, hair, narrow no-break, medium
// mathematical): between two letters a reader may see one word
// ("de\u200Aleted", "dele\u205Fted"), so Readings reads it both ways.
func narrowSpace(r rune) bool {
	return r >= 0x2004 && r <= 0x200A || r == 0x202F || r == 0x205F
}

// letterPast: s[i:] starts with a letter after any combining marks, which
// read as nothing ("dele\u200A\u0332ted": the space is between letters).
func letterPast(s string, i int) bool {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isMark(r) {
			return unicode.IsLetter(r)
		}
		i += n
	}
	return false
}

// NarrowSpace reports whether r is a space barely visible between letters.
func NarrowSpace(r rune) bool { return narrowSpace(r) }

// maxCluster bounds the marks composed with one base letter: NFC of a
// longer run is no different for a reader, and the bound keeps each
// composition constant time.
const maxCluster = 16

// markBase: a mark after r that does not compose with it reads as
// nothing: r is a letter of a script a claim is written in or a
// look-alike is taken from (Latin, Greek, Cyrillic, Armenian). Marks of
// other scripts (Devanagari vowel signs, Arabic harakat) are letters of
// their words and stay.
func markBase(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r) && unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic, unicode.Armenian)
}

// readMarks reads s composed: a letter and the combining marks after it
// as their precomposed letter (NFC: "o\u0308" is "ö") when that is a
// letter of the Latin-1 or Latin Extended-A/B blocks, where the letters
// of the claim languages are; marks left over
// on a Latin, Greek, Cyrillic or Armenian letter as nothing ("de\u0332leted"
// is drawn "deleted" underlined), and, when narrowGone, a narrow space
// between two letters as nothing. It returns the shifts back to s (nil
// when nothing changed) and whether s holds a narrow space between
// letters (Readings then reads it the other way too). Text with no byte
// of 0xCC or above is returned at the cost of one scan, eight ASCII
// bytes at a time.
func readMarks(s string, narrowGone bool) (string, *shifts, bool) {
	out, sh, narrow, _ := readMarksStruck(s, narrowGone, false)
	return out, sh, narrow
}

// overlayMark: r is a stroke or solidus overlay (U+0334–U+0338), drawn
// through the letter it is on: a run of letters each carrying one is
// struck out ("n\u0336o\u0336t\u0336"), as "~~not~~" is.
func overlayMark(r rune) bool { return r >= 0x334 && r <= 0x338 }

// readMarksStruck is readMarks, and whether s holds a letter carrying an
// overlay mark (struck); when struckGone, such a letter reads as nothing
// with its marks (Readings reads struck text both ways, as <s>).
func readMarksStruck(s string, narrowGone, struckGone bool) (string, *shifts, bool, bool) {
	start, narrow, struck := -1, false, false
	prev := rune(0) // the rune before i, for a narrow space's left letter
	for i := 0; i < len(s); {
		if i+8 <= len(s) && binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 == 0 {
			// eight ASCII bytes: no mark or narrow space among them
			prev = rune(s[i+7])
			i += 8
			continue
		}
		c := s[i]
		if c < 0xCC {
			if c < utf8.RuneSelf {
				prev = rune(c)
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[i:])
			prev = r
			i += n
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case isMark(r):
			if start < 0 {
				start = i
			}
			struck = struck || overlayMark(r) && markBase(prev)
		case narrowSpace(r) && unicode.IsLetter(prev) && letterPast(s, i+n):
			narrow = true
			if narrowGone && start < 0 {
				start = i
			}
		}
		if !isMark(r) {
			prev = r // a mark reads as nothing: the letter before it stays prev
		}
		i += n
	}
	if start < 0 {
		return s, nil, narrow, struck
	}
	// Back up to the base letter the first mark is drawn on.
	if _, n := utf8.DecodeLastRuneInString(s[:start]); n > 0 {
		start -= n
	}
	var b strings.Builder
	b.Grow(len(s))
	sh := &shifts{}
	sh.note(0, 0)
	b.WriteString(s[:start])
	drop := false // marks here are drawn on a letter markBase reads them away on
	for i := start; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case isMark(r):
			if !drop {
				sh.note(b.Len(), i)
				b.WriteString(s[i : i+n])
			}
			i += n
			continue
		case narrowGone && narrowSpace(r) && letterBefore(b.String()) && letterPast(s, i+n):
			i += n
			continue
		}
		// a base and the marks after it, composed
		j, k := i+n, 0
		for j < len(s) && k < maxCluster {
			m, mn := utf8.DecodeRuneInString(s[j:])
			if !isMark(m) {
				break
			}
			j += mn
			k++
		}
		sh.note(b.Len(), i)
		drop = markBase(r)
		if struckGone && drop && k > 0 && strings.ContainsFunc(s[i+n:j], overlayMark) {
			i = j // a struck letter: read as absent, with its marks
			continue
		}
		if k == 0 {
			b.WriteString(s[i:j])
			i = j
			continue
		}
		comp := norm.NFC.String(s[i:j])
		first, fn := utf8.DecodeRuneInString(comp)
		if first >= 0x250 && r < 0x250 && drop {
			// Composed past the Latin Extended blocks ("e\u0323" is the
			// Vietnamese "ẹ"): no letter of a claim language, so the
			// base is read and its marks away, as for "de\u0332leted".
			first, fn = r, n
			comp = s[i:j]
		}
		b.WriteRune(first)
		for _, m := range comp[fn:] {
			if !(drop && isMark(m)) {
				b.WriteRune(m)
			}
		}
		drop = markBase(first) || drop
		i = j
	}
	sh.note(b.Len(), len(s))
	return b.String(), sh, narrow, struck
}

// narrowGap: emitted ends with a narrow space after a letter ("dele\u200A"):
// markup glued after it reads as nothing as it would after the letter, so
// "dele\u200A<b></b>ted" is read both ways as "dele\u200Ated" is.
func narrowGap(emitted string) bool {
	r, n := utf8.DecodeLastRuneInString(emitted)
	return narrowSpace(r) && letterBefore(emitted[:len(emitted)-n])
}
