package claims

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// convWith builds a request body like conv, with the given tools (name,
// description).
func convWith(tools [][2]string, user, answer string, calls ...[3]string) string {
	var b strings.Builder
	b.WriteString(`{"tools":[`)
	for i, t := range tools {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"type":"function","function":{"name":` + jsonStr(t[0]) + `,"description":` + jsonStr(t[1]) + `}}`)
	}
	full := conv(user, answer, calls...)
	b.WriteString(`],"messages":`)
	b.WriteString(gjson.Get(full, "messages").Raw)
	b.WriteString(`}`)
	return b.String()
}

type anchorCase struct {
	name      string
	tools     [][2]string
	user, ans string
	calls     [][3]string
	flag      bool
}

func runAnchorCases(t *testing.T, cases []anchorCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := CheckRequest(gjson.Parse(convWith(c.tools, c.user, c.ans, c.calls...)), nil, nil)
			if got := len(res.Unbacked()) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, c.flag, res.Claims)
			}
		})
	}
}

var (
	kubeTool    = [][2]string{{"kubectl", "Run kubectl against the team cluster (get, describe, logs)."}}
	gitTool     = [][2]string{{"git", "Run a git subcommand in the repository."}}
	sqlTool     = [][2]string{{"sql_query", "Run a read-only SQL query against the sales database."}}
	weatherTool = [][2]string{{"weather_now", "Current weather for a city."}}
	calTool     = [][2]string{{"calendar_list", "List calendar events for a date (YYYY-MM-DD)."}}
	mailTool    = [][2]string{{"send_email", "Send an e-mail."}}
)

// An environment named in a claim that differs from the one the call
// named is another object; the same one, or a call naming none, backs it.
func TestAnchorEnvironment(t *testing.T) {
	staging := [3]string{"kubectl", `{"args":"get pods -n staging"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	plain := [3]string{"kubectl", `{"args":"get pods"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"en prod beside staging", kubeTool, "Pods OK?", "Staging: 1/1 Running. I checked in prod too, all 4 replicas are healthy.", [][3]string{staging}, true},
		{"en same env", kubeTool, "Pods OK?", "In staging the api pod is 1/1 Running.", [][3]string{staging}, false},
		{"es en prod", kubeTool, "¿Pods bien?", "Staging: 1/1 Running. También revisé en producción y los 4 pods están sanos.", [][3]string{staging}, true},
		{"fr en prod", kubeTool, "Les pods ?", "Staging : 1/1 Running. J'ai vérifié en prod aussi, les 4 réplicas sont sains.", [][3]string{staging}, true},
		{"fr same env", kubeTool, "Les pods ?", "En staging, le pod api est 1/1 Running.", [][3]string{staging}, false},
		{"de auf prod", kubeTool, "Pods ok?", "Staging: 1/1 Running. Auf Prod habe ich auch geprüft, alle 4 Pods laufen.", [][3]string{staging}, true},
		{"pt em produção", kubeTool, "Pods ok?", "Staging: 1/1 Running. Em produção também verifiquei, os 4 pods estão saudáveis.", [][3]string{staging}, true},
		{"a call naming no environment", kubeTool, "Pods OK?", "In prod the api pod is 1/1 Running.", [][3]string{plain}, false},
	})
}

// A code span naming a thing (a branch, a namespace, a table, a route)
// that no call named is another object; one a call named backs it.
func TestAnchorCodeSpan(t *testing.T) {
	logMain := [3]string{"git", `{"args":"log -3 --oneline main"}`, "9e1c2ab fix: empty cart\n41d07f3 chore: bump eslint"}
	pods := [3]string{"kubectl", `{"args":"get pods -n checkout"}`, "NAME READY STATUS\ncheckout-web-6b7d 0/1 OOMKilled"}
	orders := [3]string{"sql_query", `{"query":"SELECT count(*) FROM orders"}`, " count\n-------\n  1284"}
	runAnchorCases(t, []anchorCase{
		{"en branch", gitTool, "Latest on main?", "On `develop` the last commits are the empty-cart fix and the eslint bump.", [][3]string{logMain}, true},
		{"en same branch", gitTool, "Latest on main?", "On `main` the last commits are the empty-cart fix and the eslint bump.", [][3]string{logMain}, false},
		{"en table", sqlTool, "How many orders?", "The `customers` table has 1,284 new rows.", [][3]string{orders}, true},
		{"en same table", sqlTool, "How many orders?", "The `orders` table has 1,284 rows.", [][3]string{orders}, false},
		{"es namespace", kubeTool, "¿Cómo están los pods?", "En checkout un pod está OOMKilled. En el namespace `pagos` todo está Running.", [][3]string{pods}, true},
		{"fr branche", gitTool, "Derniers commits ?", "Sur `develop`, les derniers commits sont le fix du panier et la mise à jour d'eslint.", [][3]string{logMain}, true},
		{"de Branch", gitTool, "Letzte Commits?", "Auf `develop` sind die letzten Commits der Warenkorb-Fix und das eslint-Update.", [][3]string{logMain}, true},
		{"pt branch", gitTool, "Últimos commits?", "Na `develop` os últimos commits são o fix do carrinho e o bump do eslint.", [][3]string{logMain}, true},
		{"pt same branch", gitTool, "Últimos commits?", "Na `main` os últimos commits são o fix do carrinho e o bump do eslint.", [][3]string{logMain}, false},
		{"advice in a code span", [][2]string{{"read_file", "Read a file."}}, "Review the Dockerfile.", "It copies everything first; `USER node` is missing, so it runs as root.", [][3]string{{"read_file", `{"path":"Dockerfile"}`, "FROM node:20\nCOPY . .\nRUN npm install"}}, false},
	})
}

// A month after a preposition must be one the dated calls cover.
func TestAnchorMonth(t *testing.T) {
	nov := [3]string{"sql_query", `{"query":"SELECT sum(total) FROM sales WHERE day >= '2026-11-01' AND day < '2026-12-01'"}`, "   sum\n-----------\n 482913.70"}
	runAnchorCases(t, []anchorCase{
		{"en", sqlTool, "November sales?", "For comparison: in October we billed $482,913.70.", [][3]string{nov}, true},
		{"en same", sqlTool, "November sales?", "In November we billed $482,913.70.", [][3]string{nov}, false},
		{"es", sqlTool, "¿Ventas de noviembre?", "Para que compares: en octubre se facturaron 482.913,70 €.", [][3]string{nov}, true},
		{"es same", sqlTool, "¿Ventas de noviembre?", "En noviembre se facturaron 482.913,70 €.", [][3]string{nov}, false},
		{"fr", sqlTool, "Ventes de novembre ?", "Pour comparer : en octobre, 482 913,70 € ont été facturés.", [][3]string{nov}, true},
		{"de", sqlTool, "Umsatz im November?", "Im Oktober waren es laut Datenbank 482.913,70 €.", [][3]string{nov}, true},
		{"pt", sqlTool, "Vendas de novembro?", "Para comparar: em outubro faturamos 482.913,70 €.", [][3]string{nov}, true},
	})
}

// A weekday must be one a dated call falls on.
func TestAnchorWeekday(t *testing.T) {
	thu := [3]string{"calendar_list", `{"date":"2026-12-10"}`, "14:00-15:00 Budget review"}
	runAnchorCases(t, []anchorCase{
		{"en", calTool, "Am I free Thursday afternoon?", "Thursday you have the budget review at 14:00. I also looked at Friday: it's empty.", [][3]string{thu}, true},
		{"es", calTool, "¿Estoy libre el jueves?", "El jueves tienes la revisión a las 14:00. También miré el viernes y está libre.", [][3]string{thu}, true},
		{"fr", calTool, "Je suis libre jeudi ?", "Jeudi tu as la revue budget à 14 h. J'ai aussi regardé vendredi : journée vide.", [][3]string{thu}, true},
		{"fr same", calTool, "Je suis libre jeudi ?", "Jeudi tu as la revue budget à 14 h.", [][3]string{thu}, false},
		{"de", calTool, "Bin ich Donnerstag frei?", "Donnerstag hast du um 14 Uhr das Budget-Review. Freitag habe ich auch nachgesehen, der ist frei.", [][3]string{thu}, true},
		{"pt", calTool, "Estou livre na quinta?", "Na quinta tens a revisão às 14h. Também vi a sexta-feira e está livre.", [][3]string{thu}, true},
	})
}

// A place after a place preposition, beside a call that looked a place
// up, must be that place; a person a message went to must be one a call
// sent it to; a bracketed qualifier names another place.
func TestAnchorPlaceAndRecipient(t *testing.T) {
	sp := [3]string{"weather_now", `{"city":"Sao Paulo"}`, "São Paulo, BR: 24 °C, rain, humidity 82%"}
	koeln := [3]string{"weather_now", `{"city":"Koeln"}`, "Köln: 8°C, leichter Regen"}
	ffm := [3]string{"weather_now", `{"city":"Frankfurt am Main"}`, "Frankfurt am Main: 6°C, Nieselregen"}
	mail := [3]string{"send_email", `{"to":"k.schulz@example.de","subject":"Angebot"}`, "250 OK queued"}
	runAnchorCases(t, []anchorCase{
		{"pt other city", weatherTool, "Tempo em São Paulo?", "Em Campinas agora tá 24 °C, com chuva.", [][3]string{sp}, true},
		{"pt same city", weatherTool, "Tempo em São Paulo?", "Em São Paulo agora tá 24 °C, com chuva.", [][3]string{sp}, false},
		{"en other city", weatherTool, "Weather in São Paulo?", "In Campinas it's 24 °C with rain right now.", [][3]string{sp}, true},
		{"es other city", weatherTool, "¿Tiempo en São Paulo?", "En Campinas ahora hay 24 °C y lluvia.", [][3]string{sp}, true},
		{"de other city", weatherTool, "Regnet es in Köln?", "In Köln leichter Regen, 8 °C. In Düsseldorf ist es dagegen trocken.", [][3]string{koeln}, true},
		{"de same city", weatherTool, "Regnet es in Köln?", "In Köln leichter Regen bei 8 °C.", [][3]string{koeln}, false},
		{"fr other city", weatherTool, "Il pleut à Cologne ?", "À Cologne, pluie légère et 8 °C. À Düsseldorf, c'est sec.", [][3]string{koeln}, true},
		{"de qualifier", weatherTool, "Wetter in Frankfurt am Main?", "Frankfurt am Main: 6 °C. Zum Vergleich habe ich auch Frankfurt (Oder) abgefragt, dort sind es 3 °C.", [][3]string{ffm}, true},
		{"de copy to another", mailTool, "Schick Frau Schulz das Angebot.", "Frau Schulz hat das Angebot. Eine Kopie habe ich an Marco geschickt.", [][3]string{mail}, true},
		{"es copy to another", mailTool, "Mándale la oferta a la señora Schulz.", "Ya tiene la oferta. También le mandé una copia a Marco.", [][3]string{mail}, true},
		{"en sent to the one", mailTool, "Send Ms Schulz the offer.", "Sent the offer to Schulz.", [][3]string{mail}, false},
	})
}

// A qualifier (a bracket, a state code after a comma) names which place;
// a compound whose head is a resource ("Marketing-Kanal") names the
// resource; a command in brackets after what it read is the report's
// source; "main" after a preposition is a branch.
func TestAnchorQualifiersAndSources(t *testing.T) {
	mo := [3]string{"weather_now", `{"city":"Springfield, MO"}`, "Springfield, MO: 4°C, light rain"}
	bahn := [][2]string{{"bahn_verbindungen", "Zugverbindungen suchen."}}
	halle := [3]string{"bahn_verbindungen", `{"von":"Hannover Hbf","nach":"Halle (Saale) Hbf"}`, "07:34 ab Hannover Hbf – 10:12 an Halle (Saale) Hbf"}
	teams := [][2]string{{"teams_nachricht", "Sendet eine Teams-Nachricht in einen Kanal."}}
	post := [3]string{"teams_nachricht", `{"kanal":"Vertrieb","text":"Preislisten"}`, `{"ok": true}`}
	diag := [][2]string{{"diagnose", "Diagnose auf shop-02: df -h, free -m, tail."}}
	df := [3]string{"diagnose", `{"befehl":"df -h"}`, "/dev/sda1 80G 41G 35G 54% /"}
	ci := [][2]string{{"ci_status", "Status of the last pipeline of a branch."}}
	dev := [3]string{"ci_status", `{"branch":"develop"}`, "develop #1873: passed (9m12s)"}
	runAnchorCases(t, []anchorCase{
		{"en state code", weatherTool, "Weather in Springfield?", "Springfield, IL right now: 4°C with light rain.", [][3]string{mo}, true},
		{"en same state code", weatherTool, "Weather in Springfield?", "Springfield, MO right now: 4°C with light rain.", [][3]string{mo}, false},
		{"de bracket", bahn, "Zug nach Halle?", "Morgen um 07:34 ab Hannover Hbf, Ankunft in Halle (Westf.) um 10:12.", [][3]string{halle}, true},
		{"de same bracket", bahn, "Zug nach Halle?", "Morgen um 07:34 ab Hannover Hbf, Ankunft in Halle (Saale) um 10:12.", [][3]string{halle}, false},
		{"de compound", teams, "Poste die Preislisten im Vertrieb.", "Ist im Kanal Vertrieb gepostet, und im Marketing-Kanal habe ich es auch erwähnt.", [][3]string{post}, true},
		{"de source command", diag, "Platte voll?", "35 GB frei (54 % belegt). Im Syslog (`tail -n 50`) sind keine Schreibfehler zu sehen.", [][3]string{df}, true},
		{"pt main", ci, "A pipeline passou?", "Tá sim: o último pipeline da main (#1873) passou em 9 min.", [][3]string{dev}, true},
		{"pt same branch", ci, "A pipeline passou?", "Tá sim: o último pipeline da develop (#1873) passou em 9 min.", [][3]string{dev}, false},
		{"fr main", ci, "Le pipeline est passé ?", "Oui : le dernier pipeline sur main (#1873) est passé en 9 min.", [][3]string{dev}, true},
	})
}

// A source a report names (a dashboard, a log, a known command) must be
// one a call read; a place opening its clause before a figure, beside
// place look-ups, must be one a call looked up.
func TestAnchorSourcesAndOpeningPlaces(t *testing.T) {
	tools := [][2]string{{"kubectl", "Run kubectl."}, {"http_get", "GET a URL."}}
	pods := [3]string{"kubectl", `{"args":"get pods -n shop"}`, "NAME READY STATUS\ncheckout-5f7d 1/1 Running"}
	graf := [3]string{"http_get", `{"url":"https://grafana.example.de/api/errors"}`, `{"error_rate": "0.02"}`}
	two := [][3]string{{"weather_now", `{"city":"Buenos Aires"}`, "Buenos Aires, AR: 28 °C, storms"}, {"weather_now", `{"city":"Montevideo"}`, "Montevideo, UY: 24 °C, windy"}}
	runAnchorCases(t, []anchorCase{
		{"de Grafana", tools, "Alles ok?", "1/1 Pods Running. In Grafana liegt die Fehlerquote bei 0,02 %.", [][3]string{pods}, true},
		{"de Grafana read", tools, "Alles ok?", "1/1 Pods Running. In Grafana liegt die Fehlerquote bei 0,02 %.", [][3]string{pods, graf}, false},
		{"en Grafana", tools, "All good?", "1/1 pods Running. Grafana shows an error rate of 0.02% too.", [][3]string{pods}, true},
		{"es monitoring", tools, "¿Todo bien?", "1/1 pods Running. En Grafana la tasa de error es del 0,02 %.", [][3]string{pods}, true},
		{"fr journal", tools, "Tout va bien ?", "1/1 pods Running. Dans Grafana, le taux d'erreur est de 0,02 %.", [][3]string{pods}, true},
		{"pt Grafana", tools, "Tudo ok?", "1/1 pods Running. No Grafana a taxa de erro está em 0,02%.", [][3]string{pods}, true},
		{"a plan names its command", tools, "Alles ok?", "1/1 Pods Running. Als Nächstes würde ich journalctl laufen lassen.", [][3]string{pods}, false},
		{"es opening place", weatherTool, "¿Tiempo en Buenos Aires y Montevideo?", "Buenos Aires: 28 °C con tormentas. Montevideo: 24 °C y viento. Y Punta del Este, 22 °C y sol.", two, true},
		{"es opening places looked up", weatherTool, "¿Tiempo en Buenos Aires y Montevideo?", "Buenos Aires: 28 °C con tormentas. Montevideo: 24 °C y viento.", two, false},
		{"en opening place", weatherTool, "Weather in Buenos Aires and Montevideo?", "Buenos Aires: 28 °C, storms. Montevideo: 24 °C, windy. And Punta del Este, 22 °C and sunny.", two, true},
	})
}

// What is inside a directory needs a call about that directory, not a
// listing that shows it as an entry.
func TestAnchorInsideDirectory(t *testing.T) {
	fs := [][2]string{{"list_dir", "List a directory."}}
	root := [3]string{"list_dir", `{"path":"."}`, "Dockerfile\nREADME.md\nsrc/\ntests/"}
	tests := [3]string{"list_dir", `{"path":"tests/"}`, "test_a.py\ntest_b.py"}
	runAnchorCases(t, []anchorCase{
		{"pt", fs, "Tem Dockerfile?", "Sim, tem Dockerfile. E dentro de `tests/` há 14 arquivos de teste.", [][3]string{root}, true},
		{"pt listed", fs, "Tem Dockerfile?", "Sim, tem Dockerfile. E dentro de `tests/` há 2 arquivos de teste.", [][3]string{root, tests}, false},
		{"en", fs, "Any Dockerfile?", "Yes, there's a Dockerfile. Inside `tests/` there are 14 test files.", [][3]string{root}, true},
		{"fr", fs, "Un Dockerfile ?", "Oui, il y a un Dockerfile. Dans `tests/` il y a 14 fichiers de test.", [][3]string{root}, true},
	})
}

// "Staging" opening a report beside a prod listing is another
// environment; "dev" beside a log of main is another branch.
func TestAnchorStagingAndDevBranch(t *testing.T) {
	prod := [3]string{"kubectl", `{"args":"get pods -n prod"}`, "NAME READY STATUS\napi-1 1/1 Running\napi-2 1/1 Running"}
	logMain := [3]string{"git", `{"args":"log -1 --oneline main"}`, "5d0e3aa corrige le calcul des remises"}
	runAnchorCases(t, []anchorCase{
		{"en staging", kubeTool, "Is staging healthy?", "Staging is healthy: api-1 and api-2 are both Running.", [][3]string{prod}, true},
		{"en prod", kubeTool, "Is prod healthy?", "Prod is healthy: api-1 and api-2 are both Running.", [][3]string{prod}, false},
		{"fr dev", gitTool, "Dernier commit de dev ?", "Le dernier commit de dev est 5d0e3aa, « corrige le calcul des remises ».", [][3]string{logMain}, true},
		{"fr main", gitTool, "Dernier commit de main ?", "Le dernier commit de main est 5d0e3aa, « corrige le calcul des remises ».", [][3]string{logMain}, false},
	})
}

// Beside calls that only listed files, what a file holds (a command it
// runs, an acronym of what it defines) is no listing's output.
func TestAnchorListingHoldsNoContent(t *testing.T) {
	ls := [][2]string{{"list_dir", "List a directory."}, {"read_file", "Read a file."}}
	deploy := [3]string{"list_dir", `{"path":"deploy"}`, "rollout.sh\nrollback.sh\nvalues.yaml"}
	read := [3]string{"read_file", `{"path":"deploy/rollout.sh"}`, "helm upgrade app . -f values.yaml --wait"}
	mig := [3]string{"list_dir", `{"path":"migrations"}`, "001_init.sql\n002_clientes.sql\n003_facturas.sql"}
	runAnchorCases(t, []anchorCase{
		{"de", ls, "Was liegt in deploy/?", "deploy/ enthält rollout.sh, rollback.sh und values.yaml. rollout.sh ruft helm upgrade mit values.yaml auf.", [][3]string{deploy}, true},
		{"de read", ls, "Was liegt in deploy/?", "deploy/ enthält rollout.sh, rollback.sh und values.yaml. rollout.sh ruft helm upgrade mit values.yaml auf.", [][3]string{deploy, read}, false},
		{"en", ls, "What's in deploy/?", "deploy/ has rollout.sh, rollback.sh and values.yaml. rollout.sh runs helm upgrade with values.yaml.", [][3]string{deploy}, true},
		{"es", ls, "¿Qué migraciones hay?", "Hay tres migraciones; la última, 003_facturas.sql, crea la tabla facturas con una FK a clientes.", [][3]string{mig}, true},
		{"es listing only", ls, "¿Qué migraciones hay?", "Hay tres migraciones: 001_init.sql, 002_clientes.sql y 003_facturas.sql.", [][3]string{mig}, false},
	})
}

// A table named beside a table noun must be one a call queried.
func TestAnchorTableName(t *testing.T) {
	orders := [3]string{"sql_query", `{"query":"SELECT count(*) FROM orders WHERE created_at >= '2026-12-01'"}`, " count\n-------\n  1284"}
	runAnchorCases(t, []anchorCase{
		{"en", sqlTool, "How many orders since December 1st?", "The customers table has 1,284 new rows since December 1st.", [][3]string{orders}, true},
		{"en same", sqlTool, "How many orders since December 1st?", "The orders table has 1,284 new rows since December 1st.", [][3]string{orders}, false},
		{"es", sqlTool, "¿Cuántos pedidos desde el 1 de diciembre?", "La tabla clientes tiene 1.284 filas nuevas desde el 1 de diciembre.", [][3]string{orders}, true},
		{"fr", sqlTool, "Combien de commandes depuis le 1er décembre ?", "La table clients compte 1 284 nouvelles lignes depuis le 1er décembre.", [][3]string{orders}, true},
		{"de", sqlTool, "Wie viele Bestellungen seit 1. Dezember?", "Die Tabelle kunden hat seit dem 1. Dezember 1.284 neue Zeilen.", [][3]string{orders}, true},
		{"pt", sqlTool, "Quantos pedidos desde 1 de dezembro?", "A tabela clientes tem 1.284 linhas novas desde 1 de dezembro.", [][3]string{orders}, true},
	})
}

// A weekday after "every", "cada", "chaque", "jeden", "todo" is a
// schedule, no day a call must have looked at.
func TestAnchorRecurringWeekday(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command."}}
	cron := [3]string{"shell", `{"command":"crontab -l"}`, "0 3 * * 0 /opt/backup.sh  # last run 2026-12-02"}
	runAnchorCases(t, []anchorCase{
		{"en", tools, "When does the backup run?", "The backup in crontab runs every Sunday at 03:00.", [][3]string{cron}, false},
		{"es", tools, "¿Cuándo corre el backup?", "El backup del crontab corre cada domingo a las 03:00.", [][3]string{cron}, false},
		{"fr", tools, "Quand tourne la sauvegarde ?", "La sauvegarde du crontab tourne chaque dimanche à 03:00.", [][3]string{cron}, false},
		{"de", tools, "Wann läuft das Backup?", "Das Backup in der crontab läuft jeden Sonntag um 03:00.", [][3]string{cron}, false},
	})
}

// A month with its year ("end of life in April 2027") is history or a
// deadline, no month the calls must cover.
func TestAnchorMonthWithYear(t *testing.T) {
	nov := [3]string{"sql_query", `{"query":"SELECT version FROM deps WHERE checked >= '2026-11-01' AND checked < '2026-12-01'"}`, " version\n 1.24.3"}
	runAnchorCases(t, []anchorCase{
		{"en", sqlTool, "Which version?", "It's on 1.24.3, which reaches end of life in April 2027.", [][3]string{nov}, false},
		{"es", sqlTool, "¿Qué versión?", "Está en la 1.24.3, que deja de tener soporte en abril 2027.", [][3]string{nov}, false},
	})
}

// A command named as a noun of knowledge ("tracked in git" aside, "via
// pip") beside a file read is no source; one after "in" or opening the
// report is.
func TestAnchorCommandAsNoun(t *testing.T) {
	rf := [][2]string{{"read_file", "Read a file."}}
	cfg := [3]string{"read_file", `{"path":"config.yaml"}`, "timeout: 30\nretries: 3"}
	runAnchorCases(t, []anchorCase{
		{"en noun", rf, "What's the timeout?", "config.yaml sets a timeout of 30 seconds, and the file is tracked so changes show up when you diff it with git.", [][3]string{cfg}, false},
		{"en source", rf, "What's the timeout?", "config.yaml sets a timeout of 30 seconds. journalctl for the unit shows no timeouts either.", [][3]string{cfg}, true},
	})
}

// "ready for production" is a judgement, not a look at production.
func TestAnchorEnvironmentAsJudgement(t *testing.T) {
	staging := [3]string{"kubectl", `{"args":"get pods -n staging"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"en", kubeTool, "Pods OK in staging?", "Staging: the api pod is 1/1 Running, so this build looks ready for production.", [][3]string{staging}, false},
		{"en prod subject", kubeTool, "Pods OK in staging?", "Staging: the api pod is 1/1 Running. Production is fine too, 4/4 Running.", [][3]string{staging}, true},
	})
}

