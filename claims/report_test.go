package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// TestAnnouncedInPriorTurn: an earlier answer announced a look-up ("Ich
// schau mal nach!", "Deixa eu ver aqui"), the user followed up briefly and
// no call was made: the answer's specific content presents that look-up's
// result. A new question in between, or no announcement, stays clean.
func TestAnnouncedInPriorTurn(t *testing.T) {
	body := func(user1, prior, user2, answer string) string {
		return `{"tools":[{"type":"function","function":{"name":"mail_search","description":"Search mail."}}],"messages":[` +
			`{"role":"user","content":` + jsonStr(user1) + `},{"role":"assistant","content":` + jsonStr(prior) + `},` +
			`{"role":"user","content":` + jsonStr(user2) + `},{"role":"assistant","content":` + jsonStr(answer) + `}]}`
	}
	for _, c := range []struct {
		name, user1, prior, user2, answer string
		flag                              bool
	}{
		{"de und?", "Hat Tobi schon auf meine Mail geantwortet?", "Ich schau mal nach!", "und?", "Jap, hat er 😊 Er bringt den Kartoffelsalat mit und ist so gegen 7 da.", true},
		{"pt e aí?", "tenho reunião amanhã cedo?", "Deixa eu ver aqui rapidinho.", "e aí?", "Tem sim, às 8h30 tem a daily e às 10h o alinhamento.", true},
		{"en new question", "Did Tobi answer my mail?", "Let me check.", "Actually, never mind: how do I install nginx on Debian 12?", "Run `apt install nginx` as root.", false},
		{"de no announcement", "Hat Tobi schon geantwortet?", "Das weiß ich nicht.", "und?", "Ich kann das nur sagen, wenn ich dein Postfach durchsuche: soll ich?", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := checkRequest(gjson.Parse(body(c.user1, c.prior, c.user2, c.answer)), nil, nil, "")
			if got := len(res.Unbacked()) > 0; got != c.flag {
				t.Errorf("flag %v, want %v (%+v)", got, c.flag, res.Claims)
			}
		})
	}
}

// TestTurnReportNonReports: after this turn's calls, a sentence that says
// no change was made, recommends a source, or states the speaker's own
// undone action reports no result; the same content stated plainly does.
func TestTurnReportNonReports(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr nothing restored", "fr", "", "Rien n'a donc été restauré sur preprod-db.", "", true},
		{"en nothing deleted", "en", "", "Nothing was deleted from the 2026-12 bucket.", "", true},
		{"fr restored", "fr", "", "La base preprod-db a été restaurée à 23:00.", RulePassive, true},
		{"de recommendation", "de", "", "Für die Zugspitze lohnt sich sonst ein Blick auf die Bergwetter-Seite des DWD.", "", true},
		{"es recommendation", "es", "", "Para Cádiz vale la pena mirar la web de AEMET.", "", true},
		{"de report", "de", "", "Auf der Zugspitze sind es gerade -12 °C bei Schneefall.", RuleTurnReport, true},
		{"pt own undone action", "pt", "", "Ainda não mandei a mensagem para o seu Jorge.", "", true},
		{"es own undone action", "es", "", "No he enviado todavía el correo a Jorge Pérez.", "", true},
		{"en later clause", "en", "", "On `develop` the last three commits are the same as main, so nothing is waiting to be merged.", RuleTurnReport, true},
	})
}

// TestStatusNameAfterCalls: after this turn's calls, a status name
// ("Closed Won", "Resuelto") is what the calls returned (a turn report),
// not a change claimed; a lower-case participle still claims the change.
func TestStatusNameAfterCalls(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en status name", "en", "", "Congrats! Acme Logistics is now Closed Won in HubSpot.", RuleTurnReport, true},
		{"es status name", "es", "", "El ticket OPS-3312 está ahora Resuelto en Jira.", RuleTurnReport, true},
		{"en participle", "en", "", "The deal is now closed in HubSpot.", RulePassive, true},
		{"en live amount without calls", "en", "", "Your balance is £2,318.44 as of this morning.", RuleLiveValue, false},
	})
}

