package claims

// branchSubject: the branch at toks[k] opens its clause and a copula
// follows ("main is green", "Sí, main está en verde", "main ist grün",
// "main é o que falhou"): the clause reports that branch's state, so a
// call about another branch does not back it. A capital is allowed here
// (a sentence's first word); "the main issue is" and "der Main ist" do
// not open their clause with the name.
func branchSubject(toks []token, k int) bool {
	return clauseStart(toks, k) && k+1 < len(toks) && toks[k+1].kind == tokWord && branchCopulas[toks[k+1].w]
}

// branchCopulas: forms of "to be" after a branch that opens its clause,
// folded, every language.
var branchCopulas = mkSet("is was isn't est etait ist war esta estaba es fue era e foi estava")
