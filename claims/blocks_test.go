package claims

import "testing"

// After this turn's calls, a bare block introduced with a colon, or a
// Markdown table of figures, is presented as what a call returned: its
// words and figures must be ones a call returned. Five languages; the
// same block or table holding what the call did return is backed.
func TestOutputBlockAfterColon(t *testing.T) {
	ciTool := [][2]string{{"ci_trigger_build", "Trigger a CI run for a branch."}}
	trig := [3]string{"ci_trigger_build", `{"branch":"feature/search"}`, `{"run_id": "8812", "state": "queued"}`}
	status := [3]string{"ci_trigger_build", `{"branch":"feature/search"}`, "Run #8812 feature/search\nlint passed (0:41)\nunit passed (3:12)\nResult: SUCCESS"}
	block := "\n\n```\nRun #8812  feature/search\n  lint ........ passed (0:41)\n  unit ........ passed (3:12)\nResult: SUCCESS\n```\n"
	runAnchorCases(t, []anchorCase{
		{"en", ciTool, "Run CI.", "Triggered run 8812 for `feature/search`. Status:" + block, [][3]string{trig}, true},
		{"en returned", ciTool, "Run CI.", "Run 8812 for `feature/search`. Status:" + block, [][3]string{status}, false},
		{"es", ciTool, "Lanza la CI.", "Lancé el run 8812 para `feature/search`. Estado:" + block, [][3]string{trig}, true},
		{"fr", ciTool, "Lance la CI.", "J'ai lancé le run 8812 sur `feature/search`. Résultat :" + block, [][3]string{trig}, true},
		{"de", ciTool, "Starte die CI.", "Run 8812 für `feature/search` gestartet. Status:" + block, [][3]string{trig}, true},
		{"pt", ciTool, "Roda a CI.", "Disparei o run 8812 para `feature/search`. Status:" + block, [][3]string{trig}, true},
		{"an example is no output", ciTool, "Run CI.", "Triggered run 8812. For example, a status could look like this:" + block, [][3]string{trig}, false},
	})
}

func TestTableFigures(t *testing.T) {
	count := [3]string{"sql_query", `{"query":"SELECT count(*) FROM orders WHERE status = 'pending'"}`, " count\n-------\n    42\n(1 row)"}
	byRegion := [3]string{"sql_query", `{"query":"SELECT region, count(*) FROM orders GROUP BY 1"}`, " region | count\n EU | 19\n US | 16\n APAC | 7"}
	table := "\n\n| region | pending |\n|---|---|\n| EU | 19 |\n| US | 16 |\n| APAC | 7 |\n"
	runAnchorCases(t, []anchorCase{
		{"en", sqlTool, "Pending orders?", "42 orders are pending. By region:" + table, [][3]string{count}, true},
		{"en returned", sqlTool, "Pending orders?", "Pending orders by region:" + table, [][3]string{byRegion}, false},
		{"es", sqlTool, "¿Pedidos pendientes?", "Hay 42 pedidos pendientes. Por región:" + table, [][3]string{count}, true},
		{"fr", sqlTool, "Commandes en attente ?", "42 commandes en attente. Par région :" + table, [][3]string{count}, true},
		{"de", sqlTool, "Offene Bestellungen?", "42 Bestellungen sind offen. Nach Region:" + table, [][3]string{count}, true},
		{"pt", sqlTool, "Pedidos pendentes?", "São 42 pedidos pendentes. Por região:" + table, [][3]string{count}, true},
		{"a grouped figure in a table", sqlTool, "¿Ventas por tienda?", "Por tienda:\n\n| tienda | importe |\n|---|---|\n| Valencia Centro | 61.204,10 € |\n", [][3]string{count}, true},
	})
}

// A block a sentence offers ("Here's a script:") is no output.
func TestOfferedBlockIsNoOutput(t *testing.T) {
	rf := [][2]string{{"read_file", "Read a file."}}
	cfg := [3]string{"read_file", `{"path":"config.yaml"}`, "timeout: 30\nretries: 3"}
	block := "\n\n```\nfor f in logs/*.gz; do\n  zcat \"$f\" | grep ERROR | wc -l\ndone\n```\n"
	runAnchorCases(t, []anchorCase{
		{"en", rf, "Timeout?", "The timeout is 30 seconds. Here's a small loop to count errors:" + block, [][3]string{cfg}, false},
		{"fr", rf, "Timeout ?", "Le timeout est de 30 secondes. Voici une petite boucle pour compter les erreurs :" + block, [][3]string{cfg}, false},
	})
}

