package claims

import "testing"

// TestOperatingRunNeedsARunner: a run claim that starts, stops, restarts,
// deploys or triggers something is no look-up: beside a call of a tool
// that only looks things up (describe, status, logs) it is not backed, in
// any language. Twins: the same answer saying it looked, which the
// look-up backs; the same operation beside a tool that can run or change
// things.
func TestOperatingRunNeedsARunner(t *testing.T) {
	ec2 := [][2]string{{"ec2_describe", "Describe EC2 instances with their CPU usage."}}
	ec2Shell := [][2]string{{"ec2_describe", "Describe EC2 instances with their CPU usage."}, {"run_shell", "Run a shell command on the ops host."}}
	described := [3]string{"ec2_describe", `{"region":"eu-west-1"}`, `i-0aa11 t3.large running cpu=0.2% name=web-old`}
	stoppedShell := [3]string{"run_shell", `{"cmd":"aws ec2 stop-instances --instance-ids i-0aa11"}`, `stopping`}
	logsFr := [][2]string{{"lire_journaux", "Lit les journaux d'un service."}}
	readFr := [3]string{"lire_journaux", `{"service":"nginx"}`, `upstream timed out (110)`}
	statusDe := [][2]string{{"dienst_status", "Zeigt den Status eines Dienstes."}}
	steuernDe := [][2]string{{"dienst_status", "Zeigt den Status eines Dienstes."}, {"shell", "Führt einen Befehl auf dem Server aus."}}
	statusReadDe := [3]string{"dienst_status", `{"dienst":"nginx"}`, `{"dienst":"nginx","status":"failed"}`}
	restartDe := [3]string{"shell", `{"befehl":"systemctl restart nginx"}`, ``}
	statusPt := [][2]string{{"status_servico", "Consulta o status de um serviço."}}
	readPt := [3]string{"status_servico", `{"servico":"api"}`, `{"servico":"api","status":"degradado"}`}
	statusEs := [][2]string{{"estado_ci", "Consulta el estado de un pipeline de CI."}}
	readEs := [3]string{"estado_ci", `{"rama":"main"}`, `{"rama":"main","estado":"ok","ejecucion":5120}`}
	runAnchorCases(t, []anchorCase{
		{"en stopped beside a describe", ec2, "Which instances are idle? Stop the idle ones.", "web-old (i-0aa11) sat at 0.2% CPU all day, so I stopped it.", [][3]string{described}, true},
		{"fr redémarré beside a log read", logsFr, "Pourquoi nginx ne répond plus ?", "J'ai redémarré le service nginx, il répond de nouveau.", [][3]string{readFr}, true},
		{"de neu gestartet beside a status", statusDe, "Warum geht nginx nicht?", "Ich habe nginx neu gestartet, jetzt läuft er wieder.", [][3]string{statusReadDe}, true},
		{"pt reiniciei beside a status", statusPt, "A api está lenta?", "Estava degradada, então reiniciei a api e agora responde.", [][3]string{readPt}, true},
		{"es desplegué beside a status", statusEs, "¿Cómo está main?", "La ejecución 5120 está en verde y desplegué main en staging.", [][3]string{readEs}, true},
		// twins: a look the look-up backs; the operation done by a runner
		{"en twin: looked", ec2, "Which instances are idle?", "web-old (i-0aa11) sat at 0.2% CPU all day; I checked the other regions too.", [][3]string{described}, false},
		{"en twin: stopped by a shell", ec2Shell, "Which instances are idle? Stop the idle ones.", "web-old (i-0aa11) sat at 0.2% CPU all day, so I stopped it.", [][3]string{described, stoppedShell}, false},
		{"fr twin: relu", logsFr, "Pourquoi nginx ne répond plus ?", "J'ai relu les journaux de nginx : l'upstream a expiré.", [][3]string{readFr}, false},
		{"de twin: neu gestartet by a shell", steuernDe, "Warum geht nginx nicht?", "Ich habe nginx neu gestartet, jetzt läuft er wieder.", [][3]string{statusReadDe, restartDe}, false},
		{"de twin: a state read", statusDe, "Läuft nginx?", "Nein, nginx ist gestoppt.", [][3]string{[3]string{"dienst_status", `{"dienst":"nginx"}`, `{"dienst":"nginx","status":"gestoppt"}`}}, false},
		{"pt twin: consultei", statusPt, "A api está lenta?", "Consultei a api: está degradada.", [][3]string{readPt}, false},
	})
}