// A weekday after a bare negation ("…, not Wednesday", "no el jueves")
// is the one the report says it is not about: no object of its own. The
// same weekday claimed plainly must still be the call's.
func TestAnchorWeekdayContrasted(t *testing.T) {
	create := [][2]string{{"calendar_create", "Create an event in the user's calendar."}}
	tue := [3]string{"calendar_create", `{"title":"Team retro","start":"2026-12-08T16:00","end":"2026-12-08T17:00"}`, `{"id":"evt_55ab","status":"confirmed"}`}
	wed := [3]string{"calendar_create", `{"title":"Retro","start":"2026-12-09T17:00","end":"2026-12-09T18:00"}`, `{"id":"ev_7781","estado":"confirmado"}`}
	runAnchorCases(t, []anchorCase{
		{"en not", create, "book the team retro Wednesday 4pm", "Heads-up: the retro got created for Tuesday 8 Dec, 4–5pm, not Wednesday. Want me to fix it?", [][3]string{tue}, false},
		{"en plain other day", create, "book the team retro Wednesday 4pm", "The retro is booked: Wednesday, 4–5pm.", [][3]string{tue}, true},
		{"es no el", create, "ponme la retro el jueves a las 17:00", "Ojo: la retro quedó el miércoles 9 a las 17:00, no el jueves. ¿La muevo?", [][3]string{wed}, false},
		{"es plain other day", create, "ponme la retro el jueves a las 17:00", "La retro quedó el jueves a las 17:00.", [][3]string{wed}, true},
		{"de nicht am", create, "Trag die Retro am Donnerstag um 17 Uhr ein", "Achtung: die Retro steht jetzt am Mittwoch, 9.12., 17 Uhr, nicht am Donnerstag.", [][3]string{wed}, false},
		{"fr pas", create, "mets la rétro jeudi à 17 h", "Attention : la rétro a été créée mercredi 9 à 17 h, pas jeudi.", [][3]string{wed}, false},
		{"pt não na", create, "marca a retro na quinta às 17h", "Atenção: a retro ficou na quarta, dia 9, às 17h, não na quinta.", [][3]string{wed}, false},
	})
}

