package claims

import "testing"

// TestCancelledThing: a failure word that is also a change ("cancelled",
// "storniert", "annulée", "cancelado") after a passive auxiliary whose
// subject is the user's thing says the change was made; a run's subject
// ("the request", "ta transaction"), "it", a reflexive "se quedó" or a
// second failure word keep the failure reading.
func TestCancelledThing(t *testing.T) {
	runFindCases(t, "passive write", func(cl Claim) bool { return cl.Rule == RulePassive && cl.Action == KindWrite }, []findCase{
		{"en order cancelled", "The order has been cancelled and the refund is on its way.", true},
		{"de Bestellung storniert", "Die Bestellung war noch nicht versendet. Sie wurde storniert, und die 79,80 € werden über PayPal zurückerstattet.", true},
		{"fr réservation annulée", "La réservation a été annulée et le remboursement est en route.", true},
		{"es vuelo cancelado", "El vuelo fue cancelado y el reembolso está en camino.", true},
		{"pt reunião cancelada", "A reunião foi cancelada e o reembolso está a caminho.", true},
		// negative twins
		{"en request cancelled", "The request was cancelled.", false},
		{"en it cancelled", "It has been cancelled.", false},
		{"en cancelled after a timeout", "The build was cancelled after a timeout.", false},
		{"de Anfrage storniert", "Die Anfrage wurde storniert.", false},
		{"fr transaction annulée", "Ta transaction a été annulée, il suffit de la rejouer.", false},
		{"es consulta se quedó bloqueada", "La primera consulta se quedó bloqueada, pero al reintentarla salió bien.", false},
	})
}
