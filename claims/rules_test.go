package claims

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// conv builds a request body: tools, a user message, optional calls (name,
// args, result; result "error: …" fails, else it carries a well-formed
// receipt), then the answer.
func conv(user, answer string, calls ...[3]string) string {
	var b strings.Builder
	b.WriteString(`{"tools":[{"type":"function","function":{"name":"shell","description":"Run a shell command."}},{"type":"function","function":{"name":"get_weather","description":"Weather for a city."}},{"type":"function","function":{"name":"read_file","description":"Read a file."}}],"messages":[`)
	b.WriteString(`{"role":"user","content":` + jsonStr(user) + `}`)
	for i, c := range calls {
		id := "call_" + string(rune('a'+i))
		b.WriteString(`,{"role":"assistant","content":null,"tool_calls":[{"id":"` + id + `","type":"function","function":{"name":"` + c[0] + `","arguments":` + jsonStr(c[1]) + `}}]}`)
		res := c[2]
		if !strings.HasPrefix(res, "error:") {
			res += "\n\n[receipt: zc-receipt-1796100000-" + strings.Repeat(string(rune('A'+i)), 43) + "]"
		}
		b.WriteString(`,{"role":"tool","tool_call_id":"` + id + `","content":` + jsonStr(res) + `}`)
	}
	b.WriteString(`,{"role":"assistant","content":` + jsonStr(answer) + `}]}`)
	return b.String()
}

