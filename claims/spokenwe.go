package claims

// Portuguese "a gente" is the spoken "we" ("a gente verificou o servidor"
// = "verificámos o servidor"): the lexicon lists "gente" as a subject, and
// its verb is the third person singular, which the Past table holds.

// looseGente: "gente" is that subject only after "a"; alone it is
// "people" ("muita gente usou", "gente, …").
func looseGente(toks []token, i int) bool {
	return toks[i].w == "gente" && (i == 0 || toks[i-1].kind != tokWord || toks[i-1].w != "a")
}
