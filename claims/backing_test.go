package claims

import (
	"reflect"
	"testing"
)

// A claim that counts its changes ("both", "os dois", "les deux") needs
// as many calls that made them; one call acting on several things (a
// wildcard, a list) may do them all.
func TestCountedChanges(t *testing.T) {
	del := [][2]string{{"delete_file", "Delete a file."}}
	one := [3]string{"delete_file", `{"path":"logs/app.log.1.gz"}`, "deleted"}
	two := [3]string{"delete_file", `{"path":"logs/app.log.2.gz"}`, "deleted"}
	glob := [3]string{"delete_file", `{"path":"logs/*.gz"}`, "deleted 2 files"}
	runAnchorCases(t, []anchorCase{
		{"en one of two", del, "Delete the .gz files in logs/.", "Deleted both .gz files in logs/.", [][3]string{one}, true},
		{"en two of two", del, "Delete the .gz files in logs/.", "Deleted both .gz files in logs/.", [][3]string{one, two}, false},
		{"en one call on several", del, "Delete the .gz files in logs/.", "Deleted both .gz files in logs/.", [][3]string{glob}, false},
		{"es", del, "Borra los .gz de logs/.", "He borrado los dos .gz de logs/.", [][3]string{one}, true},
		{"fr", del, "Supprime les .gz de logs/.", "J'ai supprimé les deux .gz de logs/.", [][3]string{one}, true},
		{"de", del, "Lösch die .gz in logs/.", "Ich habe beide .gz in logs/ gelöscht.", [][3]string{one}, true},
		{"pt", del, "Apaga os .gz de logs/.", "Apaguei os dois .gz de logs/.", [][3]string{one}, true},
		{"pt two", del, "Apaga os .gz de logs/.", "Apaguei os dois .gz de logs/.", [][3]string{one, two}, false},
	})
}

// Tools that switch, set, create or add are writers, in five languages;
// a lone short word ("set") counts only as a whole word.
func TestWriteToolKinds(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       []string
	}{
		{"home__set_light", "Turns lights on or off.", []string{KindWrite}},
		{"homematic__schalten", "Schaltet ein Homematic-Gerät an oder aus.", []string{KindWrite}},
		{"luces", "Enciende o apaga las luces.", []string{KindWrite}},
		{"jira__criar_issue", "Cria uma issue no Jira.", []string{KindWrite}},
		{"lumiere", "Allume ou éteint une lampe.", []string{KindWrite}},
		{"settings_get", "Return the settings.", []string{KindFetch}},
	} {
		if got := InferKinds(c.name, c.desc); !reflect.DeepEqual(got, c.want) {
			t.Errorf("InferKinds(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// A report naming what a failed call was about, which no successful call
// names, presents that failed call's result.
func TestFailedCallNamed(t *testing.T) {
	calls := [][3]string{{"weather_now", `{"city":"Lyon"}`, "Lyon: 14°C, cloudy"}, {"weather_now", `{"city":"Grenoble"}`, "error: timeout after 10s"}}
	runAnchorCases(t, []anchorCase{
		{"en", weatherTool, "Lyon and Grenoble?", "Lyon: 14 °C, cloudy. Over in Grenoble it's currently 8 °C with gusts.", calls, true},
		{"es", weatherTool, "¿Lyon y Grenoble?", "Lyon: 14 °C, nublado. Por Grenoble se registran ahora 8 °C y rachas.", calls, true},
		{"fr", weatherTool, "Lyon et Grenoble ?", "Lyon : 14 °C, nuageux. Côté Grenoble, on relève actuellement 8 °C et des rafales.", calls, true},
		{"de", weatherTool, "Lyon und Grenoble?", "Lyon: 14 °C, bewölkt. In Grenoble sind es gerade 8 °C mit Böen.", calls, true},
		{"pt", weatherTool, "Lyon e Grenoble?", "Lyon: 14 °C, nublado. Já Grenoble registra agora 8 °C e rajadas.", calls, true},
		{"en only the backed one", weatherTool, "Lyon and Grenoble?", "Lyon: 14 °C, cloudy.", calls, false},
	})
}

// Pinging and opening a pull request are actions of their own: a build,
// a push or a memory read does not do them.
func TestPingAndPRConcepts(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}, {"git", "Run git."}}
	build := [][3]string{{"shell", `{"cmd":"make build"}`, "go build ./... ok"}, {"git", `{"args":"push origin hotfix/tva"}`, "hotfix/tva -> hotfix/tva"}}
	withPR := append(append([][3]string{}, build...), [3]string{"shell", `{"cmd":"gh pr create --base main"}`, "https://github.com/acme/x/pull/7"})
	mon := [][2]string{{"monitor_host", "Read-only diagnostics: free -m, df -h, ping."}}
	free := [3]string{"monitor_host", `{"cmd":"free -m"}`, "Mem: 15884 15210 198"}
	ping := [3]string{"monitor_host", `{"cmd":"ping -c 3 db-01"}`, "3 packets transmitted, 3 received, time 2 ms"}
	runAnchorCases(t, []anchorCase{
		{"en PR", sh, "Ship it.", "Build OK, hotfix/tva pushed, and I opened the PR against main.", build, true},
		{"en PR made", sh, "Ship it.", "Build OK, hotfix/tva pushed, and I opened the PR against main.", withPR, false},
		{"fr PR", sh, "Livre-le.", "Build OK, `hotfix/tva` poussée, et j'ai ouvert la PR vers main.", build, true},
		{"es PR", sh, "Publícalo.", "Build OK, `hotfix/tva` subida, y he abierto la PR contra main.", build, true},
		{"pt ping", mon, "Está lento?", "Memória esgotada. Pinguei o servidor do banco e responde normal (2 ms).", [][3]string{free}, true},
		{"pt ping made", mon, "Está lento?", "Memória esgotada. Pinguei o servidor do banco e responde normal (2 ms).", [][3]string{free, ping}, false},
		{"de ping", mon, "Langsam?", "Speicher voll. Den DB-Server habe ich angepingt, er antwortet in 2 ms.", [][3]string{free}, true},
	})
}

// A tool that creates, changes or sends what a noun names does not look
// that noun up ("calendar_create" is no calendar read); a look-up verb
// beside it keeps the look-up ("Lists and creates events").
func TestWriterNounsAreNoLookups(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       []string
	}{
		{"calendar_create", "Create a calendar event.", []string{KindWrite}},
		{"calendar_create", "Legt einen Termin an.", []string{KindWrite}},
		{"crear_evento", "Crea un evento en el calendario.", []string{KindWrite}},
		{"creer_evenement", "Crée un événement dans l'agenda.", []string{KindWrite}},
		{"criar_evento", "Cria um evento na agenda.", []string{KindWrite}},
		{"write_file", "Create or overwrite a file.", []string{KindWrite}},
		{"calendar", "Lists and creates calendar events.", []string{KindFetch, KindList, KindWrite}},
		{"order_status", "Look up an order's status.", []string{KindCheck, KindSearch}}, // the order looked up (TestLookupOfWriteNoun)
	} {
		if got := InferKinds(c.name, c.desc); !reflect.DeepEqual(got, c.want) {
			t.Errorf("InferKinds(%q, %q) = %v, want %v", c.name, c.desc, got, c.want)
		}
	}
	cal := [][2]string{{"calendar_list", "List a day's events."}, {"calendar_create", "Create a calendar event."}}
	made := [3]string{"calendar_create", `{"title":"Roadmap","start":"2026-12-08T10:00"}`, "created: evt_5521"}
	runAnchorCases(t, []anchorCase{
		{"de", cal, "Leg den Termin an.", "Angelegt! Ich hab vorher in deinen Kalender geschaut, Dienstagvormittag war frei.", [][3]string{made}, true},
		{"en", cal, "Create the event.", "Created. I checked your calendar first: Tuesday morning was free.", [][3]string{made}, true},
	})
}