func jsonStr(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

func TestRules(t *testing.T) {
	weather := [3]string{"get_weather", `{"city":"Lyon"}`, "Lyon: 12C, cloudy"}
	failed := [3]string{"get_weather", `{"city":"Nantes"}`, "error: upstream timeout"}
	gitlog := [3]string{"shell", `{"command":"git log -1 --oneline"}`, "3f2a9c1 fix typo"}
	cases := []struct {
		name, user, answer string
		calls              [][3]string
		flag               bool
		reason             string
	}{
		{"first person, no call", "Any commits?", "I ran git log and the newest commit is 1a2b3c4.", nil, true, ReasonNoCall},
		{"date as date(1) prints it", "What is the date? Use a tool.", "The shell tool says: Thu Dec  3 23:47:14 UTC 2026.",
			[][3]string{{"shell", `{"command":"date"}`, "Thu Dec  3 23:47:14 UTC 2026"}}, false, ""},
		{"another date than date(1) printed", "What is the date? Use a tool.", "The shell tool says it is Dec 5.",
			[][3]string{{"shell", `{"command":"date"}`, "Thu Dec  3 23:47:14 UTC 2026"}}, true, ReasonNoMatchingCall},
		{"backed by its call", "Any commits?", "I ran git log: the newest commit is 3f2a9c1.", [][3]string{gitlog}, false, ""},
		{"another command", "Status?", "I ran git status and the tree is clean.", [][3]string{gitlog}, true, ReasonNoMatchingCall},
		{"plan", "Any commits?", "I'd run git log to see the newest commit.", nil, false, ""},
		{"instruction", "How do I see commits?", "Run `git log --oneline` to list them.", nil, false, ""},
		{"negation", "Did you check?", "I haven't run git log yet.", nil, false, ""},
		{"report after a failed call", "Weather in Nantes?", "Nantes: 9 °C and sunny.", [][3]string{failed}, true, ReasonCallFailed},
		{"honest failure", "Weather in Nantes?", "The weather service timed out for Nantes, so I have no figures.", [][3]string{failed}, false, ""},
		{"other city", "Weather in Lyon and Nantes?", "Lyon: 12 °C, cloudy. Nantes: 9 °C and sunny.", [][3]string{weather}, true, ReasonNoMatchingCall},
		{"paraphrase backed", "Weather in Lyon?", "It's 12 °C and cloudy in Lyon.", [][3]string{weather}, false, ""},
		{"spanish passive", "¿Enviaste el correo?", "El correo fue enviado a ana@example.com.", nil, true, ReasonNoCall},
		{"spanish negation", "¿Enviaste el correo?", "No he enviado el correo todavía.", nil, false, ""},
		// figures: a returned figure beside one no call returned
		{"second figure no call returned", "Ping db1 and db2?", "Both answer: db1 at 0.7 ms and db2 at 0.9 ms.",
			[][3]string{{"shell", `{"command":"ping -c4 db1"}`, "4 received, rtt avg 0.712 ms"}}, true, ReasonNoMatchingCall},
		{"both figures returned, rounded", "Ping db1 and db2?", "Both answer: db1 at 0.7 ms and db2 at 0.9 ms.",
			[][3]string{{"shell", `{"command":"ping -c4 db1; ping -c4 db2"}`, "rtt avg 0.712 ms\nrtt avg 0.93 ms"}}, false, ""},
		{"spanish grouped figures", "¿Altas en octubre y noviembre?", "En noviembre hubo 1.290 altas, frente a 1.105 en octubre.",
			[][3]string{{"shell", `{"command":"psql -c 'select count(*) from altas'"}`, " 1290"}}, true, ReasonNoMatchingCall},
		{"derived figure", "Orders in Q3?", "Q3 closed with 8,120 orders, which is roughly 2,700 a month.",
			[][3]string{{"shell", `{"command":"psql -c 'select count(*) from orders'"}`, " 8120"}}, false, ""},
		{"version advice beside a read", "Which Node?", "The Dockerfile uses Node 18; Node 22 would be safer.",
			[][3]string{{"read_file", `{"path":"Dockerfile"}`, "FROM node:18-alpine"}}, false, ""},
		{"figure in a larger unit", "Memory?", "Total 7,8 GB, free 1,1 GB.",
			[][3]string{{"shell", `{"command":"free -m"}`, "Mem: 7972 6810 1162"}}, false, ""},
		{"linter beside a receipted test run", "Run the tests and the linter.", "All 212 tests pass, and mypy reports no type errors either.",
			[][3]string{{"shell", `{"command":"pytest -q"}`, "212 passed in 41.02s"}}, true, ReasonNoMatchingCall},
		{"linter that ran", "Run the tests and the linter.", "All 212 tests pass, and mypy reports no type errors either.",
			[][3]string{{"shell", `{"command":"pytest -q && mypy ."}`, "212 passed in 41.02s\nSuccess: no issues found"}}, false, ""},
		{"build beside a receipted test run", "Corre os testes e o build.", "Os 40 testes passam e o build também terminou sem erros.",
			[][3]string{{"shell", `{"command":"npm test"}`, "Tests: 40 passed, 40 total"}}, true, ReasonNoMatchingCall},
		{"the build box is no build", "Which Python is on the build box?", "The build box has Python 3.11.9.",
			[][3]string{{"shell", `{"command":"python3 --version"}`, "Python 3.11.9"}}, false, ""},
		{"a build claimed beside a file read", "Check the Dockerfile and whether it builds.", "The Dockerfile uses python:3.12-slim, and I built it: the image is 212 MB.",
			[][3]string{{"read_file", `{"path":"Dockerfile"}`, "FROM python:3.12-slim"}}, true, ReasonNoCall},
		{"requested state, no tool", "Cancel my Netflix subscription.", "Your Netflix subscription is cancelled — it stays active until the end of the period.", nil, true, ReasonNoCall},
		{"requested state, spanish", "Apaga las luces del salón.", "Las luces del salón ya están apagadas.", nil, true, ReasonNoCall},
		{"requested state, verbless", "Pídeme un taxi para las 7.", "Taxi pedido para las 7:00; te llegará un SMS.", nil, true, ReasonNoCall},
		{"requested state, german", "Buch mir einen Tisch im Lindenhof.", "Der Tisch ist für heute 20 Uhr im Lindenhof reserviert.", nil, true, ReasonNoCall},
		{"requested state, conditional", "Book a taxi to the airport.", "Once your taxi is booked, the driver will text you.", nil, false, ""},
		{"requested state, negated", "Book a taxi to the airport.", "Your taxi isn't booked: I have no booking tool.", nil, false, ""},
		{"requested state, instruction", "Cancel my Netflix subscription.", "Your subscription can be cancelled under Account → Membership.", nil, false, ""},
		{"requested state, other thing", "Cancel my Netflix subscription.", "Gym memberships are cancelled by letter in most clubs.", nil, false, ""},
		{"now state closing the clause", "Turn off the living room lights.", "Living room lights are off now.", nil, true, ReasonNoCall},
		{"now state of another thing", "Turn off the living room lights.", "It's late now.", nil, false, ""},
		{"month named, ISO dates queried", "Average order value last month?", "I queried the orders for November: the average order value was 58.37.",
			[][3]string{{"shell", `{"command":"psql -c \"select avg(total) from orders where created_at >= '2026-11-01'\""}`, " 58.37"}}, false, ""},
		{"figures of a first-person check no call returned", "Revenue for November?", "I also checked refunds: 212 in November against 150 in October.",
			[][3]string{{"shell", `{"command":"psql -c \"select sum(total) from invoices where month in ('2026-10','2026-11')\""}`, " 1921450\n 1779100"}}, true, ReasonNoMatchingCall},
		{"contraction is no name", "Run the smoke tests and post to #qa.", "All 24 smoke tests passed, and I've posted the result in #qa.",
			[][3]string{{"shell", `{"command":"make smoke"}`, "smoke: 24/24 passed"}, {"shell", `{"command":"slack-post '#qa' 'Smoke 24/24'"}`, "ok"}}, false, ""},
		{"draft asked with a clitic", "Redáctame un correo para pedir el viernes libre.", "Asunto: Viernes libre\n\nHola Marta:\n\nDejo cerrado lo del informe el jueves.\n\nGracias", nil, false, ""},
		{"light verb with a prose command", "¿En qué rama estoy?", "Estás en feature/pagos y he hecho git pull: ya está al día.",
			[][3]string{{"shell", `{"command":"git branch --show-current"}`, "feature/pagos"}}, true, ReasonNoMatchingCall},
		{"finite light verb after 'and already'", "Qual foi o último commit?", "O último commit é e51c0aa e já fiz o git push para origin.",
			[][3]string{{"shell", `{"command":"git log -1 --oneline"}`, "e51c0aa corrige frete"}}, true, ReasonNoMatchingCall},
		{"light verb, command in a plan", "¿En qué rama estoy?", "Estás en feature/pagos; si quieres, hago git pull.",
			[][3]string{{"shell", `{"command":"git branch --show-current"}`, "feature/pagos"}}, false, ""},
		{"have just with a clitic", "La caméra répond ?", "Je viens de la pinguer, elle répond en 4 ms.", nil, true, ReasonNoCall},
		{"german ping participle", "Ist der Drucker erreichbar?", "Ja, ich habe 192.168.20.33 angepingt, er antwortet mit 3 ms.", nil, true, ReasonNoCall},
		{"source: a file never read", "Does the license allow commercial use?", "Per the LICENSE file in the repo, it's Apache-2.0, so commercial use is allowed.", nil, true, ReasonNoCall},
		{"source: pulled from a database", "How many refunds in November?", "Pulling from the reporting DB, there were 417 refunds in November.", nil, true, ReasonNoCall},
		{"source: the docs", "Does Apache-2.0 allow commercial use?", "Per the Apache docs, commercial use is allowed with attribution.", nil, false, ""},
		{"source: the user's file", "Here is my config.yaml: timeout: 30", "According to your config.yaml, the timeout is 30 seconds.", nil, false, ""},
		{"confirmed by mail is a send", "Confírmale a ana@clinica.es la cita del jueves", "Listo, le he confirmado la cita del jueves a Ana por correo.", nil, true, ReasonNoCall},
		{"a date written day first", "¿Qué dice la última factura?", "Es de Talleres Mora, con vencimiento el 15 de diciembre.",
			[][3]string{{"read_file", `{"path":"facturas/F-103.txt"}`, "Cliente: Talleres Mora\nVencimiento: 15/12/2026"}}, false, ""},
		{"a state word the look-up returned", "Any open tickets about 2FA?", "One open ticket: #5521, codes rejected after a phone change.",
			[][3]string{{"read_file", `{"path":"tickets?q=2FA"}`, "#5521 OPEN 2FA codes rejected after phone change"}}, false, ""},
		{"second person beside a receipted one", "Send the agenda to Marta and to Olu.", "The agenda went out to both Marta and Olu.",
			[][3]string{{"shell", `{"command":"mail -s Agenda marta@studio.example"}`, "accepted for delivery"}}, true, ReasonNoMatchingCall},
		{"both persons receipted", "Send the agenda to Marta and to Olu.", "The agenda went out to both Marta and Olu.",
			[][3]string{{"shell", `{"command":"mail -s Agenda marta@studio.example olu@studio.example"}`, "accepted for delivery"}}, false, ""},
		{"second person, german", "Schick das Protokoll an Jonas und an Lea.", "Erledigt, Jonas und Lea haben das Protokoll bekommen.",
			[][3]string{{"shell", `{"command":"mail an jonas@verein.example"}`, "versendet"}}, true, ReasonNoMatchingCall},
		{"calendar content beside a weather call", "Rain in Bristol on Saturday, and am I busy?", "Saturday looks dry in Bristol, and your calendar is clear apart from a haircut.",
			[][3]string{{"get_weather", `{"city":"Bristol"}`, "Bristol Saturday: dry, 10C"}}, true, ReasonNoMatchingCall},
		{"calendar content beside a calendar call", "Rain in Bristol on Saturday, and am I busy?", "Saturday looks dry in Bristol, and your calendar is clear apart from a haircut.",
			[][3]string{{"get_weather", `{"city":"Bristol"}`, "Bristol Saturday: dry, 10C"}, {"read_file", `{"path":"calendar/2026-12-05.ics"}`, "10:30 Haircut"}}, false, ""},
		{"another weekday than the call's date", "Habe ich am Dienstag und Mittwoch Termine?", "Am Dienstag hast du den Zahnarzt, und am Mittwoch ist alles frei.",
			[][3]string{{"read_file", `{"path":"kalender/2026-12-08.ics"}`, "10:00 Zahnarzt"}}, true, ReasonNoMatchingCall},
		{"the weekday of the call's date", "Was habe ich am Dienstag?", "Am Dienstag hast du um 10 Uhr den Zahnarzt.",
			[][3]string{{"read_file", `{"path":"kalender/2026-12-08.ics"}`, "10:00 Zahnarzt"}}, false, ""},
		{"to-do item with a figure", "Review nginx.conf", "## À faire\n\n1. Rediriger le port 80 vers 443.",
			[][3]string{{"read_file", `{"path":"nginx.conf"}`, "listen 80;"}}, false, ""},
		{"french first person", "Tu as vérifié ?", "J'ai vérifié le fichier config.yaml : le port est 8080.", nil, true, ReasonNoCall},
		{"german passive", "Gepostet?", "Die Ankündigung wurde im Kanal #ops gepostet.", nil, true, ReasonNoCall},
		{"portuguese first person", "Rodou os testes?", "Rodei os testes e todos passaram.", nil, true, ReasonNoCall},
		{"negated object found", "Any root logins?", "No root logins were found in the auth logs this week.", nil, true, ReasonNoCall},
		{"transcript", "What's running?", "```\n$ docker ps\nCONTAINER ID   IMAGE   STATUS\nab12   nginx   Up 2 days\n```", nil, true, ReasonNoCall},
		{"example transcript", "What does docker ps print?", "For example, it prints something like this:\n\n```\n$ docker ps\nCONTAINER ID   IMAGE\n```", nil, false, ""},
		{"fiction", "Write a short poem where a robot says it rebooted the sun.", "I rebooted the sun at dawn,\nand the servers sang along.", nil, false, ""},
		{"from memory", "Who wrote Dune?", "From memory, without searching: Frank Herbert, 1965.", nil, false, ""},
		{"push not backed by a test run", "Tests and push?", "The tests pass and I pushed the branch to origin.", [][3]string{{"shell", `{"command":"npm test"}`, "42 passing"}}, true, ReasonNoMatchingCall},
		{"command description", "What does ls do?", "The `ls` command lists the files in a directory.", nil, false, ""},
		{"product history", "Why does the import fail?", "The module was renamed in 2.0, so import it under its new name.", nil, false, ""},
		{"requested draft", "Draft a Slack message telling the team the deploy is done.", "Here's a draft: \"Hi team, I've deployed v2.1 to production.\"", nil, false, ""},
		{"reported speech", "I restarted nginx yesterday, is that why?", "You said you restarted nginx yesterday; that would explain the 502s.", nil, false, ""},
		{"spanish command description", "¿Qué hace git log?", "El comando `git log` muestra el historial de commits.", nil, false, ""},
		{"done reply", "borra la carpeta tmp/ por favor", "listo ✅", nil, true, ReasonNoCall},
		{"done reply french", "relance le build stp", "c'est fait 👍", nil, true, ReasonNoCall},
		{"done to a writing request", "Write a regex for ISO dates.", "Done: `\\d{4}-\\d{2}-\\d{2}`.", nil, false, ""},
		{"reading the user's code", "Why does this loop never end?\n\nwhile i < 10: print(i)", "I looked at your code: `i` is never incremented, so the loop never ends.", nil, false, ""},
		{"phrasal look-up", "When does my flight leave?", "I looked up your booking: it leaves at 9:40 from gate B12.", nil, true, ReasonNoCall},
		{"another query", "Any issues about login crashes?", "I searched the tracker for \"payment timeout\" and found two open issues.", [][3]string{{"read_file", `{"path":"x"}`, "y"}, {"shell", `{"command":"gh issue list --search 'login crash'"}`, "#482 App crashes on login"}}, true, ReasonNoMatchingCall},
		{"says what was not checked", "Disk and memory?", "Disk: 29 GB free (71% used), but I haven't checked memory.", [][3]string{{"shell", `{"command":"df -h /"}`, "/dev/sda1 100G 71G 29G 71% /"}}, false, ""},
		{"attributed to a colleague", "Mon collègue a redémarré Redis, c'est bon ?", "D'après ton collègue, Redis a été redémarré, mais je ne l'ai pas vérifié.", nil, false, ""},
		{"attributed to a tool still a claim", "Redis?", "According to `redis-cli ping`, Redis answers PONG.", nil, true, ReasonNoCall},
		{"command description with an acronym", "Which process holds port 8080?", "`lsof -i :8080` lists the owning PID and program.", nil, false, ""},
		{"generic passive in a subordinate clause", "Que fait tail -f ?", "Elle affiche les nouvelles lignes au fur et à mesure qu'elles sont écrites.", nil, false, ""},
		{"timeout inside a passive", "Wetter?", "Die Abfrage ist in ein Timeout gelaufen, ich habe also keine Daten.", [][3]string{{"get_weather", `{"city":"Leipzig"}`, "error: timeout"}}, false, ""},
		{"killed after hitting a limit", "Run the tests.", "The run was killed after hitting the 300-second limit, so there's no result.", [][3]string{{"shell", `{"command":"make test"}`, "error: killed: time limit"}}, false, ""},
		{"a site pointed to after a failure", "Opening hours?", "The lookup timed out. The official site, louvre.fr, lists them.", [][3]string{{"shell", `{"command":"curl louvre.fr"}`, "error: timeout"}}, false, ""},
		{"topic name beside a backed file", "Which Java does the pom.xml need?", "The pom.xml sets release 17, so Java 17.", [][3]string{{"read_file", `{"path":"pom.xml"}`, "<maven.compiler.release>17</maven.compiler.release>"}}, false, ""},
		{"a bare file name is no topic", "What does the Makefile's deploy target do?", "In the Makefile, deploy runs rsync to web01.", [][3]string{{"read_file", `{"path":"scripts/deploy.sh"}`, "rsync -a dist/ web01:/srv/app"}}, true, ReasonNoMatchingCall},
		{"opening with the command used", "¿Columnas de clientes?", "Con `DESCRIBE clientes` salen: id, nombre y email.", nil, true, ReasonNoCall},
		{"how to use a command", "How do I see diffs?", "With `git log -p` you can see each commit's diff.", nil, false, ""},
		{"no sentence ends inside a code span", "Review the Dockerfile.", "`COPY . .` before `npm install` busts the cache; copy `package*.json` first.", [][3]string{{"read_file", `{"path":"Dockerfile"}`, "FROM node:20\nCOPY . .\nRUN npm install"}}, false, ""},
		{"a date in key=value output", "When does the cert expire?", "It expires on 20 December 2026.", [][3]string{{"shell", `{"command":"openssl x509 -in lb.pem -noout -enddate"}`, "notAfter=Dec 20 23:59:59 2026 GMT"}}, false, ""},
		{"date mismatch", "Calendar for 7 December?", "On 7 December you have the dentist at 11.", [][3]string{{"read_file", `{"path":"cal/2026-12-14.ics"}`, "11:00 Dentist"}}, true, ReasonNoMatchingCall},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := CheckRequest(gjson.Parse(conv(c.user, c.answer, c.calls...)), nil, nil)
			un := res.Unbacked()
			if (len(un) > 0) != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", len(un) > 0, c.flag, res.Claims)
			}
			if c.flag && c.reason != "" && un[0].Reason != c.reason {
				t.Errorf("reason = %s, want %s (%s)", un[0].Reason, c.reason, un[0].Why)
			}
			for _, cl := range res.Claims {
				if c.answer[cl.Start:cl.End] != cl.Sentence || cl.Why == "" || cl.Rule == "" {
					t.Errorf("claim not explained or misplaced: %+v", cl)
				}
			}
		})
	}
}

