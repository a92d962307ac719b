package claims

// A temporal clause in the pluperfect ("Once I'd checked the logs, …",
// "Cuando había revisado los logs, …", "Quand j'avais vérifié …",
// "Quando eu tinha conferido …") tells what the speaker had done by a
// past moment: "when" there is no condition or habit but a time in the
// past, so the clause's action is claimed. pastWhen reports whether the
// condition word at k opens such a clause: a first-person pluperfect
// auxiliary within its next three words, a participle after it.
func pastWhen(toks []token, k int, l *compiled) bool {
	aux := pluperfectAux[l.code]
	if aux == nil {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+3; m++ {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if !aux[t.w] {
			continue
		}
		for p := m + 1; p < len(toks) && p <= m+2; p++ {
			if u := toks[p]; u.kind == tokWord && l.part[u.w] != "" {
				return true
			}
		}
		return false
	}
	return false
}

// pluperfectAux: the first-person pluperfect auxiliaries (English "I'd"
// only before a participle: "I'd check" is a conditional).
var pluperfectAux = map[string]set{
	"en": mkSet("i'd we'd had"),
	"es": mkSet("habia habiamos"),
	"fr": mkSet("j'avais avais avions"),
	"de": mkSet("hatte hatten"),
	"pt": mkSet("tinha tinhamos havia"),
}

// verbFinalPerfect: a German subordinate clause puts the perfect's
// auxiliary last ("Nachdem ich Jana geschrieben hatte, …", "Als wir die
// Logs geprüft hatten, …", "…, weil ich den Cache geleert habe"): the
// speaker's own past action, told as a clause's background. It returns
// the participle's index and its kind. Not with a negation or a modal in
// the clause, not after "wenn"/"falls"/"ob" (the lexicon's conditions:
// no subordinator here is one).
func verbFinalPerfect(toks []token, l *compiled) (int, string, bool) {
	for k := 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord || t.w != "ich" && t.w != "wir" || toks[k-1].kind != tokWord || !pastSubordinators[toks[k-1].w] && !relativeOpener(toks, k) {
			continue
		}
		objNeg := false
		for m := k + 1; m < len(toks) && m <= k+10; m++ {
			u := toks[m]
			if u.kind != tokWord {
				break
			}
			if deObjectNeg[u.w] {
				// "keine Fehler gefunden": a finding; "keine Mail geschickt":
				// nothing sent; "keine Minute später gelöscht": a time
				objNeg = objNeg || m+1 >= len(toks) || !deTimeUnits[toks[m+1].w]
				continue
			}
			if deCoordinators[u.w] {
				objNeg = false // "keine Zeit verloren und den Pod gelöscht": the negation was the first clause's
				continue
			}
			if u.w == "ohne" {
				continue // "ohne Rückfrage gelöscht": deleted all the same
			}
			if l.neg[u.w] || l.modal[u.w] {
				break
			}
			if m == k+1 || !finalAux[u.w] || m+1 < len(toks) && toks[m+1].kind == tokWord {
				continue
			}
			if u.end-u.start != len(u.w) {
				break // "hätte", "wäre" (folded "hatte", "ware"): what the speaker would have done
			}
			if kind := l.part[toks[m-1].w]; kind != "" && !(objNeg && !findVerbs[toks[m-1].w]) {
				return m - 1, kind, true
			}
			break
		}
	}
	return 0, "", false
}

var (
	pastSubordinators = mkSet("nachdem als weil da seit seitdem sodass dass wie")
	finalAux          = mkSet("habe hab hatte haben hatten bin sind war waren")
	deObjectNeg       = mkSet("kein keine keinen keiner keinem keines nichts")
	deCoordinators    = mkSet("und sondern oder aber dann")
	deTimeUnits       = mkSet("sekunde minute stunde tag woche zeit sekunden minuten stunden tage")
)