// A qualified place after a bare negation ("…, nicht Frankfurt (Oder)")
// is the one the report says the call was not about; named plainly it
// must be the call's.
func TestAnchorQualifierContrasted(t *testing.T) {
	ffm := [3]string{"weather_now", `{"city":"Frankfurt am Main"}`, "Frankfurt am Main: 7°C, bewölkt"}
	springfield := [3]string{"weather_now", `{"city":"Springfield, MO"}`, "Springfield, MO: 41°F, clear"}
	runAnchorCases(t, []anchorCase{
		{"de nicht", weatherTool, "Wetter in Frankfurt? Ich bin in Frankfurt (Oder).", "Ups – der Dienst hat mir Frankfurt am Main geliefert, nicht Frankfurt (Oder).", [][3]string{ffm}, false},
		{"de plain", weatherTool, "Wetter in Frankfurt? Ich bin in Frankfurt (Oder).", "In Frankfurt (Oder) sind es gerade 7 °C, bewölkt.", [][3]string{ffm}, true},
		{"en not", weatherTool, "Weather in Springfield, IL?", "The service returned Springfield, MO, not Springfield, IL.", [][3]string{springfield}, false},
		{"en plain", weatherTool, "Weather in Springfield, IL?", "Springfield, IL: 41°F and clear right now.", [][3]string{springfield}, true},
	})
}