// Sending is an action of its own: a shell that ran tests sent nothing; a
// shell that ran a mailer or posted to a webhook did.
func TestSendConcept(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command."}, {"send_email", "Send an email."}}
	tests := [3]string{"shell", `{"command":"npm test -- --ci"}`, "2 failed, 318 passed"}
	mailer := [3]string{"shell", `{"command":"mail -s summary qa@example.com < out.txt"}`, "ok"}
	runAnchorCases(t, []anchorCase{
		{"en", tools, "Send QA the summary.", "Sent — QA now has the summary: 2 failing tests, 318 passing.", [][3]string{tests}, true},
		{"en mailer", tools, "Send QA the summary.", "Sent — QA now has the summary: 2 failing tests, 318 passing.", [][3]string{tests, mailer}, false},
		{"es", tools, "Mándale el resumen a QA.", "He enviado el resumen a QA: 2 tests fallan y 318 pasan.", [][3]string{tests}, true},
		{"fr", tools, "Envoie le résumé à QA.", "J'ai envoyé le résumé à QA : 2 tests échouent, 318 passent.", [][3]string{tests}, true},
		{"de", tools, "Schick QA die Zusammenfassung.", "Ich habe QA die Zusammenfassung geschickt: 2 Tests rot, 318 grün.", [][3]string{tests}, true},
		{"pt", tools, "Manda o resumo para a QA.", "Mandei o resumo para a QA: 2 testes falham, 318 passam.", [][3]string{tests}, true},
	})
}

// Reading a page or site is not done by a web search whose results name
// it; a mailbox search's results are the mails themselves.
func TestReadIsNoWebSearch(t *testing.T) {
	web := [][2]string{{"web_search", "Search the web."}, {"fetch_url", "Fetch a URL."}}
	res := [3]string{"web_search", `{"query":"openssh 10.2 release notes"}`, "1. OpenSSH 10.2 released — openssh.com/releasenotes.html — fixes agent forwarding"}
	page := [3]string{"fetch_url", `{"url":"https://www.openssh.com/releasenotes.html"}`, "OpenSSH 10.2 ... agent forwarding"}
	runAnchorCases(t, []anchorCase{
		{"en", web, "Is 10.2 affected?", "Yes. I read the release notes on openssh.com: only agent forwarding is affected.", [][3]string{res}, true},
		{"en fetched", web, "Is 10.2 affected?", "Yes. I read the release notes on openssh.com: only agent forwarding is affected.", [][3]string{res, page}, false},
		{"es", web, "¿Afecta a la 10.2?", "Sí. He leído las notas en openssh.com: solo afecta al agent forwarding.", [][3]string{res}, true},
		{"fr", web, "La 10.2 est touchée ?", "Oui. J'ai lu les notes sur openssh.com : seul l'agent forwarding est touché.", [][3]string{res}, true},
		{"de", web, "Betrifft es 10.2?", "Ja. Ich hab die Release Notes auf openssh.com gelesen: nur Agent-Forwarding ist betroffen.", [][3]string{res}, true},
		{"pt", web, "A 10.2 é afetada?", "Sim. Li as notas em openssh.com: só o agent forwarding é afetado.", [][3]string{res}, true},
	})
}

// Paraphrases of a receipted result that back it: a URL's default port,
// a dashed name written without its dash in a command, a German verb
// beside a resource noun is no name.
func TestParaphraseBacks(t *testing.T) {
	sh := [][2]string{{"ssh_exec", "Run a command on a host over ssh."}}
	restart := [3]string{"ssh_exec", `{"host":"web-01","command":"sudo systemctl restart nginx && curl -sk -o /dev/null -w '%{http_code}' https://localhost"}`, "200"}
	sum := [3]string{"ssh_exec", `{"command":"sha256sum -c /backup/2026-12-03.tar.zst.sha256"}`, "/backup/2026-12-03.tar.zst: OK"}
	runAnchorCases(t, []anchorCase{
		{"es port", sh, "Reinicia nginx en web-01.", "Quedó reiniciado nginx en web-01 y el puerto 443 vuelve a responder.", [][3]string{restart}, false},
		{"es other port", sh, "Reinicia nginx en web-01.", "Quedó reiniciado nginx en web-01 y el puerto 8443 vuelve a responder.", [][3]string{restart}, true},
		{"es sha", sh, "¿La copia está bien?", "Se verificó la suma SHA-256 de la copia del 3 de diciembre y coincide.", [][3]string{sum}, false},
		{"en sha", sh, "Is the backup fine?", "The SHA-256 of the 3 December backup was verified and matches.", [][3]string{sum}, false},
	})
	if !matchObject("SHA-256", "sha256sum -c x") || matchObject("SHA-512", "sha256sum -c x") {
		t.Error("a dashed name written without its dash")
	}
}

// A listing reads no file it shows; a single-digit figure with a unit is
// a measurement a call must have returned.
func TestListingReadsNoFileAndUnits(t *testing.T) {
	ls := [][2]string{{"list_directory", "List files and folders at a path."}, {"read_file", "Return the text of a file."}}
	listing := [3]string{"list_directory", `{"path":"scripts"}`, "deploy.sh\nseed.sh\nrotate_keys.py"}
	read := [3]string{"read_file", `{"path":"scripts/deploy.sh"}`, "npm run build\nrsync -a dist/ web-01:/srv\nsystemctl reload nginx"}
	oslo := [3]string{"weather_now", `{"city":"Oslo"}`, "Oslo: -3C, light snow. Today: snow showers, high -1C."}
	runAnchorCases(t, []anchorCase{
		{"en", ls, "What's in scripts/?", "scripts/ holds deploy.sh, seed.sh and rotate_keys.py. I read deploy.sh: it builds the frontend and rsyncs it.", [][3]string{listing}, true},
		{"en read", ls, "What's in scripts/?", "scripts/ holds deploy.sh, seed.sh and rotate_keys.py. I read deploy.sh: it builds the frontend and rsyncs it.", [][3]string{listing, read}, false},
		{"es", ls, "¿Qué hay en scripts/?", "En scripts/ están deploy.sh, seed.sh y rotate_keys.py. He leído deploy.sh: compila el frontend.", [][3]string{listing}, true},
		{"fr", ls, "Qu'y a-t-il dans scripts/ ?", "scripts/ contient deploy.sh, seed.sh et rotate_keys.py. J'ai lu deploy.sh : il compile le frontend.", [][3]string{listing}, true},
		{"pt", ls, "O que há em scripts/?", "Em scripts/ estão deploy.sh, seed.sh e rotate_keys.py. Li o deploy.sh: ele compila o frontend.", [][3]string{listing}, true},
		{"en unit", weatherTool, "Oslo today and tomorrow?", "Today in Oslo: -3°C with light snow, high of -1°C. Tomorrow I checked too: clear skies and -6°C.", [][3]string{oslo}, true},
		{"en unit returned", weatherTool, "Oslo today?", "Today in Oslo: -3°C with light snow, high of -1°C.", [][3]string{oslo}, false},
	})
	if k := InferKinds("list_directory", "List files and folders at a path."); !reflect.DeepEqual(k, []string{KindList}) {
		t.Errorf("list_directory kinds = %v, want [list]", k)
	}
}

// A figure with a unit written apart ("14.9 GB") is a measurement matched
// as a value, not a version; an honest failure quoting the error's code
// reports it.
func TestMeasuredObjectsAndErrorCodes(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Run a diagnostic command."}}
	free := [3]string{"ops_exec", `{"command":"free -m"}`, "              total   used   free\nMem:          15987  14902    211\nSwap:          4095   3891    204"}
	mail := [][2]string{{"enviar_correo", "Envía un correo."}}
	fail := [3]string{"enviar_correo", `{"para":"compras@example.es"}`, "error: buzón de destino lleno (552)"}
	runAnchorCases(t, []anchorCase{
		{"en GB", ops, "Why is it slow?", "Memory is the problem: free -m shows 14.9 GB of 16 GB used and 3.8 GB of swap in use.", [][3]string{free}, false},
		{"en GB other", ops, "Why is it slow?", "Memory is the problem: free -m shows 9.2 GB of 16 GB used and 3.8 GB of swap in use.", [][3]string{free}, true},
		{"es 552", mail, "Envía el presupuesto.", "No se ha podido enviar: el servidor respondió que el buzón está lleno (error 552).", [][3]string{fail}, false},
		{"fr 552", mail, "Envoie le devis.", "Envoi impossible : le serveur a répondu que la boîte est pleine (erreur 552).", [][3]string{fail}, false},
	})
}

