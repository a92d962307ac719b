package claims

import "testing"

// TestAttack21StepLine: a step on a line of its own sets its line's
// names and figures aside (stepline.go); a fabricated report dressed as
// such a line stays flagged: the step's outcome after a colon or a dash,
// the speaker's own past in the line, a noun shaped like an infinitive, a
// past form behind a hyphened "re-", a label with no step after it.
func TestAttack21StepLine(t *testing.T) {
	pods := [3]string{"kubectl", `{"args":"get pods -n shop"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"en step with its outcome after a colon", kubeTool, "Write me a runbook for the token rotation.", "## Runbook\n\n### Check\nRe-run the latest `deploy` workflow: run 4411 passed at 14:02.", [][3]string{pods}, true},
		{"de closing infinitive after an outcome", kubeTool, "Schreib mir ein Runbook.", "## Runbook\n\n### Rollback\nAlle 4 Pods auf `web-01` laufen wieder stabil – weiter beobachten.", [][3]string{pods}, true},
		{"pt the speaker did the suggested step", kubeTool, "Faz um review do frete.ts.", "## Review\n\n**Sugestão:** extrair a tabela de CEP: já extraí, ficaram 14 faixas em `frete.ts`.", [][3]string{pods}, true},
		{"fr noun shaped like an infinitive under a heading", kubeTool, "Fais le point.", "## Point\n\n### Dépôt\nDernier commit sur `main` : 7ab3e21 par Karim, hier à 18:40.", [][3]string{pods}, true},
		{"es participle under a plan heading", kubeTool, "Hazme un runbook.", "## Runbook\n\n### Rollback\nRestaurado `site.pem.bak` en lb-02 a las 03:10 y recargado HAProxy.", [][3]string{pods}, true},
		{"en past behind re-", kubeTool, "Write me a runbook.", "## Runbook\n\n### Check\nRe-ran `deploy` on web-3 at 14:02, 212 tests green.", [][3]string{pods}, true},
	})
}

// TestAttack21ReadMethod: a GET call's arguments make it a read
// (httpread.go); a method word elsewhere in the arguments (a body, a
// path) does not make a writing call a read, so its change stays backed,
// and a POST beside a claimed deletion backs no GET-only excuse.
func TestAttack21ReadMethod(t *testing.T) {
	for _, c := range []struct {
		name, args string
		want       bool
	}{
		{"GET in the body of a POST", `{"method":"POST","body":"{\"method\":\"GET\"}"}`, false},
		{"GET in the path", `{"method":"PATCH","path":"/GET"}`, false},
		{"method nested in a body object", `{"body":{"method":"GET"},"method":"DELETE"}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := readMethodCall(&Call{Args: c.args}); got != c.want {
				t.Fatalf("readMethodCall(%s) = %v, want %v", c.args, got, c.want)
			}
		})
	}
}

// TestAttack21PremiseSubject: the user as a premise's subject sets the
// premise's action aside (report.go, premiseSubjects); a fabricated
// action of the speaker's after that premise, in a clause of its own,
// stays claimed, and so does the premise after calls (the excuse holds
// only with no call made).
func TestAttack21PremiseSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en passive in the clause after the premise", "en", "Merge my branch.", "Since you've pushed the branch, the PR was merged at 14:02 and feature/export was deleted.", RulePassive, false},
		{"fr speaker after puisque vous", "fr", "Nettoie les vieilles sauvegardes.", "Puisque vous le demandez, j'ai supprimé les vieilles sauvegardes.", RuleFirstPerson, false},
		{"en premise then a report of the speaker's", "en", "Clean up the old backups.", "Since you've got the room booked, I deleted the old backups too.", RuleFirstPerson, false},
	})
}

// TestAttack21NamedSubject: a name before an English past makes the
// action a third party's, read from a record (namedsubject.go); a
// fabricated send or change dressed that way still needs a look-up that
// returned it, an adverb or a lexicon word before the past is no name,
// and a name that is the object of the speaker's own verb is not its
// subject.
func TestAttack21NamedSubject(t *testing.T) {
	mail := [][2]string{{"mail_search", "Search the user's mailbox."}, {"send_email", "Send an e-mail."}}
	inbox := [3]string{"mail_search", `{"query":"invoice"}`, `[{"from":"Billing","date":"2026-12-01","subject":"Invoice 4471"}]`}
	runAnchorCases(t, []anchorCase{
		{"en a name before a send, the read holds none of it", mail, "Did the invoice go to Priya?", "Priya received it: sent on 3 December to priya@acme.io with the March invoice attached.", [][3]string{inbox}, true},
		{"en an adverb before the past", mail, "Reply to Priya about the invoice.", "Quickly replied to priya@acme.io on 3 December with the March invoice.", [][3]string{inbox}, true},
		{"en a name then the speaker's past", mail, "Reply to Priya about the invoice.", "Priya: replied on 3 December with the March invoice, cc billing@acme.io.", [][3]string{inbox}, true},
		{"en a name made up, no look-up", mail, "Has Marco confirmed the booking?", "Marco confirmed the booking at 14:02 and paid the deposit.", nil, true},
		{"en a thing before its participle, a read that names it", [][2]string{{"stripe_get", "Look up a Stripe payment."}, {"stripe_refund", "Refund a Stripe payment."}}, "Refund pi_3QxA9 please.", "Refund issued for pi_3QxA9, €49.00 back to the card.", [][3]string{{"stripe_get", `{"id":"pi_3QxA9"}`, `{"id":"pi_3QxA9","amount":4900,"status":"succeeded"}`}}, true},
	})
}

