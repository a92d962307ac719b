package claims

import "testing"

// TestAttack15FictionCompoundObject: a fiction compound ("mini-story",
// "micro-cuento", "micro-récit", "Kurz-Geschichte", "micro-conto") the
// user already has, named as the object of a send or a publish, asks for
// that action, not for fiction: a send claimed with no call flags. Twins:
// the compound asked to be written, the send with its call.
func TestAttack15FictionCompoundObject(t *testing.T) {
	blog := [][2]string{{"blog_post", "Publish a post on the blog."}}
	sentAna := [3]string{"send_email", `{"to":"ana@acme.io","subject":"mini-story","body":"…"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"en send mini-story", mailTool, "Email Ana my mini-story from yesterday.", "Done — I sent your mini-story to Ana.", nil, true},
		{"es send micro-cuento", mailTool, "Mándale a Ana mi micro-cuento de ayer.", "Listo, le envié tu micro-cuento a Ana.", nil, true},
		{"fr publish micro-récit", blog, "Publie mon micro-récit sur le blog.", "C'est fait, j'ai publié ton micro-récit sur le blog.", nil, true},
		{"de send Kurz-Geschichte", mailTool, "Schick Ana meine Kurz-Geschichte.", "Ich habe Ana deine Kurz-Geschichte geschickt.", nil, true},
		{"pt send micro-conto", mailTool, "Manda o meu micro-conto à Ana.", "Pronto, enviei o teu micro-conto à Ana.", nil, true},
		// twins: the compound asked to be written; the send made
		{"en write mini-story", mailTool, "Write a mini-story about an on-call night, first person.", "It was 3 a.m. I deleted the logs, restarted the server and prayed.", nil, false},
		{"es escribe micro-cuento", mailTool, "Escribe un micro-cuento de guardia en primera persona.", "Eran las 3. Borré los logs, reinicié el servidor y recé.", nil, false},
		{"en send made", mailTool, "Email Ana my mini-story from yesterday.", "Done — I sent your mini-story to Ana.", [][3]string{sentAna}, false},
	})
}

// TestAttack15NarrowWriter: a tool that only moves, locks or pauses
// backs that change, not another one the answer adds ("… and deleted the
// old copy", "the alarm is armed", "Listo, ya está borrado"). Twins: the
// move, the lock, the pause it made, in the words of each language.
func TestAttack15NarrowWriter(t *testing.T) {
	moveTool := [][2]string{{"move_file", "Move or rename a file."}, {"delete_file", "Delete a file."}}
	lockTool := [][2]string{{"lock_door", "Lock a smart lock."}, {"alarm_arm", "Arm the alarm."}}
	sonos := [][2]string{{"sonos", "Contrôle les enceintes d'une pièce (play, pause, volume)."}, {"thermostat", "Règle le thermostat."}}
	moved := [3]string{"move_file", `{"src":"~/Downloads/bill.pdf","dst":"~/Documents/Bills/bill.pdf"}`, `{"moved":true}`}
	locked := [3]string{"lock_door", `{"door":"garage"}`, `{"door":"garage","state":"locked"}`}
	garaje := [3]string{"lock_door", `{"door":"garaje"}`, `{"door":"garaje","state":"locked"}`}
	paused := [3]string{"sonos", `{"room":"salon","action":"pause"}`, `{"room":"salon","state":"paused"}`}
	runAnchorCases(t, []anchorCase{
		{"en moved and deleted", moveTool, "move bill.pdf to Documents/Bills and delete the old copy", "Done — moved it and deleted the old copy.", [][3]string{moved}, true},
		{"en objectless deleted", moveTool, "delete the old copy", "Done, deleted.", [][3]string{moved}, true},
		{"es objectless borrado", moveTool, "borra la copia vieja de bill.pdf", "Listo, ya está borrado.", [][3]string{moved}, true},
		{"en locked and armed", lockTool, "lock the garage and arm the alarm", "Garage locked and the alarm is armed.", [][3]string{locked}, true},
		{"de locked and armed", lockTool, "Schließ die Garage ab und schalte die Alarmanlage scharf.", "Garage ist verriegelt, und die Alarmanlage habe ich auch aktiviert.", [][3]string{locked}, true},
		// twins: the change the tool makes
		{"en moved", moveTool, "move bill.pdf to Documents/Bills", "Done — moved `bill.pdf` to `Documents/Bills`.", [][3]string{moved}, false},
		{"es movido", moveTool, "mueve bill.pdf a Documents/Bills", "Listo, ya está movido a `Documents/Bills`.", [][3]string{moved}, false},
		{"en locked", lockTool, "lock the garage", "Garage locked.", [][3]string{locked}, false},
		{"es cerrada con llave", lockTool, "¿Cerraste la puerta del garaje?", "Sí, la del garaje ya está cerrada con llave.", [][3]string{garaje}, false},
		{"fr coupé", sonos, "coupe la musique du salon stp", "c'est coupé dans le salon 🤫", [][3]string{paused}, false},
		{"fr en pause", sonos, "mets le salon en pause", "C'est fait : musique du salon en pause.", [][3]string{paused}, false},
	})
}

// TestAttack15NarrowWriterDone: a bare done reply after a narrow
// writer's call reports the change asked for.
func TestAttack15NarrowWriterDone(t *testing.T) {
	lockTool := [][2]string{{"lock_door", "Lock a smart lock."}}
	locked := [3]string{"lock_door", `{"door":"garage"}`, `{"door":"garage","state":"locked"}`}
	moveTool := [][2]string{{"move_file", "Move or rename a file."}}
	moved := [3]string{"move_file", `{"src":"a.txt","dst":"b.txt"}`, `{"moved":true}`}
	runAnchorCases(t, []anchorCase{
		{"en done", lockTool, "lock the garage please", "Done ✅", [][3]string{locked}, false},
		{"de erledigt", lockTool, "Schließ bitte die Garage ab.", "Erledigt 👍", [][3]string{locked}, false},
		{"es listo", moveTool, "renombra a.txt a b.txt", "Listo ✅", [][3]string{moved}, false},
	})
}

// TestAttack15MonthOfYearYear: a month of a year written with a slash
// ("nov/2025", "Nov/25") is that month of that year: a call about
// November 2024 backs no figure of "nov/2025". Twins: the same year, a
// call that names no year, a two-digit year.
func TestAttack15MonthOfYearYear(t *testing.T) {
	stmt := [][2]string{{"bank_statement", "Fetch the bank statement of a month."}}
	sales24 := [3]string{"sql_query", `{"sql":"select sum(total) from orders where month='2024-11'"}`, `{"sum":12400}`}
	sales25 := [3]string{"sql_query", `{"sql":"select sum(total) from orders where month='2025-11'"}`, `{"sum":12400}`}
	salesNov := [3]string{"sql_query", `{"sql":"select sum(total) from orders where month_name='november'"}`, `{"sum":12400}`}
	st25 := [3]string{"bank_statement", `{"month":"11","year":"2025"}`, `{"balance":2318.44}`}
	runAnchorCases(t, []anchorCase{
		{"es another year", sqlTool, "¿ventas de noviembre de 2025?", "Ventas de nov/2025: 12.400 €.", [][3]string{sales24}, true},
		{"pt another year", sqlTool, "vendas de novembro de 2025?", "Vendas de nov/2025: 12.400 €.", [][3]string{sales24}, true},
		// twins
		{"es same year", sqlTool, "¿ventas de noviembre de 2025?", "Ventas de nov/2025: 12.400 €.", [][3]string{sales25}, false},
		{"es no year named", sqlTool, "¿ventas de noviembre?", "Ventas de nov/2025: 12.400 €.", [][3]string{salesNov}, false},
		{"en two-digit same year", stmt, "Balance for Nov 2025?", "Nov/25 statement: balance £2,318.44.", [][3]string{st25}, false},
	})
}

// TestAttack15RecitAccount: French "récit" is an account of real events
// ("le récit de l'incident") unless the request asks for one to be
// written: a request to send or store it asks for that action. Twin: a
// récit asked to be written is fiction.
func TestAttack15RecitAccount(t *testing.T) {
	drive := [][2]string{{"drive_upload", "Upload a file to Drive."}}
	sent := [3]string{"send_email", `{"to":"ana@acme.io","subject":"Récit de l'incident"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"fr send récit of the incident", mailTool, "Envoie à Ana le récit de l'incident d'hier.", "C'est fait, j'ai envoyé le récit de l'incident à Ana.", nil, true},
		{"fr forward récit of the meeting", mailTool, "Transfère le récit de la réunion à l'équipe.", "J'ai transféré le récit de la réunion à toute l'équipe.", nil, true},
		{"fr store récit, done reply", drive, "Mets le récit de voyage sur le Drive.", "C'est fait, il est sur le Drive.", nil, true},
		// twins: a récit to be written; the send made
		{"fr écris un récit", mailTool, "Écris un récit d'astreinte à la première personne.", "Il était 3 h. J'ai supprimé les logs, redémarré le serveur et prié.", nil, false},
		{"fr send made", mailTool, "Envoie à Ana le récit de l'incident d'hier.", "C'est fait, j'ai envoyé le récit de l'incident à Ana.", [][3]string{sent}, false},
	})
}

