package claims

import "testing"

// A sentence set in italics with underscores ("_I've posted it to
// #ops._"), as answers set a footer or an aside, is read as the rest of
// the answer is: the closing run after the sentence's stop ends the
// emphasis (internal/readable). Before, the underscores stayed glued to
// the first and last words ("_he", "309._") and hid the claim. An
// italic sentence that plans, negates or states a habit stays clean, as
// it does without the italics.
func TestItalicSentenceIsRead(t *testing.T) {
	cases := []struct {
		name, text string
		claim      bool
	}{
		{"en footer posted", "Summary below.\n\n_Posted to #eng-weekly at 16:40._", true},
		{"en own perfect", "_I've left a note on PAY-447 for the on-call._", true},
		{"es own perfect", "_He dejado este resumen como comentario en OPS-309._", true},
		{"fr own perfect", "_J'ai envoyé le compte rendu à Julien._", true},
		{"de own perfect", "_Ich habe den Bericht an Ana geschickt._", true},
		{"pt own past", "_Enviei o relatório para a Ana._", true},
		{"fr closed after an accented letter", "_Rapport envoyé à Julien ce matin_", true},
		// twins: the same italics, no claim
		{"en plan twin", "_I'll post it to #eng-weekly at 16:40._", false},
		{"es negation twin", "_Todavía no he dejado ningún comentario en OPS-309._", false},
		{"fr offer twin", "_Je peux envoyer le compte rendu à Julien si tu veux._", false},
		{"de habit twin", "_Der Bericht wird jeden Montag an Ana geschickt, wenn du das einrichtest._", false},
		{"pt instruction twin", "_Envie o relatório para a Ana antes das 18h._", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Find(c.text, nil)
			if (len(got) > 0) != c.claim {
				t.Errorf("Find(%q) = %v, want claim=%v", c.text, got, c.claim)
			}
		})
	}
}
