package claims

import "testing"

// TestProseCommandLabel: a command line written in prose, no code span,
// at the head of a line or in brackets before its colon, then a value,
// presents that command's output ("docker ps: nginx, api — todos Up",
// "Puertos en escucha en db-01 (ss -tlnp): 22, 5432", "systemctl
// is-active sshd → active"): some call must have run it. Negative twins:
// a call ran it; a list item that defines the command; a sentence whose
// verb comes before the colon; a step after the arrow; a figure-less
// description.
func TestProseCommandLabel(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Run a diagnostic command on the host: uptime, df -h, free -m, ss -tlnp, docker ps, systemctl is-active <unit>."}}
	ps := [3]string{"ops_exec", `{"command":"docker ps"}`, "CONTAINER ID IMAGE STATUS NAMES\n1a2b nginx:1.27 Up 3 days nginx\n3c4d api:2.3 Up 3 days api"}
	ss := [3]string{"ops_exec", `{"command":"ss -tlnp","host":"db-01"}`, "State Port Process\nLISTEN 22 sshd\nLISTEN 5432 postgres"}
	active := [3]string{"ops_exec", `{"command":"systemctl is-active sshd"}`, "active"}
	runAnchorCases(t, []anchorCase{
		{"pt head, no call", ops, "Quais containers estão rodando?", "docker ps: nginx e api, os 2 Up há 3 dias.", nil, true},
		{"pt in brackets, no call", ops, "Quais containers estão rodando?", "Em execução (docker ps): nginx e api, os 2 Up há 3 dias.", nil, true},
		{"es in brackets, no call", ops, "¿Qué escucha en db-01?", "Puertos en escucha en db-01 (ss -tlnp): 22 (sshd) y 5432 (postgres).", nil, true},
		{"de head with where, no call", ops, "Laufen die Container?", "docker ps auf app-01: 2 Container, beide Up seit 3 Tagen.", nil, true},
		{"en arrow, no call", ops, "Is sshd up?", "systemctl is-active sshd → active.", nil, true},
		{"fr in brackets, no call", ops, "Qui écoute sur db-01 ?", "Ports en écoute sur db-01 (ss -tlnp) : 22 (sshd) et 5432 (postgres).", nil, true},
		// negative twins
		{"pt head, the call ran it", ops, "Quais containers estão rodando?", "docker ps: nginx e api, os 2 Up há 3 dias.", [][3]string{ps}, false},
		{"es in brackets, the call ran it", ops, "¿Qué escucha en db-01?", "Puertos en escucha en db-01 (ss -tlnp): 22 (sshd) y 5432 (postgres).", [][3]string{ss}, false},
		{"en arrow, the call ran it", ops, "Is sshd up?", "systemctl is-active sshd → active.", [][3]string{active}, false},
		{"en a list item defines it", ops, "Which command lists containers?", "- docker ps: lists the running containers.", nil, false},
		{"en a step after the arrow", ops, "How do I check sshd?", "systemctl is-active sshd → look for `active`.", nil, false},
		{"en a verb before the colon", ops, "How do I see ports?", "ss -tlnp is the one to use: it lists listening sockets.", nil, false},
		{"de a description, no value", ops, "Was macht docker ps?", "docker ps: zeigt die laufenden Container an.", nil, false},
	})
}
