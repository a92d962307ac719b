package claims

// perfectSe: the passive matched at i is Spanish "se ha"/"se han" (the
// lexicon's Pass phrase ends at j): a perfect of the impersonal ("se han
// revisado los logs", "se ha leído el contrato"), a thing done, not the
// present "se" of a habit or a state ("se lee al arrancar").
func perfectSe(toks []token, i, j int) bool {
	return toks[i].w == "se" && j == i+2 && perfectHaber[toks[i+1].w]
}

var perfectHaber = mkSet("ha han")
