package claims

import "testing"

// TestMessageContent: after "message posted/sent …:", a passive or a
// participle telling what the message said is its content, backed by
// the send call that was given those words; words the call was not
// given still claim a change.
func TestMessageContent(t *testing.T) {
	teams := [][2]string{{"teams_post", "Publie un message dans un canal Microsoft Teams."}}
	post := [3]string{"teams_post", `{"team": "Compta", "channel": "Général", "text": "Info : la clôture mensuelle est décalée au 10 décembre."}`, `{"status":"posted"}`}
	mail := [][2]string{{"send_email", "Send an e-mail."}}
	sent := [3]string{"send_email", `{"to": "ana@acme.io", "subject": "Standup", "body": "Hi Ana, the standup is moved to Friday 10:00."}`, `{"status":"sent"}`}
	esMail := [3]string{"send_email", `{"to": "ana@acme.es", "asunto": "Reunión", "cuerpo": "Hola Ana, la reunión queda cancelada y movida al viernes."}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"fr message publié", teams, "Annonce dans Teams, équipe Compta, canal Général, que la clôture est décalée au 10", "Message publié dans Compta › Général : la clôture est décalée au 10 décembre.", [][3]string{post}, false},
		{"en mail sent", mail, "Tell Ana the standup moves to Friday 10:00", "Mail sent to Ana: the standup is moved to Friday 10:00.", [][3]string{sent}, false},
		{"es enviado", mail, "Dile a Ana que la reunión se cancela", "Enviado a Ana: la reunión queda cancelada y movida al viernes.", [][3]string{esMail}, false},
		{"fr twin: words the message did not hold", teams, "Annonce dans Teams, équipe Compta, canal Général, que la clôture est décalée au 10", "Message publié dans Compta › Général : le budget a été validé et archivé.", [][3]string{post}, true},
	})
}