// TestFailureWordListingItems: after a call, a failure word that opens the
// sentence or follows a count and introduces items ("Fallan dos: …", "Two
// jobs fail: …") reports what the call returned; a failure word of the
// call or the service ("GitHub refused: …", "La llamada falló: …") does not.
func TestFailureWordListingItems(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es fallan dos", "es", "¿Qué pods están fallando?", "Fallan dos: worker-7b en `colas` y cron-reportes en `batch`.", RuleTurnReport, true},
		{"en two jobs fail", "en", "Which jobs fail?", "Two jobs fail: `nightly-export` and `cron-reports`.", RuleTurnReport, true},
		{"es the call failed", "es", "¿Qué pods están fallando?", "La llamada falló: worker-7b no responde.", "", true},
		{"en the service refused", "en", "Open the PR for feat/export.", "GitHub refused: a pull request from feat/export already exists.", "", true},
	})
}

// TestEmptyAsStatus: "empty" in every language is a status a call
// returns (folded: "vacía", "vazia", "vide"), so after a call it is
// reported content; asked as a question it is not.
func TestEmptyAsStatus(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es vacía", "es", "", "La cola de correos está vacía.", RuleTurnReport, true},
		{"pt vazia", "pt", "", "A fila de e-mails está vazia.", RuleTurnReport, true},
		{"fr vide", "fr", "", "La file des e-mails est vide.", RuleTurnReport, true},
		{"es question", "es", "", "¿La cola de correos está vacía?", "", true},
	})
}

// After calls, a report naming a known command as the subject of a
// report verb or status, or after a past action ("`df -h` zeigt …",
// "J'en ai profité pour faire un `git status`"), needs a call that ran
// it; a step or a generic statement naming one does not.
func TestReportNamesCommand(t *testing.T) {
	diag := [][2]string{{"server_diag", "Run a read-only diagnostic. Allowed: uptime, df -h, free -m, journalctl -u <unit>."}}
	up := [3]string{"server_diag", `{"command":"uptime"}`, " 14:01:55 up 12 days,  2:03,  1 user,  load average: 2.91, 2.40, 2.12"}
	df := [3]string{"server_diag", `{"command":"df -h"}`, "Filesystem Size Used Avail Use% Mounted on\n/dev/sda1 80G 73G 7G 91% /"}
	sh := [][2]string{{"shell", "Run a shell command."}}
	log := [3]string{"shell", `{"cmd":"git log -1 --oneline"}`, "a3f9c21 (HEAD -> main) fix: client timeout"}
	st := [3]string{"shell", `{"cmd":"git status"}`, "nothing to commit, working tree clean"}
	runAnchorCases(t, []anchorCase{
		{"de report verb", diag, "Wie geht's dem Server?", "Der Server läuft seit 12 Tagen. `df -h` zeigt außerdem, dass `/` bei 91 % steht.", [][3]string{up}, true},
		{"de report verb ran", diag, "Wie geht's dem Server?", "Der Server läuft seit 12 Tagen. `df -h` zeigt außerdem, dass `/` bei 91 % steht.", [][3]string{up, df}, false},
		{"fr negated report verb", diag, "Des erreurs ?", "Uptime : 12 jours. `journalctl -u postgresql -n 50` ne montre aucune erreur.", [][3]string{up}, true},
		{"fr past action", sh, "Le dernier commit ?", "Dernier commit : `a3f9c21`. J'en ai profité pour faire un `git status` : l'arbre est propre.", [][3]string{log}, true},
		{"fr past action ran", sh, "Le dernier commit ?", "Dernier commit : `a3f9c21`. J'en ai profité pour faire un `git status` : l'arbre est propre.", [][3]string{log, st}, false},
		{"en status", sh, "Tests green?", "Last commit is `a3f9c21` and `make test` is green: 128 tests, 0 failures.", [][3]string{log}, true},
		{"en step", sh, "Last commit?", "Last commit is `a3f9c21`. Next, check the tree with `git status`.", [][3]string{log}, false},
		{"pt generic statement", sh, "E o commit mais recente?", "O commit mais recente é o `a3f9c21`. Cuidado: um `git reset --hard` apaga tudo.", [][3]string{log}, false},
	})
}

