package claims

import "testing"

// TestActionDoneDenied: an action noun, then a done word that is also an
// auxiliary ("hab"), its subject and a negation ("Die Tests hab ich nicht
// ausgeführt") is a perfect the speaker denies, no action done; without
// the negation it still claims, and so does a verbless done line in any
// language.
func TestActionDoneDenied(t *testing.T) {
	opening := func(c Claim) bool { return c.Rule == RuleOpening }
	runFindCases(t, "opening", opening, []findCase{
		{"de denied", "Die Tests hab ich nicht ausgeführt; für `logout()` fehlt aber ein Test.", false},
		{"de denied, noch nicht", "Die Prüfung hab ich noch nicht gemacht, mach ich morgen.", false},
		{"de twin: done", "Die Prüfung hab ich gemacht.", true},
		{"de twin: verbless", "Tests erledigt.", true},
		{"es twin: verbless", "Búsqueda hecha: no hay duplicados.", true},
		{"en twin: verbless", "Refund processed.", true},
	})
}
