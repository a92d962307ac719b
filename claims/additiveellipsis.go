package claims

import "strings"

// Additive ellipsis: a terse report adds another thing to what it just
// reported with a verbless clause and an additive word ("nginx is up ✅
// php-fpm too", "redis tourne, mysql aussi", "listo, y la del cuarto
// también", "Bad ist warm, Schlafzimmer auch", "e também o quarto"). The
// clause says the same report holds of that other thing: a call must
// have been about it. Its words are anchors (key "o:also:word") some
// successful call's tool name, arguments or result must name, whatever
// else of the sentence a call backs.
//
// The clause is elliptic only when it is short (at most four words
// between a boundary and the additive word, or after it up to a
// boundary), holds no verb, no negation and no person ("you too", "à
// toi aussi", "me too" are courtesy), and the additive word closes it
// or opens it after "and". Not a time ("this month too"), not an
// instruction ("add `-u` too").

// maxEllipsisWords bounds the words of an elliptic additive clause.
const maxEllipsisWords = 4

// ellipsisPersons are person pronouns an elliptic "too" answers a
// courtesy with ("you too", "à toi aussi", "a ti también", "dir auch",
// "pra você também"), folded, every language.
var ellipsisPersons = mkSet(`i me you we us he she they it him her them
	je moi toi tu vous nous il elle lui eux
	yo mi ti tu usted ustedes nosotros el ella
	ich mir mich du dir dich sie ihnen wir uns es er ihm
	eu mim voce voces nos ele ela te vc lo`)

// ellipsisAdditive: toks[k] is an additive word ("too", "also", "aussi",
// "también", "auch", "também").
func (s *scanner) ellipsisAdditive(t token) bool {
	if t.kind != tokWord {
		return false
	}
	return additiveWord(s.lang.code, t.w)
}

// ellipsisBreak: the text between toks[m] and toks[m+1] ends a clause
// (punctuation, a conjunction's place is read by the caller, an emoji, a
// "+" or any other mark: "✅ php-fpm too").
func (s *scanner) ellipsisBreak(toks []token, m int) bool {
	if toks[m].kind == tokPunct || toks[m+1].kind == tokPunct {
		return true
	}
	for _, c := range []byte(s.text[toks[m].end:toks[m+1].start]) {
		if c != ' ' && c != '\t' && c != '\n' {
			return true
		}
	}
	return false
}

// additiveEllipsis returns the content words of the sentence's elliptic
// additive clauses, at most maxAnchors, one pass over the tokens (each
// additive word looks at most maxEllipsisWords either side).
func (s *scanner) additiveEllipsis(toks []token) []string {
	var out []string
	for k := 0; k < len(toks) && len(out) < maxAnchors; k++ {
		if !s.ellipsisAdditive(toks[k]) {
			continue
		}
		lo, hi := -1, -1
		conjAt := func(m int) bool { return toks[m].kind == tokWord && conjunctions[toks[m].w] }
		// closing: "php-fpm too", "la del cuarto también" (the clause
		// ends at the additive word)
		if k > 0 && (k+1 == len(toks) || s.ellipsisBreak(toks, k) || conjAt(k+1)) {
			for m := k - 1; m >= 0 && k-m <= maxEllipsisWords && toks[m].kind != tokPunct && !conjAt(m); m-- {
				if m == 0 || s.ellipsisBreak(toks, m-1) || conjAt(m-1) {
					lo, hi = m, k
					break
				}
			}
		}
		// opening: "y también la del cuarto", "und auch das Schlafzimmer"
		// (after "and" only: an additive opening a sentence, "Zusätzlich
		// wurde …", "También despejado", is an adverb of a full clause or
		// of a predicate)
		if lo < 0 && k > 0 && conjAt(k-1) {
			for m := k + 1; m < len(toks) && m-k <= maxEllipsisWords && toks[m].kind != tokPunct; m++ {
				if m+1 == len(toks) || s.ellipsisBreak(toks, m) {
					lo, hi = k+1, m+1
					break
				}
			}
		}
		if lo < 0 {
			continue
		}
		out = s.ellipsisWords(toks[lo:hi], out)
	}
	return out
}

// ellipsisWords appends the content words of an elliptic clause's words:
// a noun phrase (its content words adjacent, one or two), no verb,
// negation or person among them, else none.
func (s *scanner) ellipsisWords(ws []token, out []string) []string {
	var content []string
	last := -1 // the index of the last content word: a noun phrase's are adjacent ("the kitchen light", not "heise hat berichtet")
	for i, t := range ws {
		if t.kind == tokCode {
			if last >= 0 && last != i-1 {
				return out
			}
			content, last = append(content, t.w), i
			continue
		}
		if t.kind != tokWord {
			return out
		}
		rb := s.lang.ruleBits(t)
		if rb&(rLexVerb|rSubj|rReport|rAuxOnly|rSaid|rSpeech|rModal|rCond|rHypo|rWeak|rNeg) != 0 || ellipsisPersons[t.w] || s.ellipsisAdditive(t) || statusWords[t.w] || s.lang.imper[t.w] || timeWords[t.w] {
			return out // a clause with its own verb ("auch heise hat berichtet"), a person, a status
		}
		if _, aux := matchPhrase(ws, i, s.lang.aux); aux {
			return out
		}
		if anyStopTok(t) || len(t.w) < 2 {
			continue
		}
		if last >= 0 && last != i-1 {
			return out
		}
		content, last = append(content, t.w), i
	}
	if len(content) == 0 || len(content) > 2 {
		return out
	}
	for _, w := range content {
		if len(out) < maxAnchors {
			out = append(out, w)
		}
	}
	return out
}

// ellipsisGrounded: some successful call names the word (its tool name,
// an argument or its result), or an argument value names it as a room
// ("thermostat_salon").
func ellipsisGrounded(w string, calls []*Call) bool {
	for _, c := range calls {
		if nameGrounded(w, c.haystack()) || len(w) >= 4 && strings.Contains(c.haystack(), w) {
			// (inside a file or an identifier: "Lumitex" of facture_0412_Lumitex.pdf)
			return true
		}
		if named, _ := argRooms(c, w); named {
			return true
		}
	}
	return false
}

// ellipsisCue: the index of the first content word of the sentence's
// elliptic additive clause, -1 if none (a turn report's cue: "y la del
// garaje también" after a call reports on the garage).
func (s *scanner) ellipsisCue(toks []token) int {
	ws := s.additiveEllipsis(toks)
	if len(ws) == 0 {
		return -1
	}
	for k, t := range toks {
		if (t.kind == tokWord || t.kind == tokCode) && t.w == ws[0] {
			return k
		}
	}
	return -1
}

// ellipsisAnchors are the anchors of the sentence's elliptic additive
// clauses alone (for a claim that states no figure of a result: a done
// reply).
func (s *scanner) ellipsisAnchors(toks []token) []figure {
	var out []figure
	for _, w := range s.additiveEllipsis(toks) {
		out = append(out, figure{key: "o:also:" + w, text: w})
	}
	return out
}