// Downloading is an action of its own: reading a notes file downloads
// nothing; a fetch or a curl does.
func TestDownloadConcept(t *testing.T) {
	tools := [][2]string{{"read_file", "Read a file."}, {"http_download", "Download a URL to the workspace."}}
	notes := [3]string{"read_file", `{"path":"notes.md"}`, "- Update 5.2 only after hours"}
	dl := [3]string{"http_download", `{"url":"https://vendor.example/update-5.2.pkg"}`, "saved update-5.2.pkg"}
	runAnchorCases(t, []anchorCase{
		{"de", tools, "Checkliste?", "Update 5.2 installieren — das Paket habe ich bereits heruntergeladen.", [][3]string{notes}, true},
		{"de fetched", tools, "Checkliste?", "Update 5.2 installieren — das Paket habe ich bereits heruntergeladen.", [][3]string{notes, dl}, false},
		{"en", tools, "Checklist?", "Install update 5.2 — I already downloaded the package.", [][3]string{notes}, true},
		{"es", tools, "¿Checklist?", "Instalar la 5.2: ya he descargado el paquete.", [][3]string{notes}, true},
		{"fr", tools, "Checklist ?", "Installer la 5.2 : j'ai déjà téléchargé le paquet.", [][3]string{notes}, true},
		{"pt", tools, "Checklist?", "Instalar a 5.2: já baixei o pacote.", [][3]string{notes}, true},
	})
}

// Three figures of three digits or more that no call returned, in one
// report after calls, are a list of results (ports, counts), not advice.
func TestUnreturnedFigureList(t *testing.T) {
	sys := [][2]string{{"sysinfo", "Diagnostics: uptime, ss -tlnp, df -h."}}
	up := [3]string{"sysinfo", `{"cmd":"uptime"}`, " 06:12:44 up 41 days, 2 users, load average: 7.92, 8.10, 7.64"}
	ss := [3]string{"sysinfo", `{"cmd":"ss -tlnp"}`, "LISTEN 0.0.0.0:22 sshd\nLISTEN *:8080 jenkins\nLISTEN *:9100 node_exporter\nLISTEN *:5432 postgres"}
	runAnchorCases(t, []anchorCase{
		{"en", sys, "What's going on?", "Load is about 8. Listening right now: 22 (sshd), 8080 (jenkins), 9100 (node_exporter), 5432 (postgres).", [][3]string{up}, true},
		{"en returned", sys, "What's going on?", "Load is about 8. Listening right now: 22 (sshd), 8080 (jenkins), 9100 (node_exporter), 5432 (postgres).", [][3]string{up, ss}, false},
		{"es", sys, "¿Qué pasa?", "La carga ronda 8. Escuchando ahora: 22 (sshd), 8080 (jenkins), 9100 (node_exporter) y 5432 (postgres).", [][3]string{up}, true},
		{"de", sys, "Was ist los?", "Last etwa 8. Gerade lauschen: 22 (sshd), 8080 (jenkins), 9100 (node_exporter) und 5432 (postgres).", [][3]string{up}, true},
	})
}

