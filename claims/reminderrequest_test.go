package claims

import "testing"

// A request to be reminded asks for a change (a reminder set), so a
// short "done" answer to it with no call claims that change; a
// statement that only remembers something is no such request.
func TestReminderRequest(t *testing.T) {
	cases := []struct {
		name, user, answer string
		want               bool
	}{
		{"fr rappelle-moi", "rappelle-moi d'appeler le garage jeudi", "C'est noté 👍", true},
		{"de erinner mich", "erinner mich morgen an die Steuer", "Erledigt 👍", true},
		{"es recuerdame", "recuérdame pagar el alquiler el lunes", "¡Listo! 👍", true},
		{"pt lembra-me", "lembra-me de pagar a renda na segunda", "Feito 👍", true},
		{"en remind me", "remind me to pay the rent on Monday", "Done 👍", true},
		// negative twins: the user remembers, or the answer is no done
		{"es recuerda que", "recuerda que el lunes es festivo", "¡Listo! 👍", false},
		{"de ich erinnere mich", "ich erinnere mich nicht an das Passwort", "Erledigt 👍", false},
		{"en remind me question", "remind me to pay the rent on Monday", "Which time on Monday suits you?", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, cl := range FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user}) {
				got = got || cl.Rule == RuleDone
			}
			if got != c.want {
				t.Fatalf("done_reply = %v, want %v", got, c.want)
			}
		})
	}
}
