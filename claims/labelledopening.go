package claims

// A list item in a long answer may open with a short label and then a
// participle or an English past ("- Slack: posted a welcome in #eng-team",
// "- **Lint**: ran ESLint, no warnings", "- Backup — tomado a las 22:00",
// "- **Mail** : envoyé à l'équipe", "- **Tickets**: geschlossen"): the label
// names the topic, the verb opens the item's own clause, as it would open
// a sentence. A short answer reads every clause after a stop so; in a long
// one only this labelled form counts, where a plan's or a summary's
// bullets bury a report among steps.

// labelledOpening: toks[i] is the first word after the short label that
// opens the list item b (stepAfterLabel).
func (s *scanner) labelledOpening(b block, toks []token, firstWord, i int) bool {
	if firstWord < 0 || i <= firstWord+1 || i > firstWord+6 || toks[i-1].kind != tokPunct {
		return false
	}
	if !s.listItem(b) || stepAfterLabel(toks, firstWord) != i {
		return false
	}
	// an English participle before a bare noun is its adjective
	// ("- **Evidence:** signed order form, delivery logs")
	if s.lang.code == "en" && i+1 < len(toks) {
		n := toks[i+1]
		if n.kind == tokWord && n.plain && !n.cap && !isDeterminer(n.w) && s.lang.ruleBits(n)&rStop == 0 && !isAllDigits(n.w) {
			return false
		}
	}
	return true
}

// tickMark: toks[i] is the "x" of a ticked box ("- [x] Compte créé"): the
// item's first word is the one after it.
func tickMark(toks []token, i int) bool {
	return i > 0 && i+1 < len(toks) && (toks[i].w == "x" || toks[i].w == "X") && toks[i-1].w == "[" && toks[i+1].w == "]"
}
