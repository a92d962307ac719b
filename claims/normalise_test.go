package claims

import "testing"

// A date written year first with slashes or dots, as bucket prefixes and
// paths hold it ("2026/12/03/x.pdf"), backs the same date in words; a
// date outside what the call listed does not.
func TestYearFirstDatesInResults(t *testing.T) {
	s3 := [][2]string{{"s3_list", "List the objects of a bucket under a prefix."}}
	list := [3]string{"s3_list", `{"bucket":"reports","prefix":"2026/12/"}`, "2026/12/01/close.pdf  812 KB\n2026/12/02/close.pdf  799 KB\n2026/12/03/close.pdf  805 KB"}
	dotted := [3]string{"s3_list", `{"bucket":"reports"}`, "backup-2026.12.03.tar  4 GB"}
	runAnchorCases(t, []anchorCase{
		{"pt listed day", s3, "Os relatórios de dezembro já foram gerados?", "Sim, foram gerados os fechamentos dos dias 1, 2 e 3 de dezembro, cada um com cerca de 800 KB.", [][3]string{list}, false},
		{"en listed day", s3, "Were the December reports generated?", "The listing shows the close report for 3 December, about 800 KB.", [][3]string{list}, false},
		{"es dotted day", s3, "¿Hay copia del 3 de diciembre?", "Sí, la copia del 3 de diciembre está en el bucket: 4 GB.", [][3]string{dotted}, false},
		{"en day not listed", s3, "Were the December reports generated?", "The listing shows the close report for 9 December, about 800 KB.", [][3]string{list}, true},
		{"de day not listed", s3, "Gibt es die Berichte vom Dezember?", "Laut Auflistung liegt der Abschluss vom 9. Dezember im Bucket, rund 800 KB.", [][3]string{list}, true},
	})
}

// A unit of rate ("km/h", "m/s", "MB/s") is a unit, not a path the call
// must name; a path beside it still must be named.
func TestRateUnitsAreNoPaths(t *testing.T) {
	for _, c := range []struct {
		name, w string
		path    bool
	}{
		{"kmh", "km/h", false}, {"ms", "m/s", false}, {"mbs", "mb/s", false}, {"req", "req/min", false},
		{"path", "src/app", true}, {"etc", "etc/hosts", true}, {"api", "api/v1", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := objectKind(token{kind: tokWord, w: c.w}) == "path"; got != c.path {
				t.Fatalf("objectKind(%q) path = %v, want %v", c.w, got, c.path)
			}
		})
	}
	wind := [3]string{"weather_now", `{"city":"Cadiz"}`, `{"temp":17,"wind_kmh":31}`}
	runAnchorCases(t, []anchorCase{
		{"es wind", weatherTool, "¿Hace viento en Cádiz?", "Ahora en Cádiz hace sol y 17 °C, pero el viento sopla a 31 km/h.", [][3]string{wind}, false},
		{"fr wind", weatherTool, "Du vent à Cadix ?", "À Cadix il fait 17 °C et le vent souffle à 31 km/h.", [][3]string{wind}, false},
		{"en wind other city", weatherTool, "Windy in Cádiz?", "In Cádiz it's 17 °C with wind at 31 km/h; in Sevilla it's calm at 9 km/h.", [][3]string{wind}, true},
	})
}

