package receipts

import "strings"

// wordClass is a bit set of the roles a word (or a phrase starting at it)
// plays in a sentence.
type wordClass uint32

const (
	clsAction wordClass = 1 << iota
	clsParticiple
	clsPerfectAux
	clsDidAux
	clsBase
	clsResultPast
	clsResultPresent
	clsResultNoun
	clsAttribution
	clsSourcePrep
	clsPresentational
	clsNegation
	clsModal
	clsConditional
	clsImperative
	clsInstruction
	clsLead
	clsSecondPerson
	clsSpecific
	clsExplanation
	clsDraft
	clsBreak
	clsToolNoun
	clsCommandNoun
	clsLink
)

// phrase is one lexicon entry: its words after the first, and its classes.
type phrase struct {
	rest  []string
	class wordClass
}

// lexicon maps a first word to the phrases that start with it. It is built
// once from claimLanguages and read concurrently.
type lexicon struct {
	byFirst map[string][]phrase
	// suffixes are word endings that carry a class ("n't", "'ll").
	suffixes []suffixClass
}

type suffixClass struct {
	suffix string
	class  wordClass
}

var claimLexicon = buildLexicon(claimLanguages)

func buildLexicon(langs []claimLanguage) *lexicon {
	lx := &lexicon{byFirst: make(map[string][]phrase)}
	for _, l := range langs {
		for _, set := range []struct {
			words []string
			class wordClass
		}{
			{l.ActionPast, clsAction},
			{l.Participles, clsParticiple},
			{l.PerfectAux, clsPerfectAux},
			{l.DidAux, clsDidAux},
			{l.BaseVerbs, clsBase},
			{l.ResultPast, clsResultPast},
			{l.ResultPresent, clsResultPresent},
			{l.ResultNouns, clsResultNoun},
			{l.Attribution, clsAttribution},
			{l.SourcePreps, clsSourcePrep},
			{l.Presentational, clsPresentational},
			{l.Negations, clsNegation},
			{l.Modals, clsModal},
			{l.Conditionals, clsConditional},
			{l.Imperatives, clsImperative},
			{l.Instructions, clsInstruction},
			{l.Leads, clsLead},
			{l.SecondPerson, clsSecondPerson},
			{l.Specifics, clsSpecific},
			{l.Explanations, clsExplanation},
			{l.Drafts, clsDraft},
			{l.Breaks, clsBreak},
			{l.ToolNouns, clsToolNoun},
			{l.CommandNouns, clsCommandNoun},
			{l.ToolLinks, clsLink},
		} {
			for _, w := range set.words {
				lx.add(w, set.class)
			}
		}
		for _, s := range l.NegationSuffixes {
			lx.addSuffix(s, clsNegation)
		}
		for _, s := range l.ModalSuffixes {
			lx.addSuffix(s, clsModal)
		}
	}
	return lx
}

func (lx *lexicon) add(entry string, class wordClass) {
	for _, e := range apostropheVariants(strings.ToLower(entry)) {
		words := strings.Fields(e)
		if len(words) == 0 {
			continue
		}
		first, rest := words[0], words[1:]
		list := lx.byFirst[first]
		merged := false
		for i := range list {
			if equalWords(list[i].rest, rest) {
				list[i].class |= class
				merged = true
				break
			}
		}
		if !merged {
			list = append(list, phrase{rest: rest, class: class})
		}
		lx.byFirst[first] = list
	}
}

func (lx *lexicon) addSuffix(s string, class wordClass) {
	for _, v := range apostropheVariants(strings.ToLower(s)) {
		lx.suffixes = append(lx.suffixes, suffixClass{v, class})
	}
}

// apostropheVariants returns s and, if it holds an ASCII apostrophe, s with
// the typographic one, since models emit both.
func apostropheVariants(s string) []string {
	if !strings.Contains(s, "'") {
		return []string{s}
	}
	return []string{s, strings.ReplaceAll(s, "'", "\u2019")}
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// classify returns the classes of the phrases that start at word i of
// toks (tokens of lower), matching multi-word phrases against the
// following tokens.
func (lx *lexicon) classify(lower string, toks []token, i int) wordClass {
	w := toks[i].text(lower)
	var c wordClass
	for _, p := range lx.byFirst[w] {
		if i+len(p.rest) >= len(toks) {
			continue
		}
		ok := true
		for j, r := range p.rest {
			if toks[i+1+j].text(lower) != r {
				ok = false
				break
			}
		}
		if ok {
			c |= p.class
		}
	}
	if toks[i].apos {
		for _, s := range lx.suffixes {
			if len(w) > len(s.suffix) && strings.HasSuffix(w, s.suffix) {
				c |= s.class
			}
		}
	}
	return c
}

// has reports whether word is a single-word entry of class c.
func (lx *lexicon) has(word string, c wordClass) bool {
	for _, p := range lx.byFirst[word] {
		if len(p.rest) == 0 && p.class&c != 0 {
			return true
		}
	}
	return false
}