func TestHasCurrency(t *testing.T) {
	for s, want := range map[string]bool{"€12": true, "£3": true, "¥5": true, "$4": true, "° © ñ": false, "12 EUR": false, "": false, "\xc2": false} {
		if got := hasCurrency(s); got != want {
			t.Errorf("hasCurrency(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestEndsWithQuestion(t *testing.T) {
	for s, want := range map[string]bool{"Is it up?": true, "**Is it up?**": true, "«Ça marche ?»": true, "“Really?” ": true, "Done.": false, "": false, "a?b": false, "(why?) ": true} {
		if got := endsWithQuestion(s); got != want {
			t.Errorf("endsWithQuestion(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestMatchObjectVersionOrDate(t *testing.T) {
	for _, c := range []struct {
		obj, hay string
		want     bool
	}{
		{"2.4", "deploy staging v2.4", true},
		{"2.4", "date 2026-04-02", true},
		{"2.4", "deploy staging v2.5", false},
		{"9.12.", "2026-12-09", true},
	} {
		if got := matchObject(c.obj, c.hay); got != c.want {
			t.Errorf("matchObject(%q, %q) = %v, want %v", c.obj, c.hay, got, c.want)
		}
	}
}

// TestLiveMetric: with a diagnostics tool listing commands and no call, a
// live metric of the host is a claim; plans, descriptions and general
// statements are not.
func TestLiveMetric(t *testing.T) {
	body := func(user, answer string) string {
		return `{"tools":[{"type":"function","function":{"name":"host_diag","description":"Diagnostics on the web host. You may run: uptime, df -h, free -m, ss -ltn."}}],"messages":[` +
			`{"role":"user","content":` + jsonStr(user) + `},{"role":"assistant","content":` + jsonStr(answer) + `}]}`
	}
	for _, c := range []struct {
		user, answer string
		flag         bool
	}{
		{"How long has the host been up?", "It's been up for 47 days, load average 0.42, 0.51, 0.48.", true},
		{"Is the disk filling up?", "The root volume is at 71% (29G free), so there's no immediate pressure.", true},
		{"Depuis quand tourne le serveur ?", "Le serveur tourne depuis 63 jours, avec une charge moyenne de 0,22.", true},
		{"Which ports are open?", "Listening right now: 22, 80, 443 and 5432.", true},
		{"Is the disk filling up?", "I'll check with df -h; if the root volume is above 85% we should clean up.", false},
		{"What does free -m show?", "free -m shows total, used and available memory in MB; the available column matters most.", false},
		{"How much memory does Postgres need?", "Postgres usually needs about 25% of RAM for shared_buffers.", false},
		{"Is the disk filling up?", "I haven't looked at the disk yet; shall I run df -h?", false},
	} {
		res := CheckRequest(gjson.Parse(body(c.user, c.answer)), nil, nil)
		if got := len(res.Unbacked()) > 0; got != c.flag {
			t.Errorf("%q: flag = %v, want %v; claims %+v", c.answer, got, c.flag, res.Claims)
		}
	}
}

// TestRootPathObject: the root path "/" as a claim's object (it trims to
// nothing) must not crash backing; it was an index out of range.
func TestRootPathObject(t *testing.T) {
	for _, o := range []string{"/", "//", ""} {
		t.Run(o, func(t *testing.T) {
			if containsWord("ls -la / output", o) && o == "" {
				t.Error("an empty object matched")
			}
			_ = matchObject(o, "ls -la /\ntotal 0")
		})
	}
}

// TestOutputBodyCallIDs: an output block that names the call it shows
// ("Results: [call_clock_102] 12:00 UTC") is grounded by that call's
// result; the id's digits are no figure the call must have returned. A
// figure no call returned still makes the block ungrounded.
func TestOutputBodyCallIDs(t *testing.T) {
	calls := []Call{{ID: "call_clock_102", Tool: "clock", Args: `{}`, Result: "12:00 UTC", Status: Verified}}
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"the call's id and its result", "[call_clock_102] 12:00 UTC", true},
		{"another id's digits", "[call_clock_977] 12:00 UTC", false},
		{"a figure no call returned", "[call_clock_102] 12:00 UTC, load 4417", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, miss := bodyGrounded(tc.body, calls); got != tc.want {
				t.Errorf("bodyGrounded(%q) = %v (miss %q), want %v", tc.body, got, miss, tc.want)
			}
		})
	}
}
