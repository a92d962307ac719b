package claims

import "strings"

// A list item that is a step to take says what to do, not what was done:
// a plan's, a runbook's or a checklist's step ("- Revisar extensões
// instaladas", "3. **Capacité** : consulter le CPU moyen …", "5.
// **Monitoring** – nach dem Rollout Fehlerquote beobachten"). todoItem
// (objects.go) reads its form; this file reads the label a step may carry
// and the marks that say a step is done after all.

// stepAfterLabel: the list item whose first word is toks[first] opens
// with a short label, one to three words then a colon or a dash ("**Próximo
// passo:** avisar o time", "Capacité : consulter"); it returns the index
// of the first word after the mark, or -1. A figure or a code span in the
// label makes it a report's key ("Build 1432: ok"), no label of a step.
func stepAfterLabel(toks []token, first int) int {
	words := 0
	for k := first; k < len(toks) && k <= first+4; k++ {
		t := toks[k]
		switch {
		case t.kind == tokWord && t.plain:
			words++
			if words > 3 {
				return -1
			}
		case t.kind == tokPunct && (t.w == ":" || t.w == "–" || t.w == "—"):
			if words == 0 || k+1 >= len(toks) || toks[k+1].kind != tokWord {
				return -1
			}
			return k + 1
		case t.kind == tokPunct && t.w == "*":
		default:
			return -1
		}
	}
	return -1
}

// germanParticiple: w, a German word ending in -en that closes a list
// item, is a participle ("hochgeladen", "verschoben", "geschlossen"), not
// the infinitive of a step: the lexicon lists it as one, or it has the
// ge- of a participle (also after a separable particle: "abgeschlossen",
// "angeschrieben").
func germanParticiple(w string, l *compiled) bool {
	if _, ok := l.part[w]; ok {
		return true
	}
	if _, ok := l.past[w]; ok {
		return true
	}
	if strings.HasPrefix(w, "ge") && len(w) > 6 {
		return true
	}
	for _, p := range germanParticles {
		if rest, ok := strings.CutPrefix(w, p); ok && strings.HasPrefix(rest, "ge") && len(rest) > 5 {
			return true
		}
	}
	return false
}

// germanParticles: separable particles a participle's ge- may follow.
var germanParticles = []string{"ab", "an", "auf", "aus", "bei", "ein", "fest", "frei", "hoch", "los", "mit", "nach", "um", "vor", "weg", "zu", "zurueck", "zusammen", "hin", "her", "raus", "rein", "runter", "rauf"}

// stepDone: the step's item says it is done after all ("- Revisar logs
// ✅", "- Backup prüfen – erledigt", "- Check the logs (done)"): a report,
// read as any sentence.
func stepDone(text string, toks []token) bool {
	if hasDoneMark(text) {
		return true
	}
	for _, t := range toks {
		if t.kind == tokWord && stepDoneWords[t.w] {
			return true
		}
	}
	return alreadyIn(toks)
}