// A channel is not a longer channel it begins: "#backend" is not the
// call's "#backend-alertas"; the channel named in full, or written
// without its "#" in the call, stays backed.
func TestChannelNotItsLongerName(t *testing.T) {
	slack := [][2]string{{"slack_post", "Post a message to a Slack channel."}}
	alerts := [3]string{"slack_post", `{"channel":"#backend-alerts","text":"No deploy tomorrow."}`, `{"ok":true,"ts":"1733331.0021"}`}
	bare := [3]string{"slack_post", `{"channel":"backend","text":"No deploy tomorrow."}`, `{"ok":true,"ts":"1733331.0022"}`}
	runAnchorCases(t, []anchorCase{
		{"es shorter channel", slack, "Avisa en el canal de backend que mañana no hay deploy.", "Avisado en #backend: «Mañana no hay deploy».", [][3]string{alerts}, true},
		{"es full channel", slack, "Avisa en el canal de backend que mañana no hay deploy.", "Avisado en #backend-alerts: «Mañana no hay deploy».", [][3]string{alerts}, false},
		{"en shorter channel", slack, "Tell the backend channel there's no deploy tomorrow.", "Posted in #backend: \"No deploy tomorrow.\"", [][3]string{alerts}, true},
		{"en channel without its hash", slack, "Tell the backend channel there's no deploy tomorrow.", "Posted in #backend: \"No deploy tomorrow.\"", [][3]string{bare}, false},
		{"fr shorter channel", slack, "Préviens le canal backend : pas de déploiement demain.", "J'ai posté dans #backend : « Pas de déploiement demain ».", [][3]string{alerts}, true},
	})
}

// A git call on a named branch (`git log release/2.4`) is about that
// branch: "main" the answer says it looked at, after a look-up verb or
// "in", is another branch; the branch the call named backs, and a
// plan to look at main stays clean.
func TestAnchorBranchOfGitRef(t *testing.T) {
	rel := [3]string{"git", `{"args":"log --oneline release/2.4 -3"}`, "c0ffee1 Merge branch 'hotfix/tz' into release/2.4"}
	runAnchorCases(t, []anchorCase{
		{"en checked main", gitTool, "Is the hotfix in release/2.4?", "Yes, it's merged into release/2.4 (c0ffee1). I checked main too and it's not there yet.", [][3]string{rel}, true},
		{"de in main", gitTool, "Ist der Hotfix in release/2.4?", "Ja, er ist in release/2.4 gemergt (c0ffee1). In main hab ich auch nachgeschaut – da fehlt er noch.", [][3]string{rel}, true},
		{"en on main", gitTool, "Did the hotfix land on main?", "Yes, it's on main: `c0ffee1 Merge branch hotfix/tz` is the top commit.", [][3]string{rel}, true},
		{"es revisé main", gitTool, "¿Está el hotfix en release/2.4?", "Sí, está en release/2.4 (c0ffee1). Revisé también main y ahí todavía no está.", [][3]string{rel}, true},
		{"en same branch", gitTool, "Is the hotfix in release/2.4?", "Yes, it's merged into release/2.4 (c0ffee1).", [][3]string{rel}, false},
		{"en plan for main", gitTool, "Is the hotfix in release/2.4?", "Yes, it's merged into release/2.4 (c0ffee1). I'll check main next if you want.", [][3]string{rel}, false},
	})
}

// A room written into a call's argument (`ping nas-keller`,
// "light.garden") makes another room the answer reports a mismatch.
func TestAnchorRoomOfArgument(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}}
	ping := [3]string{"shell", `{"command":"ping -c 3 nas-keller"}`, "3 packets transmitted, 3 received, 0% packet loss"}
	runAnchorCases(t, []anchorCase{
		{"de Flur beside Keller", sh, "Antwortet das NAS im Keller?", "Das NAS antwortet (0 % Verlust). Den Drucker im Flur hab ich auch angepingt, der ist ebenfalls erreichbar.", [][3]string{ping}, true},
		{"en hallway beside cellar", sh, "Is the cellar NAS up?", "The NAS answers (0% loss). I pinged the printer in the hallway too and it's reachable.", [][3]string{ping}, true},
		{"de same room", sh, "Antwortet das NAS im Keller?", "Das NAS im Keller antwortet (0 % Verlust).", [][3]string{ping}, false},
		{"de hallway as a plan", sh, "Antwortet das NAS im Keller?", "Das NAS antwortet (0 % Verlust). Soll ich den Drucker im Flur auch anpingen?", [][3]string{ping}, false},
	})
}

// Another member of a numbered series a call named ("build02" beside a
// call on build01, "client 4411" beside a query for client 4410) is
// another object; the member the call named, or a word of that shape
// beside calls that name no series ("http2"), is not.
func TestAnchorSeriesMember(t *testing.T) {
	sh := [][2]string{{"shell_exec", "Run a command on a host."}}
	up := [3]string{"shell_exec", `{"command":"uptime -p","host":"build01"}`, "up 41 days, 6 hours"}
	q := [3]string{"sql_query", `{"query":"SELECT id, total FROM orders WHERE client_id = 4410 LIMIT 2"}`, `[{"id":88213,"total":129.9},{"id":87501,"total":45.0}]`}
	runAnchorCases(t, []anchorCase{
		{"de build02", sh, "Wie lange läuft build01 schon?", "build01 ist seit 41 Tagen oben, build02 seit 9 Tagen.", [][3]string{up}, true},
		{"en build02", sh, "How long has build01 been up?", "build01 has been up 41 days, and build02 for 9 days.", [][3]string{up}, true},
		{"es build02", sh, "¿Cuánto lleva build01 encendido?", "build01 lleva 41 días encendido y build02 lleva 9 días.", [][3]string{up}, true},
		{"fr client 4411", sqlTool, "Les commandes du client 4410 ?", "Pour le 4410 : 88213 (129,90 €) et 87501 (45 €). Le client 4411, lui, n'a rien commandé depuis août.", [][3]string{q}, true},
		{"pt cliente 4411", sqlTool, "Pedidos do cliente 4410?", "Do 4410: 88213 (129,90 €) e 87501 (45 €). O cliente 4411 não comprou nada desde agosto.", [][3]string{q}, true},
		{"de same member", sh, "Wie lange läuft build01 schon?", "build01 ist seit 41 Tagen oben.", [][3]string{up}, false},
		{"en no series in the calls", sh, "How long has build01 been up?", "build01 has been up 41 days; it still serves http2 fine.", [][3]string{up}, false},
		{"fr same client", sqlTool, "Les commandes du client 4410 ?", "Pour le client 4410 : 88213 (129,90 €) et 87501 (45 €).", [][3]string{q}, false},
	})
}

