package claims

// A bare negation sets aside the thing a file or resource noun names
// after it ("pas le fichier de prod", "no el archivo de prod", "não o
// arquivo de prod", "nicht die Datei von prod", "not the file for
// prod"): the report says which one it is not about, as "pas celui de
// prod" does (contrasted). A verb between ("je n'ai pas lu le fichier
// de prod") makes it a negated action, no contrast; "not only" ("pas
// seulement le fichier de prod") adds the thing, it sets nothing aside.

// contrastNounLinks join a file or resource noun to what it belongs to.
var contrastNounLinks = mkSet("de du des del do da dos das von vom of for")

// contrastedNoun: toks[k] follows "<negation> <article> <noun> <link>".
func (s *scanner) contrastedNoun(toks []token, k int) bool {
	if k < 4 {
		return false
	}
	link, noun, art, neg := toks[k-1], toks[k-2], toks[k-3], toks[k-4]
	if link.kind != tokWord || noun.kind != tokWord || art.kind != tokWord || neg.kind != tokWord {
		return false
	}
	if !contrastNounLinks[link.w] || !(fileNouns[noun.w] || resourceNouns[noun.w] || spanNouns[noun.w]) || !contrastArticles[art.w] && !articleWords[art.w] {
		return false
	}
	return contrastNegs[neg.w] && !(neg.w == "no" && s.lang.code == "pt")
}

// articleWords are definite articles beyond contrastArticles, folded.
var articleWords = mkSet("les los las os as der die das den dem des")