// hasDoneMark: text holds ✅, ✔, ✓ or ☑. Each starts with the byte 0xE2,
// so the scan looks for that byte, not rune by rune through a set
// (strings.ContainsAny with a multi-byte set decodes every rune).
func hasDoneMark(text string) bool {
	for i := strings.IndexByte(text, 0xE2); i >= 0 && i+2 < len(text); {
		switch text[i : i+3] {
		case "✅", "✔", "✓", "☑":
			return true
		}
		j := strings.IndexByte(text[i+1:], 0xE2)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// stepDoneWords: "done" in every language, folded.
var stepDoneWords = mkSet("done finished completed hecho hecha terminado terminada listo lista fait faite termine terminee fini finie erledigt fertig gemacht feito feita concluido concluida pronto")

// germanFinite: a German item holds a finite verb or an auxiliary ("ist
// vorhanden", "habe ich … laufen lassen", "sollte angepasst werden"): a
// sentence, whose last word is no step's infinitive.
func germanFinite(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && germanFiniteWords[t.w] {
			return true
		}
	}
	return false
}

// germanFiniteWords: finite forms of the auxiliaries and modals, folded.
var germanFiniteWords = mkSet(`ist sind war waren bin bist hat habe hab haben hatte hatten wird werden wurde wurden worden
	kann konnte soll sollte sollten muss musste will wollte darf laeuft lauft lief gibt gab steht stand liegt lag`)

// stepItem: todoItem, read strictly enough to set a sentence's claims
// aside. A word only shaped like a Romance infinitive ("Commentaire",
// "Fichier" end as "lire" and "parler" do) opens a step only when an
// article, a determiner or a preposition follows it ("consulter le CPU",
// "avisar o time"); one the lexicon lists as an infinitive or an
// imperative ("Revisar", "Confirma") needs nothing after it.
// "- Commentaire ajouté sur SUP-5120" stays a report.
func (s *scanner) stepItem(toks []token) bool {
	if !s.todoItem(toks) {
		return false
	}
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
	}
	if k := stepAfterLabel(toks, first); k > first {
		first = k
	}
	for _, t := range toks[first+1:] {
		if t.kind == tokPunct && (t.w == ":" || t.w == "→" || t.w == "=") {
			return false // "- Verificar o backup: íntegro", "- Check the pods → all Running": the step's outcome follows
		}
	}
	if stepOutcome(toks, first, s.lang) {
		return false // "- Confirm the replicas scaled back — all 3 are Running": the step's outcome follows
	}
	f := toks[first]
	if !s.infinitive(f) || s.lang.imper[f.w] || s.lang.inf[f.w] != "" {
		return true // (the lexicon's verb, an English base verb, a German closing infinitive)
	}
	return first+1 < len(toks) && (toks[first+1].kind == tokWord && stepObjects[toks[first+1].w] || toks[first+1].kind == tokCode) // (or the code span it names: "Utiliser `cachetools.TTLCache` …")
}

// stepObjects: Romance articles, determiners and prepositions that open
// an infinitive's complement, folded.
var stepObjects = mkSet(`el la los las un una unos unas le les une des du de del al lo il gli i
	o a os as um uma uns umas do da dos das no na nos nas em en con com para por pour sur avec dans
	mon ma mes ton ta tes son sa ses su sus seu sua seus suas ce cet cette ces este esta estos estas esse essa esses essas
	todo toda todos todas tous toutes tout cada chaque`)

// stepOutcome: a clause after the step's words, set off by a dash, a
// comma, a semicolon or a parenthesis, states the step's outcome: it
// holds a state (a copula, a participle, a past form, a "done" word) and
// a figure or a quantifier that counts what was found ("— todas as 14
// aplicadas", "— all 3 are Running", ", toutes les 7 sont intactes"). A
// German item whose closing infinitive follows such a clause ("Alle 4
// Pods laufen stabil … – weiter beobachten") reports the clause, too. A
// step's own detail ("(seuil d'alerte à 85 %)", ", sobre todo los creados
// ayer") has one or the other, not both.
func stepOutcome(toks []token, first int, l *compiled) bool {
	sep := -1
	for k := first + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct && (t.w == "—" || t.w == "–" || t.w == "(" || t.w == "," || t.w == ";") {
			sep = k
			break
		}
	}
	if sep < 0 {
		return false
	}
	// (German: the clause before the separator, when the item closes on its infinitive)
	segs := [][]token{toks[sep+1:]}
	if l.code == "de" {
		segs = append(segs, toks[first:sep])
	}
	for _, seg := range segs {
		state, count := false, false
		for k, t := range seg {
			if t.kind != tokWord {
				continue
			}
			if isDigit(t.w[0]) || stepQuantifiers[t.w] {
				count = true
			}
			if _, ok := l.part[t.w]; ok {
				state = true
			} else if _, ok := l.past[t.w]; ok {
				state = true
			} else if l.done[t.w] || stepDoneWords[t.w] || stepStateWords[t.w] {
				state = true
			} else if _, ok := matchPhrase(seg, k, l.state); ok && len(t.w) > 1 {
				// (not a one-letter word: pt "é" folds to the "e" of "and")
				state = true
			}
		}
		if state && count {
			return true
		}
	}
	return false
}

// stepQuantifiers: words that count what a step found, folded.
var stepQuantifiers = mkSet("all none every both todos todas ninguno ninguna nenhum nenhuma ambos ambas tous toutes aucun aucune alle keine beide")

// stepStateWords: present copulas and state verbs of an outcome clause,
// folded (the lexicon's State phrases may need a subject before them).
var stepStateWords = mkSet("is are was were esta estan estao era eram son sont est etait etaient ist sind war waren laufen lauft laeuft running healthy intact intactes intactos intactas presentes present presents")
