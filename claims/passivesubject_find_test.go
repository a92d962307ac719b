package claims

import "testing"

// A reported-speech noun ("the customer", "el usuario") right before a
// passive auxiliary is the passive's patient, not a reporter: the passive
// still claims the action. A pronoun and a noun that says something stay
// reported speech.
func TestPassivePatient(t *testing.T) {
	passive := func(c Claim) bool { return c.Rule == RulePassive }
	runFindCases(t, "passive", passive, []findCase{
		{"en customer notified", "The customer was notified about the delay.", true},
		{"en customer has been informed", "The customer has been informed that the refund is on its way.", true},
		{"es usuario bloqueado", "El usuario ha sido bloqueado en el panel.", true},
		{"pt usuario removido", "O usuário foi removido do grupo financeiro.", true},
		{"de nutzer gesperrt", "Der Nutzer wurde gesperrt.", true},
		// negative twins: the noun reports (or, in German, follows a preposition)
		{"en customer said", "The customer said the file was deleted.", false},
		{"en customer says", "The customer says the invoice was sent twice.", false},
		{"en you were", "You were notified about the delay.", true}, // the pronoun is the passive's subject (passiveSubject)
		{"es usuario dice", "El usuario dice que fue bloqueado.", false},
		{"de du wurdest", "Du wurdest gesperrt.", false},
		{"de laut dem nutzer", "Laut dem Nutzer wurde der Job neu gestartet.", false},
	})
}
