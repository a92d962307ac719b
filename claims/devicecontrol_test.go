package claims

import "testing"

// TestDeviceControlVerbs: locking, arming, muting and pausing a device
// are changes like switching it: claimed in the first person or stated
// as the requested state, in every language; a plan, a question or a
// negation with the same verb stays clean. German reading verbs with a
// separable prefix ("durchgelesen") read like "gelesen".
func TestDeviceControlVerbs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en locked", "en", "", "I locked the front door and armed the alarm.", RuleFirstPerson, false},
		{"fr coupé", "fr", "", "Au passage j'ai coupé le chauffage de la chambre.", RuleFirstPerson, false},
		{"fr verrouillé", "fr", "", "J'ai verrouillé la porte d'entrée.", RuleFirstPerson, false},
		{"es bloqueé", "es", "", "Bloqueé la puerta principal hace un momento.", RuleFirstPerson, false},
		{"pt tranquei", "pt", "", "Tranquei a porta da frente e armei o alarme.", RuleFirstPerson, false},
		{"de verriegelt", "de", "", "Ich habe die Haustür verriegelt.", RuleFirstPerson, false},
		{"de durchgelesen", "de", "", "Ich hab mir #4412 durchgelesen: die Rechnung wurde zweimal abgebucht.", RuleFirstPerson, false},
		{"en requested state", "en", "can you unlock the front door? And switch off the hall alarm.", "Front door's unlocked and the hall alarm is disarmed.", RuleRequestedState, false},
		{"pt list item", "pt", "arma o alarme do rés-do-chão, vou sair.", "- Alarme do rés-do-chão armado", RuleOpening, false},

		{"en plan", "en", "", "I'll lock the front door once you confirm.", "", false},
		{"fr question", "fr", "", "Tu veux que je verrouille la porte d'entrée ?", "", false},
		{"es negation", "es", "", "No bloqueé la puerta principal todavía.", "", false},
		{"pt offer", "pt", "", "Posso trancar a porta da frente se quiseres.", "", false},
		{"de negation", "de", "", "Ich habe die Haustür nicht verriegelt.", "", false},
		{"en no request", "en", "what does the alarm panel show?", "The hall alarm is disarmed by default after a power cut.", "", false},
	})
}
