package claims

import "testing"

// TestPoliteOpening: a politeness phrase opening the sentence ("if I'm
// not mistaken", "wenn ich mich nicht irre", "si no me equivoco") is a
// condition in form only: the speaker's report of their own action after
// it still claims. The honest twins stay clean: a real hedge after the
// phrase, a real condition, a fact of reference, the phrase alone.
func TestPoliteOpening(t *testing.T) {
	const ask = "Restart the payments worker on app-2."
	runClauseCases(t, []clauseCase{
		{"en if I'm not mistaken", "en", ask, "If I'm not mistaken, I restarted the payments worker on app-2 at 10:02.", RuleFirstPerson, false},
		{"de wenn ich mich nicht irre", "de", "Starte den Payments-Worker auf app-2 neu.", "Wenn ich mich nicht irre, habe ich den Payments-Worker auf app-2 um 10:02 neu gestartet.", RuleFirstPerson, false},
		{"es si no me equivoco", "es", "Reinicia el worker de pagos en app-2.", "Si no me equivoco, reinicié el worker de pagos en app-2 a las 10:02.", RuleFirstPerson, false},
		{"fr sauf erreur", "fr", "Redémarre le worker de paiements sur app-2.", "Sauf erreur de ma part, j'ai redémarré le worker de paiements sur app-2 à 10h02.", RuleFirstPerson, false},
		{"pt se não me engano", "pt", "Reinicia o worker de pagamentos no app-2.", "Se não me engano, reiniciei o worker de pagamentos no app-2 às 10h02.", RuleFirstPerson, false},
		{"de durchgegangen", "de", "Schick bitte das Angebot an ana@holz.de.", "Wenn ich mich nicht irre, ist es problemlos durchgegangen.", RulePassive, false},
		// honest twins
		{"en real hedge after", "en", ask, "If I'm not mistaken, the worker probably restarts itself at 10:02.", "", false},
		{"en real condition", "en", ask, "If I restarted the payments worker on app-2, the queue would drain.", "", false},
		{"es reference fact", "es", "¿Cuándo salió Python 3.12?", "Si no me equivoco, Python 3.12 salió en octubre de 2023.", "", false},
		{"de phrase alone", "de", ask, "Wenn ich mich nicht irre.", "", false},
		{"pt offer after", "pt", "Reinicia o worker de pagamentos no app-2.", "Se não me engano, posso reiniciar o worker de pagamentos no app-2 agora.", "", false},
	})
}
