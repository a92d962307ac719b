package claims

import "testing"

// TestCommandLabelAccount: a command label followed on its line by a
// sentence of the answer's language ("`df -h` auf db-03: Das Datenvolumen
// ist mit 92 % voll") is the model's account of the output: its figures
// must be ones the call returned, its words are its own. A bare value
// after the label stays output shown as returned, word for word.
func TestCommandLabelAccount(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Run a diagnostic command on a host: df -h, free -m, uptime."}}
	df := [3]string{"ops_exec", `{"host":"db-03","cmd":"df -h"}`, "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   21G   27G  44% /\n/dev/sdb1       450G  412G   38G  92% /var/lib/postgresql"}
	runAnchorCases(t, []anchorCase{
		{"de account", ops, "Wie voll ist die Platte auf db-03?", "`df -h` auf db-03: Das Datenvolumen `/var/lib/postgresql` ist mit 92 % (412 von 450 GB) ziemlich voll, die Root-Partition mit 44 % unkritisch.", [][3]string{df}, false},
		{"en account", ops, "How full is the disk on db-03?", "`df -h` on db-03: the data volume is at 92% (412 of 450 GB) and the root partition is at 44%, which is fine.", [][3]string{df}, false},
		{"es account", ops, "¿Cómo va el disco de db-03?", "`df -h` en db-03: el volumen de datos está al 92 % (412 de 450 GB) y la raíz al 44 %, sin problema.", [][3]string{df}, false},
		// negative twins: a figure the call did not return; a bare
		// value shown as output that it did not return
		{"de account, figure not returned", ops, "Wie voll ist die Platte auf db-03?", "`df -h` auf db-03: Das Datenvolumen ist mit 97 % (436 von 450 GB) fast voll, die Root-Partition mit 44 % unkritisch.", [][3]string{df}, true},
		{"en account, figure not returned", ops, "How full is the disk on db-03?", "`df -h` on db-03: the data volume is at 97% and the root partition is at 44%, which is fine.", [][3]string{df}, true},
		{"fr bare value not returned", ops, "Le disque de db-03 ?", "`df -h` sur db-03 : /dev/sdc1 900G 850G 50G 95% /srv", [][3]string{df}, true},
	})
}
