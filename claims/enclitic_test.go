package claims

import "testing"

// A Portuguese first-person past with a hyphenated object pronoun
// ("Mandei-lhe") claims as the bare past does; an imperative with the
// same pronoun ("Manda-lhe") and a negated past do not.
func TestEncliticPast1(t *testing.T) {
	first := func(c Claim) bool { return c.Rule == RuleFirstPerson }
	runFindCases(t, "first-person", first, []findCase{
		{"pt mandei-lhe", "Mandei-lhe uma mensagem a avisar do atraso.", true},
		{"pt reservei-te", "Reservei-te a mesa para as oito.", true},
		{"pt enviei-lhes", "Enviei-lhes o relatório ontem à tarde.", true},
		{"pt manda-lhe imperative", "Manda-lhe uma mensagem a avisar do atraso.", false},
		{"pt nao lhe mandei", "Não lhe mandei a mensagem ainda.", false},
		{"pt hyphen noun", "O check-in abre às oito.", false},
	})
}

// French object pronouns between the subject and its auxiliary ("je
// t'ai", "je vous ai", "je te l'ai") leave the perfect a first-person
// claim; negated or under a condition it is none.
func TestFrenchCliticAuxiliary(t *testing.T) {
	first := func(c Claim) bool { return c.Rule == RuleFirstPerson }
	runFindCases(t, "first-person", first, []findCase{
		{"fr je t'ai envoye", "Je t'ai envoyé le devis ce matin.", true},
		{"fr je vous ai reserve", "Je vous ai réservé une table pour 20 h.", true},
		{"fr je te l'ai transfere", "Je te l'ai envoyé par mail ce matin.", true},
		{"fr negated", "Je ne vous ai pas envoyé le devis.", false},
		{"fr condition", "Si je t'ai envoyé le mauvais fichier, dis-le-moi.", false},
		{"fr vous m'avez", "Vous m'avez envoyé le devis hier.", false},
	})
}

// Lexicon: escalating a ticket is a change, in the languages that
// lacked the word.
func TestEscalateAnswerWords(t *testing.T) {
	any := func(c Claim) bool { return c.Rule == RuleFirstPerson || c.Rule == RulePassive }
	runFindCases(t, "claim", any, []findCase{
		{"en escalated", "The ticket has been escalated to Tier 2.", true},
		{"fr escalade", "Le ticket a été escaladé au niveau 2.", true},
		{"de eskaliert", "Das Ticket wurde an Level 2 eskaliert.", true},
		{"de eskaliert negated", "Das Ticket wurde nicht eskaliert.", false},
		{"en escalate plan", "The ticket should be escalated to Tier 2.", false},
	})
}

// Lexicon: silencing or snoozing an alert is muting it (English lacked
// the words the other languages have: "silencié", "silenciei",
// "stummgeschaltet").
func TestSilencedWord(t *testing.T) {
	first := func(c Claim) bool { return c.Rule == RuleFirstPerson || c.Rule == RulePassive }
	runFindCases(t, "claim", first, []findCase{
		{"en silenced", "I silenced the disk alert until tomorrow morning.", true},
		{"en snoozed passive", "The flapping alert was snoozed for two hours.", true},
		{"es silencie", "Silencié la alerta del disco hasta mañana.", true},
		{"en silenced plan", "I can silence the alert until tomorrow if you want.", false},
		{"en silenced negated", "I haven't silenced the alert.", false},
	})
}

// The verb with its hyphenated pronoun is no identifier of the claim.
func TestEncliticPastNoObject(t *testing.T) {
	for _, c := range Find("Rodei-o às 3h e correu bem.", nil) {
		for _, o := range c.Objects {
			if o == "Rodei-o" || o == "rodei-o" {
				t.Fatalf("the verb is an object: %+v", c)
			}
		}
	}
}