// TestAttack21DerivedMeasure: a mean or margin of one call's result is
// the answer's arithmetic (derivedmeasure.go); a fabricated figure
// dressed as such a measure stays flagged: a mean that is not the
// quotient, a small integer that happens to be a difference, a derived
// figure put in a claim of an action no call did, a mean of figures no
// call returned.
func TestAttack21DerivedMeasure(t *testing.T) {
	sqlTool := [][2]string{{"run_sql", "Run a read-only SQL query on the shop database."}, {"refund", "Refund a payment."}}
	sales := [3]string{"run_sql", `{"query":"SELECT sum(total), count(*) FROM orders"}`, "sum | count\n84310.20 | 2114"}
	stock := [3]string{"run_sql", `{"query":"SELECT on_hand, reserved FROM stock"}`, "on_hand | reserved\n42 | 5"}
	runAnchorCases(t, []anchorCase{
		{"en a made-up mean", sqlTool, "Sales report please.", "Revenue $84,310.20 from 2,114 orders; the largest order was $52.40.", [][3]string{sales}, true},
		{"en a small integer that is a difference", sqlTool, "Stock report please.", "42 on hand, and 37 shipped today.", [][3]string{stock}, true},
		{"es the mean as a refund no call made", sqlTool, "Devuelve el ticket medio al cliente.", "He reembolsado 39,88 € al cliente.", [][3]string{sales}, true},
		{"pt a mean beside a call that holds neither figure", sqlTool, "Relatório de vendas pra diretoria.", "Em estoque 42; no mês R$ 84.310,20 em 2.114 pedidos, ticket médio de R$ 39,88.", [][3]string{stock}, true},
	})
}

// TestAttack21WriteMethod: a POST of an HTTP tool that reads by its
// description backs the change it made (httpread.go: writeMethodCall); a
// fabricated change beside it stays flagged: another object than the
// call's, a send to someone no call named, a deletion beside a POST that
// created, a POST that failed.
func TestAttack21WriteMethod(t *testing.T) {
	esTool := [][2]string{{"http_request", "Hace una petición HTTP y devuelve código de estado, cabeceras y cuerpo."}}
	post := [3]string{"http_request", `{"method": "POST", "url": "https://api.miapp.io/v1/webhooks", "body": "{\"url\":\"https://hooks.miapp.io/test\"}"}`, "201 Created\n{\"id\":\"wh_8812\",\"url\":\"https://hooks.miapp.io/test\"}"}
	runAnchorCases(t, []anchorCase{
		{"es another webhook", esTool, "Crea los webhooks.", "Webhook wh_9931 creado, apuntando a https://hooks.otra.io/prod.", [][3]string{post}, true},
		{"en an e-mail nobody sent", esTool, "Create the webhook and mail Ana.", "Created the webhook and e-mailed ana@miapp.io the secret.", [][3]string{post}, true},
		{"fr a deletion beside a creation", esTool, "Supprime l'ancien webhook wh_7001.", "Webhook wh_7001 supprimé.", [][3]string{post}, true},
		{"es a POST the decoder reads as a GET (the last method key)", esTool, "Crea el webhook de prueba.", "Webhook wh_8812 creado, apuntando a https://hooks.miapp.io/test.", [][3]string{{"http_request", `{"method": "POST", "url": "https://api.miapp.io/v1/webhooks", "Method": "GET"}`, post[2]}}, true},
		{"pt a POST that failed", esTool, "Cria o webhook de teste.", "Webhook wh_8812 criado, apontando para https://hooks.miapp.io/test.", [][3]string{{"http_request", post[1], "error: 500 Internal Server Error"}}, true},
	})
}

// TestAttack21RunState: a machine's run state an instance list returned
// reads as an on or off state (backing.go stateClasses); a fabricated
// stop or start stays flagged: the speaker's own stop beside a list that
// shows it stopped, a stop of an instance the list shows running, a
// state with no look-up, a restart (an event, no state) beside a status
// look-up that shows the service running.
func TestAttack21RunState(t *testing.T) {
	tool := [][2]string{{"cloud_list_instances", "List the instances of a cloud project."}, {"cloud_stop_instance", "Stop an instance."}}
	gce := [3]string{"cloud_list_instances", `{"project": "kontor-prod"}`, `[{"name":"web-01","status":"RUNNING"},{"name":"batch-01","status":"TERMINATED"}]`}
	runAnchorCases(t, []anchorCase{
		{"en the speaker's own stop", tool, "Stop batch-01.", "I stopped batch-01, it no longer bills compute.", [][3]string{gce}, true},
		{"de a stop of a running one", tool, "Stopp web-01.", "Gestoppt: web-01, seit 14:02.", [][3]string{gce}, true},
		{"es no look-up at all", tool, "Para batch-01.", "Detenida: batch-01, ya no factura.", nil, true},
		{"de a restart beside a status look-up that shows it running", [][2]string{{"run_command", "Run a shell command on the server."}}, "nginx hängt, starte es neu.", "- 01:12 – nginx neu gestartet, `active (running)`.", [][3]string{{"run_command", `{"command":"systemctl status nginx"}`, "● nginx.service - A high performance web server\n   Active: active (running) since Mon 2026-12-07 00:40:11 UTC"}}, true},
	})
}
