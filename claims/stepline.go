package claims

import "strings"

// A step to take stands on a line of its own as often as in a list item
// in a plan, a runbook or a review: a paragraph under a heading ("###
// Rollback" then "Altes Zertifikat aus `/etc/ssl/archive/` zurückkopieren
// und nginx neu laden"; "## How we'll know it's working" then "Re-check
// the gradebook after week 3") or after a bold label on its line
// ("**Sugestão:** extrair uma tabela de faixas de CEP", "**À prévoir** :
// passer api-1 en Graviton"). Outside a list the form is read strictly,
// for a line of prose opens with nouns and past forms a list item rarely
// does ("Sent the deck to …", "Thursday the 10th is free", "Dernier
// commit sur main : …"): a lexicon imperative, a Romance infinitive with
// its complement's article or code span after it, a German closing infinitive with no
// finite verb; never a form only shaped like one.

// stepLine: the sentence whose first word is toks[first] opens a line in
// a plan's structure (under a heading, or after a bold label on the line)
// and has a step's form.
func (s *scanner) stepLine(toks []token, first int) bool {
	start := toks[first].start
	if !stepLineAt(s.text, start) {
		return false
	}
	f, labelled := first, false
	if boldOpens(s.text, start) { // (most lines have no label: the label's read only after it)
		if k := stepAfterLabel(toks, first); k > first {
			f, labelled = k, true // "**Sugestão:** extrair …": the step after its label
		}
	}
	// (the form first, the heading above only for a line that has it:
	// most lines do not, and the heading is a look back)
	return s.stepForm(toks, f) && (labelled || headingAbove(s.text, start))
}

// stepForm: toks[f] opens a step's form in the answer's language (see
// stepLine).
func (s *scanner) stepForm(toks []token, f int) bool {
	t := toks[f]
	l := s.lang
	switch l.code {
	case "en":
		return t.cap && (l.imper[t.w] || repeatVerb(t.w, l)) && !(f+1 < len(toks) && toks[f+1].kind == tokPunct && toks[f+1].w == ":")
	case "de":
		last := toks[len(toks)-1]
		for k := len(toks) - 1; k > f; k-- {
			if toks[k].kind == tokWord {
				last = toks[k]
				break
			}
		}
		return last.kind == tokWord && last.plain && !last.cap && len(last.w) >= 5 && strings.HasSuffix(last.w, "en") && !germanParticiple(last.w, l) && !germanFinite(toks)
	}
	if l.imper[t.w] {
		return true
	}
	// (the complement opens with an article or with the code span it
	// names: "Utiliser `cachetools.TTLCache` avec …")
	return s.infinitive(t) && f+1 < len(toks) && (toks[f+1].kind == tokWord && stepObjects[toks[f+1].w] || toks[f+1].kind == tokCode)
}

// stepLineAt: the word at i opens its line, after at most a bold or
// italic mark ("**Sugestão:** …").
func stepLineAt(text string, i int) bool {
	j := i
	for j > 0 && (text[j-1] == '*' || text[j-1] == '_') && i-j < 3 {
		j--
	}
	return j == 0 || text[j-1] == '\n'
}

// boldOpens: the line holding text[i] opens with a bold mark.
func boldOpens(text string, i int) bool {
	return i >= 2 && text[i-2:i] == "**"
}

// headingAbove: the nearest non-blank line above the one opening at i is
// a Markdown heading ("### Rollback", "## Suggestion").
func headingAbove(text string, i int) bool {
	j := i
	for j > 0 && text[j-1] != '\n' {
		j--
	}
	for j > 0 && (text[j-1] == '\n' || text[j-1] == ' ' || text[j-1] == '\r') {
		j--
	}
	if j == 0 {
		return false
	}
	return headingAt(text, j-1)
}

// repeatVerb: an English instruction verb written with a hyphened "re-"
// ("Re-run the latest workflow", "Re-check the gradebook after week 3"):
// the base verb after the prefix is one the lexicon lists as an
// imperative.
func repeatVerb(w string, l *compiled) bool {
	rest, ok := strings.CutPrefix(w, "re-")
	return ok && l.imper[rest]
}