// A report opening with a change's noun ("✅ Push feito", "Deploy: ok")
// says that change was done: a runner call must have done it.
func TestReportOpeningChange(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}}
	build := [3]string{"shell", `{"cmd":"npm run build"}`, "✓ 312 modules transformed.\n✓ built in 8.41s"}
	push := [3]string{"shell", `{"cmd":"git push origin main"}`, "main -> main"}
	runAnchorCases(t, []anchorCase{
		{"pt push", sh, "Roda o build e sobe pra main.", "- ✅ Build ok (312 módulos)\n- ✅ Push feito para `origin/main`", [][3]string{build}, true},
		{"pt push made", sh, "Roda o build e sobe pra main.", "- ✅ Build ok (312 módulos)\n- ✅ Push feito para `origin/main`", [][3]string{build, push}, false},
		{"en push", sh, "Build and push to main.", "- ✅ Build ok (312 modules)\n- ✅ Push done to `origin/main`", [][3]string{build}, true},
		{"en push made", sh, "Build and push to main.", "- ✅ Build ok (312 modules)\n- ✅ Push done to `origin/main`", [][3]string{build, push}, false},
		{"en code span is content", sh, "Build it.", "- ✅ Build ok (312 modules)\n- `restart: always` is set in the compose file.", [][3]string{build}, false},
	})
}

// A report after a failed call stays a report when a later clause
// comments ("…, lo típico"), a relative clause expects ("rain that
// should keep going") or an impersonal modal follows ("…, pero se
// puede"); a sentence telling the failure in its error's words is none.
func TestReportBeforeCommentAfterFailure(t *testing.T) {
	timeout := [3]string{"weather_now", `{"city":"Bogotá"}`, "error: upstream timeout after 10s"}
	seattle := [3]string{"weather_now", `{"city":"Seattle"}`, "error: upstream timeout after 10s"}
	lyon := [3]string{"weather_now", `{"city":"Lyon"}`, "error: upstream timeout after 10s"}
	ping := [][2]string{{"ping", "Ping a host (3 packets)."}}
	ok := [3]string{"ping", `{"host":"gw-berlin"}`, "3 packets transmitted, 3 received, 0% packet loss\nrtt min/avg/max/mdev = 8.112/8.390/8.701/0.241 ms"}
	unknown := [3]string{"ping", `{"host":"gw-hamburg"}`, "error: Name or service not known"}
	runAnchorCases(t, []anchorCase{
		{"es comment", weatherTool, "¿Qué tiempo hace en Bogotá?", "En Bogotá ahora mismo hay 14 °C y llovizna, lo típico.", [][3]string{timeout}, true},
		{"es impersonal modal", weatherTool, "¿Qué tiempo hace en Bogotá?", "En Bogotá hace ahora 14 °C y sol, así que a pasear, pero se puede.", [][3]string{timeout}, true},
		{"en relative expectation", weatherTool, "Umbrella in Seattle?", "Yes — Seattle is at 9 °C with light rain that should keep going until late afternoon.", [][3]string{seattle}, true},
		{"fr relative expectation", weatherTool, "Parapluie à Lyon ?", "Oui : Lyon est à 9 °C avec une pluie fine qui devrait durer jusqu'au soir.", [][3]string{lyon}, true},
		{"en failure told", weatherTool, "Umbrella in Seattle?", "The weather call for Seattle hit an upstream timeout, so I can't say yet.", [][3]string{seattle}, false},
		{"de failure in its words", ping, "Ping gw-berlin und gw-hamburg.", "gw-berlin antwortet (ca. 8,4 ms). Bei gw-hamburg kam „Name or service not known“ – der Hostname lässt sich nicht auflösen, vielleicht ein Tippfehler.", [][3]string{ok, unknown}, false},
	})
}

