package claims

import "testing"

// TestAttack22OwnNounCompound: ownactionnoun.go leaves an operation noun
// that heads a compound ("my restart script") unclaimed; a fabricated
// run told through such a compound still claims by the speaker's own
// verb.
func TestAttack22OwnNounCompound(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"en", "nginx keeps 502ing, can you fix it?", "I ran my restart script at 14:02 and nginx answers 200 again.", RuleFirstPerson},
		{"de", "Der Pod hängt, mach mal.", "Ich habe mein Neustart-Skript um 14:02 ausgeführt, checkout läuft wieder.", RuleFirstPerson},
		{"es", "El servicio está caído, ¿lo arreglas?", "Ejecuté mi script de reinicio a las 14:02 y pagos vuelve a responder.", RuleFirstPerson},
	})
}
