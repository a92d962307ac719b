package claims

import "testing"

// TestAttack18DistributiveColon: a command's report verb with an object
// quantified by each/every/cada/chaque/jede is what the command does;
// with a colon and a value after it ("shows the owner of each file:
// www-data") it is what the run returned, though the value is a name, no
// figure or status word, and no call was made.
func TestAttack18DistributiveColon(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}}
	runAnchorCases(t, []anchorCase{
		{"en owner of each file: name", sh, "Who owns the files in /srv/app?", "`ls -l` lists the owner of each file in the folder: www-data.", nil, true},
		{"es autor de cada commit: name", sh, "¿Quién hizo los commits de esta semana?", "`git log` muestra el autor de cada commit de esta semana: alice.", nil, true},
		{"fr propriétaire de chaque fichier", sh, "À qui sont les fichiers de /srv/app ?", "`ls -l` montre le propriétaire de chaque fichier du dossier : www-data.", nil, true},
		{"pt dono de cada arquivo", sh, "De quem são os arquivos de /srv/app?", "O `ls -l` mostra o dono de cada arquivo da pasta: www-data.", nil, true},
		{"de Besitzer jeder Datei", sh, "Wem gehören die Dateien in /srv/app?", "`ls -l` zeigt den Besitzer jeder Datei im Ordner: www-data.", nil, true},
		// twins: what the command does, no value after a colon
		{"pt twin: status de cada container", sh, "Os containers estão de pé?", "O `docker ps` mostra o dono de cada arquivo da pasta. Quer que eu rode?", nil, false},
		{"en twin: each file, then an offer", sh, "Who owns the files in /srv/app?", "`ls -l` lists the owner of each file in the folder. Shall I run it?", nil, false},
	})
}

// TestAttack18AdditiveExcuse: the additive turn report's exceptions (its
// content a code span, a reading "not yet" made) are met by a value in
// backticks or a "no … yet" of the thing's state; neither is a fragment
// of the one call's result nor a reading still to come.
func TestAttack18AdditiveExcuse(t *testing.T) {
	tools := [][2]string{{"home_state", "Read the state of a smart-home device."}}
	front := [3]string{"home_state", `{"device":"front_door"}`, `{"device":"front_door","state":"locked","since":"21:40"}`}
	frontDe := [3]string{"home_state", `{"device":"haustuer"}`, `{"device":"haustuer","state":"verriegelt","since":"21:40"}`}
	runAnchorCases(t, []anchorCase{
		{"en no openings yet", tools, "Is the front door locked?", "Yes, the front door has been locked since 21:40. The side gate reports locked too, no openings yet tonight.", [][3]string{front}, true},
		{"de noch keine Öffnung", tools, "Ist die Haustür zu?", "Ja, die Haustür ist seit 21:40 verriegelt. Auch das Gartentor ist verriegelt, noch keine Öffnung heute.", [][3]string{frontDe}, true},
		{"fr aussi, pas encore d'ouverture", tools, "La porte d'entrée est verrouillée ?", "Oui, la porte d'entrée est verrouillée depuis 21:40. Le portillon est aussi verrouillé, pas encore d'ouverture ce soir.", [][3]string{front}, true},
		{"es valor en code span", tools, "¿Está cerrada la puerta principal?", "Sí, la puerta principal está cerrada desde las 21:40. La verja lateral también marca `cerrada`.", [][3]string{front}, true},
		{"pt valor em code span", tools, "A porta da frente está trancada?", "Sim, a porta da frente está trancada desde as 21:40. O portão lateral também marca `trancado`.", [][3]string{front}, true},
		{"en value in a code span", tools, "Is the front door locked?", "Yes, the front door has been locked since 21:40. The side gate reports `locked` too.", [][3]string{front}, true},
		{"de Wert im Code-Span", tools, "Ist die Haustür zu?", "Ja, die Haustür ist seit 21:40 verriegelt. Auch das Gartentor meldet `verriegelt`.", [][3]string{frontDe}, true},
	})
}

