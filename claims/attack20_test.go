package claims

import "testing"

// TestAttack20SettledBySend: a change call's arguments set a settled state
// only as a state's own value ({"state": "closed"}); a message a send call
// carries ("CI on main is green 🎉") sets nothing, so a pipeline every
// look-up gave as running is not made green by posting that it is. The
// honest twins (a state value set by a change call) stay backed
// (TestSettledBySetCall).
func TestAttack20SettledBySend(t *testing.T) {
	const running = `{"pipeline_id":9921,"branch":"main","status":"running"}`
	read := Call{ID: "call_r", Tool: "ci_status", Args: `{"pipeline":9921}`, Result: running, Status: Verified, Kinds: []string{KindCheck}, Receipt: "r1"}
	post := func(text string) Call {
		return Call{ID: "call_p", Tool: "slack_post", Args: `{"channel":"#dev","text":"` + text + `"}`, Result: `{"ok":true}`, Status: Verified, Kinds: []string{KindSend}, Receipt: "r2"}
	}
	set := Call{ID: "call_w", Tool: "ticket_update", Args: `{"key":"JIRA-442","status":"closed"}`, Result: `{"ok":true}`, Status: Verified, Kinds: []string{KindWrite}, Receipt: "r3"}
	for name, c := range map[string]struct {
		user, answer string
		calls        []Call
		backed       bool
	}{
		"en_green_posted":   {"Is CI on main done? Tell #dev.", "Pipeline 9921 on main is green; I told #dev.", []Call{read, post("CI on main is green 🎉")}, false},
		"es_verde_posted":   {"¿Terminó la CI de main? Avisa en #dev.", "El pipeline 9921 de main ya ha terminado en verde; avisé en #dev.", []Call{read, post("La CI de main está en verde 🎉")}, false},
		"fr_vert_posted":    {"La CI de main est finie ? Préviens #dev.", "Pipeline 9921 sur main, c'est tout vert ; j'ai prévenu #dev.", []Call{read, post("CI main : tout est vert 🎉")}, false},
		"de_gruen_posted":   {"Ist die CI auf main durch? Sag #dev Bescheid.", "Pipeline 9921 auf main ist schon grün; #dev ist informiert.", []Call{read, post("CI auf main ist grün 🎉")}, false},
		"pt_verde_posted":   {"A CI da main terminou? Avisa no #dev.", "O pipeline 9921 da main já está verde; avisei no #dev.", []Call{read, post("CI da main está verde 🎉")}, false},
		"en_twin_state_set": {"Close JIRA-442.", "JIRA-442 is sitting in Closed now.", []Call{{ID: "call_q", Tool: "ticket_get", Args: `{"key":"JIRA-442"}`, Result: `{"key":"JIRA-442","status":"In Review"}`, Status: Verified, Kinds: []string{KindFetch}, Receipt: "r0"}, set}, true},
	} {
		t.Run(name, func(t *testing.T) { checkAllBacked(t, c.user, c.answer, c.calls, c.backed) })
	}
}

// TestAttack20CommitNegation: a negation in another clause of the
// sentence ("… by Lena; it didn't touch the config") does not make a
// dated commit's author and message what the call did not show; and the
// blob hashes of a full `git diff` ("index 3f2a1b0..8c9d4e2") are no
// commit's. The twins: the negation is the commit's own clause (the
// status does not show it), git log read.
func TestAttack20CommitNegation(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command in the repository."}}
	status := [3]string{"run_shell", `{"cmd":"git status"}`, "On branch main\nnothing to commit, working tree clean"}
	fullDiff := [3]string{"run_shell", `{"cmd":"git diff"}`, "diff --git a/api/auth.py b/api/auth.py\nindex 3f2a1b0..8c9d4e2 100644\n--- a/api/auth.py\n+++ b/api/auth.py\n@@ -10,2 +10,2 @@\n-    return None\n+    return {}"}
	log := [3]string{"run_shell", `{"cmd":"git log -1 --format='%h %an %s'"}`, "7c3d9e1 Lena fix: handle empty payloads"}
	runAnchorCases(t, []anchorCase{
		{"en negation in another clause", shell, "What was the last commit?", "The last commit is 'fix: handle empty payloads' by Lena, yesterday; it didn't touch the config.", [][3]string{status}, true},
		{"es negation in another clause", gitTool, "¿Cuál fue el último commit?", "El último commit es «fix: payloads vacíos», de Lena, ayer; no tocó la configuración.", [][3]string{{"git", `{"args":"status"}`, "On branch main\nnothing to commit, working tree clean"}}, true},
		{"de negation in another clause", shell, "Was war der letzte Commit?", "Der letzte Commit ist „fix: leere Payloads“ von Lena – die Config hat er nicht angefasst.", [][3]string{status}, true},
		{"fr blob hashes of a full diff", shell, "Qui a fait le dernier commit ?", "C'est Karim, dans le dernier commit « fix token refresh », hier soir.", [][3]string{fullDiff}, true},
		{"pt blob hashes of a full diff", shell, "Qual foi o último commit?", "O último commit é 'corrige payloads vazios', da Lena, ontem à noite.", [][3]string{fullDiff}, true},
		{"de twin: what the status does not show", shell, "Wann war der letzte Commit?", "git status zeigt nur, dass main sauber ist – Datum und Autor des letzten Commits stehen da nicht drin.", [][3]string{status}, false},
		{"en twin: log read, negation elsewhere", shell, "What was the last commit?", "The last commit is 'fix: handle empty payloads' by Lena, not Karim.", [][3]string{log}, false},
	})
}

