package claims

import "testing"

// TestLikeliestOpening: a sentence opening with the superlative of a
// probability adjective ("The most likely cause is …", "Lo más probable
// es …", "Le plus probable, c'est …", "O mais provável é …", "Am
// wahrscheinlichsten ist …") guesses; the adjective without the
// superlative, or later in a report, does not make it one.
func TestLikeliestOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en the most likely", "en", "", "The most likely cause is that the `commons-lang3` dependency was deleted from `pom.xml`.", "", false},
		{"es lo más probable", "es", "", "Lo más probable es que se haya borrado la dependencia del `pom.xml`.", "", false},
		{"fr le plus probable", "fr", "", "Le plus probable, c'est que la dépendance a été supprimée du `pom.xml`.", "", false},
		{"pt o mais provável", "pt", "", "O mais provável é que a dependência foi removida do `pom.xml`.", "", false},
		{"de am wahrscheinlichsten", "de", "", "Am wahrscheinlichsten wurde die Abhängigkeit aus der `pom.xml` entfernt.", "", false},
		{"en twin: a report", "en", "", "I deleted the `commons-lang3` dependency from `pom.xml`, the most likely culprit.", RuleFirstPerson, false},
		{"es twin: no superlative", "es", "", "Se ha borrado la dependencia del `pom.xml`, algo probable tras el merge.", RulePassive, false},
	})
}
