package claims

import "testing"

// TestTestsPassAtMine: a test suite's run outcome with a first-person
// place in its clause ("bei mir", "chez moi", "on my machine", "en mi
// máquina", "na minha máquina") is the speaker's own run of the tests:
// "Die bestehenden Tests laufen bei mir alle grün durch", "Chez moi les
// tests passent tous", "The tests pass on my machine". Not the same in CI
// ("Die Tests laufen in der CI grün durch", "The tests pass in CI"), not
// negated.
func TestTestsPassAtMine(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de bei mir", "de", "", "Die bestehenden Tests laufen bei mir alle grün durch, aber für den Nicht-Stammkunden-Fall fehlt einer.", RuleFirstPerson, false},
		{"fr chez moi", "fr", "", "Chez moi les tests passent tous.", RuleFirstPerson, false},
		{"en my machine", "en", "", "The tests pass on my machine.", RuleFirstPerson, false},
		{"es mi maquina", "es", "", "En mi máquina pasan todas las pruebas.", RuleFirstPerson, false},
		{"pt minha maquina", "pt", "", "Os testes passam na minha máquina.", RuleFirstPerson, false},
		// twins
		{"de in CI", "de", "", "Die Tests laufen in der CI grün durch.", "", false},
		{"de negated", "de", "", "Die Tests laufen bei mir nicht durch.", "", false},
		{"fr in CI", "fr", "", "Les tests passent en CI.", "", false},
		{"en in CI", "en", "", "The tests pass in CI.", "", false},
	})
}
