package claims

import "strings"

// A verb written as a whole inline code span ("I `sent` the email", "Ich
// habe die Datei `gelöscht`", "He `ejecutado` el script") renders as the
// same sentence with the verb in a code font: a reader reads a claim. The
// tokenizer keeps every code span as one object token (a command, a flag,
// a field), so such a verb would hide the claim. codeVerbs reads a span as
// its words when they are a claim verb form of the answer's language
// standing where the sentence needs a verb: after a subject pronoun or an
// auxiliary ("I `sent`", "j'ai `vérifié`", "wurde `gelöscht`"), at the end
// of a German or Dutch clause that holds its auxiliary ("habe die Datei
// `gelöscht`."), a first-person past opening its clause ("`Ejecuté` el
// script"), or a whole verb group in one span ("`have checked`"). A span
// that names a command or identifier ("run `ls`", "the `sent` column",
// "`read` returns bytes", "the status is `deleted`") stays an object: it
// follows no subject or auxiliary, or the word before it is a copula of
// state, which names a value.

// codeVerbBits: the lexicon's claim verb forms (past, first-person past,
// participle, and the weak verbs' forms).
const codeVerbBits = rPast | rPast1 | rPart | rWeak

// codeVerbs rewrites, in s.tc, each code span that codeVerbAt accepts as
// the word tokens of its content. Run once after language detection;
// one pass over the tokens, and the work per span is bounded.
func (s *scanner) codeVerbs() {
	tc := s.tc
	if tc == nil || s.lang == nil {
		return
	}
	type swap struct {
		at   int // index in tc.all
		toks []token
	}
	var swaps []swap
	buf := tc.spanToks[:0] // (pooled: most answers hold no code span, none may allocate)
	defer func() { tc.spanToks = buf[:0] }()
	for bi, r := range tc.rng {
		if b := tc.blocks[bi]; b.code || strings.IndexByte(s.text[b.start:b.end], '`') < 0 {
			continue // (a block with no backtick holds no code span: skipped at memchr speed)
		}
		toks := tc.all[r.start:r.end:r.end]
		for i := range toks {
			t := &toks[i]
			if t.kind != tokCode || t.end-t.start > 40 || t.end-t.start < 3 || !wordsOnly(t.w) {
				continue
			}
			// the span's content as the tokenizer reads prose (offsets
			// inside the backticks: a claim's objects read the word there)
			inner := tokenizeL(buf[:0], s.text, s.lower, t.start+1, t.end-1)
			buf = inner
			if !s.codeVerbAt(toks, i, inner) {
				continue
			}
			if len(inner) == 1 {
				*t = inner[0] // same length: in place
				continue
			}
			swaps = append(swaps, swap{r.start + i, append([]token(nil), inner...)})
		}
	}
	if len(swaps) == 0 {
		return
	}
	// a span of several words: rebuild the tokens and each block's range
	extra := 0
	for _, w := range swaps {
		extra += len(w.toks) - 1
	}
	all := make([]token, 0, len(tc.all)+extra)
	k := 0
	for bi, r := range tc.rng {
		lo := len(all)
		for j := r.start; j < r.end; j++ {
			if k < len(swaps) && swaps[k].at == j {
				all = append(all, swaps[k].toks...)
				k++
				continue
			}
			all = append(all, tc.all[j])
		}
		tc.rng[bi] = span{lo, len(all)}
	}
	tc.all = all
}