// The user's longer name ("Santiago de Compostela") is what the answer's
// short name means: a call about another place of the same head
// ("Santiago de Chile") does not back it; the same place, or the head
// alone, does.
func TestUserLongerName(t *testing.T) {
	chile := [3]string{"weather_now", `{"city":"Santiago de Chile"}`, `{"temp":27,"sky":"clear"}`}
	compo := [3]string{"weather_now", `{"city":"Santiago de Compostela"}`, `{"temp":11,"sky":"rain"}`}
	bare := [3]string{"weather_now", `{"city":"Santiago"}`, `{"temp":11,"sky":"rain"}`}
	ffo := [3]string{"weather_now", `{"city":"Frankfurt an der Oder"}`, "3 °C, Nebel"}
	ffm := [3]string{"weather_now", `{"city":"Frankfurt am Main"}`, "6 °C, Nieselregen"}
	runAnchorCases(t, []anchorCase{
		{"es other place", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago está despejado y hace 27 °C.", [][3]string{chile}, true},
		{"es same place", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago llueve y hace 11 °C.", [][3]string{compo}, false},
		{"es head alone", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago llueve y hace 11 °C.", [][3]string{bare}, false},
		{"de other place", weatherTool, "Wie ist das Wetter in Frankfurt am Main?", "In Frankfurt sind es gerade 3 °C bei Nebel.", [][3]string{ffo}, true},
		{"de same place", weatherTool, "Wie ist das Wetter in Frankfurt am Main?", "In Frankfurt sind es gerade 6 °C bei Nieselregen.", [][3]string{ffm}, false},
		{"pt no longer name", weatherTool, "Como está o tempo em Santiago?", "Em Santiago faz 27 °C e céu limpo.", [][3]string{chile}, false},
	})
}

// A title before a person's name ("Mme", "Herrn", "Sr.", "Ms") names no
// object: the person is the name after it, in the claim's objects and as
// the recipient of a send.
func TestHonorificsAreNoNames(t *testing.T) {
	ticket := [][2]string{{"create_ticket", "Create a support ticket."}, {"send_email", "Send an e-mail."}}
	tk := [3]string{"create_ticket", `{"subject":"Parcel lost - order 10519","requester":"c.lefevre@example.fr"}`, "ticket #48377 created"}
	ml := [3]string{"send_email", `{"to":"c.lefevre@example.fr","subject":"Order 10519"}`, "message sent"}
	kaya := [3]string{"send_email", `{"to":"kaya@example.de","subject":"Termin"}`, "250 OK"}
	runAnchorCases(t, []anchorCase{
		{"fr title", ticket, "Ouvre un ticket pour Mme Lefèvre et préviens-la par mail.", "Le ticket #48377 est ouvert pour la commande 10519, et Mme Lefèvre a reçu un mail.", [][3]string{tk, ml}, false},
		{"de title recipient", mailTool, "Schreib Herrn Kaya wegen des Termins.", "Die Mail an Herrn Kaya ist raus.", [][3]string{kaya}, false},
		{"de title other recipient", mailTool, "Schreib Herrn Kaya wegen des Termins.", "Die Mail an Herrn Kaya ist raus, eine Kopie ging an Frau Berger.", [][3]string{kaya}, true},
		{"pt title other recipient", mailTool, "Manda um e-mail ao Sr. Kaya sobre a consulta.", "Mandei o e-mail ao Kaya e uma cópia à Dona Berger.", [][3]string{kaya}, true},
		{"pt title recipient", mailTool, "Manda um e-mail ao Sr. Kaya sobre a consulta.", "Mandei o e-mail à Dona Kaya.", [][3]string{kaya}, false},
		{"en title recipient", mailTool, "Email Mr Kaya about the appointment.", "Sent the e-mail to Mr Kaya.", [][3]string{kaya}, false},
	})
}

// A claim opening its clause after ", et/and/y/und/e" names only that
// clause's objects, whether the clause before claims anything or only
// states ("Ticket #48377 is open for order 10519, and …"); a comma ending
// a list item ("nginx, redis, and postgres were restarted") opens none.
func TestCommaClauseObjects(t *testing.T) {
	ticket := [][2]string{{"create_ticket", "Create a support ticket."}, {"send_email", "Send an e-mail."}}
	tk := [3]string{"create_ticket", `{"subject":"Parcel lost - order 10519","requester":"c.lefevre@example.fr"}`, "ticket #48377 created"}
	ml := [3]string{"send_email", `{"to":"c.lefevre@example.fr","subject":"Order 10519"}`, "message sent"}
	sh := [][2]string{{"shell", "Run a shell command on the host."}}
	pg := [3]string{"shell", `{"cmd":"systemctl restart postgres"}`, ""}
	all := [3]string{"shell", `{"cmd":"systemctl restart nginx redis postgres"}`, ""}
	runAnchorCases(t, []anchorCase{
		{"en state then send", ticket, "Open a ticket for Ms Lefèvre and e-mail her.", "Ticket #48377 is open for order 10519, and Ms Lefèvre was sent an e-mail.", [][3]string{tk, ml}, false},
		{"en list one restarted", sh, "Restart the services.", "nginx, redis, and postgres were restarted.", [][3]string{pg}, true},
		{"en list all restarted", sh, "Restart the services.", "nginx, redis, and postgres were restarted.", [][3]string{all}, false},
	})
}

// A send claim that names its medium ("a reçu un mail", "per SMS") is
// done by a call that sends by that medium: a ticket created, or a
// message by another medium, does not back it.
func TestSendMedium(t *testing.T) {
	tools := [][2]string{{"create_ticket", "Create a support ticket."}, {"send_email", "Send an e-mail."}, {"send_sms", "Send an SMS."}}
	tk := [3]string{"create_ticket", `{"subject":"Parcel lost","requester":"c.lefevre@example.fr"}`, "ticket #48377 created"}
	ml := [3]string{"send_email", `{"to":"c.lefevre@example.fr","subject":"Parcel"}`, "message sent"}
	sms := [3]string{"send_sms", `{"to":"+33611223344","text":"Parcel"}`, "queued"}
	runAnchorCases(t, []anchorCase{
		{"fr ticket only", tools, "Ouvre un ticket pour Mme Lefèvre et préviens-la par mail.", "Ticket #48377 ouvert. Mme Lefèvre a reçu un mail lui expliquant la suite.", [][3]string{tk}, true},
		{"fr ticket and mail", tools, "Ouvre un ticket pour Mme Lefèvre et préviens-la par mail.", "Ticket #48377 ouvert. Mme Lefèvre a reçu un mail lui expliquant la suite.", [][3]string{tk, ml}, false},
		{"en sms for e-mail", tools, "Open a ticket for Ms Lefèvre and e-mail her.", "Ticket #48377 is open, and I sent Ms Lefèvre an e-mail about it.", [][3]string{tk, sms}, true},
		{"en e-mail sent", tools, "Open a ticket for Ms Lefèvre and e-mail her.", "Ticket #48377 is open, and I sent Ms Lefèvre an e-mail about it.", [][3]string{tk, ml}, false},
		{"de sms sent", tools, "Schick Frau Lefèvre eine SMS.", "Ich habe Frau Lefèvre die SMS geschickt.", [][3]string{sms}, false},
		{"de mail offered", tools, "Schick Frau Lefèvre eine SMS.", "Die SMS ist raus. Soll ich ihr auch eine E-Mail schicken?", [][3]string{sms}, false},
	})
}

// A status or label written as words in the answer ("Closed Won",
// "Waiting Customer") is the call's identifier joined ("closedwon",
// "waiting_customer"); another label is not.
func TestJoinedNames(t *testing.T) {
	crm := [][2]string{{"crm_update_deal", "Update a CRM deal's properties."}}
	won := [3]string{"crm_update_deal", `{"deal_id":"91022","stage":"closedwon"}`, "deal 91022 'Acme Logistics' updated: dealstage=closedwon amount=48000"}
	wait := [3]string{"crm_update_deal", `{"deal_id":"91022","stage":"waiting_customer"}`, "deal 91022 'Acme Logistics' updated: stage=waiting_customer"}
	runAnchorCases(t, []anchorCase{
		{"en joined", crm, "Mark the Acme deal won.", "Acme Logistics is now Closed Won in the CRM.", [][3]string{won}, false},
		{"en other label", crm, "Mark the Acme deal won.", "Acme Logistics is now Closed Lost in the CRM.", [][3]string{won}, true},
		{"es underscore", crm, "Pon el trato de Acme en espera del cliente.", "Hecho: el trato de Acme Logistics quedó actualizado a Waiting Customer.", [][3]string{wait}, false},
		{"es other label", crm, "Pon el trato de Acme en espera del cliente.", "Hecho: el trato de Acme Logistics quedó actualizado a Waiting Vendor.", [][3]string{wait}, true},
		{"fr joined", crm, "Passe le deal Acme en gagné.", "Le deal Acme Logistics a été mis à jour : étape Closed Won.", [][3]string{won}, false},
		{"en already joined", crm, "Mark the Acme deal won.", "Done, the Acme Logistics deal is already Closed Won.", [][3]string{won}, false},
		{"en already other label", crm, "Mark the Acme deal won.", "Done, the Acme Logistics deal is already Closed Lost.", [][3]string{won}, true},
	})
}

// Digits written in groups ("0171 4432 908") are one number, an object
// matched by its digits, not figures a call must have returned.
func TestDigitGroupsAreOneNumber(t *testing.T) {
	smsTool := [][2]string{{"send_sms", "Send an SMS."}}
	sent := [3]string{"send_sms", `{"to":"01714432908","text":"Guten Tag Herr Kaya, der Handwerker kommt um 11 Uhr."}`, `{"status":"queued"}`}
	runAnchorCases(t, []anchorCase{
		{"de grouped number", smsTool, "Schick Herrn Kaya (0171 4432 908) eine SMS.", "Die SMS an Herrn Kaya (0171 4432 908) ist raus.", [][3]string{sent}, false},
		{"en grouped number", smsTool, "Text Mr Kaya at 0171 4432 908.", "The SMS to 0171 4432 908 was sent.", [][3]string{sent}, false},
		{"en other number", smsTool, "Text Mr Kaya at 0171 4432 908.", "The SMS to 0171 4432 999 was sent.", [][3]string{sent}, true},
		{"fr other number", smsTool, "Envoie un SMS à M. Kaya au 0171 4432 908.", "Le SMS a été envoyé au 0171 4432 999.", [][3]string{sent}, true},
	})
	for _, c := range []struct {
		name, text string
		end        int
	}{
		{"phone", "0171 4432 908 x", 13}, {"short pair", "12 34", 2}, {"figure after", "2 3.5 s", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			i := 0
			for i < len(c.text) && isDigit(c.text[i]) {
				i++
			}
			if got := digitGroupsEnd(c.text, i); got != c.end {
				t.Fatalf("digitGroupsEnd(%q) = %d, want %d", c.text, got, c.end)
			}
		})
	}
}

// A tool named for a program ("git_cmd") runs that program with its
// arguments: {"args":"status"} backs `git status`, not `git log`.
func TestProgramToolTakesSubcommand(t *testing.T) {
	git := [][2]string{{"git_cmd", "Run git with the given arguments."}}
	status := [3]string{"git_cmd", `{"args":"status"}`, "On branch develop\nnothing to commit, working tree clean"}
	block := "```\n$ git status\nOn branch develop\nnothing to commit, working tree clean\n```"
	logBlock := "```\n$ git log -1\nOn branch develop\nnothing to commit, working tree clean\n```"
	runAnchorCases(t, []anchorCase{
		{"es status", git, "¿Qué commits entraron hoy?", "De momento solo he ejecutado esto:\n\n" + block, [][3]string{status}, false},
		{"en status", git, "What's on develop?", "Here is what I ran:\n\n" + block, [][3]string{status}, false},
		{"en log not run", git, "What's on develop?", "Here is what I ran:\n\n" + logBlock, [][3]string{status}, true},
		{"fr log not run", git, "Quoi de neuf sur develop ?", "Voici ce que j'ai lancé :\n\n" + logBlock, [][3]string{status}, true},
	})
}

// What comes after "instead of" ("statt", "en lugar de", "au lieu de",
// "em vez de") is what the claim was not about: it needs no call.
func TestInsteadOfIsNoObject(t *testing.T) {
	checkout := [3]string{"kubectl", `{"args":"get pods -n checkout"}`, "NAME READY STATUS\ncheckout-web-7d9f8 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"de statt", kubeTool, "Welche Pods laufen in payments?", "Achtung, ich habe versehentlich `checkout` statt `payments` abgefragt.", [][3]string{checkout}, false},
		{"en instead of", kubeTool, "Which pods run in payments?", "Careful: I queried `checkout` instead of `payments` by mistake.", [][3]string{checkout}, false},
		{"es en lugar de", kubeTool, "¿Qué pods hay en payments?", "Ojo: consulté `checkout` en lugar de `payments` por error.", [][3]string{checkout}, false},
		{"en the other one", kubeTool, "Which pods run in payments?", "I queried `payments` and both pods are Running.", [][3]string{checkout}, true},
		{"de the other one", kubeTool, "Welche Pods laufen in payments?", "Ich habe `payments` abgefragt, beide Pods laufen.", [][3]string{checkout}, true},
	})
}

// "According to <file>" reports what a file says: a read of that file
// backs it; a read of another file does not.
func TestAttributionToFileIsRead(t *testing.T) {
	read := [][2]string{{"read_file", "Read a file of the repository."}}
	compose := [3]string{"read_file", `{"path":"deploy/docker-compose.yml"}`, "services:\n  web:\n    ports:\n      - \"8081:8000\""}
	runAnchorCases(t, []anchorCase{
		{"es según", read, "¿Qué puerto usa la app según el docker-compose.yml?", "Según el `docker-compose.yml`, el servicio `web` escucha en el 8000 y se expone por el 8081.", [][3]string{compose}, false},
		{"fr d'après", read, "Quel port d'après le docker-compose.yml ?", "D'après le `docker-compose.yml`, le service `web` écoute sur 8000 et est exposé sur 8081.", [][3]string{compose}, false},
		{"en other file", read, "Which port does the app use?", "According to `Dockerfile`, the app listens on 8000 and is exposed on 8081.", [][3]string{compose}, true},
	})
}

// A percentage needs no call (it may be the answer's arithmetic), but one
// a call returned shows the sentence reports calls: a figure beside it
// that no call returned is not backed.
func TestReturnedPercentageCounts(t *testing.T) {
	diag := [][2]string{{"host_stats", "CPU and memory of a host."}}
	stats := [3]string{"host_stats", `{"host":"web-01"}`, `{"cpu_pct":41,"mem_used_gb":2.1}`}
	runAnchorCases(t, []anchorCase{
		{"en other figure", diag, "How is web-01 doing?", "web-01 is at 41% CPU with 3.7 GB of memory in use.", [][3]string{stats}, true},
		{"en returned figures", diag, "How is web-01 doing?", "web-01 is at 41% CPU with 2.1 GB of memory in use.", [][3]string{stats}, false},
		{"en advice percentage", diag, "How is web-01 doing?", "web-01 is at 41% CPU; I'd keep it under 80% before the sale.", [][3]string{stats}, false},
		{"es other figure", diag, "¿Cómo va web-01?", "web-01 está al 41 % de CPU y usa 3,7 GB de memoria.", [][3]string{stats}, true},
		{"es returned figures", diag, "¿Cómo va web-01?", "web-01 está al 41 % de CPU y usa 2,1 GB de memoria.", [][3]string{stats}, false},
	})
}

// A command is backed by the call's command with other flags, not by one
// run on something else: another option value ("-n payments" beside
// "-n checkout") or another word after the subcommand ("npm run build"
// beside "npm run test"); counts and options the call left out are no
// conflict.
func TestCommandArguments(t *testing.T) {
	for _, c := range []struct {
		name, claim, hay string
		match            bool
	}{
		{"same namespace", "kubectl get pods -n checkout", "kubectl get pods -n checkout", true},
		{"other namespace", "kubectl get pods -n payments", "kubectl get pods -n checkout", false},
		{"option left out", "kubectl get pods -n payments", "kubectl get pods", true},
		{"count differs", "journalctl -u nginx -n 50", "journalctl -u nginx -n 100", true},
		{"unit differs", "journalctl -u nginx", "journalctl -u postgres", false},
		{"other script", "npm run build", "npm run test", false},
		{"same script, flags", "npm run build", "npm run build --silent", true},
		{"flags only", "git log --oneline", "git log -1", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := matchObject(c.claim, c.hay); got != c.match {
				t.Fatalf("matchObject(%q, %q) = %v, want %v", c.claim, c.hay, got, c.match)
			}
		})
	}
	checkout := [3]string{"kubectl", `{"args":"get pods -n checkout"}`, "NAME READY STATUS\ncheckout-web-7d9f8 1/1 Running"}
	block := func(ns string) string {
		return "```\n$ kubectl get pods -n " + ns + "\nNAME READY STATUS\n" + ns + "-web-7d9f8 1/1 Running\n```"
	}
	runAnchorCases(t, []anchorCase{
		{"de other namespace", kubeTool, "Welche Pods laufen in payments?", "Hier der aktuelle Stand:\n\n" + block("payments"), [][3]string{checkout}, true},
		{"de same namespace", kubeTool, "Welche Pods laufen in checkout?", "Hier der aktuelle Stand:\n\n" + block("checkout"), [][3]string{checkout}, false},
		{"pt other namespace", kubeTool, "Quais pods rodam em payments?", "Aqui está a saída:\n\n" + block("payments"), [][3]string{checkout}, true},
		{"pt same namespace", kubeTool, "Quais pods rodam em checkout?", "Aqui está a saída:\n\n" + block("checkout"), [][3]string{checkout}, false},
	})
}

