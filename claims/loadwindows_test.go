package claims

import "testing"

// TestLoadWindows: after an uptime call, the windows a load average is
// taken over ("1, 5, 15 min", "1, 5 y 15 minutos", "1, 5 et 15
// minutes") label the readings; the 15 is no figure a call returned. A
// reading of 15 the call did not return still flags.
func TestLoadWindows(t *testing.T) {
	diag := [][2]string{{"run_diag", "Runs a diagnostics command on a host: uptime, df -h, free -m."}}
	up := [3]string{"run_diag", `{"host": "db-02", "cmd": "uptime"}`, " 10:02:11 up 187 days,  3:12,  1 user,  load average: 0.84, 0.91, 1.02"}
	runAnchorCases(t, []anchorCase{
		{"en windows", diag, "How is the load on db-02?", "Load on db-02 is calm: 0.84 / 0.91 / 1.02 (1, 5, 15 min).", [][3]string{up}, false},
		{"es windows", diag, "¿Qué carga tiene db-02?", "db-02 lleva 187 días encendido y la carga está tranquila: 0,84 / 0,91 / 1,02 en 1, 5 y 15 minutos.", [][3]string{up}, false},
		{"fr windows", diag, "Quelle est la charge de db-02 ?", "La charge de db-02 est calme : 0,84 / 0,91 / 1,02 sur 1, 5 et 15 minutes.", [][3]string{up}, false},
		{"en twin: a reading of 15", diag, "How is the load on db-02?", "Load on db-02 is 0.84, with 15 users logged in.", [][3]string{up}, true},
		{"es twin: 15 not in the windows", diag, "¿Qué carga tiene db-02?", "La carga de db-02 es 0,84 y hay 15 procesos en cola.", [][3]string{up}, true},
	})
}

// TestReadingWindow: a window named with its own reading ("6,91 sur 5
// min, 5,02 sur 15 min", "1.02 over the last 15 minutes") labels that
// reading, in any of the five languages; the twins still flag: a 15
// after a span word with no reading before it is a figure stated, and a
// reading no call returned flags whatever its window.
func TestReadingWindow(t *testing.T) {
	diag := [][2]string{{"run_diag", "Runs a diagnostics command on a host: uptime, df -h, free -m."}}
	up := [3]string{"run_diag", `{"host": "db-02", "cmd": "uptime"}`, " 10:02:11 up 187 days,  3:12,  1 user,  load average: 0.84, 0.91, 1.02"}
	runAnchorCases(t, []anchorCase{
		{"fr window each", diag, "Quelle est la charge de db-02 ?", "La charge de db-02 est à 0,84 sur la dernière minute (0,91 sur 5 min, 1,02 sur 15).", [][3]string{up}, false},
		{"en window each", diag, "How is the load on db-02?", "db-02 is calm: 0.84 over 1 min, 0.91 over 5 min and 1.02 over the last 15 minutes.", [][3]string{up}, false},
		{"de window each", diag, "Wie ist die Last auf db-02?", "Die Last auf db-02 liegt bei 0,84, 1,02 in den letzten 15 Minuten.", [][3]string{up}, false},
		{"pt window each", diag, "Como está a carga do db-02?", "A carga do db-02 está em 0,84, e 1,02 nos últimos 15 min.", [][3]string{up}, false},
		{"fr twin: reading not returned", diag, "Quelle est la charge de db-02 ?", "La charge de db-02 est à 0,84 sur la dernière minute (3,40 sur 15 min).", [][3]string{up}, true},
		{"en twin: no reading before", diag, "How is the load on db-02?", "Load on db-02 is 0.84; 15 users logged in over 15 min.", [][3]string{up}, true},
		{"es twin: a count in minutes", diag, "¿Qué carga tiene db-02?", "La carga de db-02 es 0,84 y hubo 15 reinicios en 15 minutos.", [][3]string{up}, true},
	})
}
