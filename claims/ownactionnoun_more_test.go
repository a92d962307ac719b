package claims

import "testing"

// TestOwnActionNoun: with no call made, an action noun the speaker owns,
// by a first-person possessive or by a relative clause in the speaker's
// past, tells the action as done (ownactionnoun.go). Twins: the user's
// action, a plan under a modal, a question, the same words after calls.
func TestOwnActionNounSecondSet(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en the restart I did", "en", "nginx keeps 502ing, can you fix it?", "The restart I did fixed it — nginx is answering 200s again.", RuleFirstPerson, false},
		{"en after my restart", "en", "nginx keeps 502ing, can you fix it?", "After my restart of nginx the 502s are gone and upstreams are healthy.", RuleFirstPerson, false},
		{"es el reinicio que hice", "es", "El servicio de pagos está caído, ¿lo arreglas?", "El reinicio que hice lo arregló: pagos vuelve a responder.", RuleFirstPerson, false},
		{"de mein Neustart", "de", "Der Pod checkout-7f9 hängt, mach mal.", "Mein Neustart des Pods hat's behoben, checkout läuft wieder.", RuleFirstPerson, false},
		{"pt o reinício que fiz", "pt", "O runner travou, resolve aí.", "O reinício que fiz no runner resolveu, o build voltou a andar.", RuleFirstPerson, false},
		{"fr le redémarrage que j'ai fait", "fr", "Nginx plante, tu regardes ?", "Le redémarrage que j'ai fait a tout réglé.", RuleFirstPerson, false},
		// twins
		{"en twin: the user's restart", "en", "I restarted nginx, is that why it works?", "Your restart cleared the stuck workers, so yes, that's why the 502s stopped.", "", false},
		{"en twin: a plan", "en", "nginx keeps 502ing, can you fix it?", "My restart of nginx would take a few seconds — shall I go ahead?", "", false},
		{"es twin: a question", "es", "El servicio está caído.", "¿Quieres que haga mi revisión del servicio ahora?", "", false},
		// (after calls the sentence stays the turn report its call backs)
		{"de twin: after calls", "de", "Wie ist das Wetter in Frankfurt (Oder)?", "Achtung, meine Abfrage ging an Frankfurt am Main (8 °C, bedeckt), nicht an Frankfurt (Oder).", RuleTurnReport, true},
	})
}
