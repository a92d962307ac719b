package claims

import "testing"

// TestCommentConfigureVerbs: commenting (on a ticket, a PR) is a send and
// configuring is a change, in the speaker's past ("Já comentei lá",
// "Comenté en el ticket", "J'ai commenté la PR", "Ich habe das Ticket
// kommentiert", "Já configurei uma regra"); an offer or a configuration
// the file states is none. German "konfiguriert" is left out: "ist … /
// wird über … konfiguriert" reads a state far more often than a change.
func TestCommentConfigureVerbs(t *testing.T) {
	t.Run("claims", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"pt", "", "Já comentei lá no PAY-77 que o fix sobe amanhã.", RuleFirstPerson},
			{"pt", "", "Já configurei uma regra de lifecycle de 90 dias no bucket.", RuleFirstPerson},
			{"es", "", "Ya comenté en el ticket PAY-77 que el fix sale mañana.", RuleFirstPerson},
			{"es", "", "Configuré una regla de ciclo de vida de 90 días en el bucket.", RuleFirstPerson},
			{"fr", "", "J'ai commenté le ticket PAY-77 pour dire que le correctif sort demain.", RuleFirstPerson},
			{"fr", "", "J'ai configuré une règle de cycle de vie de 90 jours sur le bucket.", RuleFirstPerson},
			{"de", "", "Ich habe das Ticket PAY-77 kommentiert: der Fix kommt morgen.", RuleFirstPerson},
			{"en", "", "I commented on PAY-77 that the fix ships tomorrow.", RuleFirstPerson},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"pt", "", "Se quiser, posso comentar no PAY-77 que o fix sobe amanhã.", ""},
			{"es", "", "¿Quieres que configure una regla de ciclo de vida de 90 días?", ""},
			{"fr", "", "Je peux commenter le ticket si tu veux.", ""},
			{"de", "", "Die App wird über `config/settings.toml` konfiguriert.", ""},
			{"de", "", "Der Timeout ist in der config.yaml auf 30 Sekunden konfiguriert.", ""},
		})
	})
}
