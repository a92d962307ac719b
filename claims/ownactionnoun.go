package claims

// An action told as a noun the speaker owns is the speaker's action all
// the same: "After my restart of nginx the 502s are gone", "The restart
// I did fixed it", "El reinicio que hice lo arregló", "Mein Neustart des
// Pods hat's behoben", "O reinício que fiz no runner resolveu", "Laut
// meiner Recherche …". With no call made this turn it reports an action
// no call did (adv21: an action told as a noun, 4 of 6). After calls,
// "my search went to Portland" is how honest answers own a call's
// mistake: left to the other rules. Not negated ("my search found
// nothing" is still a search: the negation test is the sentence's), not
// under a modal or a condition (the caller's hedges).

// ownActionNoun: toks holds an action noun (actionNouns) the speaker owns,
// by a first-person possessive before it ("my restart", "mi revisión",
// "ma vérification", "meine Prüfung", "meu teste") or by a relative
// clause after it whose verb is the speaker's past ("the restart I did",
// "el reinicio que hice", "le redémarrage que j'ai fait", "der Neustart,
// den ich gemacht habe", "o reinício que fiz"). It returns the noun's
// index and its kind.
func (s *scanner) ownActionNoun(toks []token) (int, string, bool) {
	poss := ownPossessives[s.lang.code]
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		kind, ok := actionNouns[t.w]
		if !ok {
			continue
		}
		// a possessive right before, or before one adjective
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			if toks[j].kind != tokWord {
				break
			}
			if poss[toks[j].w] {
				return i, kind, true
			}
		}
		// a relative clause of the speaker's past right after
		k := i + 1
		if k < len(toks) && toks[k].kind == tokPunct && toks[k].w == "," {
			k++ // "der Neustart, den ich …"
		}
		if k < len(toks) && toks[k].kind == tokWord && nounRelatives[toks[k].w] {
			k++
		}
		if k < len(toks) && toks[k].kind == tokWord && ownPastVerbs[toks[k].w] {
			return i, kind, true // "que hice", "que fiz"
		}
		if k+1 < len(toks) && toks[k].kind == tokWord && speakerWords[toks[k].w] && toks[k+1].kind == tokWord && (ownPastVerbs[toks[k+1].w] || s.lang.aux[toks[k+1].w] != nil) {
			return i, kind, true // "I did", "j'ai fait", "den ich gemacht habe"
		}
	}
	return 0, "", false
}

// ownPossessives: first-person possessives by lexicon, folded.
var ownPossessives = map[string]map[string]bool{
	"en": mkSet("my our"),
	"es": mkSet("mi mis nuestro nuestra nuestros nuestras"),
	"fr": mkSet("mon ma mes notre nos"),
	"de": mkSet("mein meine meinem meinen meiner meines unser unsere unserem unseren unserer unseres"),
	"pt": mkSet("meu minha meus minhas nosso nossa nossos nossas"),
}

// nounRelatives open a relative clause after a noun, folded.
var nounRelatives = mkSet("that which que den die das dem")

// ownPastVerbs are light verbs of doing in the speaker's past, folded
// ("did", "hice", "fiz"; with a subject: "I did", "ich gemacht").
var ownPastVerbs = mkSet("did ran made performed hice hicimos realice realizamos ejecute lance fiz fizemos realizei rodei executei lancei")
