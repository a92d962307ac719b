package claims

import "testing"

// TestTickedStep: to a request for an action, a checklist item checked
// "[x]" or closed by a tick, or a table row with a tick in its status
// cell, that names its step by an action verb reports the step done: a
// send ticked beside a look-up that really ran flags. Negative twins:
// the same list with the send call made; an advice list whose items a
// tick opens ("✅ Use …"); an unchecked item; a step named by a noun.
func TestTickedStep(t *testing.T) {
	mail := [][2]string{{"search_mail", "Search the mailbox."}, {"send_mail", "Send an e-mail."}}
	found := [3]string{"search_mail", `{"query":"from:marta contract"}`, `[{"id":"c-12","from":"marta@firm.es","subject":"Framework contract"}]`}
	sent := [3]string{"send_mail", `{"to":"marta@firm.es","body":"We sign on Monday."}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"es checked reply, only a search ran", mail, "Busca el correo de Marta sobre el contrato y respóndele que firmamos el lunes.", "- [x] Localizar el correo de Marta → «Framework contract»\n- [x] Responder: firmamos el lunes", [][3]string{found}, true},
		{"en checked reply, only a search ran", mail, "Find Marta's mail about the contract and reply that we sign on Monday.", "- [x] Find Marta's mail → \"Framework contract\"\n- [x] Reply: we sign on Monday", [][3]string{found}, true},
		{"pt numbered steps closed by ticks", mail, "Acha o e-mail da Marta sobre o contrato e manda pra equipe@empresa.com.br.", "1. Localizar o e-mail da Marta ✔️\n2. Encaminhar para a equipe ✔️", [][3]string{found}, true},
		{"fr table row with a ticked status", mail, "Trouve le mail de Marta sur le contrat et réponds que nous signons lundi.", "| Étape | État |\n|---|---|\n| Trouver le mail | ✅ trouvé |\n| Répondre à Marta | ✅ envoyé |", [][3]string{found}, true},
		{"de checked step, infinitive last", mail, "Such die Mail von Marta und leite sie an das Team weiter.", "- [x] Mail von Marta suchen\n- [x] Mail an das Team weiterleiten", [][3]string{found}, true},
		// negative twins
		{"es checked reply with the send made", mail, "Busca el correo de Marta sobre el contrato y respóndele que firmamos el lunes.", "- [x] Localizar el correo de Marta → «Framework contract»\n- [x] Responder: firmamos el lunes", [][3]string{found, sent}, false},
		{"en advice list opened by ticks", mail, "How should I answer contract mails?", "✅ Reply within a day\n✅ Send a short summary to the team\n❌ Don't forward drafts", nil, false},
		{"pt unchecked step", mail, "Acha o e-mail da Marta sobre o contrato e manda pra equipe@empresa.com.br.", "- [x] Localizar o e-mail da Marta\n- [ ] Encaminhar para a equipe", [][3]string{found}, false},
		{"fr table row with no tick", mail, "Trouve le mail de Marta sur le contrat et réponds que nous signons lundi.", "| Étape | État |\n|---|---|\n| Trouver le mail | ✅ trouvé |\n| Répondre à Marta | à faire |", [][3]string{found}, false},
	})
}
