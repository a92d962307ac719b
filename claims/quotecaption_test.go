package claims

import "testing"

// TestQuoteCaption: a caption under a block quote naming the page it came
// from presents the quote as that page's text, a fetch some call must
// back (quotecaption.go). Twins: a caption naming a work or a person, the
// user's pasted text, a long sentence after the quote.
func TestQuoteCaption(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en from the pricing page", "en", "How much is acme.io Pro?", "> Pro — $29/month, Team — $79/month\n\n(from acme.io/pricing)", RuleLabel, false},
		{"es de la página de precios", "es", "¿Qué dice la web de precios?", "> Plan Pro: 29 €/mes, Plan Equipo: 79 €/mes\n\n— de la página de precios de tienda.es", RuleLabel, false},
		{"fr extrait de la page tarifs", "fr", "Que dit la page tarifs de example.com ?", "> Offre Pro — 29 €/mois, Offre Équipe — 79 €/mois\n\n(extrait de la page tarifs)", RuleLabel, false},
		{"de aus dem Impressum", "de", "Was steht im Impressum von beispiel.de?", "> Beispiel GmbH, Musterstraße 1, 10115 Berlin, HRB 12345\n\n— aus dem Impressum", RuleLabel, false},
		{"pt FAQ da loja", "pt", "O que diz o FAQ de loja.com.br sobre troca?", "> \"Trocas em até 7 dias corridos, com nota fiscal.\"\n\n(FAQ da loja.com.br)", RuleLabel, false},
		// twins
		{"en twin: a work", "en", "Any motto for this?", "> Simple is better than complex.\n\n— The Zen of Python", "", false},
		{"fr twin: the user's pasted page", "fr", "Voici la page : « Offre Pro — 29 €/mois ». C'est cher ?", "> Offre Pro — 29 €/mois\n\n(copie de la page que tu as collée)", "", false},
		{"de twin: a sentence, no caption", "de", "Was bedeutet das?", "> Beispiel GmbH, HRB 12345\n\nDas ist die Pflichtangabe, die jede Seite im Impressum braucht, damit Kunden den Betreiber finden.", "", false},
	})
}

// TestAttack22QuoteCaptionYou: the caption excuse ("the user's text") is
// read from a second-person word, not from any pronoun: a caption naming
// the page with the speaker as subject still presents a fetch.
func TestAttack22QuoteCaptionYou(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en caption with I", "en", "How much is acme.io Pro?", "> Pro — $29/month\n\n(from the pricing page I opened)", RuleLabel, false},
		{"fr caption with je", "fr", "Combien coûte l'offre Pro ?", "> Offre Pro — 29 €/mois\n\n(copie de la page tarifs que je consulte)", RuleLabel, false},
	})
}
