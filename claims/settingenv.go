package claims

// A timeout named beside an environment ("Em produção o timeout HTTP está
// em 30s", "En recette, … avec un timeout de 5 000 ms", "in staging the
// timeout is 10 s") is that environment's setting, as it is beside a file
// name: the sentence reports a configuration, not a call that timed out.
// Read this way, the sentence is a report whose environment must be the
// one the calls were about (anchors: envClass).

// settingValueReach: how many words after "timeout" its value may come
// ("el timeout del gateway es 8000 ms", "der Timeout für die API liegt
// bei 30 s"), in the same clause.
const settingValueReach = 5

// settingEnvAt: the word at k names an environment (an ambiguous one,
// "dev" or "qa", only after a preposition or an article).
func settingEnvAt(toks []token, k int) bool {
	env, ok := envClass[toks[k].w]
	if !ok {
		return false
	}
	if ambiguousEnv[env] {
		return k > 0 && toks[k-1].kind == tokWord && envLead[toks[k-1].w]
	}
	return true
}
