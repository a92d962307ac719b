package claims

import "strings"

// A lower-case name of two words joined by a dash ("nas-garage",
// "impressora-rh", "printer-lobby") names nothing on its own (most are
// compounds: "follow-up", "read-only"), but as the subject of a clause
// that says it too did something ("nas-garage also replies", "a
// impressora-rh também está respondendo", "nas-garage antwortet auch",
// "nas-garage répond aussi") it is one more machine or thing the answer
// reports on, beside the one a call was about: an object a call must
// name.

// additiveSubject: toks[k] is such a name and an additive word of lang
// follows it at once or after its verb.
func additiveSubject(toks []token, k int, lang string) bool {
	t := &toks[k]
	if t.kind != tokWord || t.cap || !dashedPair(t.w) {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+2; j++ {
		if toks[j].kind != tokWord {
			return false
		}
		if w := fold(toks[j].w); additiveWord(lang, w) {
			return true
		}
	}
	return false
}

// dashedPair: w is two words of letters, at least two each, joined by
// one dash.
func dashedPair(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && len(a) >= 2 && len(b) >= 2 && isAllLetters(a) && isAllLetters(b)
}
