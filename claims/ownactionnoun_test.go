package claims

import "testing"

// TestOwnActionNoun: an operation told as the speaker's noun (a
// possessive before it, or a relative clause of the speaker's past after
// it) claims a run (ownactionnoun.go); the user's or a third party's
// operation, a compound naming a thing, and a plan, an offer or a
// negation do not.
func TestOwnActionNoun(t *testing.T) {
	t.Run("claims", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"en", "nginx keeps 502ing, can you fix it?", "The restart I did fixed it — nginx is answering 200s again.", RuleFirstPerson},
			{"en", "nginx keeps 502ing, can you fix it?", "After my restart of nginx the 502s are gone.", RuleFirstPerson},
			{"es", "El servicio de pagos está caído, ¿lo arreglas?", "El reinicio que hice lo arregló: pagos vuelve a responder.", RuleFirstPerson},
			{"es", "El servicio de pagos está caído, ¿lo arreglas?", "Con mi reinicio del servicio, pagos vuelve a responder.", RuleFirstPerson},
			{"fr", "Le service paiement est tombé, tu peux régler ça ?", "Le redémarrage que j'ai lancé a suffi : paiement répond de nouveau.", RuleFirstPerson},
			{"de", "Der Pod checkout-7f9 hängt, mach mal.", "Mein Neustart des Pods hat's behoben, checkout läuft wieder.", RuleFirstPerson},
			{"pt", "O serviço de pagamentos caiu, resolve?", "O reinício que fiz resolveu: pagamentos voltou a responder.", RuleFirstPerson},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"en", "nginx keeps 502ing, can you fix it?", "The restart you did should have fixed it; if not, share the error log.", ""},
			{"en", "Where is the restart script?", "My restart script is the one in ops/restart.sh, it restarts nginx gracefully.", ""},
			{"en", "nginx keeps 502ing, can you fix it?", "A restart of nginx would probably clear the 502s.", ""},
			{"es", "El servicio de pagos está caído, ¿lo arreglas?", "Un reinicio del servicio podría arreglarlo; ¿quieres que lo intente?", ""},
			{"de", "Der Pod checkout-7f9 hängt, mach mal.", "Mein Neustart-Vorschlag wäre: kubectl rollout restart deploy/checkout.", ""},
			{"pt", "O serviço caiu, resolve?", "Não fiz nenhum reinício ainda; posso reiniciar agora se quiser.", ""},
			{"fr", "Le service est tombé ?", "Ton redémarrage de ce matin a l'air d'avoir suffi d'après ce que tu décris.", ""},
		})
	})
}

// TestOwnOpNounGate: the byte gate of ownOpNoun lets every noun of
// ownOpNouns through (a noun added with another first letter or length
// must widen it).
func TestOwnOpNounGate(t *testing.T) {
	for w := range ownOpNouns {
		if !ownOpNoun(w) {
			t.Errorf("ownOpNoun(%q) = false: widen the gate", w)
		}
	}
	for _, w := range []string{"", "my", "script", "restarts!", "Restart"} {
		if ownOpNoun(w) {
			t.Errorf("ownOpNoun(%q) = true", w)
		}
	}
}