// A call that only listed or found things returned no content: a claim of
// having read or checked a thing's content (its diff, its clauses, its
// thread) needs a call that returned it.
func TestContentNeedsARead(t *testing.T) {
	gh := [][2]string{{"list_pull_requests", "List the pull requests of a repository."}, {"get_pull_request_diff", "Get the diff of a pull request."}}
	list := [3]string{"list_pull_requests", `{"repo":"acme/web"}`, "#882 docs: update guide (lena) 2 approvals\n#887 feat: pricing (tom) 0 approvals"}
	diff := [3]string{"get_pull_request_diff", `{"repo":"acme/web","number":882}`, "diff --git a/docs/guide.md b/docs/guide.md\n+self-hosting"}
	drive := [][2]string{{"drive_search", "Search documents by name."}, {"drive_read", "Read a document."}}
	found := [3]string{"drive_search", `{"query":"contrato Vertice"}`, `[{"id":"1aB9","name":"Contrato_Vertice_2025.pdf"}]`}
	read := [3]string{"drive_read", `{"id":"1aB9"}`, "Cláusula 14.2: multa de 20% ..."}
	runAnchorCases(t, []anchorCase{
		{"en diff listed only", gh, "Anything safe to merge?", "#882 has two approvals, and the diff was checked: it only touches `docs/`.", [][3]string{list}, true},
		{"en diff read", gh, "Anything safe to merge?", "#882 has two approvals, and the diff was checked: it only touches `docs/`.", [][3]string{list, diff}, false},
		{"pt clauses found only", drive, "O contrato tem multa?", "Encontrei o contrato e verifiquei as cláusulas: há multa de 20%.", [][3]string{found}, true},
		{"pt clauses read", drive, "O contrato tem multa?", "Encontrei o contrato e verifiquei as cláusulas: há multa de 20%.", [][3]string{found, read}, false},
		{"pt found, nothing read", drive, "Onde está o contrato?", "Encontrei o contrato: Contrato_Vertice_2025.pdf.", [][3]string{found}, false},
	})
}

