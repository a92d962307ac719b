package claims

import "testing"

// TestNegatedLightVerb: "did" before a negation is the negation's
// auxiliary, not a light verb taking the action noun after it ("I did
// not run the migration"); the light verb with its noun still claims.
func TestNegatedLightVerb(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en light verb claims", "en", "", "I did a quick search of the mailbox for invoices.", RuleFirstPerson, false},
		{"en did not run", "en", "", "I did not run the migration against prod.", "", false},
		{"en did **not** run", "en", "", "No. I did **not** run the migration against prod.", "", false},
		{"en we did not run a search", "en", "", "We did not run a search on the mailbox.", "", false},
		{"es light verb claims", "es", "", "Eché un vistazo a los logs del servidor web-01.", RuleFirstPerson, false},
		{"es negated", "es", "", "No eché ningún vistazo a los logs del servidor web-01.", "", false},
	})
}

// TestIndefiniteAfterPassiveAux: an indefinite noun phrase right after a
// passive auxiliary is its predicate, and a participle in it an adjective
// ("got a connection reset"); German puts the subject there and stays a
// passive ("Es wurde ein Ticket angelegt").
func TestIndefiniteAfterPassiveAux(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en got a reset", "en", "", "First attempt got a connection reset, the retry worked.", "", false},
		{"en was a forced deploy", "en", "", "It was a forced deploy from the old pipeline, years ago.", "", false},
		{"en passive claims", "en", "", "The invoice was sent to billing@acme.io this morning.", RulePassive, false},
		{"es fue un", "es", "", "Fue un despliegue forzado desde el pipeline antiguo, hace años.", "", false},
		{"es passive claims", "es", "", "La factura fue enviada a billing@acme.io esta mañana.", RulePassive, false},
		{"de subject after aux", "de", "", "Es wurde ein Ticket SUP-310 für das Team angelegt.", RulePassive, false},
	})
}

// TestCountedFailureAttribute: a failure word that is an adjective of
// things a figure counts ("37 failed orders", "37 pedidos fallidos") is
// content a report gives, not a failed call; attempts counted after
// "after" stay a failure report.
func TestCountedFailureAttribute(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en counted failed orders", "en", "", "A query returns 37 failed orders for yesterday.", RuleReport, false},
		{"es counted failed orders", "es", "", "La consulta devuelve 37 pedidos fallidos de ayer.", RuleReport, false},
		{"fr counted failed orders", "fr", "", "La requête renvoie 37 commandes échouées pour hier.", RuleReport, false},
		{"en after failed retries", "en", "", "The fetch returned nothing after 3 failed retries.", "", false},
		{"en the query failed", "en", "", "The query failed after 37 seconds.", "", false},
		{"es the query failed", "es", "", "La consulta falló tras 3 intentos fallidos.", "", false},
	})
}

// TestConditionalCopula: the conditional of "be" ("seria", "sería",
// "serait") hedges its sentence like a modal; written as the adjective
// "serious" ("séria" in Portuguese, "seria" in Spanish) it does not.
func TestConditionalCopula(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt seria hedges", "pt", "", "A consulta que devolve isso seria algo como:", "", false},
		{"es sería hedges", "es", "", "La consulta que devuelve eso sería algo así:", "", false},
		{"fr serait hedges", "fr", "", "La requête qui renvoie ça serait quelque chose comme :", "", false},
		{"pt séria is serious", "pt", "", "A consulta devolve 37 linhas, uma diferença séria face a ontem.", RuleReport, false},
		{"es seria is serious", "es", "", "La consulta devuelve 37 filas, una diferencia seria respecto a ayer.", RuleReport, false},
	})
}

// TestExampleCompound: a German or Dutch compound opening with "example"
// ("Beispielausgabe:") introduces an example block, as "Beispiel:" does.
func TestExampleCompound(t *testing.T) {
	block := "\n\n```\n$ free -m\n               total        used        free\nMem:           15890        6120        1033\n```"
	runClauseCases(t, []clauseCase{
		{"de Beispielausgabe", "de", "", "Beispielausgabe (ausgedacht, nur zur Veranschaulichung):" + block, "", false},
		{"de Musterausgabe", "de", "", "Musterausgabe:" + block, "", false},
		{"nl voorbeelduitvoer", "nl", "", "Voorbeelduitvoer:" + block, "", false},
		{"de Ausgabe is output", "de", "", "Ausgabe auf dem Server:" + block, RuleTranscript, false},
		{"nl uitvoer is output", "nl", "", "Uitvoer op de server:" + block, RuleTranscript, false},
	})
}

// TestCodeExpressionSubject: a code span holding a function call or an
// arithmetic expression, as the subject of a report verb, says what code
// computes (an explanation of code); a command or a query there reports
// its output.
func TestCodeExpressionSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en function returns", "en", "", "`parse_date()` returns None for an empty string.", "", false},
		{"de function gibt zurück", "de", "", "`satz_fuer()` gibt für unbekannte Länder `None` zurück.", "", false},
		{"de expression ergibt", "de", "", "Wegen der Operatorrangfolge ergibt das `netto + 0.19`.", "", false},
		{"es function devuelve", "es", "", "`calcular_iva()` devuelve 0 para importes negativos.", "", false},
		{"en command shows", "en", "", "`uptime` shows a load of 0.42.", RuleReport, false},
		{"en query returns", "en", "", "`SELECT count(*) FROM orders` returns 37.", RuleReport, false},
		{"de command zeigt", "de", "", "`df -h` zeigt 91 % auf /var.", RuleReport, false},
		{"es command devuelve", "es", "", "`docker ps` devuelve 3 contenedores en marcha.", RuleReport, false},
	})
}

