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

// TestGoneThroughStore: "went through" a store the user owns ("Passei
// pela sua caixa de entrada", "Pasé por tu bandeja") says it was read; a
// place gone past ("Passei pela padaria") is a visit.
func TestGoneThroughStore(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt pela sua caixa", "pt", "", "Passei pela sua caixa de entrada e não tem nada do Itaú desde segunda.", RuleFirstPerson, false},
		{"es por tu bandeja", "es", "", "Pasé por tu bandeja y no hay nada del banco desde el lunes.", RuleFirstPerson, false},
		{"pt padaria", "pt", "", "Passei pela padaria ontem.", "", false},
		{"pt negated", "pt", "", "Não passei pela sua caixa de entrada ainda.", "", false},
	})
}

// TestRunLightAndSettled: French "passer" a command is running it ("J'ai
// passé un `free -m`"); participles of paying and scheduling ("liquidado",
// "calé", "beglichen") report the change like "pago" and "booked".
func TestRunLightAndSettled(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr passé a command", "fr", "", "J'ai passé un `free -m` : il reste à peine 180 Mo de RAM libre.", RuleFirstPerson, false},
		{"fr passé an hour", "fr", "", "J'ai passé une heure sur ce bug hier soir.", "", false},
		{"fr passer plan", "fr", "", "Je vais passer un `free -m` pour voir la RAM libre.", "", false},
		{"pt foi liquidado", "pt", "", "O boleto de novembro, de R$ 780,00, foi liquidado no dia 10/11.", RulePassive, false},
		{"es fue liquidado", "es", "", "El recibo de noviembre fue liquidado el día 10/11.", RulePassive, false},
		{"de wurde beglichen", "de", "", "Die Rechnung R-0412 wurde gestern beglichen.", RulePassive, false},
		{"fr c'est calé", "fr", "Cale-moi un créneau « Appel banque » jeudi 14 h", "C'est calé 👍 jeudi 14 h, « Appel banque ».", RulePassive, false},
		{"pt conditional", "pt", "", "Se o boleto for liquidado até dia 10, não há multa.", "", false},
	})
}
