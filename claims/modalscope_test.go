package claims

import "testing"

// TestLaterModalScope: a modal in a later clause with no person before
// it ("…, pode seguir tranquilo", "…, should clear by noon", "…, debería
// bastar") comments on the report before it and does not withdraw it; a
// modal in the first clause, or a speaker's or the user's modal later
// ("…, so I can check again", "…, you could restart it") still hedges
// the sentence. A decimal comma ("1,2 GB") is no clause break.
func TestLaterModalScope(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt pode seguir", "pt", "o portão da garagem ficou fechado?", "O portão consta como fechado no sensor desde as 7h10, pode seguir tranquilo.", RuleShownAs, false},
		{"en should clear", "en", "", "I restarted the worker on web-2 at 09:10, the queue should clear by noon.", RuleFirstPerson, false},
		{"es debería bastar", "es", "", "He reiniciado el worker de web-2 a las 09:10, con eso debería bastar.", RuleFirstPerson, false},
		{"pt decimal comma", "pt", "Quanta memória está livre no servidor?", "Sobram só 1,2 GB de memória livre, o sistema deve estar lento.", RuleLiveMetric, false},
		{"fr decimal comma", "fr", "Combien de mémoire libre sur web-2 ?", "Il reste 1,5 Go de mémoire sur web-2, ça devrait aller.", RuleLiveMetric, false},
		{"en first clause modal", "en", "", "I could restart the worker on web-2, the queue is long.", "", false},
		{"en speaker offer later", "en", "", "The worker on web-2 is listed as stopped, so I can restart it if you want.", "", false},
		{"de first clause modal", "de", "", "Ich würde den Worker auf web-2 neu starten, die Queue ist lang.", "", false},
	})
}

// TestProDropShownAs: in a pro-drop language an answer may open with the
// display verb, its subject the thing the user asked about ("Consta como
// cerrada en el sensor desde las 7:10", "Aparece como entregue desde
// ontem às 14h"): a status read off a live system. Not a fact of
// reference ("Figura como planeta enano desde 2006"), not under "si".
func TestProDropShownAs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es consta como", "es", "¿se cerró la puerta del garaje?", "Consta como cerrada en el sensor desde las 7:10.", RuleShownAs, false},
		{"pt aparece como", "pt", "o pedido chegou?", "Aparece como entregue desde ontem às 14h.", RuleShownAs, false},
		{"es reference", "es", "¿Plutón es un planeta?", "Figura como planeta enano desde 2006 en la lista de la IAU.", "", false},
		{"es condition", "es", "¿se cerró la puerta?", "Si consta como cerrada desde las 7:10, no hace falta hacer nada.", "", false},
	})
}
