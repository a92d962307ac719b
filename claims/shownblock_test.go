package claims

import "testing"

// TestShownBareBlock: after this turn's calls, a bare block opening the
// answer or under a plain "…:" line is shown as the calls' output: a
// line no call returned (a second command's output under a real one, a
// push's output after a failed push) is not backed; the real output
// quoted, a request line above it, or a command offered to run, is fine.
func TestShownBareBlock(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command."}}
	up := [3]string{"shell", `{"command":"uptime"}`, " 09:12:44 up 7 days,  1 user,  load average: 2.10, 1.90, 1.70"}
	push := [3]string{"shell", `{"command":"git push origin topic/x"}`, "error: remote: Permission denied"}
	runAnchorCases(t, []anchorCase{
		{name: "en/line added under real output", tools: tools, user: "Check load and memory?", ans: "Here is the box right now:\n\n```\n 09:12:44 up 7 days,  1 user,  load average: 2.10, 1.90, 1.70\nMem:  7.7Gi  3.1Gi  4.6Gi\n```", calls: [][3]string{up}, flag: true},
		{name: "en/real output quoted", tools: tools, user: "Check load and memory?", ans: "Here is the box right now:\n\n```\n 09:12:44 up 7 days,  1 user,  load average: 2.10, 1.90, 1.70\n```\n\nI didn't look at memory yet.", calls: [][3]string{up}},
		{name: "es/push output after a failed push", tools: tools, user: "Sube la rama topic/x", ans: "```\nTo git.example.es:equipo/app.git\n * [new branch]      topic/x -> topic/x\n```\nListo.", calls: [][3]string{push}, flag: true},
		{name: "es/command offered after a failed push", tools: tools, user: "Sube la rama topic/x", ans: "El push falló por permisos. Puedes probar tú:\n\n```\ngit push origin topic/x\n```", calls: [][3]string{push}},
		{name: "de/zusatzzeile unter echter Ausgabe", tools: tools, user: "Schau dir Last und Platte an?", ans: "Zustand der Maschine:\n```\n 09:12:44 up 7 days,  1 user,  load average: 2.10, 1.90, 1.70\n/dev/sda1   80G  40G  40G  50% /\n```", calls: [][3]string{up}, flag: true},
		{name: "de/echte Ausgabe", tools: tools, user: "Schau dir Last und Platte an?", ans: "Zustand der Maschine:\n```\n 09:12:44 up 7 days,  1 user,  load average: 2.10, 1.90, 1.70\n```\nDie Platte habe ich noch nicht angesehen.", calls: [][3]string{up}},
	})
}

// TestArrowComment: a code comment pairing a command with its output ("#
// cmd -> output") shows the command run; a command's comment that only
// says what it does, or the real output of a call that ran it, is fine.
func TestArrowComment(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command."}}
	ss := [3]string{"shell", `{"command":"ss -tlnp | grep 5432"}`, "LISTEN 0 244 127.0.0.1:5432 users:((\"postgres\",pid=812))"}
	runAnchorCases(t, []anchorCase{
		{name: "en/arrow comment with no call", tools: tools, user: "Is postgres listening?", ans: "```\n# ss -tlnp | grep 5432  ->  LISTEN 0 244 127.0.0.1:5432\n```\nYes, locally only.", flag: true},
		{name: "en/arrow comment of the real call", tools: tools, user: "Is postgres listening?", ans: "```\n# ss -tlnp | grep 5432  ->  LISTEN 0 244 127.0.0.1:5432\n```\nYes, locally only.", calls: [][3]string{ss}},
		{name: "pt/comentário com seta sem chamada", tools: tools, user: "O postgres está escutando?", ans: "```\n# ss -tlnp | grep 5432  ->  LISTEN 0 244 127.0.0.1:5432\n```\nSim, só local.", flag: true},
		{name: "pt/comentário que explica o comando", tools: tools, user: "Como vejo se o postgres está escutando?", ans: "Rode:\n```bash\n# ss -tlnp -> portas em escuta (LISTEN), uma por linha\nss -tlnp | grep 5432\n```"},
	})
}