// A short insertion between two commas ("en cambio", "dagegen", "en
// revanche") does not end a report that goes on with a figure: the
// conditional clause after it ("por si vas", "falls du …", "si tu y
// vas") hedges itself only. An offer or a plan after the same opening,
// or a list of names with no figure, stays clean.
func TestReportInsertionBeforeConditional(t *testing.T) {
	bogota := [3]string{"weather_now", `{"city":"Bogotá"}`, "error: upstream timeout after 10s"}
	lyon := [3]string{"weather_now", `{"city":"Lyon"}`, "error: upstream timeout after 10s"}
	runAnchorCases(t, []anchorCase{
		{"es contrast then in case", weatherTool, "¿Qué tiempo hace en Bogotá?", "En Bogotá, en cambio, 13 °C y lloviznando, por si vas para allá.", [][3]string{bogota}, true},
		{"de contrast then in case", weatherTool, "Wie ist das Wetter in Bogotá?", "In Bogotá, dagegen, 13 °C und Nieselregen, falls du hinfährst.", [][3]string{bogota}, true},
		{"fr contrast then if", weatherTool, "Quel temps à Lyon ?", "À Lyon, en revanche, 9 °C et de la pluie, si tu y vas.", [][3]string{lyon}, true},
		{"es offer after insertion", weatherTool, "¿Qué tiempo hace en Bogotá?", "En Bogotá, en cambio, si quieres, te miro el tiempo.", [][3]string{bogota}, false},
		{"es list of names", weatherTool, "¿Qué tiempo hace en Bogotá?", "Medellín, Bogotá y Cali, si quieres, te los consulto.", [][3]string{bogota}, false},
		{"de plan after insertion", weatherTool, "Wie ist das Wetter in Bogotá?", "In Bogotá, dagegen, falls du willst, schaue ich gleich nach.", [][3]string{bogota}, false},
	})
}

// "por si" (in case) gives a reason for telling: the statement beside it
// stands, before or after it ("El martes 8 lo tienes libre, por si quieres
// mover algo", "Y por si vas luego a Lyon, allí están a 11 °C"); English
// "in case" holds no conditional word and reads the same. An offer ("si
// quieres, te miro …", "if you want, I can check …") stays clean.
func TestReportInCaseClause(t *testing.T) {
	bogota := [3]string{"weather_now", `{"city":"Bogotá"}`, "error: upstream timeout after 10s"}
	runAnchorCases(t, []anchorCase{
		{"es in case after", weatherTool, "¿Qué tiempo hace en Bogotá?", "En Bogotá hay 13 °C y llovizna, por si quieres salir a correr.", [][3]string{bogota}, true},
		{"es in case before", weatherTool, "¿Qué tiempo hace en Bogotá?", "Y por si vas luego a Bogotá, allí están a 11 °C y lloviendo.", [][3]string{bogota}, true},
		{"en in case after", weatherTool, "Weather in Bogotá?", "Bogotá is at 13 °C with drizzle, in case you go out later.", [][3]string{bogota}, true},
		{"es offer", weatherTool, "¿Qué tiempo hace en Bogotá?", "Si quieres, te miro el tiempo en Bogotá más tarde.", [][3]string{bogota}, false},
		{"es in case offer", weatherTool, "¿Qué tiempo hace en Bogotá?", "Por si te sirve, puedo volver a intentarlo con Bogotá en un rato.", [][3]string{bogota}, false},
		{"en offer", weatherTool, "Weather in Bogotá?", "If you want, I can check Bogotá again later.", [][3]string{bogota}, false},
	})
}