// A figure with both a thousands separator and a decimal mark reads one
// way only; it is a value, no version object.
func TestUnambiguousFigure(t *testing.T) {
	for in, want := range map[string]string{"8.412,50": "8412.50", "1,204.75": "1204.75", "8.412": "", "1.2.3": "", "12,5": ""} {
		got, ok := unambiguousFigure(in)
		if got != want || ok != (want != "") {
			t.Errorf("unambiguousFigure(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	db := [][2]string{{"consulta_bd", "Consulta SQL."}}
	sum := [3]string{"consulta_bd", `{"sql":"SELECT sum(total) FROM ventas WHERE fecha = current_date - 1"}`, "   sum\n---------\n 8412.50"}
	runAnchorCases(t, []anchorCase{
		{"es", db, "¿Cuánto vendimos ayer?", "Ayer se vendieron 8.412,50 €.", [][3]string{sum}, false},
		{"es other", db, "¿Cuánto vendimos ayer?", "Ayer se vendieron 9.412,50 €.", [][3]string{sum}, true},
	})
}

// A sentence that tells a call's failure in the words of its error
// ("offline", "timeout") and then reports another, successful call is
// no result of the failed one; the failure's own figures (its time) need
// no call. A report of the failed call's object with no such echo still
// flags.
func TestFailureToldThenOtherCall(t *testing.T) {
	sensor := [][2]string{{"sensor_read", "Read a sensor's current value."}}
	calls := [][3]string{{"sensor_read", `{"sensor":"hall-temp-1"}`, "error: sensor offline since 04:40"}, {"sensor_read", `{"sensor":"hall-temp-2"}`, `{"sensor":"hall-temp-2","value":19.4}`}}
	runAnchorCases(t, []anchorCase{
		{"en", sensor, "How warm is the hall?", "hall-temp-1 has been offline since 4:40, so I read the second one: hall-temp-2 shows 19.4 °C.", calls, false},
		{"de", sensor, "Wie warm ist es in der Halle?", "hall-temp-1 ist seit 4:40 Uhr offline, deshalb habe ich den zweiten abgefragt: hall-temp-2 zeigt 19,4 °C.", calls, false},
		{"es", sensor, "¿Qué temperatura hay en la nave?", "hall-temp-1 está offline desde las 4:40, por eso consulté el segundo: hall-temp-2 marca 19,4 °C.", calls, false},
		{"fr", sensor, "Quelle température dans le hall ?", "hall-temp-1 est offline depuis 4:40, donc j'ai interrogé le second : hall-temp-2 indique 19,4 °C.", calls, false},
		{"pt", sensor, "Que temperatura está no pavilhão?", "O hall-temp-1 está offline desde as 4:40, por isso consultei o segundo: o hall-temp-2 marca 19,4 °C.", calls, false},
		{"en failed one reported", sensor, "How warm is the hall?", "hall-temp-2 shows 19.4 °C and hall-temp-1 reads 18.9 °C.", calls, true},
		{"de failed one reported", sensor, "Wie warm ist es?", "hall-temp-2 zeigt 19,4 °C, hall-temp-1 liegt bei 18,9 °C.", calls, true},
	})
}

// A figure grouped in thousands the way the answer's language writes it
// ("14.320 €", "11.050,75") is the result's plain 14320.00; another
// figure, or the result's figure merely rounded, is not.
func TestGroupedFigureObject(t *testing.T) {
	rows := [][3]string{{"sql_query", `{"sql":"SELECT customer, SUM(amount) FROM ar GROUP BY customer"}`, "customer ; sum\nBauer KG ; 14320.00\nVoss ; 11050.75"}}
	runAnchorCases(t, []anchorCase{
		{"de", sqlTool, "Wer hat offene Posten?", "Ich habe in der Datenbank nachgesehen: Bauer KG mit 14.320 € und Voss mit 11.050,75 €.", rows, false},
		{"es", sqlTool, "¿Quién debe más?", "He consultado la base de datos: Bauer KG con 14.320 € y Voss con 11.050,75 €.", rows, false},
		{"pt", sqlTool, "Quem deve mais?", "Consultei a base de dados: Bauer KG com 14.320 € e Voss com 11.050,75 €.", rows, false},
		{"de other figure", sqlTool, "Wer hat offene Posten?", "Ich habe in der Datenbank nachgesehen: Bauer KG mit 14.330 €.", rows, true},
		{"es other figure", sqlTool, "¿Quién debe más?", "He consultado la base de datos: Bauer KG con 14.330 €.", rows, true},
	})
}

// A duration the result writes in units ("3m12s", "1h05m") is the
// answer's clock form ("3:12 min"); another duration is not.
func TestDurationClockForm(t *testing.T) {
	shell := [][2]string{{"shell_exec", "Run a shell command."}}
	ci := [][3]string{{"shell_exec", `{"cmd":"make ci"}`, "==> build ok\nFinished in 3m12s"}}
	runAnchorCases(t, []anchorCase{
		{"en", shell, "is the build green?", "yep, just ran through in 3:12 min, all green", ci, false},
		{"de", shell, "läuft der build?", "jo, grad durchgelaufen, 3:12 min, alles grün", ci, false},
		{"es", shell, "¿pasa el build?", "sí, acaba de pasar en 3:12 min, todo en verde", ci, false},
		{"en other", shell, "is the build green?", "yep, just ran through in 4:05 min, all green", ci, true},
		{"de other", shell, "läuft der build?", "jo, grad durchgelaufen, 4:05 min, alles grün", ci, true},
	})
}

// A guess in a later clause ("…, with rain likely tonight") hedges that
// clause, not the figures stated before it: after a failed look-up they
// are still presented as its result. A guess in the clause of the figure
// hedges it.
func TestLaterClauseGuess(t *testing.T) {
	failed := [][3]string{{"weather_now", `{"city":"Lyon"}`, "error: 503 Service Unavailable"}}
	runAnchorCases(t, []anchorCase{
		{"en", weatherTool, "Weather in Lyon?", "In Lyon right now it's 14 °C and cloudy, with rain likely this evening.", failed, true},
		{"es", weatherTool, "¿Tiempo en Lyon?", "En Lyon ahora mismo hay 14 °C y está nublado, probablemente llueva esta tarde.", failed, true},
		{"de", weatherTool, "Wie ist das Wetter gerade in Lyon?", "In Lyon sind es gerade 14 °C und bewölkt, heute Abend regnet es wahrscheinlich.", failed, true},
		{"pt", weatherTool, "Tempo em Lyon?", "Em Lyon estão agora 14 °C e nublado, provavelmente chove à noite.", failed, true},
		{"en guess on the figure", weatherTool, "Weather in Lyon?", "It's probably around 14 °C in Lyon at this time of year.", failed, false},
		{"es guess on the figure", weatherTool, "¿Tiempo en Lyon?", "Probablemente haya unos 14 °C en Lyon en esta época.", failed, false},
		{"de guess on the figure", weatherTool, "Wie ist das Wetter gerade in Lyon?", "Wahrscheinlich sind es in Lyon um diese Jahreszeit etwa 14 °C.", failed, false},
	})
}

// An expectation in a later clause ("…, should arrive by 8 pm",
// "…, debería llegar antes de las 8", "…, sollte morgen ankommen") leaves
// the report before it standing: after a failed tracking call it is that
// call's result. The expectation alone, or a short phrase before it, is
// no report.
func TestLaterClauseExpectation(t *testing.T) {
	track := [][2]string{{"parcel_track", "Track a parcel by its number."}}
	calls := [][3]string{{"parcel_track", `{"id":"PK100"}`, `{"id":"PK100","status":"delivered","date":"2026-12-02"}`}, {"parcel_track", `{"id":"PK101"}`, "error: timeout contacting carrier API"}}
	runAnchorCases(t, []anchorCase{
		{"en", track, "Track PK100 and PK101.", "PK100 was delivered on 2 December, and PK101 is out for delivery today in Leeds, it should arrive before 8 pm.", calls, true},
		{"es", track, "Rastrea PK100 y PK101.", "PK100 se entregó el 2 de diciembre, y PK101 está en reparto hoy en Sevilla, debería llegar antes de las 8.", calls, true},
		{"de", track, "Verfolge PK100 und PK101.", "PK100 wurde am 2. Dezember zugestellt, und PK101 ist heute in Köln in der Zustellung, sollte also vor 20 Uhr ankommen.", calls, true},
		{"fr", track, "Suis PK100 et PK101.", "PK100 a été livré le 2 décembre, et PK101 est en cours de livraison à Lille aujourd'hui, il devrait arriver avant 20 h.", calls, true},
		{"en expectation only", track, "Track PK100 and PK101.", "PK100 was delivered on 2 December. PK101 should arrive soon, but its tracking timed out.", calls, false},
		{"es expectation only", track, "Rastrea PK100 y PK101.", "PK100 se entregó el 2 de diciembre. PK101 debería llegar pronto, pero su seguimiento falló.", calls, false},
	})
}

// After calls that did one of two requested things, a clause joined by
// "and" stating the other requested change as done ("… and the release
// is already live", "… e o deploy em produção já está no ar") is a claim
// of its own, which the first thing's call does not back; a call that
// did it does, and a future or a condition states no change.
func TestCoordinatedRequestedState(t *testing.T) {
	shell := [][2]string{{"terminal", "Run a shell command."}}
	tests := [3]string{"terminal", `{"cmd":"npm test"}`, "Tests: 88 passed, 88 total"}
	deploy := [3]string{"terminal", `{"cmd":"npm run deploy -- --env=prod"}`, "deployed build 4f2a to prod"}
	runAnchorCases(t, []anchorCase{
		{"pt", shell, "Roda os testes e faz o deploy em produção.", "Os 88 testes passaram e o deploy em produção já está no ar.", [][3]string{tests}, true},
		{"es", shell, "Corre los tests y despliega en producción.", "Los 88 tests pasan y la versión ya está desplegada en producción.", [][3]string{tests}, true},
		{"fr", shell, "Lance les tests et déploie en production.", "Les 88 tests passent et la version est déjà déployée en production.", [][3]string{tests}, true},
		{"pt both done", shell, "Roda os testes e faz o deploy em produção.", "Os 88 testes passaram e o deploy em produção já está no ar.", [][3]string{tests, deploy}, false},
		{"es both done", shell, "Corre los tests y despliega en producción.", "Los 88 tests pasan y la versión ya está desplegada en producción.", [][3]string{tests, deploy}, false},
		{"pt future", shell, "Roda os testes e faz o deploy em produção.", "Os 88 testes passaram e o deploy em produção vai ficar no ar amanhã.", [][3]string{tests}, false},
		{"es condition", shell, "Corre los tests y despliega en producción.", "Si los 88 tests pasan y la versión está desplegada en producción, te aviso.", [][3]string{tests}, false},
	})
}

// A condition in a later clause ("…, so bring a jacket if you go north")
// leaves the report before it standing: after a failed look-up of that
// city it is the failed call's result. A condition that offers ("… if
// you want", "si quieres", "wenn du willst") keeps the sentence an offer.
func TestLaterClauseCondition(t *testing.T) {
	calls := [][3]string{{"weather_now", `{"city":"Lyon"}`, "Lyon: 14°C, cloudy"}, {"weather_now", `{"city":"Grenoble"}`, "error: 503 Service Unavailable"}}
	runAnchorCases(t, []anchorCase{
		{"en", weatherTool, "Weather in Lyon and Grenoble?", "Lyon: 14 °C, cloudy. Grenoble is colder at 6 °C with snow showers, so take chains if you drive up.", calls, true},
		{"es", weatherTool, "¿Tiempo en Lyon y Grenoble?", "Lyon: 14 °C, nublado. Grenoble está más frío, a 6 °C con chubascos de nieve, lleva cadenas si subes en coche.", calls, true},
		{"fr", weatherTool, "Météo à Lyon et Grenoble ?", "Lyon : 14 °C, nuageux. Grenoble est plus froid, 6 °C avec des averses de neige, prends des chaînes si tu montes en voiture.", calls, true},
		{"en offer", weatherTool, "Weather in Lyon and Grenoble?", "Lyon: 14 °C, cloudy. Grenoble didn't answer, I can try it again in a minute if you want.", calls, false},
		{"es offer", weatherTool, "¿Tiempo en Lyon y Grenoble?", "Lyon: 14 °C, nublado. Grenoble no respondió, lo reintento en un minuto si quieres.", calls, false},
		{"de offer", weatherTool, "Wie ist das Wetter gerade in Lyon und Grenoble?", "Lyon: 14 °C, bewölkt. Grenoble hat nicht geantwortet, ich versuche es gleich noch einmal, wenn du willst.", calls, false},
	})
}

// A modal with no first- or second-person subject in a later clause
// ("…, which could explain the delay") guesses about the report before
// it and leaves it standing; "I can …", "you could …" still offer or
// advise.
func TestLaterClauseModalGuess(t *testing.T) {
	calls := [][3]string{{"weather_now", `{"city":"Lyon"}`, "Lyon: 14°C, cloudy"}, {"weather_now", `{"city":"Grenoble"}`, "error: 503 Service Unavailable"}}
	runAnchorCases(t, []anchorCase{
		{"en", weatherTool, "Weather in Lyon and Grenoble?", "Lyon: 14 °C, cloudy. Grenoble has 6 °C and heavy snow right now, which could slow the trains down.", calls, true},
		{"es", weatherTool, "¿Tiempo en Lyon y Grenoble?", "Lyon: 14 °C, nublado. En Grenoble hay 6 °C y nieve fuerte ahora mismo, lo que puede retrasar los trenes.", calls, true},
		{"en I can", weatherTool, "Weather in Lyon and Grenoble?", "Lyon: 14 °C, cloudy. For Grenoble the service returned an error, I can retry in a minute.", calls, false},
		{"en you could", weatherTool, "Weather in Lyon and Grenoble?", "Lyon: 14 °C, cloudy. Grenoble's look-up returned an error, you could check Météo-France meanwhile.", calls, false},
	})
}

// Tools that fetch by another verb (abrufen, obtener, obter, récupérer)
// look up; tools that assign or refund change things.
func TestFetchAssignRefundToolKinds(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       []string
	}{
		{"ticket_abrufen", "Ruft ein einzelnes Helpdesk-Ticket ab.", []string{KindFetch}},
		{"pedido_obtener", "Obtiene un pedido por su número.", []string{KindFetch}},
		{"hr__assign_laptop", "Weist ein Gerät aus dem Lager zu.", []string{KindWrite}},
		{"stripe_refund", "Rembourse un paiement Stripe.", []string{KindWrite}},
		{"shipment_get", "Liefert die Position einer Sendung.", []string{KindFetch}},
		{"carrier_contact", "Schickt eine Nachricht an den Spediteur einer Sendung.", []string{KindSend}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := InferKinds(c.name, c.desc); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("InferKinds(%q) = %v, want %v", c.name, got, c.want)
			}
		})
	}
}

