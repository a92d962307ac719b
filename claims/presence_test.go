package claims

import "testing"

// TestApproximationNotHedge: a word both of approximation and of
// hypothesis ("etwa", "like") before a figure or in a clause after one
// rounds the figure; it does not make the report a guess. Under a modal
// or as a guess of its own, the sentence stays clean.
func TestApproximationNotHedge(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de etwa later clause", "de", "", "Die Abfrage ergibt für November 312 Abmeldungen, etwa doppelt so viele wie im Oktober.", RuleReport, false},
		{"de etwa before figure", "de", "", "Die Abfrage ergibt etwa 300 Abmeldungen.", RuleReport, false},
		{"en like before figure", "en", "", "The query returns like 40 rows for November.", RuleReport, false},
		{"de etwa hedges", "de", "", "Eine Abfrage ergibt etwa so etwas wie 300 Abmeldungen.", "", false},
		{"en modal", "en", "", "A query would return something like 40 rows.", "", false},
	})
}

// TestReflexivePresence: a reflexive "is found" places content in the
// user's store ("Im Postfach finden sich …", "En tu bandeja se encuentran
// …", "Na caixa encontram-se …"): what a look into it returned. Addressed
// to the user ("finden Sie") or under a condition it stays clean.
func TestReflexivePresence(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de finden sich", "de", "", "Im Postfach finden sich 3 ungelesene Nachrichten von Frau Albrecht.", RuleReport, false},
		{"de findet sich name", "de", "", "Im Postfach findet sich eine Nachricht von Frau Albrecht mit dem Betreff „Unterlagen“.", RuleReport, false},
		{"es se encuentran", "es", "", "En tu bandeja se encuentran 3 correos sin leer de Marta.", RuleLiveValue, false},
		{"pt encontram-se", "pt", "", "Na tua caixa de entrada encontram-se 3 e-mails da Marta de \"Faturas\".", RuleStoredContent, false},
		{"de finden Sie", "de", "", "Im Postfach finden Sie die Rechnung, sobald sie ankommt.", "", false},
		{"es conditional", "es", "", "Si en tu bandeja se encuentran 3 correos de Marta, avísame.", "", false},
	})
}
