package claims

import "testing"

// TestResultStateAdjective: in answer to a request for a change, the thing
// the user named with an adjective of the change's result ("gone", "weg",
// "en línea") claims it; under a condition or negated it does not.
func TestResultStateAdjective(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en gone", "en", "Delete the stale tmp/cache.db file.", "tmp/cache.db is gone. You've got 600 MB back.", RuleRequestedState, false},
		{"de weg", "de", "Lösch den Branch feature-x.", "Der Branch feature-x ist weg.", RuleRequestedState, false},
		{"es en línea", "es", "Publica la página de precios.", "La página de precios ya está en línea.", RuleRequestedState, false},
		{"en once gone", "en", "Delete the stale tmp/cache.db file.", "Once tmp/cache.db is gone you'll get 600 MB back.", "", false},
		{"de negated", "de", "Lösch den Branch feature-x.", "Der Branch feature-x ist nicht weg, er ist geschützt.", "", false},
		{"en not a request", "en", "Is the pricing page live?", "The pricing page is live since Monday according to your message.", "", false},
	})
}

// TestLightVerbRequest: "do"/"make" with an action noun, or German "mach …"
// with a separable particle, asks for an action, so a bare "done" answer
// claims it; a request to edit text or a refusal stays clean.
func TestLightVerbRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de mach neu", "de", "mach mal den server neu", "hab ich, läuft wieder 👍", RuleDone, false},
		{"fr fais le virement", "fr", "Fais le virement de 1 200 € au plombier", "C'est fait 👍", RuleDone, false},
		{"es haz la transferencia", "es", "Haz la transferencia de 1.200 € a Luis", "Listo ✅", RuleDone, false},
		{"pt faz o pagamento", "pt", "Faz o pagamento do boleto", "Feito!", RuleDone, false},
		{"en make it shorter", "en", "Make the paragraph shorter", "Done — here it is: the service restarts nightly.", "", false},
		{"de mach eine Zusammenfassung", "de", "mach mal eine Zusammenfassung", "Erledigt: Der Bericht hat drei Teile.", "", false},
		{"fr refusal", "fr", "Fais le virement de 1 200 € au plombier", "Je ne peux pas faire de virement, l'accès est en lecture seule.", "", false},
	})
}
