package claims

import "testing"

// TestSePerfectRead: a Spanish "se" passive with a perfect auxiliary ("Se
// han revisado los logs") reports the reading done; only a present "se"
// or a present passive of reading is a habit or a state. Twins: the
// present habit, the negation, the condition, and the French and
// Portuguese present passives of reading, which stay states.
func TestSePerfectRead(t *testing.T) {
	runFindCases(t, "read passive", func(c Claim) bool { return c.Rule == RulePassive }, []findCase{
		{"es/se han revisado", "Se han revisado los registros de acceso de anoche.", true},
		{"es/se ha leído", "Se ha leído el informe de errores de hoy.", true},
		{"es/gemelo presente habitual", "Se revisan los registros de acceso cada noche.", false},
		{"es/gemelo negación", "No se han revisado los registros de acceso.", false},
		{"es/gemelo condición", "Si se han revisado los registros de acceso, avísame.", false},
		{"fr/jumeau présent d'état", "Les registres sont lus au démarrage.", false},
		{"pt/gêmeo presente", "Os registros são lidos ao iniciar.", false},
	})
}
