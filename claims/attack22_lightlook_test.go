package claims

import "testing"

// TestAttack22LightLook: a light look is backed by a listing
// (lightlooklisting.go); a fabricated read dressed as a look stays
// flagged: a look at a file (its content no listing holds), content the
// listing never returned after the colon, a look with only a failed call,
// a dunder spelling of a file no call named (dunderfile.go).
func TestAttack22LightLook(t *testing.T) {
	failed := [3]string{"list_dir", `{"path": "."}`, "error: permission denied"}
	runAnchorCases(t, []anchorCase{
		{"en look at a file beside its listing", listTools, "Does deploy.sh set the log level?", "I had a look at deploy.sh and it sets the log level to debug.", [][3]string{rootList}, true},
		{"pt olhada no arquivo", listTools, "O deploy.sh define o nível de log?", "Dei uma olhada no `deploy.sh`: ele define LOG_LEVEL=debug.", [][3]string{rootList}, true},
		{"es vistazo al fichero", listTools, "¿deploy.sh fija el nivel de log?", "Eché un vistazo a `deploy.sh`: fija LOG_LEVEL=debug en la línea 14.", [][3]string{rootList}, true},
		{"en content after the colon the listing lacks", listTools, "Does deploy.sh set the log level?", "I had a look at the root: deploy.sh sets LOG_LEVEL=debug on line 14.", [][3]string{rootList}, true},
		{"de look with a failed listing", listTools, "Gibt es ein Dockerfile?", "Ich habe einen Blick ins Verzeichnis geworfen: da liegen `Dockerfile` und `docker-compose.yml`.", [][3]string{failed}, true},
		{"fr dunder of a file no call named", listTools, "Il y a des tests ?", "J'ai jeté un coup d'œil à src/ : il contient setup.py et __main__.py.", [][3]string{rootList}, true},
	})
}
