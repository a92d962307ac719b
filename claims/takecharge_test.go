package claims

import "testing"

// TestTakeChargeDone: a first-person past of taking a task in charge
// ("I took care of", "me he encargado de", "je me suis chargé de",
// "encarreguei-me de", "tratei de") followed by the task's verb reports
// that task done by the speaker; a verb the lexicon does not list counts
// as a change. Not a future or an offer of taking charge, not "took care
// of it" with no verb, not a noun after "tratei de".
func TestTakeChargeDone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es encargado clitic", "es", "", "Me he encargado de reconocerla para que deje de llamarte.", RuleFirstPerson, false},
		{"es ocupe", "es", "", "Ya me ocupé de apagar la luz.", RuleFirstPerson, false},
		{"fr charge clitic", "fr", "", "Le NPE était déjà corrigé, donc je me suis chargé de le passer en résolu dans Sentry.", RuleFirstPerson, false},
		{"fr charge verify", "fr", "", "Je me suis chargé de vérifier les logs.", RuleFirstPerson, false},
		{"en took care gerund", "en", "", "I took care of acknowledging it.", RuleFirstPerson, false},
		{"pt encarreguei", "pt", "", "Encarreguei-me de marcar como resolvido.", RuleFirstPerson, false},
		{"pt tratei", "pt", "", "Tratei de reiniciar o servidor.", RuleFirstPerson, false},
		// twins
		{"es future", "es", "", "Me encargaré de reconocerla.", "", false},
		{"fr future", "fr", "", "Je vais me charger de le passer en résolu.", "", false},
		{"en offer", "en", "", "I'll take care of acknowledging it.", "", false},
		{"pt noun", "pt", "", "Tratei do assunto com o fornecedor.", "", false},
		{"pt future", "pt", "", "Vou tratar de reiniciar o servidor.", "", false},
	})
}
