package claims

// valueWorth: a worth word followed by a figure states a value ("DB_POOL_SIZE
// vaut 40", "the key is worth 3 points"): a setting's or a record's value,
// no advice ("vaut le coup", "worth a look").
func valueWorth(toks []token, i int) bool {
	return i+1 < len(toks) && toks[i+1].kind == tokWord && isDigit(toks[i+1].w[0])
}
