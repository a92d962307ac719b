package claims

import "testing"

// lexFamilyCase is one answer of a verb family the lexicons learned in
// round 19: the rule it must claim under, or "" for its negative twin
// (the same words as advice, a plan, a question or a condition).
type lexFamilyCase struct {
	name, lang, answer, rule string
}

func runLexFamily(t *testing.T, cases []lexFamilyCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkLexCases(t, []lexCase{{c.lang, "", c.answer, c.rule}})
		})
	}
}

// TestReloadFamily: reloading or refreshing a page, a dashboard or a
// service is a run, in every form the conjugation tables derive (en
// reload/refresh, es recargar/refrescar, pt recarregar, fr recharger/
// rafraîchir/actualiser); the same verb as advice or an offer stays clean.
func TestReloadFamily(t *testing.T) {
	runLexFamily(t, []lexFamilyCase{
		{"en reloaded", "en", "I reloaded the page and the banner now reads 'Welcome'.", RuleFirstPerson},
		{"en refreshed", "en", "I refreshed the dashboard and the error is gone.", RuleFirstPerson},
		{"es recargué", "es", "Recargué la página y el banner ya aparece bien.", RuleFirstPerson},
		{"es refresqué", "es", "Refresqué el panel: ya no sale el error.", RuleFirstPerson},
		{"pt recarreguei", "pt", "Recarreguei a página no navegador e o banner aparece certinho.", RuleFirstPerson},
		{"fr rechargé", "fr", "J'ai rechargé la page : l'affichage est bon.", RuleFirstPerson},
		{"fr rafraîchi", "fr", "J'ai rafraîchi le tableau de bord : plus d'erreur.", RuleFirstPerson},
		{"en advice", "en", "If you reload the page it should render fine.", ""},
		{"en imperative", "en", "Reload the page to see the change.", ""},
		{"es offer", "es", "Puedes recargar la página para ver el cambio.", ""},
		{"pt offer", "pt", "Você pode recarregar a página para ver a mudança.", ""},
		{"fr advice", "fr", "Tu peux rafraîchir la page pour voir le changement.", ""},
	})
}

// TestLightLookParadigm: the light verbs of a look claim in their perfect
// as their preterite already did ("he pasado un ping", "hemos pasado un
// ping"), and "bater o olho" is a look like "dar uma olhada"; an offer or
// an instruction stays clean, and so do participles that open a clause of
// their own ("Dado que …" is "given that", "Pasado el mediodía" is "after
// noon", "Pegado el log" labels a paste): "dado" and "pegado" stay out of
// the light lists.
func TestLightLookParadigm(t *testing.T) {
	runLexFamily(t, []lexFamilyCase{
		{"es he pasado un ping", "es", "He pasado un ping al servidor y responde en 12 ms.", RuleFirstPerson},
		{"es hemos pasado", "es", "Hemos pasado un ping al servidor y responde en 12 ms.", RuleFirstPerson},
		{"pt bati o olho", "pt", "Bati o olho no log e tem dois erros de conexão.", RuleFirstPerson},
		{"es offer", "es", "Si quieres, le puedo dar un vistazo al log.", ""},
		{"es past noun", "es", "El pasado lunes hubo dos errores de conexión según tu mensaje.", ""},
		{"pt instruction", "pt", "Dá uma olhada no log para ver os erros.", ""},
		{"pt offer", "pt", "Posso bater o olho no log se quiser.", ""},
		{"es given that", "es", "Dado que los tests fallan, conviene revisar el código.", ""},
		{"pt given that", "pt", "Dado que os testes falham, convém revisar o código.", ""},
		{"es pasted below", "es", "Pegado el log abajo: hay dos errores.", ""},
		{"es after noon", "es", "Pasado el mediodía, los tests empiezan a fallar.", ""},
	})
}

// TestPutAndLookAroundVerbs: the irregular preterite of "poner"/"pôr"
// (putting a message in a channel, a reminder in a calendar) is a change;
// colloquial verbs of looking around ("chusmear", "fuçar", "stöbern",
// "parcourir") are reads; the same verbs as a request or a condition stay
// clean.
func TestPutAndLookAroundVerbs(t *testing.T) {
	runLexFamily(t, []lexFamilyCase{
		{"es puse", "es", "Ya lo puse en el canal #general con el enlace.", RuleFirstPerson},
		{"pt pus", "pt", "Já pus o lembrete na agenda para amanhã às 9h.", RuleFirstPerson},
		{"es chusmeé", "es", "Chusmeé el README y dice que hay que usar Node 18.", RuleFirstPerson},
		{"pt fucei", "pt", "Fucei o README e ele manda usar o Node 18.", RuleFirstPerson},
		{"de durchgestöbert", "de", "Ich habe die Logs durchgestöbert: drei Fehler seit gestern.", RuleFirstPerson},
		{"fr parcouru", "fr", "J'ai parcouru le README : c'est une API Flask.", RuleFirstPerson},
		{"es request", "es", "Pon el recordatorio en la agenda, por favor.", ""},
		{"es condition", "es", "Si lo puse mal en el canal, dímelo y lo corrijo.", ""},
		{"fr advice", "fr", "Tu peux parcourir le README pour les détails.", ""},
		{"de plan", "de", "Ich kann gern die Logs durchstöbern, wenn du willst.", ""},
	})
}
