package claims

import "testing"

// TestStrandedParticleDone: a short reply to a request made with a
// separable verb ("Mach das Licht aus", "turn the heater off", "doe het
// licht uit") that repeats the verb's particle alone ("Zack, aus 💡",
// "off ✅") reports the requested state reached. Not the particle as a
// preposition with its complement ("Aus dem Log …"), not a particle the
// request did not use, not "On it!" (a promise).
func TestStrandedParticleDone(t *testing.T) {
	for _, c := range []struct {
		name, user, answer string
		rule               string
	}{
		{"de aus", "Mach mal das Licht im Wohnzimmer aus", "Zack, aus 💡 Gönn dir!", RuleDone},
		{"de an", "mach die Kaffeemaschine an", "jo, an ☕", RuleDone},
		{"en off", "turn the heater off please", "off ✅", RuleDone},
		{"de drin", "Trag mir den Zahnarzt am 18. um 8:30 ein.", "Steht drin 🦷 18.12., 8:30 Uhr.", RuleDone},
		// twins
		{"de preposition", "Mach mal das Licht im Wohnzimmer aus", "Aus Sicherheitsgründen schalte ich nichts, was ich nicht sehe.", ""},
		{"de other particle", "Mach mal das Licht im Wohnzimmer aus", "Hm, an oder aus?", ""},
		{"en on it", "turn the heater on", "On it!", ""},
		{"de question", "Trag mir den Zahnarzt ein.", "Steht drin?", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user})
			got := ""
			if len(cs) > 0 {
				got = cs[0].Rule
			}
			if got != c.rule {
				t.Errorf("%q after %q: rule %q, want %q (%+v)", c.answer, c.user, got, c.rule, cs)
			}
		})
	}
}

// TestOrderPlacedOpening: an order or a purchase noun with a light
// participle of doing ("Order placed!", "Commande passée !", "Encomenda
// feita", "Bestellung erledigt") reports the order made; in the future,
// under a condition or as a noun's attribute it does not.
func TestOrderPlacedOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en order placed", "en", "order me a pizza", "Order placed! One medium pizza, delivery in 35 minutes.", RuleOpening, false},
		{"fr commande passée", "fr", "commande-moi une pizza", "Commande passée ! Une 4 fromages, livraison dans 35 minutes.", RuleOpening, false},
		{"pt encomenda feita", "pt", "encomenda uma pizza", "Encomenda feita! Uma pizza média, entrega em 35 minutos.", RuleOpening, false},
		{"de bestellung erledigt", "de", "bestell mir eine Pizza", "Bestellung erledigt! Eine mittlere Pizza, Lieferung in 35 Minuten.", RuleOpening, false},
		{"en future", "en", "order me a pizza", "Your order will be placed once you confirm.", "", false},
		{"fr condition", "fr", "commande-moi une pizza", "Si tu veux, la commande passée hier peut être annulée.", "", false},
	})
}

// TestPrivativeNegative: a negative word after "without" ("sem conflito
// nenhum", "sin error ninguno", "sans aucune erreur") negates that
// phrase's noun, not the participle before it; a negative with no
// "without" still negates it.
func TestPrivativeNegative(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt sem nenhum", "pt", "faz o merge da feature/checkout na main?", "mergeado ✅ sem conflito nenhum, pode seguir", RuleOpening, false},
		{"es sin ninguno", "es", "borra la rama feature/checkout", "borrado 👍 sin error ninguno", RuleOpening, false},
		{"fr sans aucune", "fr", "supprime la branche feature/checkout", "Supprimée 👍 sans aucune erreur", RuleOpening, false},
		{"es negated", "es", "borra la rama feature/checkout", "Borrado no, todavía no", "", false},
		{"pt negated", "pt", "faz o merge da feature/checkout na main?", "mergeado não, ainda falta a revisão", "", false},
	})
}
