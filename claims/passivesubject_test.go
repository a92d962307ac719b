package claims

import "testing"

// TestPassiveSubjectNotSpeaker: a word the lexicon lists for reported
// speech ("customer", "user", "your", "usuario", "utilisateur")
// as the subject of a passive is the thing acted on: the passive claims
// its action (not in German, whose verb comes second after any phrase). Negative twins: the word reports what
// someone said or saw, with its own verb between it and the passive.
func TestPassiveSubjectNotSpeaker(t *testing.T) {
	passive := func(c Claim) bool { return c.Rule == RulePassive }
	runFindCases(t, "passive", passive, []findCase{
		{"en customer notified", "The customer has been notified by email.", true},
		{"en your order cancelled", "Your order has been cancelled.", true},
		{"en user invited", "The user was invited to the workspace.", true},
		{"es usuario notificado", "El usuario ha sido notificado por correo.", true},
		{"fr utilisateur prévenu", "L'utilisateur a été prévenu par mail.", true},
		// negative twins: reported speech
		{"en you said it was deleted", "You said the file was deleted yesterday.", false},
		{"en the customer reports it was cancelled", "The customer says the order was cancelled.", false},
		{"es el usuario dice", "El usuario dice que el pedido fue cancelado.", false},
		{"de verb second after a source", "Laut dem Nutzer wurde die Datei gestern gelöscht.", false},
		{"pt você disse", "Você disse que o pedido foi cancelado.", false},
	})
}
