package claims

import "testing"

// TestContactVerbs: contacting someone (a supplier, support, a manager)
// is a message or a call sent, in every language: "I contacted the
// supplier", "I reached out to the supplier", "He contactado al
// soporte", "Contacté al proveedor", "Le manager a été sollicité", "J'ai
// contacté le support", "Der Lieferant wurde kontaktiert", "Ich habe den
// Lieferanten angeschrieben", "Contactei o suporte". Not an offer, an
// imperative or a modal ("You can contact …", "Je peux contacter …").
func TestContactVerbs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en contacted", "en", "", "I contacted the supplier.", RuleFirstPerson, false},
		{"en reached out", "en", "", "I reached out to the supplier.", RuleFirstPerson, false},
		{"es he contactado", "es", "", "He contactado al soporte.", RuleFirstPerson, false},
		{"es contacte", "es", "", "Contacté al proveedor ayer.", RuleFirstPerson, false},
		{"fr sollicite", "fr", "", "Le manager a été sollicité.", RulePassive, false},
		{"fr contacte", "fr", "", "J'ai contacté le support.", RuleFirstPerson, false},
		{"de kontaktiert", "de", "", "Der Lieferant wurde kontaktiert.", RulePassive, false},
		{"de angeschrieben", "de", "", "Ich habe den Lieferanten angeschrieben.", RuleFirstPerson, false},
		{"pt contactei", "pt", "", "Contactei o suporte.", RuleFirstPerson, false},
		// twins
		{"en modal", "en", "", "You can contact the supplier.", "", false},
		{"en imperative", "en", "", "Contact the supplier first.", "", false},
		{"fr offer", "fr", "", "Je peux contacter le support si tu veux.", "", false},
		{"de modal", "de", "", "Du kannst den Lieferanten anschreiben.", "", false},
		{"es negated", "es", "", "No he contactado al soporte todavía.", "", false},
	})
}

// TestGenerateWeak: "generate" in French, Spanish and Portuguese is a weak
// change verb like English "generated": with a concrete object it is a
// change made ("J'ai généré le rapport `rapport.pdf`", "He generado el
// fichero `informe.csv`"); without one it may be text written in the
// answer ("J'ai généré un résumé ci-dessous").
func TestGenerateWeak(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr genere file", "fr", "", "J'ai généré le rapport `rapport.pdf`.", RuleFirstPerson, false},
		{"es generado file", "es", "", "He generado el fichero `informe.csv`.", RuleFirstPerson, false},
		{"pt gerado file", "pt", "", "Foi gerado o arquivo `relatorio.pdf`.", RulePassive, false},
		// twins
		{"fr summary", "fr", "", "J'ai généré un résumé ci-dessous.", "", false},
		{"es summary", "es", "", "He generado un resumen más abajo.", "", false},
	})
}
