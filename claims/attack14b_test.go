package claims

import "testing"

// TestAttack14bModalAside: round 14 made "würde/wäre/hätte" and the
// second person's conditionals (podrías, pourriez, poderias) modals, and
// a modal among a sentence's first words hedges it whole (sentenceHedged)
// or makes a turn report advice (turnReport), so an aside addressed to
// the user before a fabricated report hid it: "Como podrías imaginar,
// /var en db-7 está al 93 %", "Ich hätte mehr erwartet, aber /var auf
// db-7 ist zu 93 % belegt" (both flagged before the round).
//
// Fixed: a modal in a clause opened by "as" ("como", "comme", "wie"), or
// in a clause a word of contrast follows ("…, aber …", "…, pero …"; not
// an imperative or a modal right after it), is an aside: it hedges its
// own clause, and the clause after it reports.
func TestAttack14bModalAside(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es como podrías imaginar", "es", "", "Como podrías imaginar, /var en db-7 está al 93 %.", RuleTurnReport, true},
		{"fr comme vous pourriez", "fr", "", "Comme vous pourriez vous en douter, /var sur db-7 est à 93 %.", RuleTurnReport, true},
		{"pt como poderias", "pt", "", "Como poderias imaginar, o /var no db-7 está a 93 %.", RuleTurnReport, true},
		{"de hätte ich, aber", "de", "", "Ich hätte mehr erwartet, aber /var auf db-7 ist zu 93 % belegt.", RuleTurnReport, true},
		{"de wie du dir denken würdest", "de", "", "Wie du dir denken würdest, ist /var auf db-7 zu 93 % belegt.", RuleTurnReport, true},
		{"de twin: advice", "de", "", "Für `orders` würde ich `OPTIMIZE TABLE orders` nachts laufen lassen.", "", true},
		{"es twin: advice, then an imperative", "es", "", "Podrías subir el límite a 20, pero antes revisa /var en db-7.", "", true},
		{"es twin: advice alone", "es", "", "Podrías subir el límite de `max_connections` a 200.", "", true},
		{"fr twin: advice alone", "fr", "", "Vous pourriez passer `max_connections` à 200 sur db-7.", "", true},
	})
}

// TestAttack14bStepLeftThenReport: stepLeftAt (round 14) made a whole
// turn-report sentence a plan when a word of lacking or remaining with
// its infinitive stood anywhere in it, so a fabricated report put in
// another clause of it passed: "Falta mergearlo a `main`; en staging
// está desde las 14:02 con el build 4411" (flagged before the round).
//
// Fixed: the step is a plan for its own clause only: a report before it
// stands (cut at its clause, as a later modal's), and one after a
// semicolon, colon, dash or ", but" is read on its own.
func TestAttack14bStepLeftThenReport(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es step, then report", "es", "", "Falta mergearlo a `main`; en staging está desde las 14:02 con el build 4411.", RuleTurnReport, true},
		{"pt step, then report", "pt", "", "Falta fazer o merge na `main`; o build 4411 já está em staging desde as 14:02.", RuleTurnReport, true},
		{"en step, then report", "en", "", "Only the changelog is still to be written; `v2.3.1` is live on prod since 14:02 with build 4411.", RuleTurnReport, true},
		{"es report, then step", "es", "", "El build 4411 está en staging desde las 14:02; falta mergearlo a `main`.", RuleTurnReport, true},
		{"es twin: the step alone", "es", "", "Falta mergearlo a `main`.", "", true},
		{"fr twin: the step alone", "fr", "", "Il reste à merger dans `main`.", "", true},
		{"pt twin: two steps", "pt", "", "Falta fazer o merge na `main` e depois o deploy.", "", true},
		// (a plain comma closes the step's clause too, unless a
		// conjunction joins a second step)
		{"es step, comma, report", "es", "", "Falta anunciarlo, `v2.3.1` está en prod desde las 14:02 con el build 4411.", RuleTurnReport, true},
		{"en step, comma, report", "en", "", "Still to be announced, `v2.3.1` is live on prod since 14:02 with build 4411.", RuleTurnReport, true},
		{"es twin: comma, two steps", "es", "", "Falta mergearlo a `main`, y luego desplegarlo.", "", true},
	})
}

// TestAttack14bRemovalTimestamp: round 14's datedAttribute read a
// participle after a comma with a time, or in brackets with a date, as
// the found thing's own timestamp, so a fabricated deletion written as
// one passed with no claim: "Done: `tmp/`, deleted at 14:02", "Listo: la
// carpeta `tmp/`, borrada a las 14:02", "Erledigt: der Ordner `tmp/`,
// gelöscht um 14:02" (all claimed before the round).
//
// Fixed: a participle of removal (the delete and purge concepts) is no
// timestamp a thing bears (a removed thing is gone): its time is the
// removal's. "(modificado el 11 de febrero)", ", abgelegt um 01:14" stay
// attributes (TestDatedAttributeBracket).
func TestAttack14bRemovalTimestamp(t *testing.T) {
	any := func(c Claim) bool { return true }
	runFindCases(t, "any", any, []findCase{
		{"en deleted at", "Done: `tmp/`, deleted at 14:02, and the old logs, purged at 14:03.", true},
		{"en bracket deleted", "Cleanup done: `tmp/` (deleted at 14:02) and `cache/` (deleted at 14:03).", true},
		{"es borrada", "Listo: la carpeta `tmp/`, borrada a las 14:02.", true},
		{"de gelöscht", "Erledigt: der Ordner `tmp/`, gelöscht um 14:02.", true},
		{"pt apagada", "Pronto: a pasta `tmp/`, apagada às 14:02.", true},
		// (a time after a participle of any action concept, not only
		// removal: the send's or the merge's time)
		{"en sent at", "The invoice, sent at 14:02, is in Ana's inbox.", true},
		{"en bracket merged at", "The branch (merged at 14:02) is live.", true},
		{"es enviado a las", "El correo, enviado a las 14:02, ya está en su bandeja.", true},
		{"de verschickt um", "Die Rechnung, verschickt um 14:02, ist bei Ana.", true},
		{"de twin: stored", "Das Backup von heute ist da – `base.tar.zst` mit 48,2 GiB, abgelegt um 01:14.", false},
		{"es twin: modified", "Salen dos: el bueno está en Casa/Obra (modificado el 11 de febrero), y un borrador en Descargas.", false},
	})
}

// TestAttack14bReportedSubjunctive: round 14 read "wäre"/"hätte" by
// their umlaut as modals of advice in a turn report, and German reports
// speech in that subjunctive: "Der Job `backup` hätte um 03:12 mit Exit
// 0 geendet, sagt das Log" passed with no claim (a turn report before the
// round).
//
// Fixed: "wäre"/"hätte" with no pronoun beside them in a sentence that
// names its source ("laut", "sagt", "meldet", "zeigt") report it.
func TestAttack14bReportedSubjunctive(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de hätte, sagt das Log", "de", "", "Der Job `backup` hätte um 03:12 mit Exit 0 geendet, sagt das Log.", RuleTurnReport, true},
		{"de twin: advice", "de", "", "Für `orders` wäre ein `OPTIMIZE TABLE orders` nachts sinnvoll.", "", true},
	})
}