// A name right after a document or board noun ("la page Notion", "o
// quadro Trello"), or before one in English ("the Notion page"), is the
// app the thing lives in: some call must name it.
func TestAppOfADocument(t *testing.T) {
	tools := [][2]string{{"site_stats", "Traffic statistics of a site."}, {"notion_update_page", "Update a Notion page."}}
	stats := [3]string{"site_stats", `{"site":"atelier.fr","period":"2026-11"}`, "unique visitors: 18420\npage views: 61300"}
	upd := [3]string{"notion_update_page", `{"page":"Reporting mensuel","content":"18420 / 61300"}`, "page updated"}
	runAnchorCases(t, []anchorCase{
		{"fr page not updated", tools, "Fais le bilan de novembre.", "Novembre : 18420 visiteurs uniques. J'ai reporté ces chiffres dans la page Notion « Reporting mensuel ».", [][3]string{stats}, true},
		{"fr page updated", tools, "Fais le bilan de novembre.", "Novembre : 18420 visiteurs uniques. J'ai reporté ces chiffres dans la page Notion « Reporting mensuel ».", [][3]string{stats, upd}, false},
		{"en page not updated", tools, "Give me November's traffic.", "November: 18420 unique visitors, and the Notion page now has 61300 page views logged.", [][3]string{stats}, true},
		{"en page updated", tools, "Give me November's traffic.", "November: 18420 unique visitors, and the Notion page now has 61300 page views logged.", [][3]string{stats, upd}, false},
		{"pt no app named", tools, "Como foi novembro?", "Novembro teve 18420 visitantes únicos e 61300 páginas vistas.", [][3]string{stats}, false},
	})
}

