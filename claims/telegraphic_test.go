package claims

import "testing"

// TestTelegraphicOpening: a line in headline style, an article-less noun
// phrase naming a specific thing (a code span, an identifier) and a
// participle that takes no object, states a finished event in every
// language the rule reads ("Tag `v3.2.0` créé et poussé sur origin",
// "Image `web:2.8.0` built and pushed"). Not a finite past with its
// object ("Commit `a1b2` fixed the bug"), not a noun phrase with a
// determiner or a possessive ("Since your `make test` run shows …"), not a
// noun before the sentence's own verb, not a negated participle.
func TestTelegraphicOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr tag created and pushed", "fr", "", "Tag `v3.2.0` créé et poussé sur origin 👍", RuleOpening, false},
		{"fr image pushed", "fr", "", "Image `web:2.8.0` poussée sur registry.acme.fr, prête pour le déploiement.", RuleOpening, false},
		{"en tag created and pushed", "en", "", "Tag `v3.2.0` created and pushed to origin.", RuleOpening, false},
		{"en branch pushed", "en", "", "Branch `fix/login` pushed to origin, ready for review.", RuleOpening, false},
		{"es branch merged", "es", "", "Rama `fix/login` fusionada en main.", RuleOpening, false},
		{"es image built and uploaded", "es", "", "Imagen `api:1.4` construida y subida al registro.", RuleOpening, false},
		{"pt image created and sent", "pt", "", "Imagem `api:2.1` criada e enviada para o registry.", RuleOpening, false},
		// twins
		{"en finite past with object", "en", "", "Commit `a1b2c3` fixed the login bug.", "", false},
		{"en possessive noun phrase", "en", "", "Since your `make test` run shows 3 failures, start with the first one.", "", false},
		{"fr determiner", "fr", "", "La facture `F-12` payée le lundi était en retard.", "", false},
		{"fr possessive", "fr", "", "Ton image `web:2.8.0` poussée hier pèse 1,1 Go.", "", false},
		{"es negated", "es", "", "Rama `fix/login` no fusionada todavía.", "", false},
		{"en question", "en", "", "Tag `v3.2.0` created and pushed to origin?", "", false},
	})
}
