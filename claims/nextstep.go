package claims

import "strings"

// A speaker's next step told in the present: "Den Montag schaue ich gleich
// noch nach", "Für 10-4417 frage ich gleich nochmal ab", "Reviso ahora el
// martes 24", "Ahora hago el GET a /v1/productos", "Je relance ensuite
// pour Lyon", "O Porto Alegre eu consulto agora", "web-02 I'm checking
// next". Four of the five languages use the present for the near future;
// with a word of the next step it announces a look-up still to do, so
// what that clause names (the other day, the right key, the other city)
// is no result a call must back. Only the step's own clause is excused:
// a report before it stands, and one after a colon, a semicolon, a dash
// or a comma is read on its own ("Reviso ahora el martes 24: tienes
// dentista a las 10" still reports). A clause with a perfect, a past or
// a participle ("Den Montag habe ich gleich nachgesehen"), a present of
// perceiving or having ("Jetzt sehe ich 3 Fehler", "Ahora veo 3
// errores"), a copula of state or a report verb ("… y ahora está en
// 200") is no step.

// nextStepWindow bounds the clause read on each side of the step word.
const nextStepWindow = 16

// nextStepAt: toks[i] opens a word of the next step in a clause that is
// the speaker's present of doing; lo and hi bound that clause (hi is the
// break closing it, or len(toks)).
func (s *scanner) nextStepAt(toks []token, i int) (lo, hi int, ok bool) {
	l := s.lang
	if toks[i].kind != tokWord || l.next[toks[i].w] == nil {
		return 0, 0, false
	}
	if _, ok := matchPhrase(toks, i, l.next); !ok {
		return 0, 0, false
	}
	lo, hi = i, i+1
	for lo > 0 && i-lo < nextStepWindow && !stepBreak(toks[lo-1]) {
		lo--
	}
	for hi < len(toks) && hi-i < nextStepWindow && !stepBreak(toks[hi]) {
		hi++
	}
	if lo > 0 && !stepBreak(toks[lo-1]) || hi < len(toks) && !stepBreak(toks[hi]) {
		return 0, 0, false // a clause longer than the window: not a short step
	}
	verb := -1
	for k := lo; k < hi && verb < 0; k++ {
		if toks[k].kind == tokWord {
			verb = s.speakerPresent(toks, k, lo, hi)
		}
	}
	if verb < 0 {
		return 0, 0, false
	}
	for k := lo; k < hi; k++ {
		t := toks[k]
		if t.kind != tokWord || k == verb && t.end-t.start == len(t.w) {
			continue // (the present written without an accent: "reviso", "relance", not the past "revisó" or the participle "relancé")
		}
		if s.doneOrStated(toks, k) || withFigure(toks, k, hi) {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

// stepBreak: t closes a clause (a colon, a semicolon, a dash, a comma, a
// bracket, an end mark) or opens one ("and", "but").
func stepBreak(t token) bool {
	if t.kind == tokPunct {
		switch t.w {
		case ";", ":", "—", "–", ",", "(", ")", ".", "!", "?", "…":
			return true
		}
		return false
	}
	return t.kind == tokWord && (conjunctions[t.w] || contrastWords[t.w])
}

// doneOrStated: toks[k] makes its clause a report, not a step: a perfect's
// auxiliary, a past form, a participle, a present of perceiving or having,
// a copula of state, a report verb.
func (s *scanner) doneOrStated(toks []token, k int) bool {
	l := s.lang
	w := toks[k].w
	if l.perceive[w] || perfectWords[l.code][w] {
		return true
	}
	for _, m := range []map[string]string{l.past1, l.past, l.part, l.weak, l.report} {
		if _, ok := m[w]; ok {
			return true
		}
	}
	if _, ok := matchPhrase(toks, k, l.aux); ok {
		return true
	}
	if _, ok := matchPhrase(toks, k, l.state); ok {
		return true
	}
	return false
}

// perfectWords are the auxiliaries of a perfect or a passive, and the
// past copulas, in the five languages (the Aux lists hold them with
// their subjects).
var perfectWords = map[string]set{
	"en": mkSet("have has had was were been"),
	"de": mkSet("habe hab hat hatte hatten war waren wurde wurden worden bin sind ist"),
	"fr": mkSet("ai avons a avait avais ete"),
	"es": mkSet("he hemos ha han habia fue fueron"),
	"pt": mkSet("tenho temos tinha foi foram"),
}

// speakerPresent: the index of the speaker's present of doing when
// toks[k] opens it in the clause lo..hi, else -1: German "ich"/"wir"
// beside a verb ("schaue ich", "ich frage"); French "je" and its verb,
// past any object pronoun ("je le relance", "j'appelle"); English "I'm"
// before a gerund; in Spanish and Portuguese, which name no subject, a
// first-person present of a verb the lexicon lists ("reviso",
// "consulto", "hago", "faço").
func (s *scanner) speakerPresent(toks []token, k, lo, hi int) int {
	l := s.lang
	w := toks[k].w
	word := func(j int) bool { return j >= lo && j < hi && toks[j].kind == tokWord }
	switch l.code {
	case "de":
		if w != "ich" && w != "wir" {
			return -1
		}
		if word(k-1) && !l.stop[toks[k-1].w] {
			return k - 1
		}
		if word(k + 1) {
			return k + 1
		}
	case "fr":
		if strings.HasPrefix(w, "j'") && w != toks[k].bare {
			return k // "j'appelle ensuite"
		}
		if w != "je" && w != "nous" {
			return -1
		}
		j := k + 1
		for word(j) && frObjectPronouns[toks[j].w] {
			j++
		}
		if word(j) {
			return j
		}
	case "en":
		j := k + 1
		switch {
		case w == "i'm" || w == "we're":
		case (w == "i" || w == "we") && word(j) && (toks[j].w == "am" || toks[j].w == "are" || toks[j].w == "'m" || toks[j].w == "'re"):
			j++
		default:
			return -1
		}
		if word(j) && strings.HasSuffix(toks[j].w, "ing") {
			return j
		}
	case "es", "pt":
		if l.present1[w] {
			return k
		}
		if !toks[k].plain || len(w) < 4 || !strings.HasSuffix(w, "o") || l.stop[w] || k > 0 && romanceNounDets[toks[k-1].w] {
			return -1 // (not a noun: "el envío", "o pedido")
		}
		stem := w[:len(w)-1]
		for _, end := range []string{"ar", "er", "ir"} {
			if _, ok := l.inf[stem+end]; ok {
				return k
			}
		}
	}
	return -1
}

// frObjectPronouns: French object pronouns between "je" and its verb.
var frObjectPronouns = mkSet("le la les l lui leur y en me m te t se s nous vous ne n")

// romanceNounDets: articles, possessives and contracted prepositions before a
// Spanish or Portuguese noun ("el envío", "o pedido", "del pago").
var romanceNounDets = mkSet("el un una del al mi tu su este ese aquel nuestro o um uma do no ao meu teu seu esse aquele nosso pelo num")

// stepWithWords: prepositions that give the step's object a property ("with",
// "con", "avec", "mit", "com").
var stepWithWords = mkSet("with con avec mit com")

// withFigure: toks[k] is a preposition that gives the object a figure
// within three tokens before hi ("Luego reviso web-02 con 3 errores en el
// log", "web-02 I'm checking next with 3 errors"): the clause states what
// the object holds, a result, not only a look-up still to do.
func withFigure(toks []token, k, hi int) bool {
	if !stepWithWords[toks[k].w] {
		return false
	}
	for j := k + 1; j < hi && j <= k+3; j++ {
		if toks[j].kind == tokWord && hasDigit(toks[j].w) {
			return true
		}
	}
	return false
}
