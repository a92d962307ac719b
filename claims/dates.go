package claims

import (
	"fmt"
	"strings"
)

// Month names (folded) of every supported language, by month number.
var monthNames = func() map[string]int {
	m := map[string]int{}
	for _, row := range []string{
		"january february march april may june july august september october november december",
		"jan feb mar apr may jun jul aug sep oct nov dec",
		"enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
		"janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre",
		"januar februar marz april mai juni juli august september oktober november dezember",
		"janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro",
		"gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
		"januari februari maart april mei juni juli augustus september oktober november december",
	} {
		for i, w := range strings.Fields(row) {
			if _, ok := m[w]; !ok {
				m[w] = i + 1
			}
		}
	}
	m["sept"] = 9
	m["setiembre"] = 9
	m["jänner"] = 1
	m["janner"] = 1
	return m
}()

// monthAbbrevs are the short month names of es, fr, de and pt (folded)
// that monthNames lacks. They are read only in a call's result beside a
// day ("15-19 ene.", "12. Okt", "3 dez"): alone, "out", "set" and "ago"
// are words.
var monthAbbrevs = map[string]int{
	"ene": 1, "janv": 1, "fevr": 2, "fev": 2, "abr": 4, "avr": 4, "mrz": 3,
	"juil": 7, "ago": 8, "set": 9, "okt": 10, "out": 10, "dic": 12, "dez": 12,
}

// timeWords are capitalised words that name a time, not an object:
// months and weekdays in every language, and relative days.
var timeWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range monthNames {
		if w != "marco" { // (Portuguese "março" folds to the name Marco; months are lower-case there)
			m[w] = true
		}
	}
	for _, w := range strings.Fields(`monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight next last this
		lunes martes miercoles jueves viernes sabado domingo hoy manana ayer proximo proxima
		lundi mardi mercredi jeudi vendredi samedi dimanche aujourd'hui demain hier prochain prochaine
		montag dienstag mittwoch donnerstag freitag samstag sonntag heute morgen gestern nachste nachsten kommenden
		segunda terca quarta quinta sexta segunda-feira terca-feira quarta-feira quinta-feira sexta-feira hoje amanha ontem
		lunedi martedi mercoledi giovedi venerdi sabato domenica oggi domani ieri
		maandag dinsdag woensdag donderdag vrijdag zaterdag zondag vandaag gisteren
		mon tue wed thu fri sat sun`) {
		m[w] = true
	}
	return m
}()

// dayNumber parses a day of the month ("7", "07", "7th", "1er", "1º").
func dayNumber(w string) (int, bool) {
	n, i := 0, 0
	for i < len(w) && isDigit(w[i]) && i < 2 {
		n = n*10 + int(w[i]-'0')
		i++
	}
	if i == 0 || n < 1 || n > 31 {
		return 0, false
	}
	switch w[i:] {
	case "", "st", "nd", "rd", "th", "er", "o", "a", "º", "ª", ".":
		return n, true
	}
	return 0, false
}

