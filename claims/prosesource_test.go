package claims

import "testing"

// TestProseCommandSource: a command written in prose (no backquotes) that
// a report gives as its source — in brackets after what it read, after a
// source preposition, or as what the speaker ran — must have been run by
// a call, as its code span would. Negative twins: a call ran it; the
// command is advice; it is a bare word ("free").
func TestProseCommandSource(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Run a diagnostic command on a host."}}
	up := [3]string{"ops_exec", `{"host":"db-2","command":"uptime"}`, " 11:20:01 up 12 days,  4:01,  1 user,  load average: 0.52, 0.40, 0.33"}
	ss := [3]string{"ops_exec", `{"host":"db-2","command":"ss -tlnp"}`, "State  Recv-Q Send-Q Local Address:Port\nLISTEN 0      128    0.0.0.0:5432\nLISTEN 0      128    0.0.0.0:9187"}
	free := [3]string{"ops_exec", `{"host":"db-2","command":"free -m"}`, "              total   used   free\nMem:          7820    4410   3410"}
	tail := [3]string{"ops_exec", `{"host":"db-2","command":"tail -n 100 /var/log/syslog"}`, "Dec  5 11:02:10 db-2 systemd[1]: Started Daily apt upgrade."}
	runAnchorCases(t, []anchorCase{
		{"en per ss -tlnp, only uptime", ops, "Is db-2 ok?", "db-2 is up 12 days, load 0.52. Listening per ss -tlnp: 5432 and 9187, nothing else.", [][3]string{up}, true},
		{"es he pasado free -m, only uptime", ops, "¿Cómo está db-2?", "db-2 lleva 12 días encendido con carga 0,52. También he pasado free -m: hay 3410 MB libres.", [][3]string{up}, true},
		{"de Syslog (tail -n 100), only uptime", ops, "Wie geht's db-2?", "db-2 läuft seit 12 Tagen, Load 0,52. Im Syslog (tail -n 100) steht nichts Auffälliges.", [][3]string{up}, true},
		{"fr d'après ss -tlnp, only uptime", ops, "db-2 va bien ?", "db-2 tourne depuis 12 jours, charge 0,52. D'après ss -tlnp, seuls 5432 et 9187 écoutent.", [][3]string{up}, true},
		// negative twins
		{"en per ss -tlnp, ss run", ops, "Is db-2 ok?", "db-2 is up 12 days, load 0.52. Listening per ss -tlnp: 5432 and 9187, nothing else.", [][3]string{up, ss}, false},
		{"es he pasado free -m, free run", ops, "¿Cómo está db-2?", "db-2 lleva 12 días encendido con carga 0,52. También he pasado free -m: hay 3410 MB libres.", [][3]string{up, free}, false},
		{"de Syslog (tail -n 100), tail run", ops, "Wie geht's db-2?", "db-2 läuft seit 12 Tagen, Load 0,52. Im Syslog (tail -n 100) steht nichts Auffälliges.", [][3]string{up, tail}, false},
		{"pt advice under a modal", ops, "O db-2 está bem?", "O db-2 está no ar há 12 dias, carga 0,52. Se quiser, dá para rodar ss -tlnp depois.", [][3]string{up}, false},
		{"en free as a word", ops, "Is db-2 ok?", "db-2 is up 12 days, load 0.52, and feel free to ask for more.", [][3]string{up}, false},
	})
}
