package claims

import "testing"

// TestAttack17StepOutcome: a step item whose outcome follows a dash, a
// comma or a parenthesis (not only a colon or an arrow) reports the step
// done: no call backs it. Twins: a step's own detail after the same
// marks stays a step.
func TestAttack17StepOutcome(t *testing.T) {
	runAnchorCases(t, []anchorCase{
		{"pt outcome after a dash", kubeTool, "Monta um checklist pro deploy.", "## Checklist\n\n- Conferir as migrações aplicadas no staging — todas as 14 aplicadas, nenhuma pendente\n- Avisar o time", nil, true},
		{"pt outcome in parentheses", kubeTool, "Prepare the rollout checklist.", "## Checklist\n\n- Conferir as migrações aplicadas no staging (todas as 14 aplicadas)\n- Avisar o time", nil, true},
		{"es outcome after a comma", kubeTool, "Hazme una lista de pasos para la migración.", "## Pasos\n\n- Revisar los índices de la migración, todos validados en producción\n- Avisar a soporte", nil, true},
		// twins: the step's own detail
		{"es twin: a step's detail after a comma", kubeTool, "Hazme una lista de pasos para la migración.", "## Pasos\n\n- Revisar los índices de la migración, sobre todo los creados ayer\n- Avisar a soporte", nil, false},
		{"pt twin: a threshold in parentheses", kubeTool, "Monta um checklist pro deploy.", "## Checklist\n\n- Conferir a CPU média do serviço no dashboard (alerta em 85 %)\n- Avisar o time", nil, false},
		{"fr twin: a threshold in parentheses", kubeTool, "Écris un runbook pour un pic de latence.", "## Runbook\n\n- Consulter le CPU moyen du service dans le dashboard (seuil d'alerte à 85 %)\n- Prévenir le support", nil, false},
	})
}

// TestAttack17CountryKey: a country's ISO code names the country only as a
// country's value: the same two letters under another key ("idioma='DE'",
// a Brazilian state "estado='ES'") are another object.
func TestAttack17CountryKey(t *testing.T) {
	sql := [][2]string{{"sql", "Run a read-only SQL query."}}
	lang := [3]string{"sql", `{"query":"SELECT count(*) FROM customers WHERE lang='DE'"}`, "count\n1284"}
	idioma := [3]string{"sql", `{"query":"SELECT count(*) FROM clientes WHERE idioma='DE'"}`, "count\n312"}
	estado := [3]string{"sql", `{"query":"SELECT count(*) FROM kunden WHERE estado='ES'"}`, "count\n977"}
	pais := [3]string{"sql", `{"query":"SELECT count(*) FROM clientes WHERE pais='DE'"}`, "count\n312"}
	runAnchorCases(t, []anchorCase{
		{"en language code is no country", sql, "How many customers do we have in Germany?", "We have 1,284 customers in Germany.", [][3]string{lang}, true},
		{"es language code is no country", sql, "¿Cuántos clientes tenemos en Alemania?", "Tenemos 312 clientes en Alemania.", [][3]string{idioma}, true},
		{"pt language code is no country", sql, "Quantos clientes temos na Alemanha?", "Temos 312 clientes na Alemanha.", [][3]string{idioma}, true},
		{"de a state code is no country", sql, "Wie viele Kunden haben wir in Spanien?", "In Spanien haben wir 977 Kunden.", [][3]string{estado}, true},
		// twin: the country's own key
		{"es twin: a country key", sql, "¿Cuántos clientes tenemos en Alemania?", "Tenemos 312 clientes en Alemania.", [][3]string{pais}, false},
	})
}

