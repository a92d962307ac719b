package claims

// bracketYear: in German the time of a passive stands inside the verb
// bracket, before the participle ("wurde 2022 um zehn Jahre verlängert",
// "wurde im Jahr 2019 umbenannt"): a year there dates the thing's
// history, as "in 2022" after the verb does (historical). A figure
// followed by a capitalised noun is a count ("wurden 2022 Datensätze
// gelöscht"), and a year after a name or a quote is the name's ("im
// Ordner „Steuer 2026“ abgelegt"); a word of now or today beside it
// ("wurde 2026 gerade bezahlt") keeps the claim.
func bracketYear(toks []token, start, end int, code string) bool {
	if code != "de" {
		return false
	}
	year := false
	for m := start + 1; m < end && m < len(toks); m++ {
		if toks[m].kind == tokWord && recentInBracket[toks[m].w] {
			return false // "wurde 2026 gerade bezahlt": this conversation's time
		}
	}
	for _, t := range toks {
		if t.kind == tokWord && bracketIdent(t.w) {
			return false // "die Rechnung 4471 wurde 2026 bezahlt", "auf db-01 wurde 2026 rotiert": a thing of the user's records, not history
		}
	}
	for m := start + 1; m < end && m < len(toks); m++ {
		t := toks[m]
		if t.kind != tokWord || !yearWord(t.w) {
			continue
		}
		if m+1 < end && toks[m+1].kind == tokWord && toks[m+1].cap {
			continue // a count of things
		}
		if p := toks[m-1]; p.kind != tokWord || p.cap && p.w != "jahr" && p.w != "jahre" && m-1 != start {
			continue // a name's year ("im Ordner „Steuer 2026“"), a quoted title
		}
		year = true
	}
	return year
}

// recentInBracket: words of this conversation's time, folded: with one a
// year dates nothing old.
var recentInBracket = mkSet("heute gerade soeben eben jetzt vorhin gestern grade nun eben gerade heut")

// bracketIdent: w names a record or a machine, not a year or a measure:
// a number of three or more digits that is no year ("4471", "1.240"), or
// a word that joins letters and digits ("db-01", "inv-4471"). A law or a
// package dated by a year names none ("die Roaming-Verordnung wurde 2022
// verlängert"); a fabricated payment of the user's invoice does (attack
// 21b).
func bracketIdent(w string) bool {
	digits, letters := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c):
			digits++
		case 'a' <= c && c <= 'z':
			letters++
		}
	}
	if digits == 0 {
		return false
	}
	if letters > 0 {
		return true
	}
	if yearWord(w) {
		return false // a year
	}
	return digits >= 3
}
