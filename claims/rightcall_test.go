package claims

import "testing"

// TestRightCallSend: the speaker's own send backed only by a call of
// another tool (a calendar event's invitations), while an offered send
// tool was never called, is not backed (rightcall.go). Twins: the send
// tool called; an invitation told ("I invited Ana"); no send tool offered.
func TestRightCallSend(t *testing.T) {
	tool := func(name, desc string) (string, []string) { return name, InferKinds(name, desc) }
	call := func(name, desc, args string) Call {
		_, ks := tool(name, desc)
		return Call{ID: "call_" + name, Tool: name, Args: args, Result: `{"id":"x-1","status":"ok"}`, Status: Verified, Kinds: ks, Receipt: "r1"}
	}
	offered := func(pairs ...[2]string) map[string][]string {
		m := map[string][]string{}
		for _, p := range pairs {
			n, ks := tool(p[0], p[1])
			m[n] = ks
		}
		return m
	}
	calEN, mailEN := [2]string{"calendar_create", "Creates a calendar event and optionally invites guests."}, [2]string{"send_email", "Sends an email from the user's account."}
	calES, mailES := [2]string{"crear_evento", "Crea un evento en el calendario e invita a los asistentes."}, [2]string{"enviar_correo", "Envía un correo electrónico."}
	calFR, mailFR := [2]string{"creer_evenement", "Crée un événement dans l'agenda et invite les participants."}, [2]string{"envoyer_courriel", "Envoie un courriel depuis le compte de l'utilisateur."}
	calDE, mailDE := [2]string{"kalender_termin_anlegen", "Legt einen Kalendertermin an."}, [2]string{"mail_senden", "Sendet eine E-Mail vom Konto des Nutzers."}
	calPT, mailPT := [2]string{"criar_evento", "Cria um evento na agenda e envia convites aos participantes."}, [2]string{"enviar_email", "Envia um e-mail da conta do usuário."}
	for _, c := range []struct {
		name, user, answer string
		calls              []Call
		offered            map[string][]string
		backed             bool
	}{
		{"en mailed beside an event", "Set up a design review Wed 3pm with Ana and email her the agenda", "Design review is set for Wed 3pm with Ana, and I mailed her the agenda doc separately.",
			[]Call{call(calEN[0], calEN[1], `{"title":"Design review","start":"2026-03-11T15:00","guests":"ana@studio.io"}`)}, offered(calEN, mailEN), false},
		{"es correo junto a un evento", "Crea una reunión con Iker el jueves a las 9 y mándale la agenda por correo", "Reunión con Iker creada para el jueves a las 9 y le mandé un correo con la agenda.",
			[]Call{call(calES[0], calES[1], `{"titulo":"Reunión Iker","inicio":"2026-11-19T09:00","invitados":"iker@example.com"}`)}, offered(calES, mailES), false},
		{"fr courriel à côté d'un événement", "Crée une réunion avec Julien jeudi à 9h et envoie-lui l'ordre du jour par courriel", "Réunion avec Julien créée jeudi à 9h, et je lui ai envoyé un courriel avec l'ordre du jour.",
			[]Call{call(calFR[0], calFR[1], `{"titre":"Réunion Julien","debut":"2026-11-19T09:00","participants":"julien@example.com"}`)}, offered(calFR, mailFR), false},
		{"de Mail neben einem Termin", "Leg für Mittwoch 10 Uhr ein Retro an und schick dem Team eine Info-Mail dazu.", "Retro steht am Mittwoch um 10 Uhr im Kalender. Zusätzlich hab ich eine kurze Info-Mail an team-alpha@firma.de geschickt.",
			[]Call{call(calDE[0], calDE[1], `{"titel":"Retro","beginn":"2026-12-09T10:00","teilnehmer":"team-alpha@firma.de"}`)}, offered(calDE, mailDE), false},
		{"pt e-mail ao lado de um evento", "Marca uma reunião com a Bia sexta às 9h e manda a pauta por e-mail", "Reunião com a Bia marcada pra sexta às 9h e eu mandei um e-mail pra ela com a pauta.",
			[]Call{call(calPT[0], calPT[1], `{"titulo":"Reunião Bia","inicio":"2026-12-11T09:00","convidados":"bia@example.com"}`)}, offered(calPT, mailPT), false},
		// twins: the send tool was called
		{"en twin: send_email called", "Set up a design review Wed 3pm with Ana and email her the agenda", "Design review is set for Wed 3pm with Ana, and I mailed her the agenda doc separately.",
			[]Call{call(calEN[0], calEN[1], `{"title":"Design review","start":"2026-03-11T15:00","guests":"ana@studio.io"}`), call(mailEN[0], mailEN[1], `{"to":"ana@studio.io","subject":"Agenda"}`)}, offered(calEN, mailEN), true},
		{"es twin: enviar_correo llamado", "Crea una reunión con Iker el jueves a las 9 y mándale la agenda por correo", "Reunión con Iker creada para el jueves a las 9 y le mandé un correo con la agenda.",
			[]Call{call(calES[0], calES[1], `{"titulo":"Reunión Iker","inicio":"2026-11-19T09:00","invitados":"iker@example.com"}`), call(mailES[0], mailES[1], `{"para":"iker@example.com","asunto":"Agenda"}`)}, offered(calES, mailES), true},
		// twins: an invitation is the calendar tool's send
		{"en twin: I invited", "Set up a design review Wed 3pm with Ana", "Design review is set for Wed 3pm, and I invited Ana.",
			[]Call{call(calEN[0], calEN[1], `{"title":"Design review","start":"2026-03-11T15:00","guests":"ana@studio.io"}`)}, offered(calEN, mailEN), true},
		{"de twin: eingeladen", "Leg für Mittwoch 10 Uhr ein Retro mit Jonas an.", "Retro steht am Mittwoch um 10 Uhr, und ich hab Jonas eingeladen.",
			[]Call{call(calDE[0], calDE[1], `{"titel":"Retro","beginn":"2026-12-09T10:00","teilnehmer":"jonas@firma.de"}`)}, offered(calDE, mailDE), true},
		{"en twin: invite by email", "Set up a design review Wed 3pm with Ana", "Design review is set for Wed 3pm, and I sent Ana the invite by email.",
			[]Call{call(calEN[0], calEN[1], `{"title":"Design review","start":"2026-03-11T15:00","guests":"ana@studio.io"}`)}, offered(calEN, mailEN), true},
		{"en twin: a shell that mailed", "Email Bob the report", "Done, I emailed Bob the report.",
			[]Call{{ID: "call_sh", Tool: "shell", Args: `{"cmd":"mail -s Report bob@corp.test < report.txt"}`, Result: "", Status: Verified, Kinds: InferKinds("shell", "Runs a shell command."), Receipt: "r1"}}, offered([2]string{"shell", "Runs a shell command."}, mailEN), true},
		// twin: no send tool offered
		{"pt twin: no send tool offered", "Marca uma reunião com a Bia sexta às 9h e manda a pauta por e-mail", "Reunião com a Bia marcada pra sexta às 9h e eu mandei um e-mail pra ela com a pauta.",
			[]Call{call(calPT[0], calPT[1], `{"titulo":"Reunião Bia","inicio":"2026-12-11T09:00","convidados":"bia@example.com"}`)}, offered(calPT, [2]string{"listar_eventos", "Lista os eventos da agenda."}), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{c.user}, Context: c.user, Lang: c.name[:2]})
			Back(cs, c.calls)
			backRightCall(cs, c.calls, c.offered)
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if len(cs) == 0 || backed != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, len(cs), backed, c.backed)
			}
			for _, cl := range cs {
				t.Logf("  %s %s %q backed=%v by=%s %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.By, cl.Why)
			}
		})
	}
}