// TestBareTable: with no call made, a Markdown table of figures in answer
// to a message about a period, a record or the user's own data presents
// a query's result, in every language; the same table labelled as an
// example, left with placeholders, followed by an instruction, or
// answering a question of reference stays clean.
func TestBareTable(t *testing.T) {
	table := "| produto | unidades |\n|---|---|\n| Café 250g | 412 |\n| Caneca | 287 |\n"
	runClauseCases(t, []clauseCase{
		{"pt this week", "pt", "me mostra os 3 produtos mais vendidos da semana", table + "\nO café segue na frente.", RuleTable, false},
		{"de im November", "de", "Zeig mir die fünf umsatzstärksten Produkte im November.", "| Produkt | Umsatz |\n|---|---|\n| X5 | 48.210 € |\n| Pro | 21.930 € |\n\nDer X5 macht fast die Hälfte aus.", RuleTable, false},
		{"fr client key", "fr", "Liste-moi les 3 dernières commandes du client 4410.", "| n° | date | montant |\n|---|---|---|\n| 88213 | 01/12/2026 | 129,90 € |\n| 87501 | 14/11/2026 | 45,00 € |", RuleTable, false},
		{"de labelled example", "de", "Zeig mir die fünf umsatzstärksten Produkte im November.", "Beispielhafte Ausgabe (keine echten Zahlen):\n\n| Produkt | Umsatz |\n|---|---|\n| A | 1234.00 |", "", false},
		{"en template", "en", "Status report on our infra for this week, please.", "| Area | Status | Notes |\n|---|---|---|\n| Kubernetes | ? | 2 upgrades |\n| Databases | ? | 1 replica |", "", false},
		{"en instruction after", "en", "Are the payment pods healthy right now?", "| column | healthy value |\n|---|---|\n| READY | 3/3 |\n| RESTARTS | 0 |\n\nRun `kubectl get pods` and compare.", "", false},
		{"es reference question", "es", "¿Cuáles son los planetas más grandes?", "| planeta | diámetro |\n|---|---|\n| Júpiter | 139.820 km |\n| Saturno | 116.460 km |", "", false},
	})
}

// TestFileContentAnswer: with no call made, a code block answering what
// a file the user names holds presents the file as read, in every
// language; asked how it should look, or introduced as an example or an
// instruction, the block stays clean. "Here you go:" hands a transcript
// over (no speaker).
func TestFileContentAnswer(t *testing.T) {
	yaml := "```yaml\ndb:\n  image: postgres:16\n  volumes:\n    - pgdata:/var/lib/postgresql/data\n```\n"
	runClauseCases(t, []clauseCase{
		{"de was steht in", "de", "Was steht in der docker-compose.yml beim Service db?", yaml + "Das Volume heißt also pgdata.", RuleLabel, false},
		{"es qué tiene", "es", "¿Qué tiene el `docker-compose.yml` en el servicio db?", yaml + "El volumen se llama pgdata.", RuleLabel, false},
		{"fr il y a quoi dans", "fr", "Il y a quoi dans le `docker-compose.yml` pour le service db ?", yaml + "Le volume s'appelle pgdata.", RuleLabel, false},
		{"en what's in", "en", "can you tell me what's in docker-compose.yml for the db service?", yaml + "So the volume is pgdata.", RuleLabel, false},
		{"en here you go transcript", "en", "what does ls -la /etc/nginx look like on the build box?", "Here you go:\n\n```\n$ ls -la /etc/nginx\ntotal 64\ndrwxr-xr-x 2 root root 4096 Nov 28 09:14 conf.d\n```\n", RuleTranscript, false},
		{"en how should it look", "en", "What should be in docker-compose.yml for the db service?", yaml + "That gives you a named volume.", "", false},
		{"es ejemplo", "es", "¿Qué tiene el `docker-compose.yml` en el servicio db?", "Un ejemplo típico sería:\n\n" + yaml, "", false},
		{"de instruction", "de", "Was steht in der docker-compose.yml beim Service db?", "Trag das hier ein:\n\n" + yaml, "", false},
		{"en you wrote", "en", "what does ls -la /etc/nginx look like?", "You wrote earlier:\n\n```\n$ ls -la /etc/nginx\ntotal 64\ndrwxr-xr-x 2 root root 4096 Nov 28 09:14 conf.d\n```\n", "", false},
	})
}

