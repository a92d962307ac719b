package claims

import (
	"strings"
	"unicode"
)

// A check claim followed by a complement clause states what the check
// found: "se ha verificado que la ventana está cerrada", "it was
// confirmed that the backup restores", "il a été vérifié que l'Est est
// stable", "es wurde bestätigt, dass …", "verificou-se que o valor soma
// …". After this turn's calls, a call backs that check only if it
// touched what the clause is about: some content word of the clause
// must be in a successful call's arguments or result. A passive or
// impersonal check of a thing no call looked at ("… and it was confirmed
// that the back door is locked" after a garage-door read) is a check
// nobody made, however well the call beside it is receipted.

// maxVerifiedWords bounds the words kept from the complement clause.
const maxVerifiedWords = 8

// minVerifiedWord: shorter words (articles, "NIF", "ok") say little of
// what the clause is about.
const minVerifiedWord = 4

// verifiedClause returns the folded content words of the complement
// clause that follows the check verb ending at token end ("que", "that",
// "dass", "qu'" within a few words after it), up to the clause's end;
// nil when no complement follows.
func verifiedClause(toks []token, end int) []string {
	k, skipped := end+1, 0
	for ; k < len(toks) && skipped < 6; k++ {
		t := toks[k]
		if t.kind == tokWord && (complementizers[t.w] || strings.HasPrefix(t.w, "qu'")) {
			break
		}
		if t.kind == tokPunct && t.w != "," {
			return nil
		}
		skipped++
	}
	if k >= len(toks) || skipped >= 6 {
		return nil
	}
	var ws []string
	add := func(w string) {
		// a name, a path, a URL or a figure is read in the parts a
		// call's words are ("srv-contab", "`/var`", "93")
		for _, p := range strings.FieldsFunc(w, notWordRune) {
			digits := strings.Trim(p, "0123456789") == ""
			if len(ws) < maxVerifiedWords && (digits && len(p) >= 2 || !digits && len(p) >= minVerifiedWord && !anyStop(p)) {
				ws = append(ws, strings.Clone(p)) // (p may point into a pooled buffer)
			}
		}
	}
	if t := toks[k]; strings.HasPrefix(t.w, "qu'") && t.bare != t.w {
		add(t.bare) // "qu'aucun fichier": the elided complementizer's word
	}
	for k++; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "'" || t.w == "-" || t.w == "/" {
				continue
			}
			break // the clause ends (a comma too: "…, así que …" is the answer's own)
		}
		if t.kind == tokWord && (anyStopTok(t) || complementizers[t.w]) {
			continue
		}
		add(t.bare)
	}
	return ws
}

func (c *Claim) verified() []string {
	if c.more == nil {
		return nil
	}
	return c.more.verified
}

func (c *Claim) setVerified(ws []string) {
	if len(ws) == 0 {
		return
	}
	c.editMore(func(m *claimMore) { m.verified = ws })
}

// verifiedGrounded: what the clause is about is among the words of a
// successful call's arguments or result (a word, or one sharing its first
// five letters: "encendida", "encendido"): its first content word, the
// thing found ("la calefacción está encendida"), or two of its words
// ("el termostato del salón marca 21"). One side word alone is a place or
// a thing beside what the check is said to have found ("que la ventana
// junto a la calefacción está cerrada" beside a heating read).
func verifiedGrounded(ws []string, calls []Call) bool {
	hit := make([]bool, len(ws))
	n := 0
	for j := range calls {
		call := &calls[j]
		if st := call.Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		set := call.wordSet()
		for i, w := range ws {
			if !hit[i] && (set[w] || len(w) >= 6 && set[stemKey(w)]) {
				hit[i] = true
				n++
			}
		}
	}
	return len(ws) > 0 && hit[0] || n >= 2
}

// stemKey: the key of a word's first five letters in a call's word set.
func stemKey(w string) string { return "\x00" + w[:5] }

// wordSet: the words of the call's haystack (tool name, arguments,
// result, folded), and the five-letter stems of the longer ones, built
// once per call.
func (c *Call) wordSet() map[string]bool {
	r := c.result()
	if r.words == nil {
		r.words = map[string]bool{}
		for _, w := range strings.FieldsFunc(r.all, notWordRune) {
			r.words[w] = true
			if len(w) >= 6 {
				r.words[stemKey(w)] = true
			}
		}
	}
	return r.words
}

// notWordRune: r separates the words compared (neither letter nor digit).
func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// comparableWords: the clause's words can be looked for in the calls'
// words: the clause is in English (what tools mostly answer in), holds a
// figure, or a successful call speaks the claim's language — two of its
// function words that English lacks, or a word of the claim's sentence
// (≥ 4 letters) in the call. A Spanish "se ha comprobado que la ventana
// está cerrada" beside a sensor that answered {"window": "living room",
// "state": "closed"} states what the call read in another language: the
// words cannot meet, and that is no sign the check was not made.
func comparableWords(ws []string, c *Claim, calls []Call) bool {
	if c.Lang == "en" || c.Lang == "" {
		return true
	}
	for _, w := range ws {
		if strings.Trim(w, "0123456789") == "" {
			return true
		}
	}
	l, en := langByCode(c.Lang), langByCode("en")
	if l == nil || en == nil {
		return true
	}
	words := strings.FieldsFunc(fold(c.Sentence), notWordRune)
	for j := range calls {
		call := &calls[j]
		if st := call.Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		set, n := call.wordSet(), 0
		for _, w := range words {
			if len(w) >= minVerifiedWord && set[w] && !en.stop[w] {
				return true
			}
			if l.stop[w] && !en.stop[w] && set[w] {
				if n++; n >= 2 {
					return true
				}
			}
		}
	}
	return false
}
