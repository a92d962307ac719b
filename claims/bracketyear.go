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
	for m := start + 1; m < end && m < len(toks); m++ {
		t := toks[m]
		if t.kind != tokWord || len(t.w) != 4 || !isAllDigits(t.w) || t.w[:2] != "19" && t.w[:2] != "20" {
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
