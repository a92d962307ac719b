package claims

import "strings"

// Dated work notes: a code comment, a table cell or a status line that
// dates a piece of work to a clock time or to a few minutes ago ("#
// verified 5 min ago on staging", "-- ausgeführt 10:40, Ergebnis: 44",
// "Última verificação: 10h35 — backup presente") says when the writer
// did it, as "today" or "just now" does: a note of work done in this
// session, not a description of what the code does.

// datedNow: the tokens date something to a clock time ("10:40",
// "10h35") or to a short while ago ("5 min ago", "hace 5 min", "il y a
// 5 min", "vor 5 Min.", "há 5 min").
func datedNow(toks []token) bool {
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if clockWord(t.w) {
			return true
		}
		if i+1 < len(toks) && isAllDigits(t.w) && len(t.w) <= 3 && shortUnitWords[toks[i+1].w] {
			if i+2 < len(toks) && toks[i+2].w == "ago" {
				return true // "5 min ago"
			}
			if i > 0 && agoBefore(toks, i-1) {
				return true // "hace 5 min", "vor 5 Min.", "há 5 min", "il y a 5 min"
			}
		}
	}
	return false
}

// agoBefore: toks[k] ends a word of "ago" that stands before its span.
func agoBefore(toks []token, k int) bool {
	switch toks[k].w {
	case "hace", "ha", "vor", "fa":
		return true
	case "a":
		return k >= 2 && toks[k-1].w == "y" && toks[k-2].w == "il" // "il y a"
	}
	return false
}

// clockWord: w is a time of day, "10:40", "9:05" or "10h35" (French and
// Portuguese write the hour with an h).
func clockWord(w string) bool {
	if clockTime(w) {
		if h, _, _ := strings.Cut(w, ":"); len(h) == 2 && h > "23" {
			return false
		}
		return true
	}
	h, m, ok := strings.Cut(w, "h")
	return ok && len(h) >= 1 && len(h) <= 2 && len(m) == 2 && isAllDigits(h) && isAllDigits(m) && (len(h) == 1 || h <= "23") && m < "60"
}

// shortUnitWords: units of a while ago, every language (folded).
var shortUnitWords = mkSet(`s sec secs seconds second min mins minute minutes h hr hrs hour hours
	segundos segundo minuto minutos hora horas
	secondes seconde heure heures
	sek sekunden minuten std stunde stunden`)

// datedCheckLabel: the sentence opens with "last" and the noun of a
// check or a run, a colon, then a time of this session ("Last check:
// 10:31 — CI green", "Última comprobación: 10:31 — …", "Dernière
// vérification : 10h35", "Letzte Prüfung: heute 9:12 — …", "Última
// verificação: 10h35 — …"): the status line of a check the writer made.
// (A label with no time, "Last check: see the dashboard", dates nothing.)
func (s *scanner) datedCheckLabel(toks []token, first int) (int, string, bool) {
	if first < 0 || first+3 >= len(toks) || !lastWords[toks[first].w] {
		return 0, "", false
	}
	kind, ok := s.lang.nouns[toks[first+1].w]
	if !ok || kind != KindCheck && kind != KindRun && kind != KindQuery || toks[first+2].w != ":" {
		return 0, "", false
	}
	rest := toks[first+3:]
	if len(rest) > 3 {
		rest = rest[:3] // the time heads the status line
	}
	if !datedNow(rest) && !(rest[0].kind == tokWord && recentWords[rest[0].w]) {
		return 0, "", false
	}
	return first + 1, kind, true
}

// lastWords: "last" before the noun of an event, every language (folded).
var lastWords = mkSet(`last latest ultima ultimo derniere dernier letzte letzter letztes`)
