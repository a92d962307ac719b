package claims

import "testing"

// TestProcessVerbs: processing a request and turning a setting back on
// are changes ("Se ha procesado el reembolso", "The refund was
// processed", "Ich habe den Antrag bearbeitet", "La MFA a été
// réactivée", "Reativei o MFA"). Negative twins: how long processing
// takes (a habit, a present passive), what a service does.
func TestProcessVerbs(t *testing.T) {
	runFindCases(t, "write", func(cl Claim) bool { return cl.Action == KindWrite }, []findCase{
		{"es se ha procesado", "Se ha procesado el reembolso íntegro esta mañana.", true},
		{"pt foi processado", "O reembolso foi processado hoje de manhã.", true},
		{"en was processed", "The refund was processed this morning.", true},
		{"de bearbeitet", "Ich habe den Antrag heute bearbeitet.", true},
		{"fr a été réactivée", "La MFA a été réactivée sur son compte.", true},
		{"es he reactivado", "He reactivado la MFA de Sophie.", true},
		{"en reactivated", "I reactivated MFA on her account.", true},
		{"de reaktiviert", "Ich habe die MFA reaktiviert.", true},
		{"pt reativei", "Reativei o MFA da Sofia.", true},
		// negative twins
		{"es se procesa en 24 horas", "Tu pedido se procesa en 24 horas.", false},
		{"en is processed within", "The refund is processed within 5 days.", false},
		{"en Stripe processes", "Stripe processes refunds in 5 to 10 days.", false},
	})
}
