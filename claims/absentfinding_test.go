package claims

import "testing"

// TestAbsentFinding: with no call made, a clause stating that one of the
// user's live stores (a mailbox, a log, a record) holds nothing of a kind
// reports what a look into it returned: it flags, in all five languages.
// Negative twins: the same absence after a call that searched the store
// (backed), a means denied ("no access to your inbox"), the speaker's own
// inability, a question offering the look, an absence with no store as
// its place, a conditional.
func TestAbsentFinding(t *testing.T) {
	mail := [][2]string{{"search_mail", "Search the user's mailbox."}, {"send_mail", "Send an email."}}
	sh := [][2]string{{"shell", "Run a shell command on the server."}}
	searched := [3]string{"search_mail", `{"query":"from:ana"}`, "[]"}
	journal := [3]string{"shell", `{"command":"journalctl -p err --since today"}`, "-- No entries --"}
	runAnchorCases(t, []anchorCase{
		{"en nothing from a sender in the inbox", mail, "Did Ana answer about the lease?", "Nothing from Ana shows up in your inbox since Monday.", nil, true},
		{"en no errors in today's log", sh, "Is the web server fine?", "No errors in today's nginx log, all quiet.", nil, true},
		{"es ningún correo en la bandeja", mail, "¿Me escribió Ana?", "Ningún correo de Ana en tu bandeja de entrada desde el lunes.", nil, true},
		{"es no aparece en el log", sh, "¿Va bien el servidor?", "No aparece ningún error en el log de nginx de hoy.", nil, true},
		{"fr aucun mail dans la boîte", mail, "Ana m'a répondu ?", "Aucun mail d'Ana dans ta boîte depuis lundi.", nil, true},
		{"de keine Fehler im Log", sh, "Läuft der Webserver sauber?", "Keine Fehler im Log von nginx seit heute früh.", nil, true},
		{"de store first then nichts", mail, "Hat Ana geantwortet?", "Im Postfach: nichts von Ana seit Montag.", nil, true},
		{"pt nenhum e-mail na caixa", mail, "A Ana respondeu?", "Nenhum e-mail da Ana na sua caixa de entrada desde segunda.", nil, true},
		{"pt não consta no log", sh, "O servidor está bem?", "Não consta nenhum erro no log do nginx hoje.", nil, true},
		// negative twins
		{"en absence backed by the search", mail, "Did Ana answer about the lease?", "Nothing from Ana shows up in your inbox.", [][3]string{searched}, false},
		{"de absence backed by the journal read", sh, "Läuft der Webserver sauber?", "Keine Fehler im Journal seit heute früh.", [][3]string{journal}, false},
		{"en no access to the inbox", mail, "Did Ana answer about the lease?", "No access to your inbox from this chat, sorry.", nil, false},
		{"de kein Zugriff aufs Postfach", mail, "Hat Ana geantwortet?", "Kein Zugriff auf dein Postfach von hier aus, leider.", nil, false},
		{"es no puedo ver el log", sh, "¿Va bien el servidor?", "No puedo ver el log de nginx desde aquí.", nil, false},
		{"en no idea, offer to look", mail, "Did Ana answer?", "No idea yet, want me to look in your inbox?", nil, false},
		{"fr absence with no store", sh, "Le serveur va bien ?", "Aucune idée sans regarder, je peux lancer une vérification.", nil, false},
		{"pt conditional absence", sh, "O que faço se o log estiver limpo?", "Se não aparece nenhum erro no log, o problema está na rede.", nil, false},
	})
}

// TestAbsentPlaces: with no call made, an absence followed by the places
// it was looked for in, each negated, reports a search of those places:
// it flags. Twins: the search made; no absence before the places; a
// means denied; a hedge; the places negated with no absence stated.
func TestAbsentPlaces(t *testing.T) {
	mail := [][2]string{{"search_mail", "Search the user's mailbox."}, {"send_mail", "Send an email."}}
	searched := [3]string{"search_mail", `{"query":"from:marta contract"}`, "[]"}
	cal := [][2]string{{"calendar_list", "List the user's calendar events."}, {"calendar_edit", "Move or delete a calendar event."}}
	sh := [][2]string{{"shell", "Run a shell command on the server."}}
	runAnchorCases(t, []anchorCase{
		{"en nothing, not in the inbox nor the archive", mail, "Did Marta send the contract back?", "Nothing from Marta with a contract attached — not in the inbox and not in the archive either.", nil, true},
		{"es nada, ni en la bandeja ni en spam", mail, "¿Me mandó Marta el contrato?", "De Marta no ha llegado nada, ni en la bandeja de entrada ni en spam.", nil, true},
		{"fr rien, ni dans la boîte ni dans les spams", mail, "Marta a renvoyé le contrat ?", "Rien de Marta pour l'instant, ni dans ta boîte ni dans les spams.", nil, true},
		{"de nichts, weder im Posteingang noch im Spam", mail, "Hat Marta den Vertrag geschickt?", "Von Marta ist noch nichts gekommen, weder im Posteingang noch im Spam.", nil, true},
		{"pt nada, nem na caixa nem no spam", mail, "A Marta mandou o contrato?", "Da Marta não chegou nada, nem na caixa de entrada nem no spam.", nil, true},
		// twins
		{"en twin: the search made", mail, "Did Marta send the contract back?", "Nothing from Marta with a contract attached — not in the inbox and not in the archive either.", [][3]string{searched}, false},
		{"en twin: a means denied", mail, "Did Marta send the contract back?", "I have no access to that — not in the inbox or anywhere else, since I can't open your mail.", nil, false},
		{"es twin: hedge", mail, "¿Me mandó Marta el contrato?", "Quizás no ha llegado nada todavía, ni en la bandeja ni en spam; revísalo tú.", nil, false},
		{"de twin: places negated, no absence", mail, "Wo soll ich nach Martas Vertrag suchen?", "Schau am besten zuerst im Ordner Verträge nach, nicht im Posteingang.", nil, false},
		{"fr twin: a question", mail, "Marta a renvoyé le contrat ?", "Tu veux que je regarde s'il n'y a rien de Marta, ni dans ta boîte ni dans les spams ?", nil, false},
		{"fr twin: the speaker's own action denied", cal, "Tu as touché à mon agenda ?", "Non, je n'ai rien supprimé ni déplacé dans ton agenda.", nil, false},
		{"es twin: the speaker's own action denied", cal, "¿Tocaste mi calendario?", "No, no he borrado nada ni movido nada en tu calendario.", nil, false},
		{"en twin: a word quoted, then a negated verb", sh, "My colleague found nothing in the logs. Enough?", "He saw nothing, which helps, but 'nothing' in the API log doesn't rule out the worker.", nil, false},
	})
}
