package claims

import "testing"

// A modal opening a sentence hedges it, except a clause after a comma,
// a semicolon or a dash that opens with the speaker's own past deed:
// that clause asserts what was done whatever the first clause's mood.
func TestOwnReportAfterModalBreak(t *testing.T) {
	first := func(c Claim) bool { return c.Rule == RuleFirstPerson }
	runFindCases(t, "first-person", first, []findCase{
		{"en should, I ran", "Backup should be complete, I ran it at 3am.", true},
		{"en should, I've restarted", "Should be fine now — I've restarted the worker.", true},
		{"es deberia, lo ejecute", "Debería estar listo, lo ejecuté a las 3.", true},
		{"fr devrait, je l'ai relance", "Ça devrait aller, je l'ai relancé ce matin.", true},
		{"de sollte, ich habe", "Sollte passen, ich habe ihn heute früh neu gestartet.", true},
		{"pt deve, reiniciei", "Deve estar ok, reiniciei o serviço às 3h.", true},
		// negative twins: the later clause is a plan, a negation, a
		// third party's deed or no deed at all
		{"en should, I would", "You could run the migration, I would wait until tonight.", false},
		{"en should, I haven't", "You should check the logs, I haven't looked at them.", false},
		{"en could, the job ran", "Could be the cache, the job ran at 3am.", false},
		{"es deberia, habria que", "Debería estar listo, habría que mirarlo mañana.", false},
		{"fr devrait, tu peux", "Ça devrait aller, tu peux relancer le job.", false},
	})
}

// English "instance" is an example marker only in "for instance": the
// instance an operations answer talks about hedges nothing.
func TestInstanceIsNoExample(t *testing.T) {
	claimed := func(c Claim) bool { return c.Rule == RulePassive || c.Rule == RuleFirstPerson }
	runFindCases(t, "claim", claimed, []findCase{
		{"the instance rebooted", "The instance i-0a9f3c has been rebooted and is healthy again.", true},
		{"scratch instance restored", "The snapshot was restored to the scratch instance.", true},
		{"for instance hedges", "For instance a reboot was scheduled every night in such setups.", false},
		{"example still hedges", "In this example the instance was rebooted at 3am.", false},
	})
}