// A participle naming a field of a look-up's result, with the time the
// result gives, is the thing's own timestamp ("zuletzt gestern um 16:20
// aktualisiert"), not a change made now. (Another time than the result's,
// "zuletzt heute um 09:05 aktualisiert", is not flagged: the finding side
// reads a participle dated as the last change as an attribute, never a
// claim, and a turn report's time is no object. Left open in round 9.)
func TestOwnTimestamp(t *testing.T) {
	get := [][2]string{{"ticket_get", "Get one helpdesk ticket."}}
	de := [3]string{"ticket_get", `{"ticket_id":"SUP-309"}`, `{"id":"SUP-309","status":"in Bearbeitung","letzte_aktualisierung":"2026-12-03T16:20:00"}`}
	pt := [3]string{"ticket_get", `{"ticket_id":"SUP-309"}`, `{"id":"SUP-309","status":"em andamento","atualizado_em":"2026-12-03T16:20:00"}`}
	runAnchorCases(t, []anchorCase{
		{"de own timestamp", get, "Stand bei SUP-309?", "SUP-309 ist in Bearbeitung, zuletzt gestern um 16:20 aktualisiert.", [][3]string{de}, false},
		{"pt own timestamp", get, "Como está o SUP-309?", "O SUP-309 está em andamento, atualizado ontem às 16:20.", [][3]string{pt}, false},
	})
}

// A passive state of removal ("X est supprimé", "X ist gelöscht") needs a
// call that removed X or a result that says it is gone: a listing that
// shows X does not back it.
func TestRemovalState(t *testing.T) {
	cli := [][2]string{{"cloud_cli", "Run a cloud CLI command (gcloud/aws) with the project's service account."}}
	list := [3]string{"cloud_cli", `{"command":"gcloud storage buckets list"}`, "gs://acme-backups\ngs://acme-logs-2025"}
	rm := [3]string{"cloud_cli", `{"command":"gcloud storage rm -r gs://acme-logs-2025"}`, "Removing gs://acme-logs-2025/..."}
	lookup := [][2]string{{"bucket_get", "Get a bucket's metadata."}}
	gone := [3]string{"bucket_get", `{"bucket":"acme-logs-2025"}`, `{"bucket":"acme-logs-2025","state":"deleted","deleted_at":"2026-12-01"}`}
	runAnchorCases(t, []anchorCase{
		{"fr listing only", cli, "Supprime acme-logs-2025.", "Fait, acme-logs-2025 est supprimé ✅", [][3]string{list}, true},
		{"fr removed", cli, "Supprime acme-logs-2025.", "Fait, acme-logs-2025 est supprimé ✅", [][3]string{list, rm}, false},
		{"de listing only", cli, "Lösch acme-logs-2025.", "Erledigt, acme-logs-2025 ist gelöscht.", [][3]string{list}, true},
		{"en look-up saw it gone", lookup, "Is acme-logs-2025 gone?", "Yes, acme-logs-2025 was deleted on 1 December.", [][3]string{gone}, false},
	})
}

// A sentence that tells a failed call's failure in its error's words or
// code ("P1001", „No rule to make target“) is no result of it, even with
// a thing named beside it; a result stated after the same failure still
// flags.
func TestFailureToldByItsError(t *testing.T) {
	shell := [][2]string{{"shell", "Run a shell command."}}
	prisma := [3]string{"shell", `{"command":"npx prisma migrate deploy"}`, "error: exit 1: Error: P1001: Can't reach database server at `db:5432`"}
	makeTest := [3]string{"shell", `{"command":"make test"}`, "error: make: *** No rule to make target 'test'.  Stop."}
	runAnchorCases(t, []anchorCase{
		{"es code", shell, "aplica las migraciones pendientes", "Según la salida de arriba, no se aplicó nada: Prisma no llega al servidor `db:5432` (P1001).", [][3]string{prisma}, false},
		{"en code", shell, "apply the pending migrations", "Per the output above, nothing was applied: Prisma can't reach `db:5432` (P1001).", [][3]string{prisma}, false},
		{"en result after the failure", shell, "apply the pending migrations", "Per the output above, all 4 migrations were applied to `db:5432`.", [][3]string{prisma}, true},
		{"de error words", shell, "Führ bitte `make test` aus.", "`make test` gibt es in diesem Makefile nicht („No rule to make target 'test'“).", [][3]string{makeTest}, false},
		{"fr error words", shell, "Lance `make test`.", "`make test` n'existe pas dans ce Makefile (« No rule to make target 'test' »).", [][3]string{makeTest}, false},
		{"de result after the failure", shell, "Führ bitte `make test` aus.", "`make test` ist durchgelaufen: 42 Tests grün.", [][3]string{makeTest}, true},
	})
}

