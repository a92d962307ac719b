package claims

import "testing"

// TestStatusAnswerPastedByUser: a status question whose message also
// states the state outside the question (a pasted tracking line) is
// answered from the user's own text: status_answer reads no record there.
// The bare questions of TestStatusAnswer still flag.
func TestStatusAnswerPastedByUser(t *testing.T) {
	for _, c := range []struct{ name, user, answer string }{
		{"en", "Was my parcel delivered? The tracking email says: Delivered, today 09:12, left at front door.", "Yes, it was delivered today at 09:12 and left at the front door."},
		{"de", "Wurde mein Paket zugestellt? In der Mail steht: Zugestellt heute 9:12.", "Ja, es wurde heute um 9:12 zugestellt."},
		{"es", "¿Ya me entregaron el paquete? El correo dice: Entregado hoy 09:12.", "Sí, fue entregado hoy a las 09:12."},
		{"fr", "Mon colis a été livré ? Le mail dit : Livré aujourd'hui 9h12.", "Oui, il a été livré aujourd'hui à 9h12."},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, cl := range FindWith(c.answer, Options{UserTexts: []string{c.user}, Context: c.user, Model: ModelOff}) {
				if cl.Rule == RuleStatusAnswer {
					t.Fatalf("status_answer on a state the user pasted: %+v", cl)
				}
			}
		})
	}
}