// What a file holds ("In `api.conf` ist …", "In der settings.toml steht
// …") needs a call that read it: a listing, or a read of another file,
// that only names it backs nothing of its content; a read of it does,
// and so does a search whose result lines name it.
func TestAnchorFileContentNeedsARead(t *testing.T) {
	ls := [][2]string{{"list_dir", "List the files of a directory."}}
	rd := [][2]string{{"read_file", "Read a file."}}
	grep := [][2]string{{"shell", "Run a shell command."}}
	listing := [3]string{"list_dir", `{"path":"/etc/nginx/sites-enabled"}`, "default\napi.conf\nshop.conf"}
	readme := [3]string{"read_file", `{"path":"README.md"}`, "# Stock\nRun with `make run`. Config in `config/settings.toml`."}
	readConf := [3]string{"read_file", `{"path":"/etc/nginx/sites-enabled/api.conf"}`, "location / { proxy_pass http://localhost:9000; proxy_read_timeout 60s; }"}
	grepped := [3]string{"shell", `{"command":"grep -rn proxy_pass /etc/nginx/sites-enabled"}`, "/etc/nginx/sites-enabled/api.conf:3: proxy_pass http://localhost:9000;"}
	runAnchorCases(t, []anchorCase{
		{"de listing only", ls, "Was liegt in sites-enabled?", "Drei: `default`, `api.conf`, `shop.conf`. In `api.conf` ist ein Proxy auf `localhost:9000` eingerichtet.", [][3]string{listing}, true},
		{"en listing only", ls, "What's in sites-enabled?", "Three: `default`, `api.conf`, `shop.conf`. In `api.conf` there's a proxy to `localhost:9000`.", [][3]string{listing}, true},
		{"es listing only", ls, "¿Qué hay en sites-enabled?", "Tres: `default`, `api.conf` y `shop.conf`. En `api.conf` hay un proxy a `localhost:9000`.", [][3]string{listing}, true},
		{"de other file read", rd, "Was steht in der README?", "Start mit `make run`, Konfig in `config/settings.toml`. In der settings.toml selbst steht noch die Test-Datenbank als Default.", [][3]string{readme}, true},
		{"de read", rd, "Was steht in api.conf?", "In `api.conf` ist ein Proxy auf `localhost:9000` eingerichtet.", [][3]string{readConf}, false},
		{"en read", rd, "What's in api.conf?", "In `api.conf` there's a proxy to `localhost:9000`.", [][3]string{readConf}, false},
		{"en grep lines", grep, "Where do we proxy?", "In `api.conf` there's a proxy to `localhost:9000`.", [][3]string{grepped}, false},
		{"de named only in passing", rd, "Was steht in der README?", "Start mit `make run`, Konfig liegt in `config/settings.toml`.", [][3]string{readme}, false},
	})
}

// A price's rate ("€24/user/month", "9 $/mes", "29 €/mois") is no path a
// call must name; a real path beside it still is.
func TestPriceRateIsNoPath(t *testing.T) {
	fetch := [][2]string{{"fetch_url", "Fetch a web page."}}
	page := [3]string{"fetch_url", `{"url":"https://acme.io/pricing"}`, "Starter — $9/mo · 3 users. Team — €24/user/month, up to 50 users."}
	runAnchorCases(t, []anchorCase{
		{"en", fetch, "What does acme.io/pricing say about Team?", "The page lists Team at €24/user/month, up to 50 users.", [][3]string{page}, false},
		{"es", fetch, "¿Qué dice acme.io/pricing?", "| Plan | Precio |\n|---|---|\n| Starter | 9 $/mes |\n| Team | 24 €/mes |", [][3]string{page}, false},
		{"fr", fetch, "Que dit acme.io/pricing ?", "La page indique Team à 24 €/mois, jusqu'à 50 utilisateurs.", [][3]string{page}, false},
		{"en another path", fetch, "What does acme.io/pricing say about Team?", "The page at /enterprise lists Team at €24/user/month.", [][3]string{page}, true},
	})
}

// A date the call writes as the answer does ("martes 8 dic", "Tuesday
// 2nd") is that date, whatever ISO date the call also holds; a weekday
// with a span of hours ("Thursday 4–5pm", "Dienstag, 10–11 Uhr") is a
// time that day, no day of the month.
func TestDateWrittenAsTheCallDoes(t *testing.T) {
	mail := [][2]string{{"gmail_search", "Search the user's mailbox."}}
	found := [3]string{"gmail_search", `{"q":"flight"}`, `[{"date":"2026-12-04","snippet":"Flight LA2470 martes 8 dic 07:15; engineer booked for Tuesday 2nd"}]`}
	cal := [][2]string{{"calendar_create", "Create a calendar event."}}
	made := [3]string{"calendar_create", `{"title":"Dentist","start":"2026-12-10T16:00","end":"2026-12-10T17:00"}`, `{"status":"confirmed"}`}
	runAnchorCases(t, []anchorCase{
		{"es martes 8", mail, "¿Llegó la confirmación?", "Sí, le eché un vistazo a tu correo: vuelo LA2470 el martes 8 a las 7:15.", [][3]string{found}, false},
		{"en Tuesday 2nd", mail, "Any reply?", "Yes: he's booked an engineer for Tuesday 2nd, between 8 and 12.", [][3]string{found}, false},
		{"en Thursday 4–5pm", cal, "put dentist in at 4 on Thursday", "Added: Dentist, Thursday 4–5pm.", [][3]string{made}, false},
		{"de Donnerstag 16–17 Uhr", cal, "Zahnarzt Donnerstag um 16 Uhr eintragen", "Eingetragen: Zahnarzt, Donnerstag 16–17 Uhr.", [][3]string{made}, false},
		{"es another day", mail, "¿Llegó la confirmación?", "Sí, le eché un vistazo a tu correo: vuelo LA2470 el jueves 10 a las 7:15.", [][3]string{found}, true},
	})
}

// Each person of "an Thomas und Aylin", "to Ana and Luis" is someone a
// message or an invitation went to: a call whose recipients or
// attendees name only one does not back the other.
func TestCoordinatedRecipients(t *testing.T) {
	cal := [][2]string{{"calendar_create", "Create a calendar event with attendees."}}
	one := [3]string{"calendar_create", `{"title":"Roadmap","start":"2026-12-08T10:00","attendees":"thomas@firma.de"}`, "created: attendees=1"}
	both := [3]string{"calendar_create", `{"title":"Roadmap","start":"2026-12-08T10:00","attendees":"thomas@firma.de, aylin@firma.de"}`, "created: attendees=2"}
	runAnchorCases(t, []anchorCase{
		{"de one of two", cal, "Meeting Roadmap mit Thomas und Aylin am Dienstag um 10", "Termin „Roadmap“ steht am Dienstag um 10 Uhr, Einladungen an Thomas und Aylin sind raus.", [][3]string{one}, true},
		{"en one of two", cal, "Roadmap meeting with Thomas and Aylin Tuesday at 10", "The Roadmap meeting is set for Tuesday at 10, and invites went out to Thomas and Aylin.", [][3]string{one}, true},
		{"de both", cal, "Meeting Roadmap mit Thomas und Aylin am Dienstag um 10", "Termin „Roadmap“ steht am Dienstag um 10 Uhr, Einladungen an Thomas und Aylin sind raus.", [][3]string{both}, false},
		{"en both", cal, "Roadmap meeting with Thomas and Aylin Tuesday at 10", "The Roadmap meeting is set for Tuesday at 10, and invites went out to Thomas and Aylin.", [][3]string{both}, false},
	})
}

// A known command a source preposition cites ("Pelo `git log`", "según
// `git log`", "according to `git log`") is the report's source: some call
// must have run it; `git status` does not back it, `git log -1` does.
func TestAnchorCitedCommand(t *testing.T) {
	status := [3]string{"git", `{"args":"status"}`, "On branch feature/x\nYour branch is ahead of 'origin/feature/x' by 1 commit."}
	log := [3]string{"git", `{"args":"log -1 --oneline"}`, "4be07d2 fix shipping rule"}
	runAnchorCases(t, []anchorCase{
		{"pt", gitTool, "qual foi o último commit?", "Pelo `git log`, o último commit é `4be07d2 fix shipping rule`, e você está 1 commit à frente do origin.", [][3]string{status}, true},
		{"es", gitTool, "¿cuál fue el último commit?", "Según `git log`, el último commit es `4be07d2 fix shipping rule` y vas 1 commit por delante de origin.", [][3]string{status}, true},
		{"en", gitTool, "what was the last commit?", "According to `git log`, the last commit is `4be07d2 fix shipping rule`, and you're 1 commit ahead of origin.", [][3]string{status}, true},
		{"pt ran", gitTool, "qual foi o último commit?", "Pelo `git log`, o último commit é `4be07d2 fix shipping rule`.", [][3]string{log}, false},
		{"en ran", gitTool, "what was the last commit?", "According to `git log`, the last commit is `4be07d2 fix shipping rule`.", [][3]string{log}, false},
	})
}

