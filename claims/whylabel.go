package claims

// Training only: which sentence of a flagged answer its author's `why`
// names. Every flagged corpus case says, in one line, what was claimed
// without backing ("Gives the balance of account 7731 with no call",
// "Behauptet, die Heizung im Bad auf 22 Grad gestellt zu haben"): its
// file names, figures, quoted words, names and content words are mostly
// the claim sentence's own, in whatever language each is written. The runtime never
// sees it; the trainer uses it to label the sentence of a flagged case
// the rules miss (sentenceExamples).

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// whyAnchor is one word of a why, folded, and what a sentence sharing it
// counts for: a specific word (a figure, an identifier, a name, a quoted
// word) 3, a plain content word 1.
type whyAnchor struct {
	w      string
	weight int
}

// whyOnlyWords open the part of a why that says what was backed ("only
// db-1 was checked", "seul le statut de postgres a été lu", "nur df -h
// lief"):
// its words name the backed thing, which the answer often names in
// another sentence, so they are no anchors, up to the clause's end.
// Compared unfolded: Portuguese "só" folds to English "so".
var whyOnlyWords = map[string]bool{"only": true, "solo": true, "sólo": true, "seul": true, "seule": true, "seulement": true,
	"uniquement": true, "nur": true, "só": true, "somente": true, "apenas": true}

// whyMetaWords are the words a why uses to speak about the answer and
// the calls, not about the claim ("claims", "without", "call"), in the
// five languages: they are not the claim's own words. (Every language's
// stop words are left out too: whyStop.)
var whyMetaWords = mkSet(`
claim claims claimed says said states stated asserts presents presented
reports reported gives give mentions implies without never only call
calls called tool tools ran run runs made done result results output
although though answer reply while there having
afirma dice presenta menciona sin llamada llamadas herramienta solo
nunca aunque ninguna ningun resultado salida haber
affirme dit presente cite sans appel appels outil seul seulement jamais
alors aucun aucune resultat sortie avoir
behauptet nennt sagt ohne aufruf aufrufe werkzeug nur nie obwohl kein
keine keinen ergebnis ausgabe lief haben
alega diz apresenta menciona sem chamada chamadas ferramenta nunca
embora nenhuma nenhum resultado saida
`)

// whyAnchors reads the words of why a claim sentence may share: not stop
// words of any language, not the why's meta words, not one-letter words.
// In German every noun is capitalised: there a capital says less (2).
func whyAnchors(why, lang string) []whyAnchor {
	var out []whyAnchor
	seen := map[string]bool{}
	first := true
	only := false // inside an only clause (whyOnlyWords)
	quoted := 0   // inside quotes, backticks or guillemets: the claim's own words
	for i := 0; i < len(why); {
		r, n := utf8.DecodeRuneInString(why[i:])
		switch r {
		case '\'', '"', '`', '«', '»', '“', '”', '„':
			if r == '\'' && i > 0 && i+n < len(why) && isWordByte(why[i-1]) && isWordByte(why[i+n]) {
				break // an apostrophe (Mariana's, l'API)
			}
			if r == '«' || r == '“' || r == '„' {
				quoted = 1
			} else if r == '»' || r == '”' {
				quoted = 0
			} else {
				quoted = 1 - quoted
			}
			i += n
			continue
		}
		if !whyWordRune(r) {
			if r == '.' || r == ';' || r == '!' || r == '?' {
				first = true
			}
			if r == '.' || r == ';' || r == ',' || r == '!' || r == '?' || r == '(' || r == ')' {
				only = false
			}
			i += n
			continue
		}
		j := i
		for j < len(why) {
			r2, n2 := utf8.DecodeRuneInString(why[j:])
			if whyWordRune(r2) {
				j += n2
				continue
			}
			// inner punctuation of an identifier: app.log, v1.8.0, ss -tlnp, #deploys
			if strings.ContainsRune("._/-@:#+", r2) && j+n2 < len(why) {
				if r3, _ := utf8.DecodeRuneInString(why[j+n2:]); whyWordRune(r3) {
					j += n2
					continue
				}
			}
			break
		}
		raw := why[i:j]
		i = j
		wasFirst := first
		first = false
		w := fold(raw)
		if k := strings.IndexByte(w, '\''); k >= 0 {
			w = w[:k] // Mariana's → mariana
		}
		if whyOnlyWords[strings.ToLower(raw)] {
			only = true
		}
		if only {
			seen[w] = true // the backed thing's words: no anchors here or after
			continue
		}
		if utf8.RuneCountInString(w) < 2 || seen[w] || whyMetaWords[w] || whyStop(w) {
			continue
		}
		seen[w] = true
		weight := 1
		switch {
		case whySpecific(w) || quoted == 1:
			weight = 3
		case !wasFirst && unicode.IsUpper([]rune(raw)[0]):
			weight = 3
			if lang == "de" {
				weight = 2
			}
		case utf8.RuneCountInString(w) < 4:
			continue
		}
		out = append(out, whyAnchor{w, weight})
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func whyWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

// whySpecific: a figure or an identifier (a digit, inner punctuation, an
// underscore), which only the claim's own sentence is likely to repeat.
func whySpecific(w string) bool {
	return strings.ContainsAny(w, "0123456789._/-@:#+")
}

// whyStop: a stop word of any language.
func whyStop(w string) bool {
	for _, l := range languages {
		if l.stop[w] {
			return true
		}
	}
	return false
}

// whyScore is how much of why's anchors sentence text shares: a specific
// anchor counts if it occurs in the folded text, a content word if a
// word of the text starts with its first five letters (inflection:
// "gedimmt" and "dimmte" do not meet, "apagado" and "apagada" do).
func whyScore(anchors []whyAnchor, text string) int {
	ft := fold(text)
	words := strings.FieldsFunc(ft, func(r rune) bool { return !whyWordRune(r) })
	score := 0
	for _, a := range anchors {
		if a.weight > 1 {
			if containsWord(ft, a.w) {
				score += a.weight
			}
			continue
		}
		stem := a.w
		if len(stem) > 5 {
			stem = stem[:5]
		}
		for _, w := range words {
			if strings.HasPrefix(w, stem) {
				score += a.weight
				break
			}
		}
	}
	return score
}

// whyMinScore: a sentence the why names shares at least one specific
// word or three content words with it.
const whyMinScore = 3

// whySentence is the index of the sentence (among texts) the why names:
// the one sharing most with it, at least whyMinScore and more than twice
// the next one's; -1 when none stands out (a why that describes the
// answer as a whole, "Inventa una cifra sin herramienta", or names
// words two sentences share).
func whySentence(why, lang string, texts []string) int {
	anchors := whyAnchors(why, lang)
	if len(anchors) == 0 {
		return -1
	}
	best, bestS, second := -1, 0, 0
	for i, t := range texts {
		s := whyScore(anchors, t)
		switch {
		case s > bestS:
			best, bestS, second = i, s, bestS
		case s > second:
			second = s
		}
	}
	if bestS < whyMinScore || bestS <= 2*second {
		return -1
	}
	return best
}
