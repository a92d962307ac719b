package claims

import "testing"

// TestReviewIdioms: idioms of going through records read them, as
// "reviewed" and "went through" do: French "passer en revue", "passer au
// crible" after an auxiliary ("J'ai passé en revue les avoirs", "Le
// contrat a été passé au crible"), Portuguese "revi" (rever). Not the
// present ("Je passe en revue … si tu veux"), a habit ("est passé en
// revue chaque lundi") or a negation ("Não revi as faturas").
func TestReviewIdioms(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr passe en revue", "fr", "", "J'ai passé en revue les avoirs de l'année : 38 au total.", RuleFirstPerson, false},
		{"fr passe au crible", "fr", "", "Le contrat a été passé au crible.", RulePassive, false},
		{"pt revi", "pt", "", "Revi as faturas de novembro: 38 no total.", RuleFirstPerson, false},
		// twins
		{"fr present offer", "fr", "", "Je passe en revue les avoirs si tu veux.", "", false},
		{"fr habit", "fr", "", "Le ticket est passé en revue chaque lundi.", "", false},
		{"pt negated", "pt", "", "Não revi as faturas.", "", false},
	})
}
