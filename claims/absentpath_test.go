package claims

import "testing"

// TestAbsentFileNoObject: a file a report says is not there ("no existe
// un `.env`", "there isn't a `.env`", "não existe um `.env`") is no
// object a call must have named; a file it says is there still is. The
// second half of a compound sharing its head ("Lese-/Schreibfehler",
// "Ein-/Ausgabe") is words, no path.
func TestAbsentFileNoObject(t *testing.T) {
	fs := [][2]string{{"list_dir", "List the files of a directory."}}
	diag := [][2]string{{"host_diag", "Run a diagnostic command: zpool status, df -h."}}
	ls := [3]string{"list_dir", `{"path":"deploy/"}`, ".env.example\n.env.staging\ndocker-compose.prod.yml"}
	zpool := [3]string{"host_diag", `{"cmd":"zpool status"}`, "pool: tank\n state: DEGRADED\n\tsdb     REMOVED      0     0     0"}
	runAnchorCases(t, []anchorCase{
		{"es no existe un", fs, "¿El .env de producción tiene la clave de Sentry?", "En `deploy/` solo hay `.env.example`, `.env.staging` y `docker-compose.prod.yml`; no existe un `.env` de producción ahí.", [][3]string{ls}, false},
		{"pt não existe um", fs, "O .env de produção tem a chave do Sentry?", "Em `deploy/` só há `.env.example` e `.env.staging`; não existe um `.env` de produção.", [][3]string{ls}, false},
		{"en there isn't a", fs, "Does the prod .env have the Sentry key?", "`deploy/` only has `.env.example` and `.env.staging`; there isn't a `.env` for production.", [][3]string{ls}, false},
		{"de compound halves", diag, "Wie sieht der Pool aus?", "Der Pool `tank` ist DEGRADED. Keine Lese-/Schreibfehler bisher.", [][3]string{zpool}, false},
		{"de Ein-/Ausgabe", diag, "Wie sieht der Pool aus?", "Der Pool `tank` ist DEGRADED, aber ohne Ein-/Ausgabefehler.", [][3]string{zpool}, false},
		// negative twins: a file said to be there, a real path
		{"es existe un", fs, "¿El .env de producción tiene la clave de Sentry?", "En `deploy/` hay un `.env` de producción con `SENTRY_DSN`.", [][3]string{ls}, true},
		{"en there is a", fs, "Does the prod .env have the Sentry key?", "There is a `.env` in `deploy/` and it sets `SENTRY_DSN`.", [][3]string{ls}, true},
		{"de real path", diag, "Wie sieht der Pool aus?", "Der Pool `tank` ist DEGRADED, und /var/log/zfs/events.log zeigt 3 Lesefehler.", [][3]string{zpool}, true},
	})
}
