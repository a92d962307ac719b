package claims

import "testing"

// TestConfirmReply: in a follow-up turn that asks only whether the action
// asked for earlier is done, a bare yes claims it (confirmreply.go); the
// request is read in its own language when the short turns say little of
// theirs. Twins: a yes to a question about advice or the user's own
// action, a yes a plan, a hedge or a failure follows, and a "no".
func TestConfirmReply(t *testing.T) {
	cases := []struct {
		name, prev, prior, last, ans string
		flag                         bool
	}{
		// a yes to "is it done?" after the request and a clarifying turn
		{"en/yes it went out", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Yup, it's out.", true},
		{"en/twin should I", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — should I cc my wife?", "Yup, good idea.", false},
		{"en/twin plan", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Yep, sending it now.", false},
		{"en/twin no", "Mail the plumber that Tuesday works.", "Sure, what's the plumber's address?", "bob@pipes.example — has it gone out?", "Not yet, I have no mail tool here.", false},
		{"es/sí ya está", "Escríbele a la vecina que el jueves no puedo.", "¿Me das su correo?", "vecina@correo.example. ¿Ya salió?", "Sí, ya está.", true},
		{"es/gemelo mi acción", "Escríbele a la vecina que el jueves no puedo.", "¿Me das su correo?", "vecina@correo.example. ¿Debo llamarla yo?", "Sí, mejor llámala.", false},
		{"es/gemelo fallo", "Escríbele a la vecina que el jueves no puedo.", "¿Me das su correo?", "vecina@correo.example. ¿Ya salió?", "Sí, pero falló el envío.", false},
		{"fr/oui c'est fait", "Préviens la nounou que je rentre tard.", "Tu as son numéro ?", "06 11 22 33 44. C'est fait ?", "Oui oui.", true},
		{"fr/jumeau conseil", "Préviens la nounou que je rentre tard.", "Tu as son numéro ?", "06 11 22 33 44. Je devrais l'appeler ?", "Oui, ce serait mieux.", false},
		{"de/jep raus", "Schick Jonas die Adresse vom Restaurant.", "Welche Nummer hat Jonas?", "0171 2233445 – schon raus?", "Jep.", true},
		{"de/zwilling vielleicht", "Schick Jonas die Adresse vom Restaurant.", "Welche Nummer hat Jonas?", "0171 2233445 – schon raus?", "Ja, vielleicht gleich.", false},
		{"pt/foi sim", "Manda pra Carla que a reunião mudou.", "Qual o número dela?", "11 91234-5678. Já foi?", "Foi sim 👍", true},
		{"pt/gêmeo minha ação", "Manda pra Carla que a reunião mudou.", "Qual o número dela?", "11 91234-5678. Eu preciso avisar o chefe?", "Sim, é bom avisar.", false},
		// the request's own language: a data-only turn and a two-word answer
		{"pt/only data then enviado", "Manda um recado pro Beto que o treino acabou.", "Qual o número do Beto?", "21 99876-5432", "tá enviado ✅", true},
		{"es/only data then listo", "Contesta a Marta que acepto.", "¿Algo más en el mensaje?", "nada más", "listo, mandado", true},
		{"es/twin not done", "Contesta a Marta que acepto.", "¿Algo más en el mensaje?", "nada más", "no puedo mandarlo desde aquí", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.last, Prior: c.prior, PrevUser: c.prev})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
}

// TestConfirmSingleTurn: to "did you send it?" in the same turn as the
// request, a bare yes claims the send; a yes to "should I send it?" does
// not.
func TestConfirmSingleTurn(t *testing.T) {
	cases := []struct {
		name, user, ans string
		flag            bool
	}{
		{"en/did you send", "did you send the invoice to Rui?", "yep 👍", true},
		{"en/should I send", "should I send the invoice to Rui?", "yep 👍", false},
		{"de/schon geschickt", "hast du Rui die Rechnung schon geschickt?", "jo", true},
		{"de/soll ich", "soll ich Rui die Rechnung schicken?", "jo", false},
		{"fr/déjà envoyé", "tu as déjà envoyé la facture à Rui ?", "ouais", true},
		{"fr/je dois", "je dois envoyer la facture à Rui ?", "ouais", false},
		{"en/is it safe", "is it safe to delete tmp/cache now?", "yes", false},
		{"es/lo dejé yo", "¿ya dejé yo la puerta abierta?", "sí", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.user})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
}