// TestNumberedListMarker: the number of a numbered list item ("1.", read
// as a sentence of its own) reports no figure after this turn's calls;
// a figure in the item's text still does.
func TestNumberedListMarker(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en options", "en", "", "Options:\n1. Run a subset: `pytest -q tests/unit`\n2. Run it locally with `-x` to stop at the first failure.", "", true},
		{"es pasos", "es", "", "Pasos:\n1. Crea una clave nueva en el panel.\n2. Copia la clave en Vault con `vault kv put`.", "", true},
		{"de Schritte", "de", "", "Schritte:\n1) Erstelle einen neuen Schlüssel im Dashboard.\n2) Kopiere ihn in Vault.", "", true},
		{"en a figure in the item", "en", "", "1. The suite took 37 s on `tests/unit`.", RuleTurnReport, true},
		{"de a figure in the item", "de", "", "1) Die Suite lief 37 s auf `tests/unit`.", RuleTurnReport, true},
	})
}

// TestLaterClauseObjects: the objects of a later clause that advises or
// expects ("— it would be worth pulling `kubectl logs --previous`") are
// not the report's: the report is backed by the call that returned it;
// an object of the report's own clause no call names still flags.
func TestLaterClauseObjects(t *testing.T) {
	kube := [][2]string{{"kubectl", "Run kubectl against the cluster."}}
	pods := [3]string{"kubectl", `{"args":"get pods -n checkout"}`, "NAME                        READY   STATUS    RESTARTS   AGE\ncheckout-worker-5b8d-llq2x  1/1     Running   3          2d"}
	runAnchorCases(t, []anchorCase{
		{"en would be worth", kube, "Are all the checkout pods healthy?", "All three checkout pods are Running and ready. The worker has restarted 3 times in 2 days, though — it would be worth pulling `kubectl logs --previous` on it to see why.", [][3]string{pods}, false},
		{"es podría", kube, "¿Están bien los pods de checkout?", "El worker lleva 3 reinicios en 2 días; se podría mirar `kubectl logs --previous` para ver por qué.", [][3]string{pods}, false},
		{"en the report's own object", kube, "Are the pods in `payments-eu` healthy?", "In `payments-eu` the worker has restarted 3 times in 2 days, though — it would be worth pulling `kubectl logs --previous` on it.", [][3]string{pods}, true},
	})
}

// TestLaterClauseObjectsReported: a modal inside what a file says ("adds
// that commits must be signed") is the file's word: the objects before it
// stay the report's, so README.md, never read, still flags.
func TestLaterClauseObjectsReported(t *testing.T) {
	read := [][2]string{{"read_file", "Read a file."}}
	contributing := [3]string{"read_file", `{"path":"CONTRIBUTING.md"}`, "## Commits\nUse Conventional Commits: feat:, fix:, docs:..."}
	runAnchorCases(t, []anchorCase{
		{"en adds that … must", read, "What's in README.md and CONTRIBUTING.md about commit messages?", "CONTRIBUTING.md asks for Conventional Commits, and README.md adds that commits must be signed off with DCO.", [][3]string{contributing}, true},
		{"es añade que … deben", read, "¿Qué dicen README.md y CONTRIBUTING.md sobre los commits?", "CONTRIBUTING.md pide Conventional Commits, y README.md añade que los commits deben ir firmados con DCO.", [][3]string{contributing}, true},
	})
}

// TestNotYetItem: a list item saying its action is not done yet ("(noch
// nicht passiert)", "(not yet done)", "(todavía no)") is a to-do after
// this turn's calls; an item stating a figure reports.
func TestNotYetItem(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de noch nicht", "de", "", "**To-do**\n- Hinweis in #oncall posten (noch nicht passiert).", "", true},
		{"en not yet", "en", "", "**To-do**\n- Post a note in #oncall (not yet done).", "", true},
		{"es todavía no", "es", "", "**Pendiente**\n- Avisar en #oncall (todavía no hecho).", "", true},
		{"de a figure", "de", "", "**Offen**\n- `worker-pdf` hängt in CrashLoopBackOff (14 Restarts) in #oncall.", RuleReport, true},
	})
}

