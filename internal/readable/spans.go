package readable

import (
	"sort"
	"unicode/utf8"
)

// span is a stretch of text a reader sees other than as it is stored:
// hidden (an element the page never shows, a link reference definition)
// reads as nothing; reversed (a right-to-left override) reads as its
// content, text[from:to], drawn in reverse order.
type span struct {
	start, end int // the whole span, delimiters included
	reversed   bool
	from, to   int // the content a reversed span draws backwards
}

// spans returns the spans of text, sorted and not overlapping (a span
// that starts inside an earlier one is part of it), or nil. Each finder
// makes one pass with bounded look-ahead, so this stays linear.
func spans(text string) []span {
	var sp []span
	sp = append(sp, hiddenElements(text)...)
	sp = append(sp, linkRefDefs(text)...)
	sp = append(sp, bidiOverrides(text)...)
	if len(sp) == 0 {
		return nil
	}
	sort.SliceStable(sp, func(a, b int) bool { return sp[a].start < sp[b].start })
	out := sp[:1]
	for _, s := range sp[1:] {
		if s.start >= out[len(out)-1].end {
			out = append(out, s)
		}
	}
	return out
}

// read emits what a reader sees for s and returns the offset after it.
// A reversed span's runes are emitted last first; each is noted at the
// offset of the rune in that place of the stored order, so offsets still
// map forward, onto rune starts, inside the span.
func (s span) read(text string, emit func(string, int), fillersGone bool) int {
	if !s.reversed {
		return s.end
	}
	var outs []string
	var at []int
	for i := s.from; i < s.to; {
		r, n := utf8.DecodeRuneInString(text[i:])
		out, ok := readRune(r, fillersGone)
		if !ok {
			out = text[i : i+n]
		}
		if out != "" {
			outs = append(outs, out)
			at = append(at, i)
		}
		i += n
	}
	for k := range outs {
		emit(outs[len(outs)-1-k], at[k])
	}
	return s.end
}