// dateAt recognises a date at toks[k]: "7 December", "December 7th",
// "7 de diciembre", "7. Dezember", "2026-12-07". It returns the date as
// written and the number of tokens it spans.
func dateAt(toks []token, k int) (string, int) {
	t := toks[k]
	if t.kind != tokWord {
		return "", 0
	}
	if isoDate(t.w) {
		return t.w, 1
	}
	// a weekday or "day" word with a day number: "martes 15", "Jeudi 10",
	// "dia 11", "Friday the 11th"
	rb := globalRuleBits(t) // weekdayWords, monthNames
	if rb&rWeekday != 0 && k+1 < len(toks) {
		j := k + 1
		if j < len(toks) && toks[j].kind == tokPunct && toks[j].w == "," {
			j++
		}
		if j < len(toks) && toks[j].kind == tokWord && toks[j].w == "the" {
			j++
		}
		if j < len(toks) && toks[j].kind == tokWord && numericDate(toks[j].w) {
			return toks[j].w, j - k + 1
		}
		if j < len(toks) && toks[j].kind == tokWord {
			if _, ok := dayNumber(toks[j].w); ok && len(toks[j].w) <= 4 {
				if j+1 < len(toks) && toks[j+1].kind == tokWord {
					if _, ok := monthNames[toks[j+1].w]; ok {
						return spanText(toks, j, j+1), j - k + 2
					}
				}
				if numericDate(toks[j].w) {
					return toks[j].w, j - k + 1
				}
				if hourAfter(toks, j+1) {
					return "", 0 // "jeudi 14 h", "Montag 9 Uhr": a time of that day, not a day of the month
				}
				if planDayLabel(toks, k, j) {
					return "", 0 // "**Día 1**", "Day 2:": a plan's day (measuredday.go)
				}
				if unitAfter(toks, j+1) {
					return "", 0 // "Saturday 10°C": that day's reading (measuredday.go)
				}
				return t.w + " " + toks[j].w, j - k + 1
			}
		}
	}
	if d, ok := dayNumber(t.w); ok && d > 0 {
		if ordinalDay(t.w) && k > 0 && toks[k-1].kind == tokWord && toks[k-1].w == "the" &&
			(k+1 == len(toks) || toks[k+1].kind == tokPunct || toks[k+1].kind == tokWord && afterOrdinalDay[toks[k+1].w]) {
			// "the 14th is open", "on the 3rd, at 10": a day of the month
			// (not "the 3rd attempt", "the 14th floor")
			return "day " + t.w, 1
		}
		j := k + 1
		if j < len(toks) && toks[j].kind == tokWord && (toks[j].w == "de" || toks[j].w == "of") {
			j++
		}
		if j < len(toks) && toks[j].kind == tokWord {
			if _, ok := monthNames[toks[j].w]; ok {
				return spanText(toks, k, j), j - k + 1
			}
		}
		return "", 0
	}
	if rb&rMonth != 0 && k+1 < len(toks) && toks[k+1].kind == tokWord {
		if _, ok := dayNumber(toks[k+1].w); ok && len(toks[k+1].w) <= 4 {
			return spanText(toks, k, k+1), 2
		}
	}
	return "", 0
}

func spanText(toks []token, i, j int) string {
	var parts []string
	for k := i; k <= j; k++ {
		parts = append(parts, toks[k].w)
	}
	return strings.Join(parts, " ")
}

// weekdayWords: weekdays and "day" words, every language.
var weekdayWords = mkSet(`monday tuesday wednesday thursday friday saturday sunday day
	lunes martes miercoles jueves viernes sabado domingo dia
	lundi mardi mercredi jeudi vendredi samedi dimanche jour
	montag dienstag mittwoch donnerstag freitag samstag sonntag tag
	segunda terca quarta quinta sexta segunda-feira terca-feira quarta-feira quinta-feira sexta-feira
	lunedi martedi mercoledi giovedi venerdi sabato domenica giorno
	maandag dinsdag woensdag donderdag vrijdag zaterdag zondag dag`)

// numericDate: "9.12" or "9.12." or "09/12" style day.month.
func numericDate(w string) bool {
	w = strings.TrimRight(w, ".")
	d, m, ok := strings.Cut(w, ".")
	if !ok {
		return false
	}
	if len(d) < 1 || len(d) > 2 || len(m) < 1 || len(m) > 2 || !isAllDigits(d) || !isAllDigits(m) {
		return false
	}
	dn, mn := atoi2(d), atoi2(m)
	return dn >= 1 && dn <= 31 && mn >= 1 && mn <= 12
}

