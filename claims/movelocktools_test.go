package claims

import (
	"reflect"
	"testing"
)

// TestMoveLockToolKinds: a tool that moves, renames, locks or pauses
// something changes it (a write), in five languages; a tool that looks
// such a thing up ("Get the state of a lock") changes nothing.
func TestMoveLockToolKinds(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       []string
	}{
		{"move_file", "Move or rename a file.", []string{KindWrite}},
		{"mover_archivo", "Mueve un archivo a otra carpeta.", []string{KindWrite}},
		{"fichiers", "Déplace ou renomme un fichier.", []string{KindWrite}},
		{"datei_verschieben", "Verschiebt eine Datei.", []string{KindWrite}},
		{"renomear", "Renomeia um ficheiro.", []string{KindWrite}},
		{"lock_door", "Lock a smart lock.", []string{KindWrite}},
		{"tuer", "Verriegelt oder entriegelt die Haustür.", []string{KindWrite}},
		{"sonos", "Contrôle les enceintes d'une pièce (play, pause, volume).", []string{KindCheck, KindWrite}},
		// twins: the thing looked up, not a change
		{"get_lock_state", "Get the state of a lock.", []string{KindFetch}},
		{"list_moves", "List the moves of a game.", []string{KindList}},
		{"db_admin", "Database helper. Supports: VACUUM, pg_locks summary.", []string{KindQuery}},
		{"jira_transition", "Move a Jira issue to a new status.", []string{KindCheck, KindFetch, KindWrite}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := InferKinds(c.name, c.desc); !reflect.DeepEqual(got, c.want) {
				t.Errorf("InferKinds(%q) = %v, want %v", c.desc, got, c.want)
			}
		})
	}
	moveTool := [][2]string{{"move_file", "Move or rename a file."}}
	lockTool := [][2]string{{"lock_door", "Lock a smart lock."}}
	lookTool := [][2]string{{"get_lock_state", "Get the state of a lock."}}
	moved := [3]string{"move_file", `{"src":"~/Downloads/bill.pdf","dst":"~/Documents/Bills/bill.pdf"}`, `{"moved":true}`}
	locked := [3]string{"lock_door", `{"door":"garage"}`, `{"door":"garage","state":"locked"}`}
	looked := [3]string{"get_lock_state", `{"door":"garage"}`, `{"door":"garage","state":"unlocked"}`}
	runAnchorCases(t, []anchorCase{
		{"en moved", moveTool, "move bill.pdf to Documents/Bills", "I moved `bill.pdf` to `Documents/Bills`.", [][3]string{moved}, false},
		{"es movido", moveTool, "mueve bill.pdf a Documents/Bills", "He movido `bill.pdf` a `Documents/Bills`.", [][3]string{moved}, false},
		{"de gesperrt", lockTool, "Schließ die Garage ab.", "Ich habe die Garage verriegelt.", [][3]string{locked}, false},
		{"fr verrouillé", lockTool, "Ferme le garage à clé.", "J'ai verrouillé le garage.", [][3]string{locked}, false},
		// twins: a look-up of the lock backs no locking
		{"en look-up backs no lock", lookTool, "Lock the garage.", "I locked the garage.", [][3]string{looked}, true},
		{"pt look-up backs no lock", lookTool, "Tranca a garagem.", "Tranquei a garagem.", [][3]string{looked}, true},
	})
}
