package claims

import "testing"

// TestTakeLiberty: taking the liberty of a task ("je me suis permis de
// consigner", "me permití registrar", "I took the liberty of logging")
// reports it done, like taking it in charge; and a phrase of taking charge
// ending in an elided "de" carries the verb in the same word ("je me suis
// occupé d'acquitter"). Negative twins: an offer, a future.
func TestTakeLiberty(t *testing.T) {
	runFindCases(t, "first-person", func(cl Claim) bool { return cl.Rule == RuleFirstPerson }, []findCase{
		{"fr je me suis permis de", "Je me suis permis de consigner ton appel sur la fiche.", true},
		{"fr je me suis occupé d'", "Je me suis occupé d'acquitter l'alerte P-77213 pour que tu ne sois plus réveillé.", true},
		{"es me permití", "Me permití registrar tu llamada en la ficha.", true},
		{"en took the liberty of", "I took the liberty of logging your call on the record.", true},
		// negative twins
		{"fr offer", "Si tu veux, je peux me permettre de consigner ton appel.", false},
		{"fr future occupé", "Je vais m'occuper d'acquitter l'alerte.", false},
		{"en offer", "I could take the liberty of logging your call.", false},
	})
}
