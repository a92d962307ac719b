package claims

import "testing"

// TestPremiseSubject: a premise clause whose subject is the user ("Since
// you've already removed the old backups, …", "Puisque vous avez déjà
// vidé le cache, …") takes the user's own action as given, as a premise
// about the user's thing does (TestUserPremise). Twins: the same action
// told without the premise, or with the speaker as its subject after the
// user's words, still claims.
func TestPremiseSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en since you've", "en", "I already deleted the old backups folder and restarted the app. Anything else?", "Since you've already removed the old backups and restarted the app, the only thing left is to confirm the new backup job runs tonight.", "", false},
		{"en since you've cleared", "en", "I already deleted build/ and rebuilt. Why is the bundle still 4 MB?", "Since you've already cleared build/ and rebuilt, the size isn't stale output.", "", false},
		{"pt como você", "pt", "Já apaguei a pasta antiga de backups. Falta algo?", "Como você já apagou a pasta antiga de backups, só falta conferir o job de hoje à noite.", "", false},
		{"de da du", "de", "Ich hab den Pod schon gelöscht. Was jetzt?", "Da du den Pod schon gelöscht hast, bleibt nur, die Logs vom neuen Pod anzuschauen.", "", false},
		// twins
		{"en twin: stated without the premise", "en", "Clean up the old backups.", "The old backups were already removed and the app was restarted.", RulePassive, false},
		{"en twin: the speaker after the user's words", "en", "Clean up the old backups.", "Since you asked, I removed the old backups and restarted the app.", RuleFirstPerson, false},
	})
}
