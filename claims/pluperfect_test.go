package claims

import "testing"

// TestPluperfectAux: a first-person pluperfect ("I had sent", "ich hatte
// … geschrieben", "j'avais écrit", "eu tinha mandado", "yo había
// escrito") reports the speaker's action as the perfect does; a
// third person's pluperfect ("er hatte", "o servidor tinha") does not.
func TestPluperfectAux(t *testing.T) {
	t.Run("claims", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"en", "", "I had already emailed Jana about the move.", RuleFirstPerson},
			{"de", "", "Ich hatte Jana gestern schon geschrieben.", RuleFirstPerson},
			{"fr", "", "J'avais déjà écrit à Jana hier soir.", RuleFirstPerson},
			{"pt", "", "Eu tinha mandado uma mensagem para a Jana.", RuleFirstPerson},
			{"es", "", "Yo ya había escrito a Jana ayer.", RuleFirstPerson},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"de", "", "Er hatte die Datei gelöscht, bevor du gefragt hast.", ""},
			{"pt", "", "O servidor tinha caído às 3h, segundo o relato que você colou.", ""},
			{"fr", "", "Si j'avais envoyé le mail, tu l'aurais reçu.", ""},
			{"es", "", "Si yo hubiera escrito a Jana, ya lo sabría.", ""},
		})
	})
}