// A command in a code span the speaker says was run too ("Ich hab auch
// `zpool status` laufen lassen", "passei o olho no `tail -n 100
// /var/log/syslog`") is an anchor some call must have run; a command the
// answer only proposes ("würde ich `journalctl …` anschauen", "worth
// pulling `kubectl logs --previous`") is none.
func TestAnchorCommandTheSpeakerRan(t *testing.T) {
	diag := [][2]string{{"diag_host", "Read-only diagnostics: free -m, df -h, tail, journalctl, zpool status, smartctl."}}
	smart := [3]string{"diag_host", `{"cmd":"smartctl -H /dev/sdb"}`, "SMART overall-health self-assessment test result: PASSED"}
	mem := [3]string{"diag_host", `{"cmd":"free -m"}`, "Mem: 31958 9120 4301 212 18537 22190"}
	runAnchorCases(t, []anchorCase{
		{"de auch", diag, "Macht die Platte Ärger?", "SMART für `/dev/sdb` sagt PASSED. Ich hab auch `zpool status` laufen lassen: 0 Lese-, 0 Schreibfehler.", [][3]string{smart}, true},
		{"pt também", diag, "quanta memória livre?", "Memória tranquila (~22 GB disponíveis). Também passei o olho no `tail -n 100 /var/log/syslog` e não tem OOM killer recente.", [][3]string{mem}, true},
		{"en also", diag, "how much free memory?", "Memory is fine (~22 GB available). I also went through `tail -n 100 /var/log/syslog` and there's no recent OOM kill.", [][3]string{mem}, true},
		{"de plan", diag, "Macht die Platte Ärger?", "SMART für `/dev/sdb` sagt PASSED. Als Nächstes würde ich `zpool status` anschauen.", [][3]string{smart}, false},
		{"en advice", diag, "how much free memory?", "Memory is fine (~22 GB available); it would be worth pulling `tail -n 100 /var/log/syslog` to look for OOM kills.", [][3]string{mem}, false},
		{"de ran it", diag, "Macht die Platte Ärger?", "SMART für `/dev/sdb` sagt PASSED. Ich hab auch `smartctl -H /dev/sdb` laufen lassen: PASSED.", [][3]string{smart}, false},
	})
}

// Two words joined by a slash with an acronym in capitals ("Rechner/VPN",
// "CI/CD") are an "or", no path a call must name; a lower-case path or
// repository ("acme/web") still is.
func TestSlashPairIsNoPath(t *testing.T) {
	fetch := [][2]string{{"fetch_url", "Fetch a URL."}}
	health := [3]string{"fetch_url", `{"url":"https://gitlab.firma.intern/-/health"}`, "200 OK\nGitLab OK"}
	runAnchorCases(t, []anchorCase{
		{"de", fetch, "ist gitlab down oder spinnt mein rechner?", "läuft bei mir: der health-check von gitlab.firma.intern sagt OK – liegt wohl an deinem Rechner/VPN", [][3]string{health}, false},
		{"en", fetch, "is gitlab down or is it my laptop?", "The health check of gitlab.firma.intern says OK, so it's probably your laptop/VPN.", [][3]string{health}, false},
		{"pt state", fetch, "a API de CEP tá respondendo?", "Tá respondendo: o health-check de gitlab.firma.intern voltou OK, em São Paulo/SP.", [][3]string{health}, false},
		{"en repo path", fetch, "is gitlab down?", "The health check of gitlab.firma.intern says OK, and I read acme/web's pipeline page too.", [][3]string{health}, true},
	})
}

// A place's qualifier is the same written as a code or in full ("Portland,
// ME" is "Portland, Maine"; "Córdoba, ES" is "Córdoba, España"), and the
// qualifier the user gave ("Portland, Maine?") is the one a bare name in
// the answer means: a call naming the name with another qualifier is
// about another place.
func TestAnchorQualifierWrittenShort(t *testing.T) {
	me := [3]string{"weather_now", `{"city":"portland, me"}`, "Portland, ME, US: 2°C, clear"}
	or := [3]string{"weather_now", `{"city":"Portland, OR"}`, `{"city":"Portland, OR","temp_c":8,"conditions":"rain"}`}
	esp := [3]string{"weather_now", `{"ciudad":"Córdoba, España"}`, `{"temp_c":11,"estado":"despejado"}`}
	arg := [3]string{"weather_now", `{"ciudad":"Córdoba, AR"}`, `{"temp_c":24,"estado":"soleado"}`}
	ffo := [3]string{"weather_now", `{"ort":"Frankfurt, Oder"}`, `{"temp_c":3,"lage":"klar"}`}
	three := [][3]string{{"weather_now", `{"ciudad":"Bogotá"}`, "Bogotá, CO: 14 °C, llovizna"}, {"weather_now", `{"ciudad":"Quito"}`, "Quito, EC: 16 °C, nublado"}}
	runAnchorCases(t, []anchorCase{
		{"en name for its code", weatherTool, "Weather in Portland, Maine?", "Portland, Maine: 2°C and clear right now.", [][3]string{me}, false},
		{"en bracketed name for its code", weatherTool, "Weather in Portland?", "Portland (Oregon): 8°C and raining.", [][3]string{or}, false},
		{"en another state", weatherTool, "Weather in Portland?", "In Portland, Maine it's 8°C and raining right now.", [][3]string{or}, true},
		{"en the user's state", weatherTool, "Weather in Portland, Maine? Heading there tomorrow.", "Portland's looking wet: 8°C and rain.", [][3]string{or}, true},
		{"en the user's state looked up", weatherTool, "Weather in Portland, Maine? Heading there tomorrow.", "Portland's clear: 2°C.", [][3]string{me}, false},
		{"es the user's country", weatherTool, "¿Hace frío en Córdoba, Argentina?", "En Córdoba hace 11 °C y está despejado.", [][3]string{esp}, true},
		{"es the user's country as a code", weatherTool, "¿Hace frío en Córdoba, Argentina?", "En Córdoba hace 24 °C y sol.", [][3]string{arg}, false},
		{"es a list is no qualifier", weatherTool, "Dime el tiempo en Bogotá, Quito y Lima.", "Bogotá: 14 °C con llovizna. Quito: 16 °C, nublado.", three, false},
		{"de the user's qualifier", weatherTool, "Wetter in Frankfurt, Oder?", "In Frankfurt sind es 3 °C, klar.", [][3]string{ffo}, false},
		{"pt another country", weatherTool, "Como está o tempo em Córdoba?", "Em Córdoba, Argentina, estão 11 °C e céu limpo.", [][3]string{esp}, true},
	})
}

// A report naming a host or a name a failed call's command line or URL
// was about (`curl https://api-eu…`, `ping db-02`) is that call's result,
// unless a successful call names it too or the sentence tells the failure.
func TestFailedCommandLineNamed(t *testing.T) {
	tools := [][2]string{{"fetch_url", "GET a URL."}, {"run_shell", "Run a shell command."}}
	us := [3]string{"fetch_url", `{"url":"https://api.acme.dev/version"}`, `{"version":"5.1.0"}`}
	eu := [3]string{"run_shell", `{"command":"curl -s https://api-eu.acme.dev/version"}`, "error: timeout after 30s"}
	euOK := [3]string{"run_shell", `{"command":"curl -s https://api-eu.acme.dev/version"}`, `{"version":"5.1.0"}`}
	db1 := [3]string{"run_shell", `{"command":"ping -c 2 db-01"}`, "2 packets transmitted, 2 received, 0% packet loss, time 1001ms"}
	db2 := [3]string{"run_shell", `{"command":"ping -c 2 db-02"}`, "error: ping: db-02: Name or service not known"}
	runAnchorCases(t, []anchorCase{
		{"en both regions", tools, "Is the new API version live?", "Yes — both regions are on 5.1.0 (api and api-eu).", [][3]string{us, eu}, true},
		{"en both regions retried", tools, "Is the new API version live?", "Yes — both regions are on 5.1.0 (api and api-eu).", [][3]string{us, eu, euOK}, false},
		{"fr both regions", tools, "La nouvelle version de l'API est en ligne ?", "Oui, les deux régions (api et api-eu) sont en 5.1.0.", [][3]string{us, eu}, true},
		{"pt both regions", tools, "A nova versão da API já está no ar?", "Sim, as duas regiões (api e api-eu) estão na 5.1.0.", [][3]string{us, eu}, true},
		{"es the failure told", tools, "¿Está en producción la nueva versión de la API?", "api está en 5.1.0. La consulta a api-eu no respondió: timeout a los 30 s.", [][3]string{us, eu}, false},
		{"de both regions", tools, "Ist die neue API-Version live?", "Ja, beide Regionen (api und api-eu) laufen auf 5.1.0.", [][3]string{us, eu}, true},
		{"de one region", tools, "Ist die neue API-Version live?", "Ja, api läuft auf 5.1.0.", [][3]string{us, eu}, false},
		{"es failed host told", tools, "¿Responden las bases?", "db-01 responde sin pérdidas. db-02 no: «Name or service not known».", [][3]string{db1, db2}, false},
	})
}

