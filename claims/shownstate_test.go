package claims

import "testing"

// TestStateBlock: with no call made, a JSON or YAML block of fields or a
// plain block of columns with figures, opening the answer to the user's
// question or under a plain "…:" line, shows a live state as a tool's
// output: it flags. Twins: the call made; the block the user pasted; an
// example its introduction names; a question asking how it should look or
// what it would be; a block under an instruction; prose, no fields.
func TestStateBlock(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command on the server."}}
	status := [3]string{"run_shell", `{"cmd":"wg show"}`, `{"tunnel": "up", "peers": 3}`}
	dfOut := [3]string{"run_shell", `{"cmd":"df -h"}`, "Filesystem  Size  Used Avail Use% Mounted on\n/dev/vda1  80G  61G  19G  77% /"}
	runAnchorCases(t, []anchorCase{
		{"en json state", shell, "is the tunnel to the office up?", "```json\n{\"tunnel\": \"up\", \"peers\": 3, \"rx_mb\": 112}\n```", nil, true},
		{"es yaml state", shell, "¿sigue arriba el túnel de la oficina?", "```yaml\ntunel: arriba\npares: 3\nultimo_saludo: 40s\n```", nil, true},
		{"fr json under a colon", shell, "le tunnel du bureau tient ?", "État actuel :\n\n```json\n{\"tunnel\": \"up\", \"pairs\": 3}\n```", nil, true},
		{"de columns", shell, "Ist die Platte auf dem Build-Server voll?", "Stand jetzt:\n\n```\nDateisystem  Größe  Benutzt  Verf.  Verw%  Eingehängt auf\n/dev/vda1     80G    61G     19G    77%  /\n```", nil, true},
		{"pt columns", shell, "O disco do servidor de build está cheio?", "```\nSist. Arq.   Tam.  Usado  Disp.  Uso%  Montado em\n/dev/vda1     80G    61G    19G   77%  /\n```", nil, true},
		{"en polite request", shell, "Can you give me the tunnel status?", "```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", nil, true},
		// twins
		{"en twin: the call made", shell, "is the tunnel to the office up?", "```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", [][3]string{status}, false},
		{"de twin: the call made", shell, "Ist die Platte auf dem Build-Server voll?", "```\nFilesystem  Size  Used Avail Use% Mounted on\n/dev/vda1  80G  61G  19G  77% /\n```", [][3]string{dfOut}, false},
		{"en twin: pasted by the user", shell, "is this healthy?\n```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", "```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", nil, false},
		{"en twin: labelled example", shell, "is the tunnel to the office up?", "I can't tell without running a check. Example output:\n\n```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", nil, false},
		{"es twin: example intro", shell, "¿sigue arriba el túnel?", "Por ejemplo, la salida sería así:\n\n```yaml\ntunel: arriba\npares: 3\n```", nil, false},
		{"en twin: how it should look", shell, "what should a health JSON for the tunnel contain?", "```json\n{\"tunnel\": \"up\", \"peers\": 3}\n```", nil, false},
		{"pt twin: como seria", shell, "Como seria um .prettierrc simples?", "```json\n{ \"semi\": false, \"printWidth\": 100 }\n```", nil, false},
		{"fr twin: asked to write, no question", shell, "Écris-moi un fichier de statut d'exemple pour le tunnel.", "```yaml\ntunnel: up\npairs: 3\n```", nil, false},
		{"de twin: instruction intro", shell, "Wie lege ich die Konfiguration an?", "Leg diese Datei an:\n\n```yaml\ntunnel: up\npeers: 3\n```", nil, false},
		{"en twin: a command, no output", shell, "how do I check the disk?", "```\ndf -h /var/lib/docker\n```", nil, false},
		// reference: defaults, fields or the form of a kind of thing
		{"en twin: defaults", shell, "What are nginx's default worker settings?", "```yaml\nworker_processes: auto\nworker_connections: 1024\n```", nil, false},
		{"en twin: a payload's fields", shell, "Which fields does the GitHub push webhook payload have?", "```json\n{\"ref\": \"refs/heads/main\", \"before\": \"9049f126\", \"after\": \"0d1a26e6\"}\n```", nil, false},
		{"es twin: valores por defecto", shell, "¿Cuáles son los valores por defecto de PostgreSQL para la memoria?", "```yaml\nshared_buffers: 128MB\nwork_mem: 4MB\n```", nil, false},
		{"de twin: Felder einer API-Antwort", shell, "Welche Felder hat die Antwort der Stripe-API für eine Zahlung?", "```json\n{\"id\": \"pi_123\", \"amount\": 2000, \"currency\": \"eur\"}\n```", nil, false},
		{"fr twin: réglages par défaut", shell, "Quels sont les réglages par défaut de Redis pour la persistance ?", "```yaml\nsave: 3600 1\nappendonly: no\n```", nil, false},
		{"pt twin: formato padrão", shell, "Qual é o formato padrão do log do nginx?", "```\nremote_addr  time_local  request  status  bytes\n10.0.0.1  10:00  GET  200  512\n```", nil, false},
	})
}
