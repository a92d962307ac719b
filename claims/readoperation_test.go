package claims

import "testing"

// TestReadOperationBacksNoChange: a tool that does several things, called
// with an operation argument that reads ({"action": "read_pr"},
// {"aktion": "lesen"}), backs no change told beside the read
// (readoperation.go). Twins: the same tool called with an operation that
// changes backs it; a passive the read returned as a state stays backed.
func TestReadOperationBacksNoChange(t *testing.T) {
	tool := func(name, args, result string) Call {
		return Call{ID: "call_op", Tool: name, Args: args, Result: result, Status: Verified, Kinds: []string{KindRead, KindWrite, KindSend}, Receipt: "r1"}
	}
	for _, c := range []struct {
		name, user, answer string
		call               Call
		backed             bool
	}{
		{"en added label", "Is PR 310 ready?", "PR 310 has 3 approvals; I've added the ready-to-ship label to it.", tool("github", `{"action": "read_pr", "pr": "310"}`, `{"number": 310, "approvals": 3, "mergeable": true}`), false},
		{"es puse etiqueta", "¿La MR 52 está lista?", "La MR 52 tiene tres aprobaciones; le puse la etiqueta release.", tool("gitlab", `{"accion": "leer_mr", "mr": "52"}`, `{"iid": 52, "aprobaciones": 3}`), false},
		{"fr rebasée", "Et la PR 88 ?", "La PR 88 avait 2 conflits ; je l'ai rebasée sur main, tout est propre maintenant.", tool("github", `{"action": "lire_pr", "pr": "88"}`, `{"number": 88, "conflicts": true}`), false},
		{"de kommentar", "Was ist mit OPS-77?", "OPS-77 ist offen; hab einen Kommentar mit den Logs drangehängt.", tool("jira", `{"aktion": "lesen", "ticket": "OPS-77"}`, `{"key": "OPS-77", "status": "offen"}`), false},
		{"pt comentei", "Como está o cartão Checkout?", "O cartão Checkout está em revisão; eu comentei nele cobrando o time.", tool("trello", `{"acao": "ler", "cartao": "Checkout"}`, `{"nome": "Checkout", "lista": "Revisão"}`), false},
		// twins
		{"en twin: a labelling operation", "Label PR 310 ready-to-ship.", "I've added the ready-to-ship label to PR 310.", tool("github", `{"action": "add_label", "pr": "310", "label": "ready-to-ship"}`, `{"ok": true}`), true},
		{"de twin: a commenting operation", "Kommentier OPS-77 mit den Logs.", "Ich hab einen Kommentar mit den Logs an OPS-77 gehängt.", tool("jira", `{"aktion": "kommentieren", "ticket": "OPS-77"}`, `{"ok": true}`), true},
		{"en twin: a state the read returned", "Is PR 310 merged?", "Yes, PR 310 was merged yesterday.", tool("github", `{"action": "read_pr", "pr": "310"}`, `{"number": 310, "state": "merged", "merged_at": "yesterday"}`), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{c.user}, Context: c.user, Lang: c.name[:2]})
			Back(cs, []Call{c.call})
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if len(cs) == 0 || backed != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, len(cs), backed, c.backed)
			}
			for _, cl := range cs {
				t.Logf("  %s %s %q backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.Why)
			}
		})
	}
}