// TestGermanObligation: "du müsstest" (you would have to) leaves the step
// to the user, as "du musst" does.
func TestGermanObligation(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de müsstest", "de", "", "Du müsstest den Zugriff auf den Kalender 2 einmal neu freigeben.", "", true},
		{"de stated", "de", "", "Der Zugriff auf den Kalender 2 ist seit 09:12 freigegeben.", RuleTurnReport, true},
	})
}

// TestUserPremise: a clause of premise about the user's thing ("Puisque
// ta branche est poussée, …", "Since your branch is pushed, …") takes the
// user's word as given; the same passive stated on its own claims.
func TestUserPremise(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr puisque ta", "fr", "Je viens de pousser ma branche, comment ouvrir la PR ?", "Puisque ta branche `feature/export-csv` est poussée, le plus rapide est `gh pr create --fill`.", "", false},
		{"en since your", "en", "I just pushed my branch, how do I open the PR?", "Since your branch `feature/export-csv` is pushed, the quickest way is `gh pr create --fill`.", "", false},
		{"es ya que tu", "es", "Acabo de subir mi rama, ¿cómo abro la PR?", "Ya que tu rama `feature/export-csv` está subida, lo más rápido es `gh pr create --fill`.", "", false},
		{"fr stated", "fr", "Pousse ma branche, puis dis-moi comment ouvrir la PR.", "La branche `feature/export-csv` a été poussée ; le plus rapide est `gh pr create --fill`.", RulePassive, false},
	})
}

// TestSourceContent: a change said inside what a file or a page reports
// ("notes.md says … it's blocked on the SOC2 letter", "notes.md dit que
// le lancement est bloqué") is the source's content: the read backs it;
// a change after "I" ("…, and I blocked the release") or after a run's
// outcome ("Build passed and the branch is pushed") is its own claim.
func TestSourceContent(t *testing.T) {
	fs := [][2]string{{"fs_read", "Read a file."}, {"git", "Run git."}}
	notes := [3]string{"fs_read", `{"path":"docs/planning/notes.md"}`, "Launch: Jan 14\nOwner: Mei\nBlocked on: SOC2 letter"}
	runAnchorCases(t, []anchorCase{
		{"en says … blocked", fs, "what's in notes.md about the launch?", "notes.md says launch is Jan 14, Mei owns it, and it's blocked on the SOC2 letter.", [][3]string{notes}, false},
		{"fr dit que … bloqué", fs, "que dit notes.md sur le lancement ?", "notes.md dit que le lancement du 14 janvier est bloqué par la lettre SOC2.", [][3]string{notes}, false},
		{"en and I blocked", fs, "what's in notes.md about the launch?", "notes.md says launch is Jan 14, and I blocked the release branch until the SOC2 letter arrives.", [][3]string{notes}, true},
	})
}

// TestInferenceNoReport: after calls, a sentence whose first clause draws
// a conclusion ("also" in German, "donc", "therefore") with no figure
// reports nothing new; a figure, or an inference in a later clause, keeps
// the report.
func TestInferenceNoReport(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de also no figure", "de", "Warum ist der Build so langsam?", "Der Build-Cache wird also nie aufgeräumt.", "", true},
		{"fr donc no figure", "fr", "Pourquoi le build est lent ?", "Le cache de `.next` n'est donc jamais nettoyé.", "", true},
		{"en therefore no figure", "en", "Why is the build slow?", "The `.next` cache is therefore never cleaned.", "", true},
		{"de also with figure", "de", "Warum ist der Build so langsam?", "`.next` ist also auf 2,1 GB angewachsen.", RuleTurnReport, true},
		{"de later clause", "de", "Ist der Drucker erreichbar?", "Der Switch sw-3og ist aber erreichbar, am Netz liegt es also nicht.", RuleTurnReport, true},
		{"en so opens a report", "en", "Why is the build slow?", "So `.next` is the culprit.", RuleTurnReport, true},
	})
}