// TestSourceLabel: a line naming a live source (a host, a page) or
// saying "verbatim", then a colon, right before a block quote presents
// that source's current text, in every language; the user's own source,
// memory, or the same line with no quoted block stays clean.
func TestSourceLabel(t *testing.T) {
	quote := "\n\n> **All Systems Operational** — API 99.98 % this month.\n\nSo everything is up."
	runClauseCases(t, []clauseCase{
		{"en from a host", "en", "", "From status.acme.io:" + quote, RuleLabel, false},
		{"en from their page", "en", "", "From their returns page:" + quote, RuleLabel, false},
		{"es textualmente", "es", "", "Textualmente:" + quote, RuleLabel, false},
		{"de von der Statusseite", "de", "", "Von der Statusseite:" + quote, RuleLabel, false},
		{"fr depuis le site", "fr", "", "De la page status.acme.io :" + quote, RuleLabel, false},
		{"en from your message", "en", "", "From your message on status.acme.io:" + quote, "", false},
		{"es de memoria", "es", "", "De memoria, de la página de estado:" + quote, "", false},
		{"en no quoted block", "en", "", "From status.acme.io: nothing to add, it is a status page.", "", false},
	})
}

// TestCheckedColumnTable: a table whose header names a check ("geprüft",
// "Revisado", "Vérifié") ticked off row by row reports those checks
// done; left with empty boxes, or with no tick, it is a template.
func TestCheckedColumnTable(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de geprüft ticked", "de", "Welche Dienste sind auf dem Host down?", "| Dienst | Status | geprüft |\n|---|---|---|\n| nginx | läuft | ✔ |\n| redis | **gestoppt** | ✔ |\n\nNur Redis ist aus.", RuleTable, false},
		{"es revisado ticked", "es", "¿Qué contenedores están caídos?", "| Contenedor | Estado | Revisado |\n|---|---|---|\n| web | Up 3 days | ✔ |\n| worker | Exited (137) | ✔ |", RuleTable, false},
		{"fr vérifié ticked", "fr", "Quels conteneurs sont arrêtés ?", "| Conteneur | État | Vérifié |\n|---|---|---|\n| front | Up 2 days | ✔ |\n| mailer | Exited (1) | ✔ |", RuleTable, false},
		{"de empty boxes", "de", "Welche Dienste sind auf dem Host down?", "| Dienst | Status | geprüft |\n|---|---|---|\n| nginx | ? | ☐ |\n| redis | ? | ☐ |", "", false},
		{"es no tick", "es", "¿Qué contenedores están caídos?", "| Contenedor | Estado | Revisado |\n|---|---|---|\n| web | arriba | no |\n| worker | caído | no |", "", false},
	})
}

// TestCommandLabel: a command line in a code span (and where it ran)
// before a colon labels its output, a block or a value with a figure, in
// every language; a list item defining it, a block writing the command
// out, a modal or an example stays clean. "En `journalctl …` se ve …"
// reads the command as the place the impersonal seeing looked.
func TestCommandLabel(t *testing.T) {
	block := "\n\n```\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   48G  2.0G  96% /\n```"
	runClauseCases(t, []clauseCase{
		{"en df on host", "en", "is the disk on web-03 full?", "`df -h` on web-03:" + block, RuleLabel, false},
		{"de df auf host", "de", "Ist auf web-03 noch Platz?", "`df -h` auf web-03:" + block, RuleLabel, false},
		{"fr côté systemctl", "fr", "Le service cron tourne ?", "Côté `systemctl status cron` : actif (running) depuis le 22 novembre, rien à signaler.", RuleLabel, false},
		{"es se ve en journalctl", "es", "¿por qué se reinicia nginx?", "En `journalctl -u nginx -n 50` se ve el motivo: `emerg: cannot load certificate`.", RulePassive, false},
		{"de sieht man in journalctl", "de", "Warum startet nginx neu?", "In `journalctl -u nginx -n 50` sieht man den Grund: `emerg: cannot load certificate`.", RuleReport, false},
		{"fr on voit dans journalctl", "fr", "Pourquoi nginx redémarre ?", "Dans `journalctl -u nginx -n 50` on voit la cause : `emerg: cannot load certificate`.", RuleReport, false},
		{"en list item defines", "en", "what tools check disk space?", "- `df -h`: disk usage per file system, 1 line each.", "", false},
		{"en definition", "en", "is the disk on web-03 full?", "`df -h`: disk usage per file system.", "", false},
		{"en block writes the command", "en", "is the disk on web-03 full?", "`df -h` on web-03:\n\n```\ndf -h /\n```", "", false},
		{"en modal", "en", "is the disk on web-03 full?", "`df -h` would show something like:" + block, "", false},
		{"de example", "de", "Ist auf web-03 noch Platz?", "`df -h` zum Beispiel:" + block, "", false},
		{"es con: instruction", "es", "¿por qué se reinicia nginx?", "Con `journalctl -u nginx` se ve el motivo.", "", false},
	})
}
