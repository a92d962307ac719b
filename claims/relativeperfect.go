package claims

// relativeOpener: the words before the subject at k open a German
// relative clause ("Die Datei, die ich gelöscht habe, …", "Der Ordner,
// in dem ich nachgesehen habe, …", "…, wo ich nachgeschaut habe"): a
// relative pronoun (or "wo") after a comma, or after a comma and a
// preposition. Like a subordinator, it puts the perfect's auxiliary
// last, and the clause tells the speaker's own past action
// (verbFinalPerfect); the other languages keep the verb after the
// subject ("the file I deleted", "el archivo que borré", "le fichier que
// j'ai supprimé") and are read by the main rules.
func relativeOpener(toks []token, k int) bool {
	r := k - 1
	if r < 1 || toks[r].kind != tokWord || !deRelativePronouns[toks[r].w] {
		return false
	}
	p := r - 1
	if toks[p].kind == tokWord && relativePrepositions[toks[p].w] && p > 0 {
		p--
	}
	return toks[p].kind == tokPunct && toks[p].w == ","
}

var (
	deRelativePronouns   = mkSet("der die das den dem deren dessen denen welche welcher welches welchen welchem wo womit worin wofur woran worauf")
	relativePrepositions = mkSet("in an auf mit von bei aus fur uber unter nach zu durch gegen um")
)