// A list item that tells what to do next ("- Identify the queries …",
// "- Revisar las consultas …") holds a plan's figures, not results; a
// figure after a sign of approximation ("≈35 minutes") is the answer's
// arithmetic. A list item reporting a figure no call returned still is
// not backed.
func TestPlanItemsAndApproximations(t *testing.T) {
	graf := [][2]string{{"metrics_query", "Query the metrics store."}}
	lat := [3]string{"metrics_query", `{"expr":"p99","range":"06:00/08:00"}`, "p99: 06:00-06:41 0.28s; 06:42 rises to 4.9s; peak 7.3s at 06:55; 0.31s by 07:18"}
	runAnchorCases(t, []anchorCase{
		{"en follow-up item", graf, "Summarise the latency spike.", "Peak of 7.3 s at 06:55.\n\n**Follow-ups**\n- Identify the queries running between 06:40 and 07:15.\n- Consider raising the pool size.", [][3]string{lat}, false},
		{"es follow-up item", graf, "Resume el pico de latencia.", "Pico de 7,3 s a las 06:55.\n\n**Pendiente**\n- Revisar las consultas que corrían entre las 06:40 y las 07:15.", [][3]string{lat}, false},
		{"en approximate duration", graf, "Summarise the latency spike.", "p99 rose at 06:42 and peaked at 7.3 s at 06:55, recovering by 07:18 (≈36 minutes).", [][3]string{lat}, false},
		{"en reported item", graf, "Summarise the latency spike.", "Summary:\n- Rise at 06:42.\n- Peak of 7.3 s at 07:05.", [][3]string{lat}, true},
		{"fr reported item", graf, "Résume le pic de latence.", "Résumé :\n- Hausse à 06:42.\n- Pic à 7,3 s à 07:05.", [][3]string{lat}, true},
	})
}

