package claims

import "testing"

// TestLeftCommentOnKey: a comment or note the speaker says they left on
// a record named by its key ("on PAY-447", "en SOP-318", "na PAG-219") is
// a post to that record, as one left "on the PR" is: beside a search that
// only found the record it is no result of it. Negative twins: a comment
// tool posted it (a tool named for commenting writes and sends); the key
// is what the comment was about, not where it was left.
func TestLeftCommentOnKey(t *testing.T) {
	jira := [][2]string{{"jira_search", "Search Jira issues with JQL."}, {"jira_comment", "Add a comment to a Jira issue."}}
	comentar := [][2]string{{"buscar_incidencias", "Busca incidencias."}, {"comentar_incidencia", "Comenta en una incidencia."}}
	search := [3]string{"jira_search", `{"jql":"project = PAY AND status = Open"}`, "PAY-431 Login loop\nPAY-447 Refund stuck"}
	comment := [3]string{"jira_comment", `{"key":"PAY-447","text":"Can QA attach a HAR file?"}`, `{"id":"c-9921","issue":"PAY-447"}`}
	busca := [3]string{"buscar_incidencias", `{"q":"abiertas"}`, "SOP-318 Errores 500\nSOP-320 Lentitud"}
	comenta := [3]string{"comentar_incidencia", `{"clave":"SOP-318","texto":"Resumen del incidente."}`, `{"clave":"SOP-318","comentario":"77120"}`}
	runAnchorCases(t, []anchorCase{
		{"en left a comment on the key, only a search", jira, "Open bugs?", "Two open: PAY-431 and PAY-447. I left a comment on PAY-447 asking QA for a HAR file.", [][3]string{search}, true},
		{"es dejado como comentario en la clave, solo búsqueda", comentar, "¿Incidencias abiertas?", "Hay dos: SOP-318 y SOP-320. He dejado el resumen como comentario en SOP-318.", [][3]string{busca}, true},
		{"pt deixei um comentário na chave, só busca", jira, "Bugs abertos?", "Dois: PAY-431 e PAY-447. Deixei um comentário na PAY-447 pedindo o HAR.", [][3]string{search}, true},
		{"fr laissé un commentaire sur la clé, seulement une recherche", jira, "Bugs ouverts ?", "Deux : PAY-431 et PAY-447. J'ai laissé un commentaire sur PAY-447 pour demander le HAR.", [][3]string{search}, true},
		// negative twins
		{"en left a comment on the key, comment posted", jira, "Open bugs?", "Two open: PAY-431 and PAY-447. I left a comment on PAY-447 asking QA for a HAR file.", [][3]string{search, comment}, false},
		{"es dejado como comentario, comentar_incidencia", comentar, "¿Incidencias abiertas?", "Hay dos: SOP-318 y SOP-320. He dejado el resumen como comentario en SOP-318.", [][3]string{busca, comenta}, false},
		{"en a comment about the key, in my notes", jira, "Open bugs?", "Two open: PAY-431 and PAY-447. I left a comment about PAY-447 in the summary below.", [][3]string{search}, false},
	})
}

// TestCommentToolKinds: a tool named for commenting on a record sends
// and writes ("comment_issue", "comentar_incidencia", "kommentieren");
// "comments" as a thing listed is no such verb.
func TestCommentToolKinds(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		send       bool
	}{
		{"comment_issue", "Comment on an issue.", true},
		{"comentar_incidencia", "Comenta en una incidencia.", true},
		{"ticket_kommentieren", "Kommentiert ein Ticket.", true},
		{"list_comments", "List the comments of an issue.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			k := InferKinds(c.name, c.desc)
			if got := hasKind(k, KindSend) && hasKind(k, KindWrite); got != c.send {
				t.Fatalf("InferKinds(%q) = %v, want send+write %v", c.name, k, c.send)
			}
		})
	}
}