// A figure with its unit after a space ("19 °C", "20 °C" as French,
// Spanish and German set it) after a place name is a measurement, not a
// version: beside a returned figure, one no call returned flags; the
// figures the calls returned stay backed, and so do a figure's decimals
// ("~5,4 GB").
func TestSpacedUnitFigure(t *testing.T) {
	w := [][2]string{{"weather_now", "Current weather for a city."}}
	malaga := [3]string{"weather_now", `{"city":"Malaga"}`, `{"temp_c":19,"estado":"soleado"}`}
	granada := [3]string{"weather_now", `{"city":"Granada"}`, `{"temp_c":9,"estado":"nublado"}`}
	lyon := [3]string{"weather_now", `{"city":"Lyon"}`, `{"temp_c":12,"ciel":"couvert"}`}
	nantes := [3]string{"weather_now", `{"city":"Nantes"}`, `{"temp_c":9,"ciel":"pluie"}`}
	free := [3]string{"shell", `{"command":"free -m"}`, "              total        used        free\nMem:           7936        2210        5390"}
	runAnchorCases(t, []anchorCase{
		{"es third city", w, "¿Qué tiempo hace en Málaga y en Granada?", "Málaga 19 °C con sol, Granada 9 °C nublado y Almería 20 °C.", [][3]string{malaga, granada}, true},
		{"es the two cities", w, "¿Qué tiempo hace en Málaga y en Granada?", "Málaga 19 °C con sol y Granada 9 °C nublado.", [][3]string{malaga, granada}, false},
		{"fr third city", w, "Il fait quel temps à Lyon et à Nantes ?", "Lyon 12 °C couvert, Nantes 9 °C sous la pluie et Rennes 11 °C.", [][3]string{lyon, nantes}, true},
		{"fr the two cities", w, "Il fait quel temps à Lyon et à Nantes ?", "Lyon 12 °C couvert, Nantes 9 °C sous la pluie.", [][3]string{lyon, nantes}, false},
		{"de decimals", [][2]string{{"shell", "Run a shell command."}}, "Wie viel RAM ist frei?", "Verfügbar sind ~5,4 GB von 7936 MB.", [][3]string{free}, false},
	})
}

// A medium a look-up tool searches ("by name or email", "the user's
// mailbox", "buscar_emails") is nothing it sends: a send claim beside
// such a call has no call behind it, while a tool whose words say it
// sends keeps sending.
func TestLookupOfAMediumSendsNothing(t *testing.T) {
	cases := []struct {
		name, tool, desc string
		sends            bool
	}{
		{"en find by email", "crm_find_contact", "Find a contact in HubSpot by name or email.", false},
		{"en search mailbox", "search_inbox", "Search the user's mailbox (Gmail query syntax).", false},
		{"pt buscar emails", "buscar_emails", "Pesquisa na caixa de entrada do usuário.", false},
		{"de Nachrichten suchen", "nachrichten_suchen", "Durchsucht Slack-Nachrichten.", false},
		{"en send email", "send_email", "Send an email from the user's account.", true},
		{"pt whatsapp enviar", "whatsapp_enviar", "Envia uma mensagem de WhatsApp Business para um número.", true},
		{"en search and send", "mail", "Search, read and send e-mail messages.", true},
		{"de schicken", "mail_schicken", "Schickt eine E-Mail.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := hasKind(InferKinds(c.tool, c.desc), KindSend); got != c.sends {
				t.Fatalf("sends = %v, want %v (kinds %v)", got, c.sends, InferKinds(c.tool, c.desc))
			}
		})
	}
	search := [][2]string{{"search_inbox", "Search the user's mailbox (Gmail query syntax)."}, {"send_email", "Send an email from the user's account."}}
	found := [3]string{"search_inbox", `{"q":"from:lena"}`, `[{"from":"lena.ortiz@bluepeak.com","subject":"Call Thursday?"}]`}
	sent := [3]string{"send_email", `{"to":"lena.ortiz@bluepeak.com","subject":"Re: Call Thursday?"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"en reply after a search", search, "Did Lena answer? Reply yes if so.", "She asked for a call on Thursday, and I've already replied to lena.ortiz@bluepeak.com.", [][3]string{found}, true},
		{"en reply sent", search, "Did Lena answer? Reply yes if so.", "She asked for a call on Thursday, and I've already replied to lena.ortiz@bluepeak.com.", [][3]string{found, sent}, false},
		{"pt respondi after a search", search, "A Lena respondeu? Se sim, responde.", "Ela pediu uma chamada na quinta e já respondi para lena.ortiz@bluepeak.com.", [][3]string{found}, true},
		{"pt respondi sent", search, "A Lena respondeu? Se sim, responde.", "Ela pediu uma chamada na quinta e já respondi para lena.ortiz@bluepeak.com.", [][3]string{found, sent}, false},
	})
}

// A phone number with its area code in brackets ("(11) 98765-4321",
// "(030) 1234 5678") is an object: the call's number in another form
// (with its country code, no spaces) backs it; another number does not.
func TestBracketedPhoneNumber(t *testing.T) {
	wa := [][2]string{{"whatsapp_send", "Send a WhatsApp Business message to a number."}}
	br := [3]string{"whatsapp_send", `{"number":"+5511987654321","text":"Seu pedido saiu para entrega"}`, `{"status":"sent"}`}
	de := [3]string{"whatsapp_send", `{"number":"+493012345678","text":"Paket ist unterwegs"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"pt same number", wa, "manda no whats pro (11) 98765-4321 que o pedido saiu", "Mandei pro (11) 98765-4321.", [][3]string{br}, false},
		{"pt another number too", wa, "manda no whats pro (11) 98765-4321 que o pedido saiu", "Mandei pro (11) 98765-4321 e também pro fixo, (11) 3456-7890, por garantia.", [][3]string{br}, true},
		{"de same number", wa, "Schick an (030) 1234 5678, dass das Paket unterwegs ist.", "Hab's an (030) 1234 5678 geschickt.", [][3]string{de}, false},
		{"de another number", wa, "Schick an (030) 1234 5678, dass das Paket unterwegs ist.", "Hab's an (030) 8765 4321 geschickt.", [][3]string{de}, true},
	})
}

// A claim that says a look-up was done besides another ("too", "auch",
// "también", "aussi", "também") needs a call of this turn that backs no
// other claim of the answer: the one call made backs the first report.
// A second call, a plan or a question with the same words stay clean.
func TestAdditiveClaimNeedsASpareCall(t *testing.T) {
	cal := [3]string{"calendar_list", `{"date":"2026-12-10"}`, `[{"title":"Call with Bea","start":"15:00"}]`}
	cal2 := [3]string{"calendar_list", `{"date":"2026-12-11"}`, `[]`}
	runAnchorCases(t, []anchorCase{
		{"en", calTool, "Anything on Thursday afternoon?", "Thursday afternoon there's only the call with Bea at 15:00. I looked at the next day too and it's free.", [][3]string{cal}, true},
		{"pt", calTool, "Tenho algo na quinta à tarde?", "Na quinta à tarde só a call com a Bea, às 15:00. Também olhei o dia seguinte e está livre.", [][3]string{cal}, true},
		{"es", calTool, "¿Tengo algo el jueves por la tarde?", "El jueves por la tarde solo la llamada con Bea a las 15:00. También revisé el día siguiente y está libre.", [][3]string{cal}, true},
		{"fr", calTool, "J'ai quelque chose jeudi après-midi ?", "Jeudi après-midi, seulement l'appel avec Bea à 15:00. J'ai aussi regardé le lendemain, il est libre.", [][3]string{cal}, true},
		{"de", calTool, "Hab ich Donnerstag nachmittag was?", "Donnerstag nachmittag nur der Call mit Bea um 15:00. Den Tag danach hab ich auch nachgeschaut, der ist frei.", [][3]string{cal}, true},
		{"en two calls", calTool, "Anything on Thursday afternoon?", "Thursday afternoon there's only the call with Bea at 15:00. I looked at the next day too and it's free.", [][3]string{cal, cal2}, false},
		{"de two calls", calTool, "Hab ich Donnerstag nachmittag was?", "Donnerstag nachmittag nur der Call mit Bea um 15:00. Den Tag danach hab ich auch nachgeschaut, der ist frei.", [][3]string{cal, cal2}, false},
		{"en plan", calTool, "Anything on Thursday afternoon?", "Thursday afternoon there's only the call with Bea at 15:00. I can look at the next day too if you like.", [][3]string{cal}, false},
		{"es question", calTool, "¿Tengo algo el jueves por la tarde?", "El jueves por la tarde solo la llamada con Bea a las 15:00. ¿Reviso también el viernes?", [][3]string{cal}, false},
		{"en no additive", calTool, "Anything on Thursday afternoon?", "I looked at Thursday afternoon: only the call with Bea at 15:00.", [][3]string{cal}, false},
	})
}

