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
// overrides: from U+202E to the first PDF (U+202C), PDI (U+2069) or
// paragraph end. Each search ends where the next starts: linear.
func bidiOverrides(text string) []span {
	var sp []span
	for i := 0; ; {
		j := strings.Index(text[i:], rlo)
		if j < 0 {
			return sp
		}
		start := i + j
		from := start + len(rlo)
		to, end := len(text), len(text)
		for k := from; k < len(text); {
			r, n := utf8.DecodeRuneInString(text[k:])
			if r == 0x202C || r == 0x2069 {
				to, end = k, k+n
				break
			}
			if r == '\n' || r == '\r' || r == 0x2029 || r == 0x85 {
				to, end = k, k
				break
			}
			k += n
		}
		sp = append(sp, span{start: start, end: end, reversed: true, from: from, to: to})
		i = max(end, from)
	}
}

// rtl: a <bdo>'s attributes set dir=rtl, which draws its content
// right to left.
func rtl(attrText string) bool {
	yes := false
	attrs(attrText, func(name, value string) bool {
		if name == "dir" {
			yes = strings.EqualFold(strings.TrimSpace(value), "rtl")
			return true
		}
		return false
	})
	return yes
}

// Reversed returns text with every right-to-left override read as it is
// drawn (the span's characters in reverse order) and ok, or ok false
// when text holds none: a receipt token stored backwards under U+202E or
// inside <bdo dir=rtl> is a token to the reader. Only the overrides
// change; the rest is as stored.
func Reversed(text string) (string, bool) {
	var sp []span
	for _, s := range append(hiddenElements(text), bidiOverrides(text)...) {
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