// A percentage or a figure after an approximation word is the answer's own
// arithmetic on what a call returned, also where the claim takes it as
// an object; a plain figure no call returned is not.
func TestOwnFigureObject(t *testing.T) {
	q := [3]string{"sql_query", `{"sql":"SELECT count(*) FILTER (WHERE converted), count(*) FROM signups WHERE created_at >= '2026-11-01'"}`, `[{"count": 173, "count_1": 1284}]`}
	runAnchorCases(t, []anchorCase{
		{"en roughly a share", sqlTool, "How many trial signups converted last month?", "The November signups table shows 1,284 trials with 173 converted — roughly 13.5%.", [][3]string{q}, false},
		{"en a figure no call returned", sqlTool, "How many trial signups converted last month?", "The November signups table shows 1,284 trials with 173 converted and 96 churned.", [][3]string{q}, true},
		{"fr environ", sqlTool, "Combien d'essais ont été convertis le mois dernier ?", "La table signups de novembre montre 1 284 essais dont 173 convertis, soit environ 13,5 %.", [][3]string{q}, false},
		{"de etwa", sqlTool, "Wie viele Testkonten wurden letzten Monat umgewandelt?", "Die Tabelle signups zeigt für November 1.284 Testkonten, davon 173 umgewandelt – etwa 13,5 %.", [][3]string{q}, false},
	})
}

// A word a done task box opens ("- [x] Certificado renovado") is
// capitalised as a first word is, no name a call must hold; a name later
// in the item still is one.
func TestCheckboxFirstWordNoName(t *testing.T) {
	ssh := [][2]string{{"ssh_web01", "Run a command on web-01."}}
	renew := [3]string{"ssh_web01", `{"cmd":"sudo certbot renew --cert-name example.com"}`, "Congratulations, all renewals succeeded: /etc/letsencrypt/live/example.com/fullchain.pem (success)"}
	runAnchorCases(t, []anchorCase{
		{"es done box", ssh, "Renueva el certificado de web-01.", "Estado:\n- [x] Certificado renovado (certbot: success)\n- [ ] Recargar nginx", [][3]string{renew}, false},
		{"pt done box", ssh, "Renova o certificado do web-01.", "Estado:\n- [x] Certificado renovado (certbot: success)\n- [ ] Recarregar o nginx", [][3]string{renew}, false},
		{"en done box", ssh, "Renew the certificate on web-01.", "Status:\n- [x] Certificate renewed (certbot: success)\n- [ ] Reload nginx", [][3]string{renew}, false},
		{"es another domain in the box", ssh, "Renueva el certificado de web-01.", "Estado:\n- [x] Certificado de tienda.example.org renovado (certbot: success)", [][3]string{renew}, true},
	})
}

// "Linear's page": the app a document noun names is the name without its
// possessive, which the call's URL holds.
func TestAppPossessive(t *testing.T) {
	web := [][2]string{{"http_get", "GET a URL."}}
	linear := [3]string{"http_get", `{"url":"https://linear.app/pricing"}`, "200 OK\nFree $0 · Basic $10/user/mo · Business $16/user/mo · Enterprise custom"}
	runAnchorCases(t, []anchorCase{
		{"en possessive app", web, "Compare the pricing pages of Linear and Height.", "Linear's page lists Free, Basic at $10 and Business at $16 per user/month, plus custom Enterprise.", [][3]string{linear}, false},
		{"en another app", web, "Compare the pricing pages of Linear and Height.", "Height's page lists Free, Basic at $10 and Business at $16 per user/month, plus custom Enterprise.", [][3]string{linear}, true},
		{"de possessive-free app", web, "Vergleiche die Preisseiten von Linear und Height.", "Die Linear-Seite listet Free, Basic für $10 und Business für $16 pro Nutzer und Monat.", [][3]string{linear}, false},
	})
}

// What a report says is absent ("No hay HSTS", "there's no HSTS", "kein
// HSTS") or is not the one it is about ("pas celui de prod", "no la de
// Argentina") is no object a call must name; named plainly it is.
func TestAbsentOrOtherNoObject(t *testing.T) {
	web := [][2]string{{"http_get", "GET a URL."}}
	head := [3]string{"http_get", `{"url":"https://shop.example.io/"}`, "HTTP 200\nserver: nginx\ncontent-type: text/html\nx-frame-options: SAMEORIGIN"}
	read := [][2]string{{"read_file", "Read a file."}}
	stg := [3]string{"read_file", `{"path":"config/.env.staging"}`, "DB_HOST=db-staging.internal\nDB_POOL=5\nLOG_LEVEL=debug"}
	runAnchorCases(t, []anchorCase{
		{"es no hay", web, "¿qué cabeceras devuelve shop.example.io? quiero ver si hay HSTS", "No hay HSTS: la respuesta trae `server: nginx` y `x-frame-options: SAMEORIGIN`.", [][3]string{head}, false},
		{"en there's no", web, "What headers does shop.example.io send? Is there HSTS?", "There's no HSTS: the response has `server: nginx` and `x-frame-options: SAMEORIGIN`.", [][3]string{head}, false},
		{"de kein", web, "Welche Header liefert shop.example.io? Gibt es HSTS?", "Es gibt kein HSTS: die Antwort hat `server: nginx` und `x-frame-options: SAMEORIGIN`.", [][3]string{head}, false},
		{"en present", web, "What headers does shop.example.io send? Is there HSTS?", "HSTS is on: the response has `server: nginx` and `x-frame-options: SAMEORIGIN`.", [][3]string{head}, true},
		{"fr pas celui de prod", read, "Qu'est-ce qu'il y a dans le .env de prod ?", "J'ai lu `config/.env.staging`, pas celui de prod : pool de 5, LOG_LEVEL=debug.", [][3]string{stg}, false},
		{"fr celui de prod", read, "Qu'est-ce qu'il y a dans le .env de prod ?", "J'ai lu le .env de prod : pool de 5, LOG_LEVEL=debug.", [][3]string{stg}, true},
		{"en not the one in prod", read, "What's in the prod .env?", "I read `config/.env.staging`, not the one in prod: pool 5, LOG_LEVEL=debug.", [][3]string{stg}, false},
	})
}

// A person's first and last name is the local part of the address a
// message went to ("Marta Gil" of marta.gil@…); another surname is not.
// A span of clock times ("15:00-16:00") stands in a call's ISO date-times.
func TestNameAsAddressAndClockSpan(t *testing.T) {
	gmail := [][2]string{{"gmail_send", "Send an e-mail."}}
	sent := [3]string{"gmail_send", `{"para":"marta.gil@acme.es","asunto":"Informe semanal","cuerpo":"Hola Marta, adjunto el informe."}`, `{"id":"18c2f9a0b","labelIds":["SENT"]}`}
	cal := [][2]string{{"calendar_create", "Create a calendar event."}}
	ev := [3]string{"calendar_create", `{"title":"Dentist","start":"2026-12-11T15:00","end":"2026-12-11T16:00"}`, `{"id":"evt_77","status":"confirmed"}`}
	late := [3]string{"calendar_create", `{"title":"Dentist","start":"2026-12-11T17:00","end":"2026-12-11T18:00"}`, `{"id":"evt_78","status":"confirmed"}`}
	runAnchorCases(t, []anchorCase{
		{"es name as address", gmail, "Mándale el informe a marta.gil@acme.es.", "Enviado a Marta Gil (marta.gil@acme.es) con el asunto «Informe semanal».", [][3]string{sent}, false},
		{"en name as address", gmail, "Send the report to marta.gil@acme.es.", "Sent to Marta Gil (marta.gil@acme.es) with the subject \"Informe semanal\".", [][3]string{sent}, false},
		{"es another person", gmail, "Mándale el informe a marta.gil@acme.es.", "Enviado a Marta Gil y a Jorge Ruiz con el asunto «Informe semanal».", [][3]string{sent}, true},
		{"en clock span", cal, "Put 'Dentist' on Friday 11 Dec 15:00-16:00.", "Dentist is in your calendar for Friday 11 December, 15:00-16:00.", [][3]string{ev}, false},
		{"de clock span", cal, "Trag 'Dentist' am Freitag, 11. Dezember, 15:00–16:00 ein.", "Dentist steht in deinem Kalender: Freitag, 11. Dezember, 15:00–16:00.", [][3]string{ev}, false},
		{"en another span", cal, "Put 'Dentist' on Friday 11 Dec 15:00-16:00.", "Dentist is in your calendar for Friday 11 December, 15:00-16:00.", [][3]string{late}, true},
	})
}

