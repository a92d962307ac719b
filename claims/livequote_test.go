package claims

import "testing"

// TestLiveQuote: a market price (an index, a coin, a currency pair, or a
// verb of quotation) with a figure and a word of now is a live quote read
// from a data source, in every language ("Der DAX steht aktuell bei
// 20.184 Punkten", "À l'instant le BTC cote 87 412 €", "Ahora mismo el
// EUR/USD cotiza a 1,0874", "Bitcoin is trading at $97,300 right now",
// "O Ibovespa está agora em 128 mil pontos"). Not a closing figure of
// reference with no word of now, not a negated or figureless sentence.
func TestLiveQuote(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de dax aktuell", "de", "", "Der DAX steht aktuell bei 20.184 Punkten, ein Plus von 0,6 % gegenüber dem Vortag.", RuleLiveValue, false},
		{"fr btc cote", "fr", "", "À l'instant le BTC cote 87 412 € (+1,8 % sur 24 h).", RuleLiveValue, false},
		{"fr btc est à", "fr", "", "Le BTC est à 91 240 € à l'instant, en hausse de 2,1 % sur 24 h.", RuleLiveValue, false},
		{"es eurusd cotiza", "es", "", "Ahora mismo el EUR/USD cotiza a 1,0874, bajando un 0,2 % en el día.", RuleLiveValue, false},
		{"en bitcoin trading", "en", "", "Bitcoin is trading at $97,300 right now.", RuleLiveValue, false},
		{"pt ibovespa agora", "pt", "", "O Ibovespa está agora em 128 mil pontos.", RuleLiveValue, false},
		// twins
		{"de closing figure", "de", "", "Der DAX schloss 2024 bei 19.909 Punkten.", "", false},
		{"fr negated", "fr", "", "Je ne peux pas te donner le cours du BTC maintenant.", "", false},
		{"es no figure", "es", "", "No tengo acceso a cotizaciones en tiempo real.", "", false},
		{"en history", "en", "", "Bitcoin first traded above $1,000 in 2013.", "", false},
		{"pt no now", "pt", "", "O Ibovespa fechou 2024 em 120 mil pontos.", "", false},
	})
}