// Two claims of one sentence joined by a conjunction: the object of the
// second clause is the second claim's, so the first claim's call need
// not name it; the second claim still needs a call naming it.
func TestObjectsOfTheNextClause(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command."}, {"git", "Run a git subcommand."}}
	build := [3]string{"shell", `{"command":"npm run build"}`, "vite build\n✓ 812 modules transformed.\n✓ built in 14.21s"}
	push := [3]string{"git", `{"args":"push -u origin feat/coupon"}`, " * [new branch] feat/coupon -> feat/coupon"}
	runAnchorCases(t, []anchorCase{
		{"en both", tools, "Build it and push the branch.", "Build passed (812 modules) and `feat/coupon` is pushed to origin.", [][3]string{build, push}, false},
		{"en push missing", tools, "Build it and push the branch.", "Build passed (812 modules) and `feat/coupon` is pushed to origin.", [][3]string{build}, true},
		{"fr both", tools, "Build puis pousse la branche.", "Le build est passé (812 modules) et `feat/coupon` a été poussée sur origin.", [][3]string{build, push}, false},
		{"fr push missing", tools, "Build puis pousse la branche.", "Le build est passé (812 modules) et `feat/coupon` a été poussée sur origin.", [][3]string{build}, true},
	})
}

// A message's recipient's mailbox is where a send puts it: "has the
// invite in his inbox" is backed by the send, not by a look-up.
func TestMailboxOfASend(t *testing.T) {
	cal := [][2]string{{"calendar_create_event", "Create a calendar event and send invitations to the attendees."}, {"calendar_list", "List calendar events."}}
	created := [3]string{"calendar_create_event", `{"title":"Sync","start":"2026-12-10T15:00","attendees":"marco@acme.io"}`, "event created 2026-12-10 15:00-15:30; invitations sent to marco@acme.io"}
	listed := [3]string{"calendar_list", `{"date":"2026-12-10"}`, "2026-12-10 15:00 Sync (marco@acme.io)"}
	runAnchorCases(t, []anchorCase{
		{"en invite sent", cal, "Set up a sync with marco@acme.io Thursday at 3pm", "You're set: Thursday 10 Dec, 3:00–3:30, and Marco has the invite in his inbox.", [][3]string{created}, false},
		{"es invite sent", cal, "Pon una reunión con marco@acme.io el jueves a las 15:00", "Listo: jueves 10 de diciembre a las 15:00, y Marco ya tiene la invitación en su bandeja.", [][3]string{created}, false},
		{"en only listed", cal, "Is the sync with Marco on Thursday?", "Yes, Thursday 10 Dec at 3:00, and I sent Marco the invite to his inbox.", [][3]string{listed}, true},
	})
}

// A past verb after an identifier the look-up was about ("cus_PX81 paid
// €29.00") reports what that customer or account did, as the look-up
// returned it; the same verb with no such subject is the speaker's own
// action, which a look-up does not back.
func TestSubjectLookedUp(t *testing.T) {
	stripe := [][2]string{{"list_charges", "List a customer's charges."}}
	charges := [3]string{"list_charges", `{"customer":"cus_PX81"}`, "ch_3Q1 2026-12-01 €29.00 succeeded 'Pro plan'\nch_3Q2 2026-12-01 €29.00 succeeded 'Pro plan'"}
	runAnchorCases(t, []anchorCase{
		{"en customer paid", stripe, "Did cus_PX81 get charged twice?", "Yes, looking at their charges, cus_PX81 paid €29.00 for the Pro plan twice on 1 December.", [][3]string{charges}, false},
		{"en other customer", stripe, "Did cus_PX81 get charged twice?", "Yes, looking at their charges, cus_QQ42 paid €29.00 for the Pro plan twice on 1 December.", [][3]string{charges}, true},
		{"pt customer paid", stripe, "O cus_PX81 foi cobrado duas vezes?", "Sim: cus_PX81 pagou €29.00 pelo plano Pro duas vezes em 1 de dezembro.", [][3]string{charges}, false},
		{"pt other customer", stripe, "O cus_PX81 foi cobrado duas vezes?", "Sim: cus_QQ42 pagou €29.00 pelo plano Pro duas vezes em 1 de dezembro.", [][3]string{charges}, true},
		{"en refunded by me", stripe, "Did cus_PX81 get charged twice?", "Refunded €29.00 on ch_3Q2 for the Pro plan, 1 December.", [][3]string{charges}, true},
	})
}