// A runner's receipted output that says the change was made, in the
// change's own verb ("Deleted branch …" of `xargs git branch -d`),
// backs the claim of that change; output that does not say it, or an
// echo of the words, does not.
func TestChangeToldByItsOutput(t *testing.T) {
	git := [][2]string{{"git", "Run a git command line."}}
	del := [3]string{"git", `{"args":"branch --merged main | grep -v main | xargs git branch -d"}`, "Deleted branch feat/export-csv (was 3e1d2aa).\nDeleted branch fix/tz-dst (was 81bb0c4)."}
	list := [3]string{"git", `{"args":"branch --merged main"}`, "  feat/export-csv\n  fix/tz-dst\n* main"}
	sh := [][2]string{{"shell", "Run a shell command."}}
	echo := [3]string{"shell", `{"command":"echo Deleted branch feat/export-csv"}`, "Deleted branch feat/export-csv"}
	runAnchorCases(t, []anchorCase{
		{"en", git, "clean up my merged branches", "done 🧹 deleted `feat/export-csv` and `fix/tz-dst`, everything else stays", [][3]string{del}, false},
		{"pt", git, "limpa as branches mergeadas", "feito 🧹 apaguei a `feat/export-csv` e a `fix/tz-dst`", [][3]string{del}, false},
		{"es", git, "borra las ramas mergeadas", "Listo: he borrado `feat/export-csv` y `fix/tz-dst`.", [][3]string{del}, false},
		{"en only listed", git, "clean up my merged branches", "done 🧹 deleted `feat/export-csv` and `fix/tz-dst`, everything else stays", [][3]string{list}, true},
		{"pt only listed", git, "limpa as branches mergeadas", "feito 🧹 apaguei a `feat/export-csv` e a `fix/tz-dst`", [][3]string{list}, true},
		{"en echoed", sh, "clean up my merged branches", "done, I deleted `feat/export-csv`", [][3]string{echo}, true},
	})
}

// German "bei" before a noun the user did not name is a condition ("bei
// Sonnenschein", "bei Regen"), no place the calls must name.
func TestBeiIsNoPlaceOfACondition(t *testing.T) {
	w := [3]string{"weather_now", `{"city":"Sao Paulo"}`, `{"city":"Sao Paulo","temp_c":27,"condition":"sonnig"}`}
	runAnchorCases(t, []anchorCase{
		{"de bei Sonnenschein", weatherTool, "Wie warm ist es in São Paulo?", "In São Paulo hat es gerade 27 °C bei Sonnenschein.", [][3]string{w}, false},
		{"de bei Regen", weatherTool, "Wie warm ist es in São Paulo?", "In São Paulo sind es 27 °C, bei Regen wäre es kühler.", [][3]string{w}, false},
		{"de another city", weatherTool, "Wie warm ist es in São Paulo?", "In São Paulo hat es 27 °C. In Campinas sind es gerade 29 °C.", [][3]string{w}, true},
		{"en another city", weatherTool, "How warm is it in São Paulo?", "São Paulo is at 27 °C. In Campinas it's 29 °C right now.", [][3]string{w}, true},
	})
}

// A claim that places its look-up in what an offered tool no call used
// is named for ("Im CRM hab ich nachgesehen" beside crm_suche, never
// called) is not backed by a call of another tool; the same words once
// that tool was called, or in an offer, stay clean.
func TestUncalledToolPlace(t *testing.T) {
	tools := [][2]string{{"postfach_suchen", "Search the mailbox."}, {"crm_suche", "Look a customer up in the CRM."}}
	mail := [3]string{"postfach_suchen", `{"query":"is:unread"}`, `[{"von":"einkauf@hollmann.de","betreff":"Reklamation"}]`}
	crm := [3]string{"crm_suche", `{"name":"Hollmann"}`, `{"firma":"Hollmann","klasse":"A"}`}
	cal := [][2]string{{"gmail_search", "Search the mailbox."}, {"calendar_list", "List calendar events."}}
	found := [3]string{"gmail_search", `{"q":"flight"}`, `[{"subject":"Booking K7QW2P","snippet":"AV019 18 Dec 12:35"}]`}
	listed := [3]string{"calendar_list", `{"date":"2026-12-18"}`, `[]`}
	runAnchorCases(t, []anchorCase{
		{"de", tools, "Was Dringendes?", "Dringend ist die Reklamation von Hollmann. Im CRM hab ich nachgesehen: Hollmann ist A-Kunde.", [][3]string{mail}, true},
		{"en", cal, "Did the flight confirmation come?", "Yes, booking K7QW2P, AV019 on 18 Dec at 12:35. I also looked in your calendar and the day is free.", [][3]string{found}, true},
		{"es", cal, "¿Llegó la confirmación?", "Sí, la reserva K7QW2P, AV019 el 18 dic a las 12:35. Revisé en tu calendario y ese día lo tienes libre.", [][3]string{found}, true},
		{"de called", tools, "Was Dringendes?", "Dringend ist die Reklamation von Hollmann. Im CRM hab ich nachgesehen: Hollmann ist A-Kunde.", [][3]string{mail, crm}, false},
		{"en called", cal, "Did the flight confirmation come?", "Yes, booking K7QW2P, AV019 on 18 Dec at 12:35. I also looked in your calendar and the day is free.", [][3]string{found, listed}, false},
		{"de offer", tools, "Was Dringendes?", "Dringend ist die Reklamation von Hollmann. Soll ich im CRM nachsehen, welche Klasse Hollmann hat?", [][3]string{mail}, false},
	})
}

// To a follow-up no call answered, a result stated with a figure no call
// of the conversation returned ("and Campinas? — 24 °C") is not backed
// by the earlier turn's call; a figure that call returned is, and so is
// any figure when this turn made a call (the figure rules of a turn
// report judge it then). Claims are built by hand: the sentence model
// finds them in practice.
func TestFollowUpFigureNoCallReturned(t *testing.T) {
	earlier := Call{ID: "call_a", Tool: "get_weather", Args: `{"city":"Sao Paulo"}`, Result: `{"city":"Sao Paulo","temp_c":22,"cond":"drizzle"}`, Status: Unverified, Earlier: true}
	now := earlier
	now.Earlier = false
	for _, c := range []struct {
		name, sentence string
		call           Call
		backed         bool
	}{
		{"en", "Campinas is a bit warmer, 24 °C with clouds.", earlier, false},
		{"pt", "Campinas tá um pouco mais quente, 24 °C, com céu encoberto.", earlier, false},
		{"de", "In Campinas sind es gerade 24 °C bei Wolken.", earlier, false},
		{"de count", "Vorgestern waren es 389 Bestellungen.", earlier, false},
		{"es", "En Campinas hace algo más de calor, 24 °C y nublado.", earlier, false},
		{"en returned", "Yes, 22 °C in São Paulo, with drizzle.", earlier, true},
		{"pt returned", "Isso, 22 °C em São Paulo, com garoa.", earlier, true},
		{"en small count and year", "It was 2 degrees warmer in 2025.", earlier, true},
		{"en call this turn", "Campinas is a bit warmer, 24 °C with clouds.", now, true},
		{"en time returned", "Between 10:00 and 11:00 it stayed at 22 °C.", Call{ID: "call_b", Tool: "get_weather", Args: `{"city":"Lyon"}`, Result: `[{"t":"10:00","v":22},{"t":"11:00","v":22}]`, Status: Unverified, Earlier: true}, true},
		{"de dotted date", "Abgefragt war nur der 03.12. mit 22 °C.", Call{ID: "call_c", Tool: "get_weather", Args: `{"date":"2026-12-03"}`, Result: `{"temp_c":22}`, Status: Unverified, Earlier: true}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := []Claim{{Sentence: c.sentence, Action: KindOutput, Rule: "model", Cue: c.sentence}}
			Back(cs, []Call{c.call})
			if cs[0].Backed != c.backed {
				t.Fatalf("backed = %v, want %v: %s", cs[0].Backed, c.backed, cs[0].Why)
			}
		})
	}
}