// codeVerbAt: the code span toks[i], whose content reads as the words
// inner, is a claim verb standing where the sentence needs a verb.
func (s *scanner) codeVerbAt(toks []token, i int, inner []token) bool {
	l := s.lang
	n := len(inner)
	if n == 0 || n > 3 {
		return false
	}
	for _, t := range inner {
		if t.kind != tokWord || !t.plain && !isContraction(t.w) {
			return false // a path, a flag, a figure, an expression
		}
	}
	last := inner[n-1]
	if l.ruleBits(last)&codeVerbBits == 0 {
		return false
	}
	if n > 1 {
		// a whole verb group: the words before the verb are a subject
		// or an auxiliary, read with the word before the span ("I
		// `have checked`" is "I have checked")
		return verbGroup(l, toks, i, inner)
	}
	// one word: what stands before it
	p := i - 1
	for k := 0; k < 2 && p >= 0 && toks[p].kind == tokWord && l.ruleBits(toks[p])&rJust != 0; k++ {
		p-- // "I just `sent`", "ya `ejecuté`"
	}
	bits := l.ruleBits(last)
	if p < 0 || toks[p].kind == tokPunct || l.clsOf(toks[p])&bConj != 0 {
		// opening its clause: only a form that is first person by itself
		return bits&rPast1 != 0 && i+1 < len(toks) && toks[i+1].kind == tokWord
	}
	if l.ruleBits(toks[p])&rSubj != 0 {
		return bits&(rPast|rPast1|rWeak) != 0 // "I `sent`", "yo `borré`"
	}
	if auxEndsAt(l, toks, p) {
		return true // "I have `sent`", "he `ejecutado`", "wurde `gelöscht`"
	}
	// verb-final: a German or Dutch participle closing a clause that
	// holds its auxiliary ("Ich habe die Datei `gelöscht`.")
	if (l.code == "de" || l.code == "nl") && bits&rPart != 0 && (i+1 == len(toks) || toks[i+1].kind == tokPunct) {
		for j := i - 1; j >= 0 && j >= i-10 && toks[j].kind != tokPunct; j-- {
			if auxEndsAt(l, toks, j) {
				return true
			}
		}
	}
	return false
}

// isContraction: w is a word with an elided letter ("i've", "j'ai").
func isContraction(w string) bool {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(c == '\'' || 'a' <= c && c <= 'z' || c >= 0x80) {
			return false
		}
	}
	return true
}

// auxEndsAt: an auxiliary phrase of l (perfect or passive) ends at
// toks[p], and it is not a copula of state ("is", "est", "ist", "está"),
// which before a code span names a value ("the status is `deleted`").
func auxEndsAt(l *compiled, toks []token, p int) bool {
	if toks[p].kind != tokWord {
		return false
	}
	for j := p; j >= 0 && j >= p-3; j-- {
		if toks[j].kind != tokWord {
			return false
		}
		head := l.clsOf(toks[j])&bAux != 0
		for _, ps := range []phrases{l.aux, l.pass} {
			if e, ok := matchGated(head, toks, j, ps); ok && e == p+1 {
				if e2, ok := matchPhrase(toks, j, l.state); ok && e2 == p+1 {
					return false
				}
				return true
			}
		}
	}
	return false
}

// verbGroup: the words of a span of several words end in a verb form and
// the ones before it are an auxiliary phrase (with the subject before
// the span, if the phrase needs it) or a subject pronoun.
func verbGroup(l *compiled, toks []token, i int, inner []token) bool {
	n := len(inner)
	if n == 2 && l.ruleBits(inner[0])&rSubj != 0 {
		return true // "`I sent`"
	}
	// the span's words with up to two words before it, as one run
	var run [5]token
	m := 0
	for p := max(0, i-2); p < i; p++ {
		run[m] = toks[p]
		m++
	}
	first := m
	m += copy(run[m:], inner)
	seq := run[:m]
	for j := 0; j <= first; j++ {
		if seq[j].kind != tokWord {
			continue
		}
		head := l.clsOf(seq[j])&bAux != 0
		for _, ps := range []phrases{l.aux, l.pass} {
			if e, ok := matchGated(head, seq, j, ps); ok && e == m-1 && e > first {
				if e2, ok := matchPhrase(seq, j, l.state); ok && e2 == e {
					return false
				}
				return true
			}
		}
	}
	return false
}

// wordsOnly: a span's content is at most three words of letters (and
// apostrophes): most code spans (commands, paths, flags, figures) fail
// this at their first byte of another kind, before any tokenizing.
func wordsOnly(c string) bool {
	spaces := 0
	for i := 0; i < len(c); i++ {
		switch b := c[i]; {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', b >= 0x80, b == '\'':
		case b == ' ':
			if spaces++; spaces > 2 {
				return false
			}
		default:
			return false
		}
	}
	return c != ""
}
