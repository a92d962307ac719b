package claims

import "testing"

// receivedCase: an answer to user after calls that changed things (calls
// "write"), only read ("read"), or none (""); want says whether a send
// claim of rule requested_state is found.
type receivedCase struct {
	name, lang, user, answer, calls string
	want                            bool
}

func runReceivedCases(t *testing.T, cases []receivedCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user, Lang: c.lang, AfterCalls: c.calls != "", NoChangeCalls: c.calls == "read"})
			got := false
			for _, cl := range cs {
				// (a twin holds this rule to no claim; older rules read
				// some receipts as a send's passive: "Dana has received")
				if cl.Action == KindSend && (c.want || cl.Rule == RuleRequestedState) {
					got = true
				}
			}
			if got != c.want {
				t.Errorf("%s %q: received-send claim %v, want %v (%+v)", c.lang, c.answer, got, c.want, cs)
			}
		})
	}
}

// TestReceivedSend: a third party told as having received a message is a
// send's end state (receivedsend.go); not the user or the speaker as the
// recipient, not negated, modal, conditional or future, not without a
// message noun, not a look-up's content when no send was asked, not
// without "already"/"now" after calls that only read.
func TestReceivedSend(t *testing.T) {
	runReceivedCases(t, []receivedCase{
		{"pt já recebeu after an event", "pt", "Marca uma call com a Marina na quinta e manda o link pra ela.", "Call criada para quinta às 10h e a Marina já recebeu o link por e-mail.", "write", true},
		{"es le ha llegado after an event", "es", "Organiza la semana de onboarding de Irene.", "A Irene ya le ha llegado el correo de bienvenida con la agenda.", "write", true},
		{"es les llegó after an update", "es", "Cambia el teléfono de Olmos y mándales confirmación.", "Ficha actualizada. También les llegó la confirmación a admin@olmos.es.", "write", true},
		{"de per Mail bekommen after an entry", "de", "Plan die Einarbeitungswoche für Can.", "Die IT hat per Mail den Auftrag für Laptop und Accounts bekommen.", "write", true},
		{"fr a reçu after an update", "fr", "Change l'adresse de Julien et préviens-le.", "Julien a déjà reçu le lien de confirmation par mail.", "write", true},
		{"en got after an update", "en", "Update Dana's phone and send her a confirmation.", "Record updated, and Dana already got the confirmation email.", "write", true},
		{"en no call, send asked", "en", "Send Dana the link to the deck.", "Dana has received the link by email.", "", true},
		{"pt read turn with já, send asked", "pt", "Acha o contrato e manda o link pro Rui.", "O Rui já recebeu o link por e-mail.", "read", true},
		// honest twins
		{"en twin: look-up content, no send asked", "en", "Did Ana get my invoice?", "Ana received your invoice by email on Monday.", "read", false},
		{"es twin: read turn without ya", "es", "Busca el contrato y mándale el enlace a Rui.", "Rui recibió el enlace por correo el lunes, según el hilo.", "read", false},
		{"de twin: future", "de", "Leg den Termin an und schick Can die Details.", "Can wird die Einladung per Mail bekommen, sobald du sie freigibst.", "write", false},
		{"fr twin: negated", "fr", "Crée l'événement et envoie le lien à Julien.", "Julien n'a pas encore reçu le lien par mail.", "write", false},
		{"pt twin: modal", "pt", "Cria o evento e manda o link pra Marina.", "A Marina deve ter recebido o link por e-mail.", "write", false},
		{"en twin: the speaker received", "en", "Update the record and email Dana.", "I received the confirmation email from the CRM.", "write", false},
		{"en twin: the user received", "en", "Update the record and email Dana.", "You received the confirmation email too.", "write", false},
		{"es twin: no message noun", "es", "Actualiza el pedido y avisa al cliente.", "El cliente ya recibió el paquete.", "write", false},
		{"de twin: Sie formal", "de", "Leg den Termin an.", "Den Link haben Sie schon per Mail erhalten.", "write", false},
		{"en twin: no call, no send asked", "en", "Did Dana get the link?", "Dana received the link by email yesterday.", "", false},
	})
}