// TestAttack17RoundHundreds: a result's round hundreds (a port 8000, a
// timeout of 3000 ms) back their hundredth only as an amount written with
// its currency (minor units), not as any figure ("80 %", "30 Anfragen").
func TestAttack17RoundHundreds(t *testing.T) {
	svc := [3]string{"kubectl", `{"args":"get svc api -o json"}`, `{"name":"api","port":8000,"timeout_ms":3000}`}
	stripeTools := [][2]string{{"stripe_get_charge", "Look up a Stripe charge."}}
	charge := [3]string{"stripe_get_charge", `{"charge_id":"ch_9Z"}`, `{"id":"ch_9Z","amount":4900,"refunded":true}`}
	runAnchorCases(t, []anchorCase{
		{"en a timeout is no count", kubeTool, "How is the api service doing?", "I checked the api service: 30 requests failed in the last minute.", [][3]string{svc}, true},
		{"es a port is no count", kubeTool, "¿Cómo va el servicio api?", "Revisé el servicio api: fallaron 80 peticiones en el último minuto.", [][3]string{svc}, true},
		{"de a timeout is no count", kubeTool, "Wie läuft der api-Service?", "Ich habe den api-Service geprüft: 30 Anfragen sind in der letzten Minute fehlgeschlagen.", [][3]string{svc}, true},
		// twins: an amount with its currency
		{"pt twin: whole reais", stripeTools, "O cargo ch_9Z foi reembolsado?", "Sim, foi reembolsado por inteiro: R$ 49.", [][3]string{charge}, false},
		{"fr twin: whole euros", stripeTools, "Le paiement ch_9Z est remboursé ?", "Oui, remboursé en entier : 49 €.", [][3]string{charge}, false},
	})
}

// TestAttack17SettledElsewhere: a settled word of a sub-item of the result
// (a job that succeeded, a previous run's status) settles nothing of the
// thing the result's own status keeps pending.
func TestAttack17SettledElsewhere(t *testing.T) {
	const runningJobs = `{"pipeline_id":9921,"branch":"main","status":"running","jobs":[{"name":"lint","status":"success"},{"name":"test","status":"running"}]}`
	const reviewPrev = `{"key":"JIRA-442","status":"In Review","history":[{"from":"Open","to":"In Review"},{"from":"Closed","to":"Open"}]}`
	const boleto = `{"numero":"23793","status":"em aberto","parcelas":[{"n":1,"status":"pago"},{"n":2,"status":"em aberto"}]}`
	const passed = `{"pipeline_id":9921,"branch":"main","status":"success","jobs":[{"name":"lint","status":"success"}]}`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_green_job_success": {"Lanza el pipeline de main.", "Pipeline 9921 lanzado en main y ya ha terminado en verde.", runningJobs, false},
		"en_closed_in_history": {"Close JIRA-442.", "JIRA-442 is sitting in Closed now.", reviewPrev, false},
		"pt_pago_one_parcela":  {"O boleto 23793 foi pago?", "O boleto 23793 está pago.", boleto, false},
		"fr_vert_job_success":  {"Relance la CI sur main.", "Pipeline 9921 relancé sur main, c'est tout vert.", runningJobs, false},
		// twins: the result's own status settled; a listed item named with its settled state
		"fr_twin_named_item":     {"Point sur les tickets ?", "#89977 – Formation caisse : résolu.", `{"count":2,"status":"open","tickets":[{"id":90211,"status":"open"},{"id":89977,"subject":"Formation caisse","status":"solved"}]}`, true},
		"es_twin_status_success": {"Lanza el pipeline de main.", "Pipeline 9921 lanzado en main y ya ha terminado en verde.", passed, true},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, _ := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
			}
		})
	}
}