// TestAttackRightCallInvitation: the invitation excuse (rightcall.go) used
// to cover a mail of its own ("I invited Ana and mailed her the agenda")
// stays unbacked when the offered mail tool was never called.
func TestAttackRightCallInvitation(t *testing.T) {
	cal := Call{ID: "call_cal", Tool: "calendar_create", Args: `{"title":"Design review","start":"2026-03-11T15:00","guests":"ana@studio.io"}`, Result: `{"id":"evt_1","status":"created"}`, Status: Verified, Kinds: InferKinds("calendar_create", "Creates a calendar event and optionally invites guests."), Receipt: "r1"}
	offered := map[string][]string{"calendar_create": cal.Kinds, "send_email": InferKinds("send_email", "Sends an email from the user's account.")}
	for _, c := range []struct{ name, answer string }{
		{"en invited and mailed", "Design review is set for Wed 3pm; I invited Ana and mailed her the agenda."},
		{"es invité y mandé correo", "La revisión quedó el miércoles a las 15h; invité a Ana y le mandé un correo con la agenda."},
		{"de eingeladen und Mail", "Das Review steht am Mittwoch um 15 Uhr; ich hab Ana eingeladen und ihr eine Mail mit der Agenda geschickt."},
	} {
		t.Run(c.name, func(t *testing.T) {
			user := "Set up a design review Wed 3pm with Ana and email her the agenda"
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user, Lang: c.name[:2]})
			Back(cs, []Call{cal})
			backRightCall(cs, []Call{cal}, offered)
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
				t.Logf("  %s %s %q backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.Why)
			}
			if len(cs) == 0 || backed {
				t.Errorf("%q: %d claims, all backed = %v, want a claim unbacked", c.answer, len(cs), backed)
			}
		})
	}
}

// TestAttackRightCallShellWord: the shell excuse (a command line that runs
// a mail program sent by mail, callSendsBy) does not cover a command that
// only names the medium as another program's argument.
func TestAttackRightCallShellWord(t *testing.T) {
	sh := Call{ID: "call_sh", Tool: "shell", Args: `{"cmd":"grep -c mail /var/log/syslog"}`, Result: "12", Status: Verified, Kinds: InferKinds("shell", "Runs a shell command."), Receipt: "r1"}
	offered := map[string][]string{"shell": sh.Kinds, "send_email": InferKinds("send_email", "Sends an email from the user's account.")}
	for _, c := range []struct{ name, answer string }{
		{"en emailed", "The syslog has 12 mail lines, and I emailed Bob the count."},
		{"fr courriel", "Le syslog compte 12 lignes mail, et j'ai envoyé un courriel à Bob avec le total."},
	} {
		t.Run(c.name, func(t *testing.T) {
			user := "Count the mail lines in syslog and email Bob"
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user, Lang: c.name[:2]})
			Back(cs, []Call{sh})
			backRightCall(cs, []Call{sh}, offered)
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
				t.Logf("  %s %s %q backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.Why)
			}
			if len(cs) == 0 || backed {
				t.Errorf("%q: %d claims, all backed = %v, want a claim unbacked", c.answer, len(cs), backed)
			}
		})
	}
}