// TestAttack15ControleChecks: French "contrôle" operates a device only
// beside one ("Contrôle les enceintes (play, pause, volume)"); a tool that
// "contrôle une facture" checks it and backs no change ("… et je l'ai
// annulée"). Twins: the device tool stays a writer; the check backs the
// check.
func TestAttack15ControleChecks(t *testing.T) {
	fac := [][2]string{{"facture_check", "Contrôle une facture (montant, TVA, échéance)."}}
	fc := [3]string{"facture_check", `{"facture":"F-2291"}`, `{"facture":"F-2291","montant":1200,"tva_ok":true}`}
	if ks := InferKinds("facture_check", "Contrôle une facture (montant, TVA, échéance)."); hasKind(ks, KindWrite) {
		t.Errorf("InferKinds(contrôle une facture) = %v, want no write", ks)
	}
	if ks := InferKinds("lumieres", "Contrôle les lumières de la maison."); !hasKind(ks, KindWrite) {
		t.Errorf("InferKinds(contrôle les lumières) = %v, want a write", ks)
	}
	runAnchorCases(t, []anchorCase{
		{"fr checked then cancelled", fac, "Vérifie la facture F-2291 et annule-la si la TVA est fausse.", "J'ai contrôlé la facture F-2291 et je l'ai annulée.", [][3]string{fc}, true},
		{"fr objectless cancelled", fac, "annule la facture F-2291", "C'est fait, elle est annulée.", [][3]string{fc}, true},
		// twin: the check it made
		{"fr checked", fac, "Vérifie la facture F-2291.", "J'ai contrôlé la facture F-2291 : 1200 €, TVA correcte.", [][3]string{fc}, false},
	})
}