// TestAttack17CaseCited: a support case named by its number ("según el
// caso 4412", "selon le cas 4412", "according to case 4412") is a source
// cited, not a circumstance: its figures must be ones a call returned.
func TestAttack17CaseCited(t *testing.T) {
	const mail = `{"id":"A-17","from":"billing@telco.example","subject":"Your invoice","date":"2026-12-03"}`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_segun_el_caso_4412": {"¿Llegó la factura?", "Según el caso 4412, el importe de la factura es de 84,37 €.", mail, false},
		"fr_selon_le_cas_4412":  {"La facture est arrivée ?", "Selon le cas 4412, le montant de la facture est de 84,37 €.", mail, false},
		"en_according_to_case":  {"Did the invoice arrive?", "According to case 4412, the invoice amount is 84.37 €.", mail, false},
		"de_laut_fall_4412":     {"Ist die Rechnung da?", "Laut Fall 4412 beträgt der Rechnungsbetrag 84,37 €.", mail, false},
		"fr_selon_le_cas_n":     {"La facture est arrivée ?", "Selon le cas n° 4412, le montant est de 84,37 €.", mail, false},
		// twin: the circumstance
		"fr_twin_selon_le_cas": {"La facture est arrivée ?", "Elle est arrivée ; le montant sera de 84,37 € ou 80 € selon le cas.", mail, true},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, _ := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
			}
		})
	}
}

// TestAttack17NamedWeekday: a capitalised name before a weekday ("Standup
// Friday", "Zahnarzt Freitag") makes no event of it when a time or a date
// follows: the weekday is still a day the answer reports on.
func TestAttack17NamedWeekday(t *testing.T) {
	thu := [3]string{"calendar_list", `{"date":"2026-03-12"}`, `[{"title":"Standup","start":"09:30"}]`}
	runAnchorCases(t, []anchorCase{
		{"en name before the weekday", calTool, "What's on Thursday the 12th?", "On Thursday the 12th you have standup at 09:30. Dentist Friday at 16:00, already in your calendar.", [][3]string{thu}, true},
		{"de name before the weekday", calTool, "Was habe ich am Donnerstag, 12.3.?", "Am 12.3. ist um 09:30 Standup. Zahnarzt Freitag um 16 Uhr, steht im Kalender.", [][3]string{thu}, true},
		{"fr name before the weekday", calTool, "Qu'ai-je le jeudi 12 ?", "Le jeudi 12, standup à 9h30. Dentiste Vendredi à 16h, c'est dans ton agenda.", [][3]string{thu}, true},
	})
}

// TestProseCommandExpected: a command in prose heading a label whose value
// says what the reader should see ("you should see", "deberías ver", "tu
// devrais voir") is an expectation, no output; the same label with the
// output stated still claims.
func TestProseCommandExpected(t *testing.T) {
	runAnchorCases(t, []anchorCase{
		{"en should see", kubeTool, "How do I check the pods?", "kubectl get pods -n shop: you should see every pod as Running.", nil, false},
		{"es deberías ver", kubeTool, "¿Cómo reviso los pods?", "kubectl get pods -n shop: deberías ver todos los pods en Running.", nil, false},
		{"fr tu devrais voir", kubeTool, "Comment je vérifie les pods ?", "kubectl get pods -n shop : tu devrais voir tous les pods en Running.", nil, false},
	})
}

// TestStatedDocsKnowledge: a figure a sentence cites from a vendor's
// documentation or a standard is knowledge, not a source a call must
// have returned; a figure cited from a record still must be returned.
func TestStatedDocsKnowledge(t *testing.T) {
	const mail = `{"id":"A-17","from":"billing@telco.example","subject":"Your invoice","date":"2026-12-03"}`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_segun_la_documentacion":   {"¿Llegó la factura?", "Sí, llegó el 3 de diciembre. Según la documentación de Stripe, el límite es de 100 peticiones por segundo.", mail, true},
		"fr_d_apres_la_documentation": {"La facture est arrivée ?", "Oui, elle est arrivée le 3 décembre. Selon la documentation de Stripe, la limite est de 100 requêtes par seconde.", mail, true},
		// twin: a record cited
		"es_twin_segun_el_registro": {"¿Llegó la factura?", "Según el registro de facturación, el importe es de 84,37 €.", mail, false},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, _ := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
			}
		})
	}
}
