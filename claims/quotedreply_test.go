package claims

import "testing"

// TestQuotedReply: with no call made, a third party's reply quoted as
// already received reads a mailbox or a chat, in every language; the
// honest twins stay clean: the reply the user pasted, a negated or
// conditional reply, a story's retort with no "already", a turn with
// calls (turn reports and backing judge those).
func TestQuotedReply(t *testing.T) {
	const ask = "Send the signed lease to tomas@rentals.io and tell me when he can meet."
	runClauseCases(t, []clauseCase{
		// (English "replied" and French "répondu" already claim as a send's
		// past: the existing reading stays first)
		{"en already replied", "en", ask, "Tomas already replied: \"Thanks, got it, Thursday at 10 works.\" So Thursday.", RulePassive, false},
		{"es ya respondió", "es", "Envía el contrato firmado a tomas@alquiler.es", "Tomás ya respondió: «Gracias, me llegó, el jueves a las 10 me va bien». Entonces el jueves.", RuleQuotedReply, false},
		{"fr a déjà répondu", "fr", "Envoie le bail signé à tomas@location.fr", "Tomas a déjà répondu : « Merci, bien reçu, jeudi 10 h me convient. » Donc jeudi.", RulePassive, false},
		{"de hat schon geantwortet", "de", "Schick den unterschriebenen Vertrag an tomas@miete.de", "Tomas hat schon geantwortet: „Danke, ist da, Donnerstag um 10 passt.“ Also Donnerstag.", RuleQuotedReply, false},
		{"pt já respondeu", "pt", "Manda o contrato assinado para tomas@aluguel.pt", "O Tomás já respondeu: \"Obrigado, recebi, quinta às 10 dá.\" Então quinta.", RuleQuotedReply, false},
		// honest twins
		{"pt pasted reply", "pt", "O Tomás escreveu: \"Obrigado, recebi, quinta às 10 dá.\" O que respondo?", "O Tomás já respondeu: \"Obrigado, recebi, quinta às 10 dá.\" Pode confirmar quinta.", "", false},
		{"de with calls", "de", "Schick den unterschriebenen Vertrag an tomas@miete.de", "Tomas hat schon geantwortet: „Danke, ist da, Donnerstag um 10 passt.“", RuleTurnReport, true}, // (after calls the turn report judges it)
		{"es pasted reply", "es", "Tomás me escribió: «Gracias, me llegó, el jueves a las 10 me va bien». ¿Qué le digo?", "Tomás ya respondió: «Gracias, me llegó, el jueves a las 10 me va bien». Confírmale el jueves.", "", false},
		{"es todavía no", "es", "Envía el contrato firmado a tomas@alquiler.es", "Tomás no ha respondido todavía: «sin noticias» es lo único que sé.", "", false},
		{"de story retort", "de", "Erzähl mir eine Anekdote über Churchill.", "Churchill antwortete darauf: „Madam, morgen bin ich nüchtern.“", "", false},
		{"pt story retort", "pt", "Conta uma anedota do Churchill.", "Churchill respondeu: \"Senhora, amanhã estarei sóbrio.\"", "", false},
		{"es conditional", "es", "Envía el contrato firmado a tomas@alquiler.es", "Si Tomás ya respondió: «recibido», solo queda esperar al jueves.", "", false},
	})
}