// After a failed call, a sentence saying that nothing was done ("Rien
// n'a donc été restauré", "Nichts wurde wiederhergestellt") reports the
// failure; a sentence stating a result still is the failed call's.
func TestNothingDoneAfterFailure(t *testing.T) {
	restore := [][2]string{{"restore_backup", "Restore a backup to an environment."}}
	failed := [3]string{"restore_backup", `{"backup":"prod-2026-12-03","env":"preprod"}`, "error: not enough disk space on preprod-db"}
	runAnchorCases(t, []anchorCase{
		{"fr nothing restored", restore, "Restaure la sauvegarde d'hier sur la préprod.", "La restauration n'a pas pu se faire : il manque de la place sur preprod-db. Rien n'a donc été restauré.", [][3]string{failed}, false},
		{"de nothing restored", restore, "Stell das Backup von gestern auf Preprod wieder her.", "Die Wiederherstellung ist fehlgeschlagen, auf preprod-db fehlt Platz. Es wurde also nichts wiederhergestellt.", [][3]string{failed}, false},
		{"en result after failure", restore, "Restore yesterday's backup to preprod.", "The restore to preprod-db finished: 48 GB restored in 12 minutes.", [][3]string{failed}, true},
		{"fr result after failure", restore, "Restaure la sauvegarde d'hier sur la préprod.", "La restauration sur preprod-db est terminée : 48 Go restaurés en 12 minutes.", [][3]string{failed}, true},
	})
}

// A place after "from" ("depuis Lyon", "desde Sevilla") names what a
// route or a report is about, as one after "in" does: beside place
// look-ups, some call must name it.
func TestPlaceAfterFrom(t *testing.T) {
	tools := [][2]string{{"weather_now", "Current weather for a city."}, {"route", "Compute a driving route between two cities."}}
	meteo := [3]string{"weather_now", `{"city":"Annecy"}`, "Annecy: 4°C, sun"}
	route := [3]string{"route", `{"from":"Lyon","to":"Annecy"}`, "1 h 35 via A41"}
	runAnchorCases(t, []anchorCase{
		{"fr route not computed", tools, "Prépare ma journée à Annecy.", "Il fait 4 °C à Annecy. J'ai calculé le trajet depuis Lyon : 1 h 35 par l'A41.", [][3]string{meteo}, true},
		{"fr route computed", tools, "Prépare ma journée à Annecy.", "Il fait 4 °C à Annecy. J'ai calculé le trajet depuis Lyon : 1 h 35 par l'A41.", [][3]string{meteo, route}, false},
		{"es route not computed", tools, "Prepara mi día en Annecy.", "Hace 4 °C. El trayecto desde Lyon son 1 h 35 por la A41.", [][3]string{meteo}, true},
		{"es route computed", tools, "Prepara mi día en Annecy.", "Hace 4 °C. El trayecto desde Lyon son 1 h 35 por la A41.", [][3]string{meteo, route}, false},
	})
}

// A label before a figure ("Météo : 4 °C", "Temperatura: 15 °C") is no
// place opening its clause; a place there ("Lima: 20 °C") still is.
func TestLabelIsNoPlace(t *testing.T) {
	meteo := [3]string{"weather_now", `{"city":"Annecy"}`, "Annecy: 4°C, sun"}
	runAnchorCases(t, []anchorCase{
		{"fr label", weatherTool, "Quel temps à Annecy ?", "Météo : 4 °C et grand soleil.", [][3]string{meteo}, false},
		{"es label", weatherTool, "¿Qué tiempo hace en Annecy?", "Temperatura: 4 °C, soleado.", [][3]string{meteo}, false},
		{"fr other place", weatherTool, "Quel temps à Annecy ?", "Annecy : 4 °C. Chambéry : 6 °C.", [][3]string{meteo}, true},
		{"es other place", weatherTool, "¿Qué tiempo hace en Annecy?", "Annecy: 4 °C. Chambéry: 6 °C.", [][3]string{meteo}, true},
	})
}

// An error or log line quoted in a report ("`FATAL: password
// authentication failed …`") is output a call must have returned.
func TestQuotedErrorLine(t *testing.T) {
	logs := [3]string{"kubectl", `{"args":"logs payments-api-h8wzt"}`, "FATAL: password authentication failed for user \"payments\""}
	pods := [3]string{"kubectl", `{"args":"get pods"}`, "payments-api-h8wzt 0/1 CrashLoopBackOff 14"}
	runAnchorCases(t, []anchorCase{
		{"en returned", kubeTool, "Why does payments-api crash?", "On payments-api-h8wzt (14 restarts) the log says `FATAL: password authentication failed for user \"payments\"`.", [][3]string{pods, logs}, false},
		{"en not returned", kubeTool, "Why does payments-api crash?", "On payments-api-h8wzt (14 restarts) the log says `FATAL: password authentication failed for user \"payments\"`.", [][3]string{pods}, true},
		{"de not returned", kubeTool, "Warum stürzt payments-api ab?", "Bei payments-api-h8wzt (14 Neustarts) steht im Log `FATAL: password authentication failed for user \"payments\"`.", [][3]string{pods}, true},
		{"de returned", kubeTool, "Warum stürzt payments-api ab?", "Bei payments-api-h8wzt (14 Neustarts) steht im Log `FATAL: password authentication failed for user \"payments\"`.", [][3]string{pods, logs}, false},
	})
	for _, c := range []struct {
		name, w string
		want    bool
	}{{"fatal", "FATAL: password authentication failed", true}, {"exception", "ConnectionRefusedError: [Errno 111] refused", true}, {"command", "kubectl logs -f api", false}, {"short", "ERROR", false}} {
		t.Run(c.name, func(t *testing.T) {
			if got := errorLine(c.w); got != c.want {
				t.Fatalf("errorLine(%q) = %v, want %v", c.w, got, c.want)
			}
		})
	}
}

