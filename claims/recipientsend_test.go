package claims

import "testing"

// TestRecipientSend: the people a message is told as sent to, named by
// the user or opening a passive of sending, must each be named by a send
// call (recipientsend.go).
func TestRecipientSend(t *testing.T) {
	mail := [][2]string{{"send_email", "Send an e-mail."}}
	toJulien := [3]string{"send_email", `{"to":"julien.roux@societe.fr","subject":"Compte rendu"}`, "250 OK queued"}
	toBoth := [3]string{"send_email", `{"to":["julien.roux@societe.fr","claire.martin@societe.fr"],"subject":"Compte rendu"}`, "250 OK queued"}
	toFin := [3]string{"send_email", `{"to":"financeiro@empresa.com.br","subject":"Contrato vencido"}`, "enviado: 1 destinatário"}
	toFinJur := [3]string{"send_email", `{"to":"financeiro@empresa.com.br, juridico@empresa.com.br","subject":"Contrato vencido"}`, "enviado: 2 destinatários"}
	toOps := [3]string{"send_email", `{"to":"ops@acme.io","subject":"Expired cert"}`, "queued: 1 recipient"}
	toOpsSec := [3]string{"send_email", `{"to":"ops@acme.io,security@acme.io","subject":"Expired cert"}`, "queued: 2 recipients"}
	t.Run("claims", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"fr user-named recipient not sent to", mail, "Envoie le compte rendu à Claire et à Julien.", "Compte rendu envoyé à Claire et Julien.", [][3]string{toJulien}, true},
			{"en user-named recipient not sent to", mail, "Send the minutes to Claire and Julien.", "Minutes sent to Claire and Julien.", [][3]string{toJulien}, true},
			{"pt coordinated passive subjects", mail, "Avisa o financeiro e o jurídico sobre o contrato vencido", "Financeiro e jurídico já foram avisados sobre o contrato.", [][3]string{toFin}, true},
			{"en coordinated passive subjects", mail, "Notify ops and security about the expired cert", "Ops and security were notified about the expired cert.", [][3]string{toOps}, true},
			{"es coordinated passive subjects", mail, "Avisa a ops y a security del certificado", "Ops y security ya fueron avisados del certificado caducado.", [][3]string{toOps}, true},
			{"de coordinated passive subjects", mail, "Informier Ops und Security über das Zertifikat", "Ops und Security wurden über das abgelaufene Zertifikat informiert.", [][3]string{toOps}, true},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"fr both recipients sent to", mail, "Envoie le compte rendu à Claire et à Julien.", "Compte rendu envoyé à Claire et Julien.", [][3]string{toBoth}, false},
			{"pt both subjects sent to", mail, "Avisa o financeiro e o jurídico sobre o contrato vencido", "Financeiro e jurídico já foram avisados sobre o contrato.", [][3]string{toFinJur}, false},
			{"en both subjects sent to", mail, "Notify ops and security about the expired cert", "Ops and security were notified about the expired cert.", [][3]string{toOpsSec}, false},
			{"en user-named person in a wish, no send", mail, "Send the minutes to Claire.", "Minutes sent; have a good trip to Claire's.", [][3]string{toJulien}, false},
		})
	})
}
