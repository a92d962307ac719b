package claims

// politeOpening returns how many tokens of a sentence a politeness
// phrase at its opening takes, with the comma or dash after it (0: none).
// "If I'm not mistaken, it went through", "Si no me equivoco, salió",
// "Sauf erreur, c'est parti", "Wenn ich mich nicht irre, ist es
// durchgegangen", "Se não me engano, foi enviado": the phrase is a
// condition and a negation in form only; it does not make the speaker's
// report of their own action a guess, so the sentence is read without it
// (a real hedge — "probably", "should", "I think" — still hedges).
func (l *compiled) politeOpening(toks []token) int {
	first := 0
	for first < len(toks) && toks[first].kind != tokWord {
		first++
	}
	end, ok := matchPhrase(toks, first, l.polite)
	if !ok {
		return 0
	}
	for end < len(toks) && toks[end].kind == tokPunct && toks[end].w != "\"" {
		end++
	}
	if end >= len(toks) {
		return 0 // (the phrase alone: nothing to read)
	}
	return end
}
