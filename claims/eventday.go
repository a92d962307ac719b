package claims

import (
	"strconv"
	"strings"
)

// Two things read as dates that are not a call's date:
//
// A weekday inside a feast's or a sale's name ("Black Friday", "Cyber
// Monday", "Good Friday", "Viernes Santo", "Vendredi saint", "Mardi gras",
// "Sexta-feira Santa", "am Black Friday") names the event, not the day a
// look-up was about: no weekday anchor.
//
// A week number ("S48", "W48", "KW 48", "semana 48") is the ISO week a
// call wrote as "2026-W48": the same week, not a name no call holds.

// eventWeekday: the weekday at toks[k] is part of an event's name: a
// capitalised word before it that is no word of the lexicon, of time or
// of "next/last" ("Black Friday", "Cyber Monday"; not "Am Freitag",
// "Next Friday", "Diesen Montag"), or a word of a feast after it
// ("Viernes Santo", "Mardi gras").
func (s *scanner) eventWeekday(toks []token, k int) bool {
	if k+1 < len(toks) && toks[k+1].kind == tokWord && feastWords[toks[k+1].w] {
		return true
	}
	if k == 0 || !toks[k].cap || weekdayTimed(toks, k) {
		return false
	}
	p := toks[k-1]
	_, day := weekdayNum[p.w]
	return p.kind == tokWord && p.cap && p.plain && len(p.w) >= 4 && !day && !s.isLexical(p) && !timeWords[p.w] && !relativeDayWords[p.w] && !recurring[p.w]
}

// feastWords follow a weekday in a feast's name, folded.
var feastWords = mkSet("santo santa saint sainte gras cinzas ceniza")

// relativeDayWords place a weekday relative to today, folded.
var relativeDayWords = mkSet("next last this coming past previous nachsten naechsten kommenden letzten vergangenen diesen jeden vorigen")

// weekNumber reads a week number written with its mark ("s48", "w48",
// "kw48", "cw48", "sem48", folded and joined): its number, 1 to 53.
func weekNumber(o string) (int, bool) {
	o = strings.ReplaceAll(fold(o), " ", "")
	for _, p := range []string{"semaine", "semana", "woche", "week", "kw", "cw", "sem", "s", "w"} {
		if rest, ok := strings.CutPrefix(o, p); ok && len(rest) >= 1 && len(rest) <= 2 && isAllDigits(rest) {
			n, _ := strconv.Atoi(rest)
			return n, n >= 1 && n <= 53
		}
	}
	return 0, false
}

// weekNamed: hay (a call's folded haystack) names ISO week n: "2026-w48",
// "w48", "kw48", or "week 48" in some language.
func weekNamed(n int, hay string) bool {
	nn := strconv.Itoa(n)
	if n < 10 {
		nn = "0" + nn
	}
	if strings.Contains(hay, "-w"+nn) || containsWord(hay, "w"+nn) || containsWord(hay, "kw"+nn) {
		return true
	}
	for _, w := range []string{"week ", "semana ", "semaine ", "woche "} {
		if containsWord(hay, w+strconv.Itoa(n)) {
			return true
		}
	}
	return false
}

// weekObjectNamed: o is a week number some call's haystack names.
func weekObjectNamed(o, hay string) bool {
	n, ok := weekNumber(o)
	return ok && weekNamed(n, hay)
}

// weekdayTimed: a clock time or a day's number follows the weekday at
// toks[k] within three words ("Dentist Friday at 16:00", "Zahnarzt Freitag
// um 16 Uhr", "Dentiste Vendredi à 16h"): an appointment on that day, no
// event's name (a year, "Black Friday 2026", is the event's).
func weekdayTimed(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if t.kind != tokWord {
			break
		}
		if isDigit(t.w[0]) {
			n, err := strconv.Atoi(t.w)
			return !(err == nil && len(t.w) == 4 && n >= 1900 && n <= 2099)
		}
	}
	return false
}
