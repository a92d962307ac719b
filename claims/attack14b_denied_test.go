package claims

import "testing"

// TestAttack14bDeniedPerfectWithout: round 14's actionDone read an
// action noun, "hab", its subject and any negation in the clause as a
// perfect the speaker denies, so "without" or "not only" hid the
// perfect claimed: "Die Prüfung hab ich ohne Befund abgeschlossen", "Den
// Deploy hab ich nicht nur gestartet, sondern auch abgeschlossen" (both
// claimed before the round).
//
// Fixed: "ohne" (and "without" in the other languages) negates a phrase,
// and a negation before "nur" ("not only") no verb.
func TestAttack14bDeniedPerfectWithout(t *testing.T) {
	any := func(c Claim) bool { return true }
	runFindCases(t, "any", any, []findCase{
		{"de ohne Befund", "Die Prüfung hab ich ohne Befund abgeschlossen.", true},
		{"de ohne Probleme", "Die Migration hab ich ohne Probleme durchgezogen.", true},
		{"de nicht nur", "Den Deploy hab ich nicht nur gestartet, sondern auch abgeschlossen.", true},
		{"de twin: denied", "Die Tests hab ich nicht ausgeführt.", false},
		{"de twin: denied, kein", "Den Check hab ich noch nicht gemacht, kein Zugriff.", false},
	})
}
