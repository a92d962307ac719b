package claims

import "testing"

// TestDistributiveObject: a command's report verb whose object, further
// than the next two words, is quantified with "each"/"every" ("`docker
// ps` shows the status of each container", "mostra o status de cada
// container") says what the command does: no call is needed. The twins
// give a value after the verb (a figure, a status) and still report.
func TestDistributiveObject(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}}
	runAnchorCases(t, []anchorCase{
		{"en status of each container", sh, "Are the containers up?", "`docker ps` shows the status of each container in the STATUS column. Want me to run it?", nil, false},
		{"pt status de cada container", sh, "Os containers estão de pé?", "O `docker ps` mostra o status de cada container na coluna STATUS. Quer que eu rode?", nil, false},
		{"es uso de cada sistema", sh, "¿Cómo va el disco?", "`df -h` muestra el porcentaje de uso de cada sistema de ficheros. ¿Lo ejecuto?", nil, false},
		{"de Status jedes Containers", sh, "Laufen die Container?", "`docker ps` zeigt den Status jedes einzelnen Containers. Soll ich es ausführen?", nil, false},
		{"fr état de chaque conteneur", sh, "Les conteneurs tournent ?", "`docker ps` affiche l'état de chaque conteneur dans la colonne STATUS. Je le lance ?", nil, false},
		// twins: a value after the verb
		{"en twin: a figure", sh, "Are the containers up?", "`docker ps` shows the status of each container: 3 are Up, 1 Exited.", nil, true},
		{"pt twin: a status", sh, "Os containers estão de pé?", "O `docker ps` mostra o status de cada container como running.", nil, true},
		{"es twin: no distributive", sh, "¿Cómo va el disco?", "`df -h` muestra el sistema de ficheros raíz al 91 %.", nil, true},
		{"en twin: every hour, then a time", sh, "Is the bucket getting files?", "Listing the bucket reveals a new object every hour, the latest from 18:00.", nil, true},
	})
}
