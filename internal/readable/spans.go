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
	from, to   int    // the content: drawn backwards, or of a hidden element
	always     bool   // hidden in every reading (a script or style body)
	insert     string // text a style sheet draws here (::before, ::after); start == end
}

// spans returns the spans of text read as o says, sorted and not
// overlapping (a span that starts inside an earlier one is part of it),
// or nil, and whether the default reading would have hidden anything or
// ended an override at a soft break (then the other readings differ).
// Each finder makes one pass with bounded look-ahead: linear.
func spans(text string, o how) ([]span, alts) {
	var found alts
	hidden := hiddenElements(text)
	defs := linkRefDefs(text)
	for _, s := range hidden {
		if !s.reversed && !s.always {
			found.hidden = true
		}
	}
	found.hidden = found.hidden || len(defs) > 0
	if o.hiddenShown {
		hidden = showHidden(hidden)
		defs = nil // a definition read as the text it is stored as
	}
	// the raw-text spans come in text order, the matched elements after
	// them: one sort, of the (few) hidden spans only
	// (an insert before a span at its start: it is read, not covered)
	sort.Slice(hidden, func(a, b int) bool {
		return hidden[a].start < hidden[b].start || hidden[a].start == hidden[b].start && hidden[a].end < hidden[b].end
	})
	bidi, soft := bidiOverrides(text, o.bidiToBlock)
	found.softBidi = soft
	spanStart := func(v span) int { return v.start }
	sp := mergeByStart(mergeByStart(hidden, defs, spanStart), bidi, spanStart)
	if len(sp) == 0 {
		return nil, found
	}
	out := sp[:1]
	for _, s := range sp[1:] {
		if s.start >= out[len(out)-1].end {
			out = append(out, s)
		}
	}
	return out, found
}

// mergeByStart merges two lists sorted by start into one (linear: the
// lists of a hostile text are long).
func mergeByStart[T any](a, b []T, start func(T) int) []T {
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	out := make([]T, 0, len(a)+len(b))
	for len(a) > 0 || len(b) > 0 {
		if len(b) == 0 || len(a) > 0 && start(a[0]) <= start(b[0]) {
			out = append(out, a[0])
			a = a[1:]
		} else {
			out = append(out, b[0])
			b = b[1:]
		}
	}
	return out
}

// read emits what a reader sees for s and returns the offset after it.
// A reversed span's runes are emitted last first; each is noted at the
// offset of the rune in that place of the stored order, so offsets still
// map forward, onto rune starts, inside the span.
func (s span) read(text string, emit func(string, int), fillersGone bool) int {
	if s.insert != "" {
		emit(s.insert, s.start)
		return s.end
	}
	if !s.reversed {
		return s.end
	}
	// two cursors, no copy: bk walks the content from its end for what
	// is emitted, fw from its start for the offset each is noted at
	fw := s.from
	for bk := s.to; bk > s.from; {
		r, n := utf8.DecodeLastRuneInString(text[s.from:bk])
		bk -= n
		out, ok := readRune(r, fillersGone)
		if !ok {
			out = text[bk : bk+n]
		}
		if out == "" {
			continue
		}
		for { // the next rune from the start that reads as something
			r, m := utf8.DecodeRuneInString(text[fw:])
			if o, ok := readRune(r, fillersGone); !ok || o != "" {
				break
			}
			fw += m
		}
		emitLetters(emit, out, fw)
		_, m := utf8.DecodeRuneInString(text[fw:])
		fw += m
	}
	return s.end
}

// showHidden is hidden as a renderer that strips tags but keeps their
// text shows it: a hidden element's tags read as nothing, its content as
// text; script and style bodies stay hidden (code, not prose), and a
// closed <details> reads as its text, tags and all, as markup reads it.
func showHidden(hidden []span) []span {
	out := hidden[:0:0]
	for _, s := range hidden {
		switch {
		case s.reversed, s.always:
			out = append(out, s)
		case s.to > s.from:
			out = append(out, span{start: s.start, end: s.from}, span{start: s.to, end: s.end})
		}
	}
	return out
}
