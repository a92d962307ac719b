package claims

import "testing"

// TestSilencedIsChange: silencing an alert is a change of the same kind
// as muting it (the lexicon had "muted" and Spanish and Portuguese
// "silenciado", not English "silenced"). Negative twins: a plan, a
// condition, a negation.
func TestSilencedIsChange(t *testing.T) {
	write := func(c Claim) bool { return c.Action == KindWrite }
	runFindCases(t, "write", write, []findCase{
		{"en I silenced", "I silenced the disk alert in Alertmanager until 18:00.", true},
		{"en was silenced", "The disk alert was silenced until 18:00.", true},
		{"es silencié", "He silenciado la alerta de disco hasta las 18:00.", true},
		{"pt silenciei", "Silenciei o alerta de disco até às 18:00.", true},
		// negative twins
		{"en plan", "I can silence the disk alert until 18:00 if you want.", false},
		{"en condition", "If the alert was silenced, it would not page.", false},
		{"en negation", "I haven't silenced the disk alert.", false},
	})
}