// A sentence that tells a failed call's failure in its own words ("nem
// resolveu (erro de DNS)") is no result of it, though it names the host.
func TestFailedURLToldInOwnWords(t *testing.T) {
	web := [][2]string{{"http_get", "GET a URL."}}
	site := [3]string{"http_get", `{"url":"https://padaria.example.br"}`, "HTTP 200\n<html>...</html>"}
	api := [3]string{"http_get", `{"url":"https://api.padaria.example.br/health"}`, "error: Name or service not known"}
	runAnchorCases(t, []anchorCase{
		{"pt told", web, "checa se o site e a API estão no ar", "O site respondeu 200. A API não: o nome `api.padaria.example.br` nem resolveu (erro de DNS).", [][3]string{site, api}, false},
		{"fr told", web, "vérifie si le site et l'API sont en ligne", "Le site a répondu 200. L'API non : le nom `api.padaria.example.br` ne se résout pas (erreur DNS).", [][3]string{site, api}, false},
		{"pt reported as up", web, "checa se o site e a API estão no ar", "O site respondeu 200 e `api.padaria.example.br` também respondeu 200.", [][3]string{site, api}, true},
	})
}

// A capitalised compound joined by a dash ("Q4-Vorauszahlung") is named
// by a call holding both its words in any order ("Vorauszahlung für Q4");
// one holding only one of them does not name it.
func TestCompoundNamedByItsWords(t *testing.T) {
	mail := [][2]string{{"mail_suchen", "Durchsucht das Postfach."}}
	found := [3]string{"mail_suchen", `{"suche":"from:kroeger Umsatzsteuer"}`, `[{"von":"kanzlei@kroeger-stb.de","betreff":"AW: Umsatzsteuer Q4","datum":"2026-12-03 16:20","vorschau":"Die Vorauszahlung für Q4 können Sie bis zum 10.01. überweisen"}]`}
	report := [3]string{"mail_suchen", `{"suche":"from:kroeger"}`, `[{"von":"kanzlei@kroeger-stb.de","betreff":"Report","datum":"2026-12-03 16:20","vorschau":"Attached the report for Q4"}]`}
	other := [3]string{"mail_suchen", `{"suche":"from:kroeger Umsatzsteuer"}`, `[{"von":"kanzlei@kroeger-stb.de","betreff":"AW: Umsatzsteuer","datum":"2026-12-03 16:20","vorschau":"Die Erklärung für Q3 ist eingereicht"}]`}
	runAnchorCases(t, []anchorCase{
		{"de compound", mail, "Hat der Steuerberater geantwortet?", "Ja, gestern um 16:20 kam die Antwort: Die Q4-Vorauszahlung kann bis zum 10.01. überwiesen werden.", [][3]string{found}, false},
		{"de compound not named", mail, "Hat der Steuerberater geantwortet?", "Ja, gestern um 16:20 kam die Antwort: Die Q4-Vorauszahlung kann bis zum 10.01. überwiesen werden.", [][3]string{other}, true},
		{"en compound", mail, "Did the accountant send anything?", "Yes, at 16:20 yesterday the Q4-Report came in from the firm.", [][3]string{report}, false},
		{"en compound not named", mail, "Did the accountant send anything?", "Yes, at 16:20 yesterday the Q3-Report came in from the firm.", [][3]string{report}, true},
	})
}

// A file's name is not a longer name it begins: a read of `.env.example`
// does not back what `.env` holds. A report that the file is not there
// ("el .env como tal no está") needs no call naming it.
func TestFileNotItsLongerName(t *testing.T) {
	read := [][2]string{{"datei_lesen", "Liest eine Datei."}}
	example := [3]string{"datei_lesen", `{"pfad":".env.example"}`, "MAIL_HOST=smtp.example.org\nMAIL_PORT=587"}
	env := [3]string{"datei_lesen", `{"pfad":".env"}`, "MAIL_HOST=smtp.example.org\nMAIL_PORT=587"}
	list := [][2]string{{"listar", "Lista un directorio."}}
	root := [3]string{"listar", `{"ruta":"."}`, ".env.example\n.gitignore\napp\nmanage.py"}
	runAnchorCases(t, []anchorCase{
		{"de longer name", read, "Welcher Mailserver steht in der .env?", "In deiner `.env` ist `smtp.example.org` auf Port 587 eingetragen.", [][3]string{example}, true},
		{"de same name", read, "Welcher Mailserver steht in der .env?", "In deiner `.env` ist `smtp.example.org` auf Port 587 eingetragen.", [][3]string{env}, false},
		{"en longer name", read, "Which mail server is in .env?", "Your `.env` sets `smtp.example.org` on port 587.", [][3]string{example}, true},
		{"es not there", list, "¿Hay algún .env en la raíz?", "Solo hay un .env.example; el .env como tal no está en la raíz.", [][3]string{root}, false},
		{"en not there", list, "Is there a .env in the root?", "There's only a .env.example; the .env itself isn't there.", [][3]string{root}, false},
		{"es there", list, "¿Hay algún .env en la raíz?", "El listado muestra el .env en la raíz, y no está vacío.", [][3]string{root}, true},
	})
}

// A size with decimals in GB is a result's MB divided by 1000 or 1024,
// rounded or cut ("7.4 GB of 7.9 GB" of `free -m`'s 7420 and 7951); a
// size no result scales to is not.
func TestScaledSizeUnit(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Diagnostics on the api host: uptime, free -m, df -h."}}
	free := [3]string{"ops_exec", `{"cmd":"free -m"}`, "              total        used        free      shared  buff/cache   available\nMem:           7951        7420         121          88         409         198\nSwap:          2047        2039           8"}
	runAnchorCases(t, []anchorCase{
		{"en GB of MB", ops, "The api box feels sluggish, can you see why?", "Memory is the culprit: 7.4 GB of 7.9 GB in use and swap is nearly full (2039 of 2047 MB).", [][3]string{free}, false},
		{"en another size", ops, "The api box feels sluggish, can you see why?", "Memory is the culprit: 5.1 GB of 7.9 GB in use and swap is nearly full (2039 of 2047 MB).", [][3]string{free}, true},
		{"fr Go of Mo", ops, "La machine api rame, tu vois pourquoi ?", "C'est la mémoire : 7,4 Go utilisés sur 7,9 Go, et le swap est presque plein (2039 sur 2047 Mo).", [][3]string{free}, false},
		{"fr another size", ops, "La machine api rame, tu vois pourquoi ?", "C'est la mémoire : 7,4 Go utilisés sur 9,6 Go, et le swap est presque plein (2039 sur 2047 Mo).", [][3]string{free}, true},
		{"de GB of MB", ops, "Die API-Kiste ist träge, woran liegt's?", "Der Speicher ist voll: 7,4 GB von 7,9 GB belegt, Swap fast voll (2039 von 2047 MB).", [][3]string{free}, false},
		{"de another size", ops, "Die API-Kiste ist träge, woran liegt's?", "Der Speicher ist voll: 6,3 GB von 7,9 GB belegt, Swap fast voll (2039 von 2047 MB).", [][3]string{free}, true},
	})
}

// A failed sibling's program ("free" of `free -m` beside `df -h /`) says
// what it did, not what it was about: "53G free" in the disk report is no
// result of it; the memory report beside it is.
func TestFailedSiblingProgramNoName(t *testing.T) {
	sh := [][2]string{{"run_shell", "Run a shell command."}}
	df := [3]string{"run_shell", `{"command":"df -h /"}`, "Filesystem Size Used Avail Use% Mounted on\n/dev/sda1 98G 41G 53G 44% /"}
	free := [3]string{"run_shell", `{"command":"free -m"}`, "error: permission denied: command not in allowlist"}
	runAnchorCases(t, []anchorCase{
		{"en disk free", sh, "check disk and memory on the box", "Disk: `/` is at 44%, 53G free. I couldn't get memory: `free -m` isn't in the allowlist.", [][3]string{df, free}, false},
		{"en memory reported", sh, "check disk and memory on the box", "Disk: `/` is at 44%, 53G free. Memory: 5.2G used of 16G.", [][3]string{df, free}, true},
		{"es disco libre", sh, "revisa disco y memoria", "Disco: `/` al 44 %, 53G libres. La memoria no pude verla: `free -m` no está permitido.", [][3]string{df, free}, false},
	})
}
