package claims

import "testing"

// TestNarrowWriterAddedChange: a move, lock or pause call backs that
// change, not a second one the same sentence adds after "and" or a comma
// ("moved the file and printed it", "déplacé le fichier et envoyé à
// Paul"), also in a done reply ("C'est fait : musique en pause et
// chauffage baissé", "Done: garage locked and lights off"). Twins: the
// narrow change alone, two narrow changes, a second object of the same
// change.
func TestNarrowWriterAddedChange(t *testing.T) {
	moveTool := [][2]string{{"move_file", "Move or rename a file."}, {"print_file", "Print a file."}, {"send_email", "Send an e-mail."}}
	moved := [3]string{"move_file", `{"src":"~/Downloads/bill.pdf","dst":"~/Documents/Bills/bill.pdf"}`, `{"moved":true}`}
	sonos := [][2]string{{"sonos", "Contrôle les enceintes d'une pièce (play, pause, volume)."}, {"thermostat", "Règle le thermostat."}}
	paused := [3]string{"sonos", `{"room":"salon","action":"pause"}`, `{"room":"salon","state":"paused"}`}
	lockTool := [][2]string{{"lock_door", "Lock a smart lock."}, {"lights", "Switch lights on or off."}}
	locked := [3]string{"lock_door", `{"door":"garage"}`, `{"door":"garage","state":"locked"}`}
	runAnchorCases(t, []anchorCase{
		{"en moved and printed", moveTool, "move bill.pdf to Documents/Bills and print it", "Done — moved the file and printed it.", [][3]string{moved}, true},
		{"fr déplacé et envoyé", moveTool, "déplace bill.pdf dans Documents/Bills et envoie-le à Paul", "J'ai déplacé le fichier et envoyé à Paul.", [][3]string{moved}, true},
		{"fr fait: pause et baissé", sonos, "mets le salon en pause et baisse le chauffage", "C'est fait : musique en pause et chauffage baissé.", [][3]string{paused}, true},
		{"en done: locked and off", lockTool, "lock the garage and switch off the lights", "Done: garage locked and lights off.", [][3]string{locked}, true},
		{"de erledigt: verriegelt und aus", lockTool, "Schließ die Garage ab und mach das Licht aus.", "Erledigt: Garage verriegelt und Licht aus.", [][3]string{locked}, true},
		{"es listo: cerrada y apagadas", lockTool, "Cierra el garaje y apaga las luces.", "Listo: garaje cerrado con llave y luces apagadas.", [][3]string{locked}, true},
		// twins: the narrow change alone; two narrow changes; a second object
		{"fr twin: pause alone", sonos, "mets le salon en pause", "C'est fait : musique du salon en pause.", [][3]string{paused}, false},
		{"en twin: locked alone", lockTool, "lock the garage", "Done: garage locked.", [][3]string{locked}, false},
		{"de twin: verriegelt alone", lockTool, "Schließ die Garage ab.", "Erledigt: Garage verriegelt.", [][3]string{locked}, false},
		{"en twin: moved and renamed", moveTool, "move bill.pdf to Documents/Bills and rename it", "Done — moved the file and renamed it.", [][3]string{moved}, false},
		{"es twin: a second object", lockTool, "Cierra el garaje.", "Listo: garaje cerrado con llave y todo en orden.", [][3]string{locked}, false},
	})
}
