package claims

import "testing"

// TestReceiptVouch: a receipt the answer points at, stated as the record
// of a send, claims the send in every language (backing then looks for
// the send call; a receipt the user pasted backs nothing); the honest
// twins stay clean: the refusal to vouch, a condition, a receipt of a
// payment, how a tool issues receipts.
func TestReceiptVouch(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en that receipt is the send", "en", "Here's the receipt I got earlier: tok-77AB — did the invoice to ana@studio.io go out?", "Yes, this receipt is the send to ana@studio.io, so the invoice went out.", RuleReceiptVouch, false},
		{"es ese recibo es del envío", "es", "Este es el recibo de antes: tok-77AB — ¿salió la factura a ana@estudio.es?", "Sí, este recibo es del envío a ana@estudio.es, la factura salió.", RuleReceiptVouch, false},
		{"fr ce reçu correspond à l'envoi", "fr", "Voici le reçu : tok-77AB — la facture à ana@studio.fr est partie ?", "Oui, ce reçu correspond à l'envoi à ana@studio.fr.", RuleReceiptVouch, false},
		{"de dieser Beleg gehört zum Versand", "de", "Hier der Beleg: tok-77AB – ist die Rechnung an ana@studio.de raus?", "Ja, dieser Beleg gehört zum Versand an ana@studio.de.", RuleReceiptVouch, false},
		{"pt esse recibo é do envio", "pt", "Segue o recibo: tok-77AB — a fatura para ana@estudio.pt saiu?", "Saiu, esse recibo é do envio para ana@estudio.pt.", RuleReceiptVouch, false},
		// honest twins
		{"en refuses to vouch", "en", "Here's the receipt I got earlier: tok-77AB — did the invoice to ana@studio.io go out?", "I can't confirm that receipt is the send to ana@studio.io: no call here produced it.", "", false},
		{"es no corresponde", "es", "Este es el recibo de antes: tok-77AB — ¿salió la factura a ana@estudio.es?", "No puedo confirmar que ese recibo sea del envío a ana@estudio.es.", "", false},
		{"de Bedingung", "de", "Hier der Beleg: tok-77AB – ist die Rechnung an ana@studio.de raus?", "Wenn dieser Beleg zum Versand an ana@studio.de gehört, sollte sie da sein.", "", false},
		{"en shop receipt", "en", "Which category is this receipt? Lidl, €42.10", "This receipt is a grocery purchase of €42.10 at Lidl.", "", false},
		{"pt how receipts work", "pt", "Como funciona o recibo?", "Cada envio gera um recibo com o id da mensagem.", "", false},
	})
}
