package claims

// commandSourced: a known command in a code span (toks[k]) that a report
// names as where its content came from is an object some call must have
// run, in all five languages:
//   - after a preposition of source ("Por `git log`, el último commit
//     es …", "E pelo `docker ps` o container …", "laut `df -h`", "selon
//     `git log`", "according to `npm audit`"), or after a participle of
//     checking and "with" ("verificado com `docker ps`", "checked with
//     `kubectl get pods`", "vérifié avec `git status`", "geprüft mit
//     `df -h`", "comprobado con `ss -tlnp`");
//   - as the subject of a copula and a state of its output ("`git status`
//     est propre", "`git status` está limpio", "ist sauber", "está
//     limpo") or of a finding verb in the past ("o `npm audit` encontrou
//     3 vulnerabilidades", "`npm audit` found", "a trouvé", "encontró",
//     "hat … gefunden").
func (s *scanner) commandSourced(toks []token, k int) bool {
	if k > 0 && toks[k-1].kind == tokWord {
		w := toks[k-1].w
		if sourcePreps[w] {
			return true
		}
		if withWords[w] && k > 1 && toks[k-2].kind == tokWord {
			if _, ok := s.lang.part[toks[k-2].w]; ok {
				return true // "verificado com `docker ps`"
			}
			if _, ok := s.lang.past[toks[k-2].w]; ok && s.lang.code == "en" {
				return true // "checked with `kubectl get pods`"
			}
		}
		if k > 1 && toks[k-2].kind == tokWord && (toks[k-2].w == "according" && w == "to" || toks[k-2].w == "d" && w == "apres") {
			return true
		}
	}
	n := 0
	for j := k + 1; j < len(toks) && n < 3; j++ {
		t := toks[j]
		if t.kind != tokWord {
			return false
		}
		n++
		if outputStates[t.w] && n >= 2 && copulaWords[toks[j-1].w] {
			return true // "`git status` est propre"
		}
		if findingPasts[t.w] {
			return true // "o `npm audit` encontrou", "`npm audit` found"
		}
	}
	return false
}

// sourcePreps cite a source (folded): es "por" "según", pt "pelo" "pela"
// "segundo", fr "selon", de "laut" "gemäß", en "per".
var sourcePreps = mkSet("por segun pelo pela segundo selon laut gemass gemaess per")

// withWords are "with" after a participle of checking (folded).
var withWords = mkSet("with con com avec mit")

// copulaWords are present copulas (folded) before a state of a command's
// output.
var copulaWords = mkSet("is est ist esta es")

// outputStates are states of a command's output (folded): a clean tree,
// a green run, an empty result.
var outputStates = mkSet("clean propre limpio limpia limpo limpa sauber green vert verde grun gruen empty vide vacio vacia vazio vazia leer")

// findingPasts are third-person pasts of finding and showing (folded),
// whose subject is what reported.
var findingPasts = mkSet("found showed returned reported listed encontro encontrou mostro mostrou devolvio devolveu retornou trouve montre renvoye fand zeigte meldete lieferte gefunden")

// metricCommandOpening: a report opening with the name of a command that
// is also the name of the figure it prints ("Uptime is 143 days", "Uptime:
// 12 dias", "L'uptime est de 40 jours", "Uptime liegt bei 57 Tagen") names
// that command's output as its source: a call must have run it or
// returned the word. (The word is the same in the five languages.)
func (s *scanner) metricCommandOpening(toks []token, first int) (string, bool) {
	k := first
	if k >= 0 && k+1 < len(toks) && isDeterminer(toks[k].w) || k >= 0 && k+1 < len(toks) && (toks[k].w == "l" || toks[k].w == "o" || toks[k].w == "el" || toks[k].w == "die" || toks[k].w == "der" || toks[k].w == "das") {
		k++ // "L'uptime", "O uptime", "Die Uptime"
	}
	if k < 0 || k+2 >= len(toks) || toks[k].kind != tokWord || !metricCommands[toks[k].w] && !metricCommands[toks[k].bare] {
		return "", false
	}
	for j := k + 1; j < len(toks) && j <= k+5; j++ {
		if t := toks[j]; t.kind == tokWord && isDigit(t.w[0]) {
			if metricCommands[toks[k].w] {
				return toks[k].w, true
			}
			return toks[k].bare, true // "L'uptime"
		}
	}
	return "", false
}

// metricCommands print a figure named as they are.
var metricCommands = mkSet("uptime")