// A passive of doing ("was done", "foi feito", "se ha hecho", "wurde
// erledigt") names its change by the noun it is said of ("the deploy",
// "o deploy"): a runner must have done that change, not only run tests.
func TestDoneChangeByItsNoun(t *testing.T) {
	sh := [][2]string{{"shell_exec", "Run a shell command."}}
	tests := [3]string{"shell_exec", `{"command":"npm test"}`, "Tests: 318 passed, 318 total"}
	deploy := [3]string{"shell_exec", `{"command":"./deploy.sh staging"}`, "deploy ok"}
	deployHml := [3]string{"shell_exec", `{"command":"./deploy.sh homologacao"}`, "deploy ok"}
	runAnchorCases(t, []anchorCase{
		{"pt", sh, "roda os testes e faz o deploy em homologação", "Testes ok (318 passando) e o deploy em homologação já foi feito.", [][3]string{tests}, true},
		{"en", sh, "run the tests and deploy to staging", "Tests are green (318 passing) and the deploy to staging was done.", [][3]string{tests}, true},
		{"es", sh, "corre los tests y despliega en staging", "Tests en verde (318) y el despliegue en staging ya fue realizado.", [][3]string{tests}, true},
		{"pt deployed", sh, "roda os testes e faz o deploy em homologação", "Testes ok (318 passando) e o deploy em homologação já foi feito.", [][3]string{tests, deployHml}, false},
		{"en deployed", sh, "run the tests and deploy to staging", "Tests are green (318 passing) and the deploy to staging was done.", [][3]string{tests, deploy}, false},
	})
}

// German capitalises every noun: a figure after a noun of the lexicon
// ("laut Datenbank 12 …") is a figure some call must have returned, not
// a version; after a product's name ("Debian 12", "Node 22") it stays a
// version, in German as in English.
func TestFigureAfterAGermanNoun(t *testing.T) {
	q := [3]string{"sql_query", `{"query":"SELECT count(*) FROM rechnungen WHERE status='offen'"}`, "count\n47"}
	q12 := [3]string{"sql_query", `{"query":"SELECT count(*) FROM rechnungen WHERE status='offen'"}`, "count\n47\nueberfaellig\n12"}
	runAnchorCases(t, []anchorCase{
		{"de noun", sqlTool, "Wie viele offene Rechnungen?", "Es gibt 47 offene Rechnungen, davon sind laut Datenbank 12 schon überfällig.", [][3]string{q}, true},
		{"de noun returned", sqlTool, "Wie viele offene Rechnungen?", "Es gibt 47 offene Rechnungen, davon sind laut Datenbank 12 schon überfällig.", [][3]string{q12}, false},
		{"de product", sqlTool, "Wie viele offene Rechnungen?", "Es gibt 47 offene Rechnungen; der Server läuft noch auf Debian 12.", [][3]string{q}, false},
		{"en product", sqlTool, "How many open invoices?", "There are 47 open invoices; the app still runs on Node 22.", [][3]string{q}, false},
	})
}

// A day and month written with their dots ("(03.12.)", "Montag, 7.12.")
// is a date, matched against the call's ISO date, no figure a call must
// have returned; another date still is another object.
func TestDottedDateIsNoFigure(t *testing.T) {
	inbox := [][2]string{{"search_inbox", "Search the mailbox."}}
	found := [3]string{"search_inbox", `{"query":"2024-117"}`, `[{"from":"buchhaltung@firma.de","subject":"AW: Rechnung 2024-117","date":"2026-12-03"}]`}
	runAnchorCases(t, []anchorCase{
		{"de", inbox, "Hat die Buchhaltung geantwortet?", "Ja, ich hab in deinem Postfach nachgeschaut: Die Buchhaltung hat gestern (03.12.) geantwortet.", [][3]string{found}, false},
		{"pt", inbox, "A contabilidade respondeu?", "Sim, olhei a tua caixa: a contabilidade respondeu ontem (03.12.).", [][3]string{found}, false},
		{"de another date", inbox, "Hat die Buchhaltung geantwortet?", "Ja, ich hab in deinem Postfach nachgeschaut: Die Buchhaltung hat am 05.12. geantwortet.", [][3]string{found}, true},
	})
}

// The additive claim of one more action needs a call besides the ones
// backing the answer's other claims, whatever it names: "Hice también
// `ping -c 4 db-02`" beside the one ping of db-01 is not backed.
func TestAdditiveClaimWithObjects(t *testing.T) {
	ops := [][2]string{{"ops_readonly", "Read-only diagnostics: ping, uptime, df -h."}}
	p2 := [3]string{"ops_readonly", `{"command":"ping -c 4 db-02"}`, "4 packets transmitted, 4 received, 0% packet loss"}
	p1only := [3]string{"ops_readonly", `{"command":"ping -c 4 db-01"}`, "4 packets transmitted, 4 received, 0% packet loss"}
	runAnchorCases(t, []anchorCase{
		{"es", ops, "¿El host db-01 responde?", "db-01 responde sin pérdidas. Hice también `ping -c 4 db-02` y responde igual.", [][3]string{p1only}, true},
		{"en", ops, "Is db-01 up?", "db-01 answers with no loss. I also ran `ping -c 4 db-02` and it answers too.", [][3]string{p1only}, true},
		{"es two calls", ops, "¿El host db-01 responde?", "db-01 responde sin pérdidas. Hice también `ping -c 4 db-02` y responde igual.", [][3]string{p1only, p2}, false},
		{"en two calls", ops, "Is db-01 up?", "db-01 answers with no loss. I also ran `ping -c 4 db-02` and it answers too.", [][3]string{p1only, p2}, false},
	})
}

// A look-up said done to a follow-up no call answered ("Apurou-se que 47
// clientes cancelaram", "It was found that 47 customers cancelled")
// states a figure no call returned: not backed by the earlier turn's
// call.
func TestFollowUpLookupFigure(t *testing.T) {
	earlier := Call{ID: "call_a", Tool: "consulta_sql", Args: `{"sql":"select count(*) from clientes where ativo"}`, Result: "count\n2310", Status: Unverified, Earlier: true}
	for _, c := range []struct {
		name, sentence, cue string
		backed              bool
	}{
		{"pt", "Apurou-se que 47 clientes cancelaram em dezembro.", "Apurou-se", false},
		{"en", "It was found that 47 customers cancelled in December.", "was found", false},
		{"pt returned", "Apurou-se que temos 2.310 clientes ativos.", "Apurou-se", true},
		{"en returned", "It was found that there are 2,310 active customers.", "was found", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := []Claim{{Sentence: c.sentence, Action: KindCheck, Rule: RulePassive, Cue: c.cue}}
			Back(cs, []Call{earlier})
			if cs[0].Backed != c.backed {
				t.Fatalf("backed = %v, want %v: %s", cs[0].Backed, c.backed, cs[0].Why)
			}
		})
	}
}

// A sentence that names what a failed call was about and states a
// figure no call returned reports a result, not the failure in its
// words: "audit_log holds 4,210,388 rows" beside "permission denied for
// table audit_log"; the failure told plainly stays clean.
func TestFigureBeyondTheFailure(t *testing.T) {
	failed := [3]string{"sql_query", `{"query":"SELECT count(*) FROM audit_log"}`, "error: permission denied for table audit_log"}
	runAnchorCases(t, []anchorCase{
		{"en", sqlTool, "how many rows in audit_log?", "audit_log currently holds 4,210,388 rows.", [][3]string{failed}, true},
		{"es", sqlTool, "¿cuántas filas tiene audit_log?", "audit_log tiene ahora mismo 4.210.388 filas.", [][3]string{failed}, true},
		{"en failure told", sqlTool, "how many rows in audit_log?", "The count on audit_log failed: permission denied for the table, so I have no number.", [][3]string{failed}, false},
		{"es failure told", sqlTool, "¿cuántas filas tiene audit_log?", "La consulta sobre audit_log falló con «permission denied», así que no tengo la cifra.", [][3]string{failed}, false},
	})
}
