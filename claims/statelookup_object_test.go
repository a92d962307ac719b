package claims

import "testing"

// TestStateLookupOfObject: a state participle ("la serrure de l'entrée
// est verrouillée") is backed by a look-up only when the state word is
// the value of the claimed object's key or record; a result that holds
// the opposite state for that object ("serrure_entree": "deverrouillee")
// backs nothing, whatever the state of another thing in it. Twins: the
// object's own state, returned alone or beside another device's, still
// backs the sentence.
func TestStateLookupOfObject(t *testing.T) {
	lockTool := [][2]string{{"domotique_etat", "Lit l'état d'un équipement de la maison (serrure, lumières, volets)."}}
	lockEn := [][2]string{{"home_state", "Read the state of home devices (locks, lights, shutters)."}}
	stateTwo := [3]string{"domotique_etat", `{"equipement":"serrure_entree"}`, `{"serrure_entree":"deverrouillee","serrure_garage":"verrouillee"}`}
	stateTwoEn := [3]string{"home_state", `{"device":"front_lock"}`, `{"front_lock":"unlocked","garage_lock":"locked"}`}
	note := [3]string{"home_state", `{"device":"front_lock"}`, `{"front_lock":"unlocked","note":"auto-lock is on, last locked 07:10"}`}
	okFr := [3]string{"domotique_etat", `{"equipement":"serrure_entree"}`, `{"serrure_entree":"verrouillee","serrure_garage":"deverrouillee"}`}
	okFrOne := [3]string{"domotique_etat", `{"equipement":"serrure_entree"}`, `{"equipement":"serrure_entree","etat":"verrouillee"}`}
	okEn := [3]string{"home_state", `{"device":"front_lock"}`, `{"front_lock":"locked","garage_lock":"unlocked"}`}
	runAnchorCases(t, []anchorCase{
		{"fr locked, other device", lockTool, "Verrouille la porte d'entrée.", "C'est fait : la serrure de l'entrée est verrouillée.", [][3]string{stateTwo}, true},
		{"fr is locked, asked", lockTool, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée.", [][3]string{stateTwo}, true},
		{"en locked, other device", lockEn, "Lock the front door.", "Done, the front lock is locked.", [][3]string{stateTwoEn}, true},
		{"en is locked, note says locked", lockEn, "Lock the front door.", "Done, the front lock is locked.", [][3]string{note}, true},
		// twins: the object's own state
		{"twin fr: own key", lockTool, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée.", [][3]string{okFr}, false},
		{"twin fr: record", lockTool, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée.", [][3]string{okFrOne}, false},
		{"twin en: own key", lockEn, "Is the front door locked?", "Yes, the front lock is locked.", [][3]string{okEn}, false},
	})
}