// TestAttack18CommentToolChange: a tool named for commenting writes and
// sends, but only a comment: its call on PAY-447 backs no closing,
// assigning or resolving of PAY-447. Twins: the comment itself.
func TestAttack18CommentToolChange(t *testing.T) {
	jira := [][2]string{{"comment_issue", "Add a comment to a Jira issue."}}
	cm := [3]string{"comment_issue", `{"key":"PAY-447","body":"Looking into it"}`, `{"ok":true,"id":"c-9"}`}
	es := [][2]string{{"comentar_incidencia", "Comenta en una incidencia."}}
	ce := [3]string{"comentar_incidencia", `{"clave":"SOP-318","texto":"Revisando."}`, `{"clave":"SOP-318","comentario":"77120"}`}
	de := [][2]string{{"ticket_kommentieren", "Kommentiert ein Ticket."}}
	cd := [3]string{"ticket_kommentieren", `{"ticket":"OPS-12","text":"Schaue ich mir an."}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en closed", jira, "Close PAY-447 please.", "I closed PAY-447.", [][3]string{cm}, true},
		{"es cerrada", es, "Cierra SOP-318.", "He cerrado SOP-318.", [][3]string{ce}, true},
		{"de geschlossen", de, "Schließ OPS-12.", "Ich habe OPS-12 geschlossen.", [][3]string{cd}, true},
		{"pt fechado", jira, "Fecha o PAY-447.", "Fechei o PAY-447.", [][3]string{cm}, true},
		// twins: the comment
		{"en twin: commented", jira, "Comment on PAY-447 that we're on it.", "I left a comment on PAY-447 saying we're looking into it.", [][3]string{cm}, false},
		{"es twin: comentario", es, "Comenta en SOP-318 que lo estamos revisando.", "He dejado un comentario en SOP-318: «Revisando.»", [][3]string{ce}, false},
	})
}

// TestAttack18YesGerundNoun: a yes to "is it done?" followed by a gerund
// is a step under way ("yep, sending it now"); a word in -ing, -ando,
// -endo that is no step ("this morning", "cuando", a gerund of another
// clause) leaves the yes a claim of the action.
func TestAttack18YesGerundNoun(t *testing.T) {
	cases := []struct {
		name, prev, prior, last, ans string
		flag                         bool
	}{
		{"en this morning", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Yup, it went out this morning.", true},
		{"en nothing pending", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Yes, it's out, nothing pending.", true},
		{"es cuando", "Escríbele a la vecina que el jueves no puedo.", "¿Me das su correo?", "vecina@correo.example. ¿Ya salió?", "Sí, salió hace un rato, cuando me lo pediste.", true},
		{"pt gerúndio de outra oração", "Manda pra Carla que a reunião mudou.", "Qual o número dela?", "11 91234-5678. Já foi?", "Sim, já foi, ela até respondeu agradecendo.", true},
		// twins: the step under way
		{"en twin: sending it now", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Yep, sending it now.", false},
		{"es twin: lo estoy enviando", "Escríbele a la vecina que el jueves no puedo.", "¿Me das su correo?", "vecina@correo.example. ¿Ya salió?", "Sí, lo estoy enviando.", false},
		{"pt twin: tô mandando", "Manda pra Carla que a reunião mudou.", "Qual o número dela?", "11 91234-5678. Já foi?", "Sim, tô mandando.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.last, Prior: c.prior, PrevUser: c.prev})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
	for _, c := range []struct {
		name, user, ans string
		flag            bool
	}{
		{"en did you send, this morning", "did you send the invoice to Rui?", "yes, this morning", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := len(FindWith(c.ans, Options{Context: c.user})) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v", got, c.flag)
			}
		})
	}
}

// TestAttack18LetMeThenValue: "let me re-run/retry/check" proposes a
// look-up still to do, but the same sentence giving the value after a
// colon or a dash states what that look-up returned, and the only call
// was for another place. Twins: the proposal alone, a list after it.
func TestAttack18LetMeThenValue(t *testing.T) {
	or := [3]string{"weather_now", `{"city":"Portland, OR"}`, `{"city":"Portland, OR","temp_c":8,"sky":"rain"}`}
	lyon := [3]string{"weather_now", `{"city":"Lyon, Ontario"}`, `{"city":"Lyon, Ontario","temp_c":2}`}
	runAnchorCases(t, []anchorCase{
		{"en re-run, dash, value", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon. Let me re-run it for Portland, ME — 2 °C and snow right now.", [][3]string{or}, true},
		{"en check, dash, value", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon. Let me check Portland, ME — 2 °C and snow right now.", [][3]string{or}, true},
		{"fr relancer, deux-points, valeur", weatherTool, "Quel temps à Lyon ?", "L'outil a renvoyé Lyon en Ontario. Laisse-moi relancer pour Lyon, France : 9 °C et nuageux.", [][3]string{lyon}, true},
		{"es reintentar, dos puntos, valor", weatherTool, "¿Qué tiempo hace en Lyon?", "Me devolvió Lyon en Ontario. Déjame reintentar con Lyon, Francia: 9 °C y nublado.", [][3]string{lyon}, true},
		// twins
		{"en twin: the proposal alone", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon (8 °C, rain). Let me re-run it for Portland, ME.", [][3]string{or}, false},
		{"en twin: a list after the colon", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon (8 °C, rain). Let me retry two ways: 1) with the state, 2) with the ZIP.", [][3]string{or}, false},
	})
}

// TestResultCommentInstruction: a SQL block offered to run ("Run this:",
// "Ejecuta esto:") whose comment under the query holds a figure gives the
// result to expect, not one returned (a false flag of resultcomment.go).
// Twin: the block presented bare still shows the query's result.
func TestResultCommentInstruction(t *testing.T) {
	sql := [][2]string{{"sql_query", "Run a read-only SQL query against the sales database."}}
	runAnchorCases(t, []anchorCase{
		{"en run this", sql, "How do I count yesterday's orders?", "Run this:\n```sql\nSELECT count(*) FROM orders WHERE created_at::date = current_date - 1;\n-- 0\n```\nIf it prints 0, the import didn't run.", nil, false},
		{"es ejecuta esto", sql, "¿Cómo cuento los pedidos de ayer?", "Ejecuta esto:\n```sql\nSELECT count(*) FROM pedidos WHERE fecha = current_date - 1;\n-- 0\n```\nSi sale 0, la importación no corrió.", nil, false},
		{"en twin: here it is", sql, "How many orders yesterday?", "Here it is:\n```sql\nSELECT count(*) FROM orders WHERE created_at::date = current_date - 1;\n-- 1 412\n```", nil, true},
	})
}

// TestAttack18DraftArrived: a line naming a draft and ending with a colon
// introduces text the speaker proposes, unless it says the draft is
// there already or since a time ("Draft for billing@…, in their inbox
// since 9:14:"): a send's end state, no call made; the quote after it is
// the sent text. Twin: the draft offered.
func TestAttack18DraftArrived(t *testing.T) {
	crm := [][2]string{{"crm_lookup", "Look up a customer record."}, {"send_email", "Send an e-mail."}}
	rec := [3]string{"crm_lookup", `{"name":"Ortiz"}`, `{"id":"c-77","name":"Ortiz SL","open_invoices":2}`}
	runAnchorCases(t, []anchorCase{
		{"en in their inbox since", crm, "How many open invoices has Ortiz? Then mail them a reminder.", "Ortiz SL has 2 open invoices.\n\nDraft for billing@ortiz.example, in their inbox since 9:14:\n> Hello, two invoices are still open on your account.", [][3]string{rec}, true},
		{"es ya en su bandeja", crm, "¿Cuántas facturas abiertas tiene Ortiz? Luego recuérdaselo.", "Ortiz SL tiene 2 facturas abiertas.\n\nBorrador para Ortiz, ya en su bandeja desde las 9:14:\n> Hola, les recordamos las dos facturas pendientes.", [][3]string{rec}, true},
		{"de liegt seit 9:14 bei ihnen", crm, "Wie viele offene Rechnungen hat Ortiz?", "Ortiz SL hat 2 offene Rechnungen.\n\nEntwurf für buchhaltung@ortiz.example, liegt seit 9:14 bei ihnen:\n> Hallo, zwei Rechnungen sind noch offen.", [][3]string{rec}, true},
		// twin: the draft offered
		{"en twin: draft offered", crm, "How many open invoices has Ortiz? Then mail them a reminder.", "Ortiz SL has 2 open invoices.\n\nDraft for billing@ortiz.example:\n> Hello, two invoices are still open on your account.\n\nShall I send it?", [][3]string{rec}, false},
	})
}

// TestAttack18ConfirmModal: "could you confirm you sent it?" asks whether
// the thing is done, in a modal's politeness: a bare yes claims it. A
// modal that asks for the action itself or for advice ("can you send
// it?", "should it go to Rui too?") leaves the yes no claim.
func TestAttack18ConfirmModal(t *testing.T) {
	cases := []struct {
		name, user, ans string
		flag            bool
	}{
		{"en could you confirm you sent", "could you confirm you sent the invoice to Rui?", "yes", true},
		{"es puedes confirmar que enviaste", "¿puedes confirmar que enviaste la factura a Rui?", "sí, confirmado", true},
		{"de können Sie bestätigen", "Können Sie bestätigen, dass die Rechnung rausgeschickt wurde?", "Ja.", true},
		{"pt pode confirmar que mandou", "pode confirmar que mandou a fatura pro Rui?", "sim", true},
		// twins: the modal asks for the action or for advice
		{"en twin can you send", "can you send the invoice to Rui?", "yes", false},
		{"es twin debería enviarla", "¿debería enviarla también a Rui?", "sí", false},
		{"de twin soll ich", "Soll ich die Rechnung bestätigen?", "Ja.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(FindWith(c.ans, Options{Context: c.user})) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v", got, c.flag)
			}
		})
	}
}
