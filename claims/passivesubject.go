package claims

// passiveSubject: the word of reported speech at toks[k] ("customer",
// "user", "you", "their") is the subject of the passive auxiliary at
// toks[i]: right before it, or a possessive with its noun right before
// it ("your order", "their account"). Reported speech puts a verb of its
// own between them ("you said it was deleted", "the user reports the
// job was restarted"), which this never reads as a subject. In German or
// Dutch the verb comes second after any phrase ("Laut dem Nutzer wurde
// …", "according to the user"), so the word before the auxiliary is its
// subject only as a noun whose determiner opens the clause ("Der Nutzer
// wurde gesperrt").
func passiveSubject(lang string, toks []token, k, i int) bool {
	if lang == "de" || lang == "nl" {
		return i-k == 1 && k >= 1 && toks[k-1].kind == tokWord && nounDets[toks[k-1].w] &&
			(k == 1 || toks[k-2].kind == tokPunct)
	}
	switch i - k {
	case 1:
		return true
	case 2:
		return toks[k+1].kind == tokWord && (possessive2[toks[k].w] || toks[k].w == "their")
	}
	return false
}
