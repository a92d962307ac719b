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
	clsQuestion
)

// phrase is one lexicon entry: its words after the first, and its classes.
type phrase struct {
	rest  []string
	class wordClass
}

// lexicon maps a first word to the phrases that start with it. It is built
// once from claimLanguages and read concurrently.
type lexicon struct {
	words wordMap[lexEntry]
	// suffixes are word endings that carry a class ("n't", "'ll").
	suffixes []suffixClass
}

// lexEntry is what the lexicon knows of one word: the classes of the word
// on its own, and the longer phrases that start with it.
type lexEntry struct {
	class   wordClass
	phrases []phrase // each with a non-empty rest
}

type suffixClass struct {
	suffix string
	class  wordClass
}

var claimLexicon = buildLexicon(claimLanguages)

func buildLexicon(langs []claimLanguage) *lexicon {
	lx := &lexicon{}
	byFirst := make(map[string][]phrase)
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
			{l.QuestionOpeners, clsQuestion},
		} {
			for _, w := range set.words {
				addPhrase(byFirst, w, set.class)
			}
		}
		for _, s := range l.NegationSuffixes {
			lx.addSuffix(s, clsNegation)
		}
		for _, s := range l.ModalSuffixes {
			lx.addSuffix(s, clsModal)
		}
	}
	entries := make(map[string]lexEntry, len(byFirst))
	for w, list := range byFirst {
		var e lexEntry
		for _, p := range list {
			if len(p.rest) == 0 {
				e.class |= p.class
			} else {
				e.phrases = append(e.phrases, p)
			}
		}
		entries[w] = e
	}
	lx.words = newWordMap(entries)
	return lx
}

// addPhrase adds entry (one or more words) with class to byFirst,
// merging it with an equal phrase.
func addPhrase(byFirst map[string][]phrase, entry string, class wordClass) {
	for _, e := range apostropheVariants(strings.ToLower(entry)) {
		words := strings.Fields(e)
		if len(words) == 0 {
			continue
		}
		first, rest := words[0], words[1:]
		list := byFirst[first]
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
		byFirst[first] = list
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

// classify returns the classes of word i of toks (tokens of lower): its
// own, those of the multi-word phrases that start at it, and those of its
// ending ("n't").
func (lx *lexicon) classify(lower []byte, toks []token, i int) wordClass {
	t := toks[i]
	w := lower[t.start:t.end]
	var c wordClass
	if e := lx.words.get(w); e != nil {
		c = e.class
		if len(e.phrases) > 0 {
			c |= phraseClasses(e.phrases, lower, toks, i)
		}
	}
	if t.apos {
		c |= lx.suffixClasses(w)
	}
	return c
}

// phraseClasses returns the classes of the phrases (all starting with
// word i) that match toks from i.
func phraseClasses(phrases []phrase, lower []byte, toks []token, i int) wordClass {
	var c wordClass
	for _, p := range phrases {
		if i+len(p.rest) >= len(toks) {
			continue
		}
		ok := true
		for j, r := range p.rest {
			if string(toks[i+1+j].text(lower)) != r {
				ok = false
				break
			}
		}
		if ok {
			c |= p.class
		}
	}
	return c
}

func (lx *lexicon) suffixClasses(w []byte) wordClass {
	var c wordClass
	for _, s := range lx.suffixes {
		if n := len(w) - len(s.suffix); n > 0 && string(w[n:]) == s.suffix {
			c |= s.class
		}
	}
	return c
}

// has reports whether word is a single-word entry of class c.
func (lx *lexicon) has(word []byte, c wordClass) bool {
	e := lx.words.get(word)
	return e != nil && e.class&c != 0
}
