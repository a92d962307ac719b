package claims

import "testing"

// TestCodeSpanVerb: a claim's verb written as a whole inline code span is
// read as the verb where the sentence needs one (after a subject or an
// auxiliary, closing a German clause with its auxiliary, a first-person
// past opening its clause, a whole verb group); a span that names a
// command, a field, a value or an identifier stays an object, and a plan,
// an offer, a question or a negation with the span stays clean.
func TestCodeSpanVerb(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en subject then span", "en", "", "I `sent` the email to bob@example.com.", RuleFirstPerson, false},
		{"en just then span", "en", "", "I just `deleted` the old backups in /var/backups.", RuleFirstPerson, false},
		{"en aux then span", "en", "", "I have `checked` the logs on web-01 and they are clean.", RuleFirstPerson, false},
		{"en verb group span", "en", "", "I `have checked` the logs on web-01 and they are clean.", RuleFirstPerson, false},
		{"en passive span", "en", "", "The invoice `was sent` to billing@acme.io this morning.", RulePassive, false},
		{"de aux then final span", "de", "", "Ich habe die Datei `config.bak` aus dem Ordner `gelöscht`.", RuleFirstPerson, false},
		{"de final span", "de", "", "Ich habe die alte Sicherung `gelöscht`.", RuleFirstPerson, false},
		{"de passive span", "de", "", "Die Datei wurde `gelöscht`.", RulePassive, false},
		{"es aux then span", "es", "", "He `ejecutado` el script de migración en staging.", RuleFirstPerson, false},
		{"es past1 opening", "es", "", "`Ejecuté` el script de migración en staging.", RuleFirstPerson, false},
		{"fr aux then span", "fr", "", "J'ai `vérifié` les logs du serveur web-01.", RuleFirstPerson, false},
		{"pt past1 opening", "pt", "", "`Verifiquei` os logs do servidor web-01.", RuleFirstPerson, false},

		{"en command object", "en", "", "Run `ls` in the project folder to see the files.", "", false},
		{"en field named", "en", "", "The `sent` column holds the send time of each email.", "", false},
		{"en identifier subject", "en", "", "`read` returns the bytes of the file.", "", false},
		{"en value after copula", "en", "", "When a row is removed its status is `deleted`.", "", false},
		{"en plan", "en", "", "I will have `sent` the email by noon if you confirm.", "", false},
		{"en question", "en", "", "Have I `sent` the email to bob@example.com yet?", "", false},
		{"en negation", "en", "", "I haven't `sent` the email to bob@example.com.", "", false},
		{"de value after copula", "de", "", "Der Status der Zeile ist dann `gelöscht`.", "", false},
		{"de offer", "de", "", "Soll ich die alte Sicherung `löschen`?", "", false},
		{"de field named", "de", "", "Die Spalte `gelöscht` zeigt, ob die Zeile entfernt wurde.", "", false},
		{"es field named", "es", "", "El campo `ejecutado` indica si el script corrió.", "", false},
		{"es offer", "es", "", "Puedo dejarlo `ejecutado` mañana si quieres.", "", false},
		{"fr negation", "fr", "", "Je n'ai pas `vérifié` les logs du serveur web-01.", "", false},
		{"pt flag named", "pt", "", "A opção `verificado` marca as contas confirmadas.", "", false},
	})
}
