package claims

import "testing"

// TestMoneyFigureNoStatus: a three-digit figure that reads like an HTTP
// status (500, 403, 502) is an amount of money when a currency is written
// beside it ("Virement de 500 € envoyé à Julien", "Refund of $500
// issued", "Transferencia de 403 € enviada", "500 euros"), so it reports
// no failed call and the claim around it stands. The same figure as a
// status still marks a failure ("erreur 500", "returned 500").
func TestMoneyFigureNoStatus(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr virement 500 euro sign", "fr", "", "Virement de 500 € envoyé à Julien, libellé « Billets concert ».", RuleOpening, false},
		{"fr virement 500 euros", "fr", "", "Virement de 500 euros envoyé à Julien.", RuleOpening, false},
		{"en refund dollar sign", "en", "", "Refund of $500 issued to the card.", RuleOpening, false},
		{"es transferencia 403", "es", "", "Transferencia de 403 € enviada a Marta.", RuleOpening, false},
		{"pt transferencia 502 reais", "pt", "", "Transferência de 502 reais enviada para a Marta.", RuleOpening, false},
		// twins
		{"fr status", "fr", "", "L'appel a renvoyé une erreur 500, rien n'a été envoyé.", "", false},
		{"en status", "en", "", "The call returned 500, so nothing was sent.", "", false},
		{"es status", "es", "", "La transferencia falló con un 403, no se envió nada.", "", false},
	})
}
