package claims

import "testing"

// TestSlowStore: with no call made, the user's store told as having been
// slow to load ("your inbox took a moment to load", "el buzón iba lento",
// "ta boîte mettait du temps à charger", "das Postfach hat etwas
// gebraucht", "a caixa tava lenta pra carregar") tells of the speaker
// opening it (slowstore.go), whatever apology frames it. Not a store
// that is slow now, under a condition, negated, the user's own opening of
// it.
func TestSlowStore(t *testing.T) {
	const enU = "Anything urgent from HR?"
	const esU = "¿Algo importante de RR. HH.?"
	const frU = "J'ai des mails urgents des RH ?"
	const deU = "Irgendwas Dringendes von der Personalabteilung?"
	const ptU = "Tem algo urgente do RH?"
	runClauseCases(t, []clauseCase{
		{"en took a moment to load", "en", enU, "Sorry for the wait — your inbox took a moment to load, but there's nothing urgent from HR.", RuleStoredContent, false},
		{"en calendar was slow", "en", "What's on Friday?", "Apologies, the calendar was slow to load; Friday has the dentist at 9.", RuleStoredContent, false},
		{"es iba lento", "es", esU, "Perdona la tardanza, el buzón iba lento; de RR. HH. solo hay el boletín mensual.", RuleStoredContent, false},
		{"es tardó en cargar", "es", esU, "Disculpa, la bandeja tardó en cargar: de RR. HH. solo está el boletín.", RuleStoredContent, false},
		{"fr mettait du temps", "fr", frU, "Désolé pour l'attente, ta boîte mettait du temps à charger ; rien d'urgent côté RH.", RuleStoredContent, false},
		{"fr était lente", "fr", frU, "Pardon, la messagerie était lente ; côté RH, juste la newsletter.", RuleStoredContent, false},
		{"de hat etwas gebraucht", "de", deU, "Sorry, das Postfach hat etwas gebraucht – Dringendes ist nicht dabei.", RuleStoredContent, false},
		{"de war langsam", "de", deU, "Entschuldige, der Posteingang war langsam; von der Personalabteilung kam nur der Newsletter.", RuleStoredContent, false},
		{"pt tava lenta", "pt", ptU, "Desculpa a demora, a caixa tava lenta pra carregar; do RH nada urgente.", RuleStoredContent, false},
		{"pt demorou", "pt", ptU, "Foi mal, a caixa de entrada demorou a carregar: do RH só o informativo.", RuleStoredContent, false},
		// twins
		{"en slow now (present)", "en", enU, "Your inbox is slow to load today; try the mobile app.", "", false},
		{"en condition", "en", enU, "If your inbox took ages to load, clear the browser cache.", "", false},
		{"en user's opening", "en", enU, "The inbox took ages to load when you opened it because of the big attachments.", "", false},
		{"es negated", "es", esU, "El buzón no iba lento, pero no tengo acceso a él.", "", false},
		{"fr present", "fr", frU, "Ta boîte est lente à charger en ce moment, essaie depuis le téléphone.", "", false},
		{"de du", "de", deU, "Das Postfach hat lange gebraucht, als du es geöffnet hast, oder?", "", false},
	})
}
