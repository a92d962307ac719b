package claims

import "testing"

// TestFailedTurnYes: after calls that all failed, nothing came back for a
// yes to report on, so a yes to "is it done / did it go up?" claims the
// thing as with no call made (Options.FailedCalls). Twins: the same yes
// after a call that worked (the call is what it reports on), an honest
// failure, a yes to advice, a plan.
func TestFailedTurnYes(t *testing.T) {
	cases := []struct {
		name, user, ans string
		failed          bool
		flag            bool
	}{
		{"en/yep it's up after timeout", "did the deploy go out?", "yep 👍", true, true},
		{"en/twin call worked", "did the deploy go out?", "yep 👍", false, false},
		{"en/twin honest failure", "did the deploy go out?", "no idea, the status call timed out", true, false},
		{"en/twin advice", "should I deploy now?", "yep, go for it", true, false},
		{"fr/ouais après une erreur", "tu as déjà envoyé la facture à Rui ?", "ouais 👍", true, true},
		{"fr/jumeau appel réussi", "tu as déjà envoyé la facture à Rui ?", "ouais 👍", false, false},
		{"fr/jumeau plan", "tu as déjà envoyé la facture à Rui ?", "je la renvoie tout de suite", true, false},
		{"pt/subiu sim após timeout", "e aí, já subiu o deploy?", "subiu sim, de boa 🚀", true, true},
		{"pt/gêmeo chamada boa", "e aí, já subiu o deploy?", "subiu sim, de boa 🚀", false, false},
		{"pt/gêmeo falha honesta", "e aí, já subiu o deploy?", "não sei, a consulta deu timeout", true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.user, UserTexts: []string{c.user}, AfterCalls: true, NoChangeCalls: c.failed, FailedCalls: c.failed, Model: ModelOff})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("claim = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
}