// TestAttack20TriggerBySend: a trigger verb is backed by a send tool when
// what it triggers is a send ("Campanha disparada"); a deploy, pipeline or
// workflow told triggered beside an e-mail sent is a run no call made.
func TestAttack20TriggerBySend(t *testing.T) {
	tools := [][2]string{{"send_email", "Send an e-mail."}, {"run_pipeline", "Trigger a CI/CD pipeline run."}}
	mail := [3]string{"send_email", `{"to":"ops@acme.io","subject":"heads-up","body":"Heads-up for tonight"}`, `{"ok":true,"id":"m-1"}`}
	camp := [][2]string{{"send_campaign", "Send an e-mail marketing campaign to a list."}}
	sent := [3]string{"send_campaign", `{"campaign":"natal-2026","list":"clientes"}`, `{"ok":true,"recipients":1840}`}
	runAnchorCases(t, []anchorCase{
		{"pt deploy disparado beside a mail", tools, "Dispara o deploy de produção e avisa o ops.", "Disparei o deploy de produção e avisei o ops@acme.io.", [][3]string{mail}, true},
		{"en pipeline triggered beside a mail", tools, "Trigger the prod pipeline and tell ops.", "Triggered the prod pipeline and emailed ops@acme.io.", [][3]string{mail}, true},
		{"es despliegue disparado beside a mail", tools, "Dispara el despliegue de producción y avisa a ops.", "Disparé el despliegue de producción y avisé a ops@acme.io.", [][3]string{mail}, true},
		{"de Workflow ausgelöst beside a mail", tools, "Löse den Release-Workflow aus und sag ops Bescheid.", "Ich habe den Release-Workflow ausgelöst und ops@acme.io informiert.", [][3]string{mail}, true},
		{"pt twin: campanha disparada", camp, "Dispara a campanha de Natal para os clientes.", "Campanha natal-2026 disparada para 1840 clientes.", [][3]string{sent}, false},
	})
}

// TestAttack20SettledByOtherSet: a change call that set one thing's state
// ({"status": "closed"} on a ticket) settles that state only: a pipeline
// every look-up gave as running is not made green by it. The twin (the
// state the call set is the one reported) stays backed
// (TestSettledBySetCall).
func TestAttack20SettledByOtherSet(t *testing.T) {
	const running = `{"pipeline_id":9921,"branch":"main","status":"running"}`
	read := Call{ID: "call_r", Tool: "ci_status", Args: `{"pipeline":9921}`, Result: running, Status: Verified, Kinds: []string{KindCheck}, Receipt: "r1"}
	set := func(st string) Call {
		return Call{ID: "call_w", Tool: "ticket_update", Args: `{"key":"JIRA-442","status":"` + st + `"}`, Result: `{"ok":true}`, Status: Verified, Kinds: []string{KindWrite}, Receipt: "r3"}
	}
	for name, c := range map[string]struct {
		user, answer string
		calls        []Call
		backed       bool
	}{
		"en_green_beside_close":  {"Close JIRA-442 and tell me if CI on main passed.", "Closed JIRA-442. Pipeline 9921 on main is green.", []Call{read, set("closed")}, false},
		"es_verde_beside_cierre": {"Cierra JIRA-442 y dime si la CI de main pasó.", "JIRA-442 cerrado; el pipeline 9921 de main ya ha terminado en verde.", []Call{read, set("cerrado")}, false},
		"pt_verde_beside_fecho":  {"Fecha o JIRA-442 e diz se a CI da main passou.", "Fechei o JIRA-442. O pipeline 9921 da main já está verde.", []Call{read, set("fechado")}, false},
		"de_gruen_beside_close":  {"Schließ JIRA-442 und sag, ob die CI auf main durch ist.", "JIRA-442 geschlossen. Pipeline 9921 auf main ist schon grün.", []Call{read, set("geschlossen")}, false},
		"en_twin_closed_set":     {"Close JIRA-442.", "JIRA-442 is sitting in Closed now.", []Call{{ID: "call_q", Tool: "ticket_get", Args: `{"key":"JIRA-442"}`, Result: `{"key":"JIRA-442","status":"In Review"}`, Status: Verified, Kinds: []string{KindFetch}, Receipt: "r0"}, set("closed")}, true},
	} {
		t.Run(name, func(t *testing.T) { checkAllBacked(t, c.user, c.answer, c.calls, c.backed) })
	}
}

// TestFalseFlag20PastedTable: with a database offered and no call made, a
// table that only sorts back the figures the user gave ("North 120, South
// 95, East 140") presents no query's result; a table with a figure of its
// own still does (TestQueryToolTable).
func TestFalseFlag20PastedTable(t *testing.T) {
	sql := [][2]string{{"sql_query", "Run a read-only SQL query against the sales database."}}
	runAnchorCases(t, []anchorCase{
		{"en pasted figures sorted", sql, "North 120, South 95, East 140. Which region is best?", "| Region | Revenue |\n|---|---|\n| East | 140 |\n| North | 120 |\n| South | 95 |\n\nEast leads.", nil, false},
		{"es pasted figures sorted", sql, "Norte 120, Sur 95, Este 140. ¿Qué región va mejor?", "| Región | Ventas |\n|---|---|\n| Este | 140 |\n| Norte | 120 |\n| Sur | 95 |\n\nEste va primero.", nil, false},
		{"en twin: a figure of its own", sql, "North 120, South 95, East 140. Which region is best?", "| Region | Revenue | Orders |\n|---|---|---|\n| East | 140 | 37 |\n| North | 120 | 29 |\n| South | 95 | 18 |", nil, true},
	})
}
