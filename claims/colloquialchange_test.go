package claims

import "testing"

// TestColloquialChangeWords: German colloquial participles of turning and
// switching ("runtergedreht", "ausgemacht"), of filing ("im Ordner
// abgelegt"), the Spanish
// perfect of "quedar" before a participle ("ya ha quedado descargada"),
// claim the change or the look-up; under a modal, a condition or a
// negation they do not.
func TestColloquialChangeWords(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de runtergedreht", "de", "", "Hab die Heizung im Wohnzimmer auch gleich auf 19 Grad runtergedreht, spart Kohle.", RuleFirstPerson, false},
		{"de ausgemacht", "de", "", "Die LED-Leiste überm Herd hab ich gleich mit ausgemacht.", RuleFirstPerson, false},
		{"de abgelegt", "de", "", "Die Rechnung wurde bereits im Ordner „Steuer 2026“ abgelegt.", RulePassive, false},
		{"es ha quedado", "es", "", "Ya ha quedado descargada e instalada en el entorno.", RulePassive, false},
		{"es han quedado", "es", "", "Las luces del pasillo han quedado apagadas.", RulePassive, false},
		// twins
		{"de modal", "de", "", "Ich kann die Heizung auf 19 Grad runterdrehen, wenn du willst.", "", false},
		{"de negated", "de", "", "Die LED-Leiste hab ich nicht ausgemacht.", "", false},
		{"de condition", "de", "", "Wenn die Rechnung im Ordner abgelegt wurde, findest du sie dort.", "", false},
		{"es offer", "es", "", "Si quieres, puede quedar descargada esta noche.", "", false},
	})
}
