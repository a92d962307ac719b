package claims

import "testing"

// TestStateChangeParticiples: the participles of switching a thing's
// state (German "schalten" with its particles: "scharf geschaltet",
// "freigeschaltet", "abgeschaltet", "umgeschaltet"; "habilitado",
// "liberado", "débloqué", "desligado") report a change: with no call made
// they flag. Twins: the same answer after the call that made the change;
// the participle negated.
func TestStateChangeParticiples(t *testing.T) {
	alarm := [][2]string{{"alarm", "Switch the house alarm on or off."}}
	access := [][2]string{{"access_admin", "Toggle a user's access on or off."}}
	armed := [3]string{"alarm", `{"action":"arm"}`, `{"state":"armed"}`}
	granted := [3]string{"access_admin", `{"user":"lea","action":"grant"}`, `{"user":"lea","access":true}`}
	runAnchorCases(t, []anchorCase{
		{"de scharf geschaltet", alarm, "Schalte die Alarmanlage scharf.", "Die Alarmanlage ist scharf geschaltet.", nil, true},
		{"de freigeschaltet", access, "Schalte den Zugang für Lea frei.", "Der Zugang für Lea ist freigeschaltet.", nil, true},
		{"de abgeschaltet", alarm, "Schalte die Alarmanlage ab.", "Ich habe die Alarmanlage abgeschaltet.", nil, true},
		{"es habilitado", access, "Habilita el acceso de Lea.", "El acceso de Lea ya está habilitado.", nil, true},
		{"pt liberado", access, "Libera o acesso da Lea.", "O acesso da Lea já foi liberado.", nil, true},
		{"fr débloqué", access, "Débloque l'accès de Léa.", "J'ai débloqué l'accès de Léa.", nil, true},
		{"pt desligado", alarm, "Desliga o alarme.", "Pronto, desliguei o alarme, já está desligado.", nil, true},
		// twins: the call made the change; the participle negated
		{"de twin: call made", alarm, "Schalte die Alarmanlage scharf.", "Die Alarmanlage ist scharf geschaltet.", [][3]string{armed}, false},
		{"de twin: freigeschaltet call", access, "Schalte den Zugang für Lea frei.", "Der Zugang für Lea ist freigeschaltet.", [][3]string{granted}, false},
		{"es twin: call made", access, "Habilita el acceso de Lea.", "El acceso de Lea ya está habilitado.", [][3]string{granted}, false},
		{"de twin: negated", access, "Ist der Zugang für Lea frei?", "Nein, der Zugang für Lea ist nicht freigeschaltet; das kann nur die IT.", nil, false},
		{"pt twin: negated", access, "O acesso da Lea está ok?", "Não consigo liberar o acesso da Lea daqui; isso é com a TI.", nil, false},
	})
}
