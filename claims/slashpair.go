package claims

import "strings"

// figurePair reads an object written as two figures joined by a slash: a
// part of its whole or a ratio ("swap at 1990/2047 MB", "182G/200G",
// "3/4 réplicas", "7420/7951"), which the call names when it names each
// figure, wherever it returned them (a table's "used" and "total"
// columns). ok is false for anything else (a path, a repository, a date),
// which the other forms match.
func figurePair(o, hay string) (named, ok bool) {
	a, b, cut := strings.Cut(o, "/")
	if !cut || strings.Contains(b, "/") || len(o) > 32 || !figureWithUnit(a) || !figureWithUnit(b) {
		return false, false
	}
	if isAllDigits(a) && isAllDigits(b) && len(a) <= 2 && len(b) <= 4 {
		return false, false // "12/12", "3/2026": a date the date forms read
	}
	return containsWord(hay, a) && containsWord(hay, b), true
}

// figureWithUnit: digits, a decimal point or comma between digits, and at
// most a short unit of letters after them ("1990", "182G", "7.4GB",
// "0,5").
func figureWithUnit(w string) bool {
	if w == "" || !isDigit(w[0]) {
		return false
	}
	i := 0
	for i < len(w) && (isDigit(w[i]) || (w[i] == '.' || w[i] == ',') && i+1 < len(w) && isDigit(w[i+1])) {
		i++
	}
	unit := w[i:]
	if len(unit) > 3 {
		return false
	}
	for k := 0; k < len(unit); k++ {
		if c := unit[k]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// A price per night or per person is a rate as a price per month is
// ("€132/night", "138 €/noche", "95 €/nuit", "120 €/Nacht", "R$ 300/noite",
// "45 €/pers."): the unit after the slash is no path.
func init() {
	for w := range mkSet("night nights noche noches nuit nuits nacht noite noites notte person persona personne pessoa pers pax") {
		ratePer[w] = true
	}
}