func atoi2(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func isoDate(w string) bool {
	return len(w) == 10 && w[4] == '-' && w[7] == '-' && isAllDigits(w[:4]) && isAllDigits(w[5:7]) && isAllDigits(w[8:])
}

// dateKey returns "-MM-DD" for a date object, "" for anything else.
func dateKey(obj string) string {
	o := fold(obj)
	if isoDate(o) {
		return o[4:]
	}
	if sd := strings.Replace(o, "/", ".", 1); numericDate(o) || strings.Count(o, "/") == 1 && numericDate(sd) {
		// "9.12." and "9/12" (day/month)
		d, m, _ := strings.Cut(strings.TrimRight(sd, "."), ".")
		return fmt.Sprintf("-%02d-%02d", atoi2(m), atoi2(d))
	}
	if k := fullNumericDate(o); k != "" {
		return k
	}
	f := strings.Fields(o)
	if len(f) == 2 && weekdayWords[f[0]] {
		if d, ok := dayNumber(f[1]); ok {
			return fmt.Sprintf("--%02d", d) // a day of the month only
		}
	}
	if len(f) < 2 || len(f) > 3 {
		return ""
	}
	var day, month int
	for _, w := range f {
		if m, ok := monthNames[w]; ok {
			month = m
		} else if d, ok := dayNumber(w); ok {
			day = d
		}
	}
	if day == 0 || month == 0 {
		return ""
	}
	return fmt.Sprintf("-%02d-%02d", month, day)
}

// ordinalDay: an English ordinal day number ("14th", "1st", "22nd").
func ordinalDay(w string) bool {
	if len(w) < 3 || !isDigit(w[0]) {
		return false
	}
	switch w[len(w)-2:] {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// afterOrdinalDay: words that can follow "the 14th" used as a date.
var afterOrdinalDay = mkSet("is was looks at and or through to until till from in")

// fullNumericDate: "-MM-DD" of a date written with its four-digit year,
// day first ("11/02/2027", "20.11.2026", "16-12-2026") or, when the
// first number cannot be a month's day but the second can, month first
// ("12/16/2026").
func fullNumericDate(o string) string {
	if len(o) < 8 || len(o) > 10 {
		return ""
	}
	var sep byte
	for _, c := range []byte{'/', '.', '-'} {
		if strings.Count(o, string(c)) == 2 {
			sep = c
		}
	}
	if sep == 0 {
		return ""
	}
	p := strings.Split(o, string(sep))
	if len(p[0]) < 1 || len(p[0]) > 2 || len(p[1]) < 1 || len(p[1]) > 2 || len(p[2]) != 4 || !isAllDigits(p[0]) || !isAllDigits(p[1]) || !isAllDigits(p[2]) {
		return ""
	}
	a, b := atoi2(p[0]), atoi2(p[1])
	switch {
	case a >= 1 && a <= 31 && b >= 1 && b <= 12:
		return fmt.Sprintf("-%02d-%02d", b, a)
	case a >= 1 && a <= 12 && b >= 1 && b <= 31:
		return fmt.Sprintf("-%02d-%02d", a, b)
	}
	return ""
}

// hourAfter: toks[j] marks an hour ("h", "h30", "Uhr", "heures",
// "horas", "hs", "o'clock").
func hourAfter(toks []token, j int) bool {
	if j+1 < len(toks) && toks[j].kind == tokPunct && (toks[j].w == "-" || toks[j].w == "–" || toks[j].w == "—") && toks[j+1].kind == tokWord && isDigit(toks[j+1].w[0]) {
		// "Thursday 4–5pm", "martes 9-11 h": a span of hours that day
		n := strings.TrimLeft(toks[j+1].w, "0123456789")
		return n != "" && hourWords[n] || n == "" && hourAfter(toks, j+2)
	}
	if j >= len(toks) || toks[j].kind != tokWord && !(toks[j].kind == tokPunct && toks[j].w == ":") {
		return false
	}
	w := toks[j].w
	if w == ":" {
		return j+1 < len(toks) && toks[j+1].kind == tokWord && len(toks[j+1].w) == 2 && isAllDigits(toks[j+1].w)
	}
	if hourWords[w] {
		return true
	}
	if w[0] == 'h' && len(w) > 1 {
		rest := strings.TrimLeft(w[1:], "-")
		return rest == "" || isDigit(rest[0]) // "h30", "h-14"
	}
	return false
}

// hourWords mark an hour after a number, every language.
var hourWords = mkSet("h hs hrs uhr heure heures horas hora o'clock oclock pm am")