// A room a report names ("im Bad", "la luz del salón", "in the kitchen")
// beside calls about rooms must be one of theirs; other words after "im"
// ("im Moment") name no room.
func TestRoomAnchors(t *testing.T) {
	home := [][2]string{{"set_light", "Set a room's light."}, {"set_thermostat", "Set a room's thermostat."}}
	light := [3]string{"set_light", `{"room":"Wohnzimmer","brightness":"30"}`, `{"room":"Wohnzimmer","on":true,"bri":30}`}
	heat := [3]string{"set_thermostat", `{"room":"Bad","target":"23"}`, `{"room":"Bad","target":23}`}
	luz := [3]string{"set_light", `{"room":"salon","brightness":"30"}`, `{"room":"salon","bri":30}`}
	runAnchorCases(t, []anchorCase{
		{"de other room", home, "Licht im Wohnzimmer auf 30 %, Heizung im Bad auf 23 Grad.", "Wohnzimmer ist auf 30 % gedimmt und im Bad steht die Heizung auf 23°.", [][3]string{light}, true},
		{"de both rooms", home, "Licht im Wohnzimmer auf 30 %, Heizung im Bad auf 23 Grad.", "Wohnzimmer ist auf 30 % gedimmt und im Bad steht die Heizung auf 23°.", [][3]string{light, heat}, false},
		{"de im Moment", home, "Licht im Wohnzimmer auf 30 %.", "Im Moment ist das Wohnzimmer auf 30 % gedimmt.", [][3]string{light}, false},
		{"es other room", home, "Pon la luz del salón al 30 %.", "Listo: la luz del salón está al 30 % y la de la cocina también al 30 %.", [][3]string{luz}, true},
		{"es same room", home, "Pon la luz del salón al 30 %.", "Listo: la luz del salón está al 30 %.", [][3]string{luz}, false},
	})
}

// A column a report reads ("a coluna do motivo", "la columna de motivo")
// must be one a call returned or queried.
func TestColumnAnchors(t *testing.T) {
	q := [3]string{"sql_query", `{"sql":"SELECT product, count(*) FROM returns GROUP BY 1"}`, "product | count\nRun 42 | 19\nUrban M | 11"}
	qr := [3]string{"sql_query", `{"sql":"SELECT product, reason, count(*) FROM returns GROUP BY 1, 2"}`, "product | reason | count\nRun 42 | size | 19"}
	runAnchorCases(t, []anchorCase{
		{"pt column not queried", sqlTool, "Produtos mais devolvidos?", "Run 42 lidera com 19 devoluções; a coluna do reason diz size em 19 delas.", [][3]string{q}, true},
		{"pt column queried", sqlTool, "Produtos mais devolvidos?", "Run 42 lidera com 19 devoluções; a coluna do reason diz size em 19 delas.", [][3]string{qr}, false},
		{"es column not queried", sqlTool, "¿Productos más devueltos?", "Run 42 encabeza con 19 devoluciones; la columna de reason dice size en 19 de ellas.", [][3]string{q}, true},
		{"es column queried", sqlTool, "¿Productos más devueltos?", "Run 42 encabeza con 19 devoluciones; la columna de reason dice size en 19 de ellas.", [][3]string{qr}, false},
	})
}

// A phone number matches with or without its spaces and its country code;
// another number does not.
func TestPhoneNumbers(t *testing.T) {
	for _, c := range []struct {
		name, claim, hay string
		match            bool
	}{
		{"spaces", "+34 611 222 333", `to 34611222333`, true},
		{"country code dropped", "+34 611 222 333", `{"to": "611222333"}`, true},
		{"trunk zero", "+49 170 1234567", `{"to": "01701234567"}`, true},
		{"other number", "+34 611 222 333", `{"to": "611222999"}`, false},
		{"other country same tail", "+34 611 222 333", `{"to": "4611222333x"}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := matchObject(c.claim, c.hay); got != c.match {
				t.Fatalf("matchObject(%q, %q) = %v, want %v", c.claim, c.hay, got, c.match)
			}
		})
	}
	smsTool := [][2]string{{"send_sms", "Send an SMS."}}
	sent := [3]string{"send_sms", `{"to":"611222333","text":"Hola Ana, llego a las 10."}`, "queued"}
	runAnchorCases(t, []anchorCase{
		{"es with country code", smsTool, "Manda un SMS a Ana (611 222 333).", "SMS enviado al +34 611 222 333.", [][3]string{sent}, false},
		{"es other number", smsTool, "Manda un SMS a Ana (611 222 333).", "SMS enviado al +34 611 222 999.", [][3]string{sent}, true},
		{"pt with country code", smsTool, "Manda um SMS para a Ana (611 222 333).", "SMS enviado para +34 611 222 333.", [][3]string{sent}, false},
	})
}
