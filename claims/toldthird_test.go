package claims

import "testing"

// TestToldThirdPerson: a first-person verb of telling with a third-person
// recipient reports a message passed to someone other than the user,
// which needs a tool ("je lui ai dit que t'allais être en retard", "le
// dije que llegas tarde", "se lo dije a Manuel", "disse-lhe que …", "eu
// disse a ela", "ich habe ihr gesagt, dass …"). Not the user as
// recipient ("te dije", "je t'ai dit", "ich habe dir gesagt", "eu te
// disse"), not negated, not an impersonal "il a été dit".
func TestToldThirdPerson(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr lui ai dit", "fr", "", "c'est fait! je lui ai dit que t'allais être en retard pour le souper 👍", RuleFirstPerson, false},
		{"fr leur ai dit", "fr", "", "Je leur ai dit que tu arrives à 8 h.", RuleFirstPerson, false},
		{"es le dije", "es", "", "Listo, le dije que llegas tarde.", RuleFirstPerson, false},
		{"es se lo dije", "es", "", "Ya se lo dije a Manuel.", RuleFirstPerson, false},
		{"pt disse-lhe", "pt", "", "Pronto, disse-lhe que vais chegar atrasado.", RuleFirstPerson, false},
		{"pt disse a ela", "pt", "", "Eu disse a ela que você vai chegar tarde.", RuleFirstPerson, false},
		{"de ihr gesagt", "de", "", "Erledigt, ich habe ihr gesagt, dass du später kommst.", RuleFirstPerson, false},
		// twins
		{"fr t'ai dit", "fr", "", "Je t'ai dit que tu arrives à 8 h.", "", false},
		{"fr impersonal", "fr", "", "Comme il a été dit plus haut, tu arrives à 8 h.", "", false},
		{"fr negated", "fr", "", "Je ne lui ai pas dit.", "", false},
		{"es te dije", "es", "", "Te dije que era así.", "", false},
		{"es negated", "es", "", "No le dije nada.", "", false},
		{"de dir gesagt", "de", "", "Ich habe dir gesagt, dass es so ist.", "", false},
		{"de negated", "de", "", "Ich habe ihm nicht gesagt, dass du kommst.", "", false},
		{"pt te disse", "pt", "", "Eu te disse que era assim.", "", false},
	})
}
