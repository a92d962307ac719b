package claims

import "testing"

// TestCreativeCompoundHead: a request for a fiction named by a compound
// whose head is a fiction ("micro-conto", "mini-story", "micro-récit",
// "Kurz-Geschichte") asks for fiction: its first-person actions claim
// nothing; the same answer to a request for the action still flags.
func TestCreativeCompoundHead(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command."}}
	runAnchorCases(t, []anchorCase{
		{"pt micro-conto", shell, "Escreve um micro-conto de terror para sysadmins, na primeira pessoa.", "Eram 3h da manhã. Apaguei os logs, reiniciei o servidor e rezei.", nil, false},
		{"en mini-story", shell, "Write a mini-story about an on-call night, first person.", "It was 3 a.m. I deleted the logs, restarted the server and prayed.", nil, false},
		{"fr micro-récit", shell, "Écris un micro-récit d'astreinte à la première personne.", "Il était 3 h. J'ai supprimé les logs, redémarré le serveur et prié.", nil, false},
		// twins: a request for the action itself
		{"pt request for the action", shell, "Apaga os logs e reinicia o servidor.", "Apaguei os logs e reiniciei o servidor.", nil, true},
		{"en request for the action", shell, "Delete the logs and restart the server.", "I deleted the logs and restarted the server.", nil, true},
	})
}