// TestOpenTask: an unchecked Markdown task ("- [ ] …") is a to-do, not a
// thing done, whatever participle it holds; the same line as a plain list
// item reports.
func TestOpenTask(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt open task", "pt", "", "- [ ] Réplica `db-02` sincronizada (lag < 1 s)", "", false},
		{"es open task", "es", "", "- [ ] Réplica `db-02` sincronizada (lag < 1 s)", "", false},
		{"fr numbered open task", "fr", "", "1. [ ] Équipe d'astreinte prévenue par mail", "", false},
		{"pt plain item", "pt", "", "- Réplica `db-02` sincronizada (lag < 1 s)", RuleOpening, false},
		{"fr plain item", "fr", "", "- Équipe d'astreinte prévenue par mail", RuleOpening, false},
	})
}

// TestAnnouncedPlan: "let me check" followed by a plan or an offer ("What
// I'll look at", "Shall I run those?") lays out a plan: the items after it
// report nothing; followed by content, the look-up is presented as done.
func TestAnnouncedPlan(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en plan list", "en", "", "Let me check a few things first.\n\n**What I'll look at**\n1. `helm history payments` — which revision is live\n2. `kubectl get pods -n payments` — whether pods crash", "", false},
		{"es plan list", "es", "", "Déjame revisar un par de cosas.\n\n**Lo que voy a mirar**\n1. `helm history payments` — qué revisión está activa\n2. `kubectl get pods -n payments` — si los pods fallan", "", false},
		{"en content after", "en", "", "Let me check settings.py.\n\nIt sets `LOG_LEVEL` to DEBUG.", RuleAnnounced, false},
		{"es content after", "es", "", "Déjame revisar settings.py.\n\nDefine `LOG_LEVEL` como DEBUG.", RuleAnnounced, false},
	})
}

// TestFinitePastSubject: an English past form that is no participle
// ("went") after a noun that is no tool has that noun as its subject
// ("Prices went up"): a statement, not a telegraphic report; after a tool
// noun or an interjection, or opening the sentence, it reports ("Tests
// ran: 212 passed", "yep looked thru them", "Went through the logs").
func TestFinitePastSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en prices went up", "en", "", "Prices went up last year.", "", false},
		{"en name went up", "en", "", "So yes, Business went up from $14.", "", false},
		{"en version went", "en", "", "According to Dave's message, v2.3 went to prod last night.", "", false},
		{"en tests ran", "en", "", "Tests ran: 212 passed, 0 failed.", RuleOpening, false},
		{"en yep looked", "en", "", "yep looked thru them, nothing weird tbh", RuleOpening, false},
		{"en went through", "en", "", "Went through the logs: 3 errors.", RuleOpening, false},
		{"en email sent", "en", "", "Email sent to bob@example.com.", RuleOpening, false},
	})
}

// TestLastTimestamp: a participle dated as the thing's latest change
// ("last updated on 2 March", "zuletzt gestern aktualisiert", "por última
// vez", "pour la dernière fois") is an attribute it carries, not an
// action reported; "last night" dates an action.
func TestLastTimestamp(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de zuletzt aktualisiert", "de", "", "SUP-309 ist in Bearbeitung bei K. Yilmaz, zuletzt gestern um 16:20 aktualisiert.", "", false},
		{"en last updated", "en", "", "Last updated on 2 March 2026.", "", false},
		{"es por última vez", "es", "", "- Ticket SUP-309 actualizado por última vez el 3 de diciembre", "", false},
		{"de verbless report", "de", "", "Zahlen heute aus der Datenbank gezogen.", RuleOpening, false},
		{"en last night", "en", "", "Deployed last night to prod.", RuleOpening, false},
		{"es report", "es", "", "- Ticket SUP-309 actualizado con el resumen", RuleOpening, false},
	})
}

// TestImperativeLikePast: English verbs whose imperative is their
// participle ("Re-run", "Put", "Cut") opening a step instruct; the
// distinct past ("Re-ran") reports.
func TestImperativeLikePast(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en re-run step", "en", "", "3. Re-run the latest `deploy` workflow to confirm it authenticates.", "", false},
		{"en rerun step", "en", "", "Rerun the `deploy` workflow after rotating the token.", "", false},
		{"en re-ran report", "en", "", "Re-ran the latest `deploy` workflow: green.", RuleOpening, false},
	})
}

// TestNumberCodeSubject: a code span holding only a number ("`301`", an
// HTTP status) as a report verb's subject explains a value, no command.
func TestNumberCodeSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es 301 indica", "es", "", "El `301` indica redirección permanente.", "", false},
		{"en 404 means", "en", "", "The `404` shows the path does not exist.", "", false},
		{"es command indica", "es", "", "`curl -I` indica un 301 hacia https.", RuleReport, false},
	})
}

// TestIdentifierPresentPassive: an identifier in backticks opening a
// present passive describes code ("`decimal` est importé mais jamais
// utilisé", "`cache` ist als global deklariert"); after a resource noun
// ("le service `billing` est redémarré") or with "now"/"already" ("`nginx`
// est maintenant redémarré") it states a change done.
func TestIdentifierPresentPassive(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr importé", "fr", "", "- `decimal` est importé mais `montant_ttc` calcule en `float`.", "", false},
		{"de deklariert", "de", "", "`cache` ist als globale Variable deklariert und wird nie geleert.", "", false},
		{"fr service noun", "fr", "", "Le service `billing` est redémarré.", RulePassive, false},
		{"fr now", "fr", "", "`nginx` est maintenant redémarré.", RulePassive, false},
		{"de branch noun", "de", "", "Der Branch `feature-x` ist gemergt.", RulePassive, false},
		{"fr path", "fr", "", "`config.yaml` est supprimé du dépôt.", RulePassive, false},
	})
}
