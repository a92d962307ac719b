package claims

// alreadyOpening: the word before i is "already" or "also" ("ya",
// "já", "também") opening the sentence or a clause after punctuation
// ("Como tudo passou, já fiz o merge na main", "…, ya hice el merge"):
// a pro-drop light verb there opens its clause as it does bare.
func alreadyOpening(toks []token, i, firstWord int) bool {
	if i < 1 || toks[i-1].kind != tokWord || !alreadyWords[toks[i-1].w] {
		return false
	}
	return i-1 == firstWord || i >= 2 && toks[i-2].kind == tokPunct
}
