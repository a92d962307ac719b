package readable

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// rlo is RIGHT-TO-LEFT OVERRIDE: every character up to the matching
// POP DIRECTIONAL FORMATTING (or the paragraph's end) is drawn right to
// left, so "\u202Etnes\u202C" shows "sent" and a whole sentence stored
// backwards after an unterminated one reads forwards (attack round 9).
// RLE and RLI only make the paragraph's direction right to left: Latin
// letters inside them stay left to right, as stored.
const rlo = "\u202E"

// bidiOverrides returns the reversed spans of text's right-to-left
// overrides: from U+202E (or its character reference, "&#x202E;", which
// a browser draws the same) to the first PDF (U+202C), PDI (U+2069) or
// paragraph end: the line end (UAX #9), or with toBlock the Markdown
// paragraph's end, a blank line, since a soft break renders as a space
// inside one bidi paragraph, the <p>. soft: an override ended at a line
// end that toBlock reads past. Each search ends where the next starts:
// linear.
func bidiOverrides(text string, toBlock bool) (sp []span, soft bool) {
	f := rloFinder{text: text}
	for i := 0; ; {
		start, n := f.next(i)
		if start < 0 {
			return sp, soft
		}
		from := start + n
		to, end := len(text), len(text)
		for k := from; k < len(text); {
			r, n := utf8.DecodeRuneInString(text[k:])
			if r == '&' {
				r, n = entity(text[k:])
				if n == 0 {
					r, n = '&', 1
				}
			}
			if r == 0x202C || r == 0x2069 {
				to, end = k, k+n
				break
			}
			if r == '\n' || r == '\r' || r == 0x2029 || r == 0x85 {
				j := k + n
				if r == '\r' && j < len(text) && text[j] == '\n' {
					j++
				}
				if (r == '\n' || r == '\r') && softBreak(text, j) {
					soft = true
					if toBlock {
						k = j
						continue
					}
				}
				to, end = k, k
				break
			}
			k += n
		}
		sp = append(sp, span{start: start, end: end, reversed: true, from: from, to: to})
		i = max(end, from)
	}
}

// rloFinder finds text's right-to-left overrides in order, written or
// as a character reference. It remembers where the next written RLO is,
// so a text of many references and no written one is searched once for
// it, not once per reference (attack round 10's review): linear.
type rloFinder struct {
	text    string
	written int // offset of the next written RLO at or after the last search; -1: none
	known   bool
}

// next is the offset and length of the first RLO from i on, or -1.
func (f *rloFinder) next(i int) (int, int) {
	text := f.text
	if !f.known || f.written >= 0 && f.written < i {
		f.known = true
		if j := strings.Index(text[i:], rlo); j >= 0 {
			f.written = i + j
		} else {
			f.written = -1
		}
	}
	end := len(text)
	if f.written >= 0 {
		end = f.written
	}
	for i < end {
		j := strings.IndexByte(text[i:end], '&')
		if j < 0 {
			break
		}
		i += j
		if r, n := entity(text[i:]); n > 0 && r == 0x202E {
			return i, n
		}
		i++
	}
	if f.written >= 0 {
		return f.written, len(rlo)
	}
	return -1, 0
}

// Reversed returns text with every right-to-left override read as it is
// drawn (the span's characters in reverse order) and ok, or ok false
// when text holds none: a receipt token stored backwards under U+202E or
// inside <bdo dir=rtl> is a token to the reader. Only the overrides
// change; the rest is as stored.
func Reversed(text string) (string, bool) {
	var sp []span
	bidi, _ := bidiOverrides(text, false)
	for _, s := range append(hiddenElements(text), bidi...) {
		if s.reversed {
			sp = append(sp, s)
		}
	}
	if len(sp) == 0 {
		return text, false
	}
	sort.Slice(sp, func(a, b int) bool { return sp[a].start < sp[b].start })
	var b strings.Builder
	last := 0
	for _, s := range sp {
		if s.start < last {
			continue
		}
		b.WriteString(text[last:s.start])
		for i := s.to; i > s.from; {
			_, n := utf8.DecodeLastRuneInString(text[s.from:i])
			b.WriteString(text[i-n : i])
			i -= n
		}
		last = s.end
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// softBreak: the line from i goes on with text (it is not blank, not the
// end): the line end before it is a soft break inside a paragraph. It
// looks past spaces and tabs only, which the caller walks anyway.
func softBreak(text string, i int) bool {
	for ; i < len(text); i++ {
		switch text[i] {
		case ' ', '\t':
		case '\n', '\r':
			return false
		default:
			return true
		}
	}
	return false
}
