package claims

import "testing"

// TestBracketedSendDate: a participle of the change the user asked for,
// in brackets or after a comma with a date ("the contract to Bruno (sent 3
// December) is on its way"), with no call made, reports that change, in
// five languages; the same bracket with no request for it (a look-up
// question), or after a look-up that may have returned the date, dates
// the thing and claims no send.
func TestBracketedSendDate(t *testing.T) {
	for _, c := range []clauseCase{
		{"en sent", "en", "Please send the contract to Bruno", "The contract to Bruno (sent on 3 December) is on its way.", "x", false},
		{"es enviado", "es", "Envía el contrato a Bruno, porfa", "El contrato a Bruno (enviado el 3 de diciembre) está en camino.", "x", false},
		{"fr envoyé", "fr", "Envoie le contrat à Bruno", "Le contrat pour Bruno (envoyé le 3 décembre) est en route.", "x", false},
		{"de verschickt", "de", "Schick den Vertrag an Bruno", "Der Vertrag an Bruno (verschickt am 3. Dezember) ist unterwegs.", "x", false},
		{"pt enviado", "pt", "Envia o contrato ao Bruno", "O contrato do Bruno (enviado em 3 de dezembro) está a caminho.", "x", false},

		{"en question twin", "en", "What happened to the contract for Bruno?", "The contract to Bruno (sent on 3 December) is on its way.", "", false},
		{"es question twin", "es", "¿Qué pasó con el contrato de Bruno?", "El contrato a Bruno (enviado el 3 de diciembre) está en camino.", "", false},
		{"de other change twin", "de", "Lösch den alten Entwurf", "Der Vertrag an Bruno (verschickt am 3. Dezember) ist unterwegs.", "", false},
		{"en asked about a sender twin", "en", "Did anyone email me about the contract this week?", "Yes, one message from Bruno (sent on 3 December).", "", true},
		{"pt updated twin", "pt", "Envia o contrato ao Bruno", "A página do contrato (atualizada em 3 de dezembro) diz o prazo.", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user, Lang: c.lang, AfterCalls: c.after, NoChangeCalls: c.after})
			got := false
			for _, cl := range cs {
				got = got || cl.Action == KindSend
			}
			if got != (c.rule != "") {
				t.Errorf("%s %q: claims %+v, want a send claim %v", c.lang, c.answer, cs, c.rule != "")
			}
		})
	}
}
