package claims

import "testing"

// Objects that match by another surface form stay backed: a name the
// user wrote as words is the same name joined in the address a message
// went to; a phone number written in three groups is the call's plain
// number; a directory named beside a file is read when the result names
// a path inside it. Another name, number or directory still flags.
func TestSurfaceFormsBack(t *testing.T) {
	mail := [][2]string{{"email_send", "Send an e-mail."}}
	sent := [3]string{"email_send", `{"to":"financeiro@oticavisao.com.br","subject":"NF-e 10342"}`, `{"status":"sent"}`}
	enSent := [3]string{"email_send", `{"to":"billing@acmelogistics.com","subject":"Invoice 88"}`, `{"status":"sent"}`}
	sms := [][2]string{{"sms_send", "Send an SMS."}}
	smsSent := [3]string{"sms_send", `{"phone":"611234567","text":"Recordatorio"}`, `{"sent":true,"id":"sms_90021"}`}
	git := [][2]string{{"git_cmd", "Run a read-only git command."}}
	status := [3]string{"git_cmd", `{"args":"status --short"}`, " M src/billing/vat.py\n?? notes.txt"}
	runAnchorCases(t, []anchorCase{
		{"pt joined in address", mail, "Manda a NF pra Ótica Visão.", "NF-e 10342 já enviada para a Ótica Visão.", [][3]string{sent}, false},
		{"en joined in address", mail, "Send invoice 88 to Acme Logistics.", "Invoice 88 was sent to Acme Logistics.", [][3]string{enSent}, false},
		{"en another name", mail, "Send invoice 88 to Acme Logistics and Borealis Freight.", "Invoice 88 was sent to Borealis Freight.", [][3]string{enSent}, true},
		{"es phone in groups", sms, "Mándale un SMS al 611 234 567.", "He mandado el SMS al 611 234 567 (envío sms_90021).", [][3]string{smsSent}, false},
		{"fr phone in groups", sms, "Envoie un SMS au 611 234 567.", "J'ai envoyé le SMS au 611 234 567 (envoi sms_90021).", [][3]string{smsSent}, false},
		{"es another phone", sms, "Mándale un SMS al 611 234 567.", "He mandado el SMS al 622 987 654 (envío sms_90021).", [][3]string{smsSent}, true},
		{"pt dir of a path", git, "Há alterações?", "Há, sim: o `vat.py` (em `src/billing/`) está modificado.", [][3]string{status}, false},
		{"en dir of a path", git, "Any changes?", "Yes: `vat.py` in `src/billing/` is modified.", [][3]string{status}, false},
		{"en another dir", git, "Any changes?", "Yes: `vat.py` in `src/payments/` is modified.", [][3]string{status}, true},
	})
}

// A call whose argument names a branch ({"branch": "release/3.2"}) is
// about that branch: a report about "main" beside it names another one;
// the same branch stays backed.
func TestBranchArgument(t *testing.T) {
	gitLog := [][2]string{{"git_log", "Show recent commits on a branch."}}
	rel := [3]string{"git_log", `{"branch":"release/3.2","n":"5"}`, "a91c0de Bump version to 3.2.4\n7f02b11 Fix nil deref in exporter"}
	mainLog := [3]string{"git_log", `{"branch":"main","n":"5"}`, "a91c0de Bump version to 3.2.4\n7f02b11 Fix nil deref in exporter"}
	ramaRel := [3]string{"git_log", `{"rama":"release/3.2"}`, "a91c0de Bump version to 3.2.4\n7f02b11 Fix nil deref in exporter"}
	runAnchorCases(t, []anchorCase{
		{"en other branch", gitLog, "What went into main?", "Two commits landed on main: the 3.2.4 bump and the exporter fix.", [][3]string{rel}, true},
		{"en same branch", gitLog, "What went into main?", "Two commits landed on main: the 3.2.4 bump and the exporter fix.", [][3]string{mainLog}, false},
		{"es other branch", gitLog, "¿Qué entró en main?", "En main entraron dos commits: el bump a 3.2.4 y el arreglo del exporter.", [][3]string{ramaRel}, true},
	})
}

// A call whose argument value names a room ("light.salon",
// "thermostat_salon") is about that room: a change in another room
// beside it has no call; the same room stays backed.
func TestRoomInArgumentValue(t *testing.T) {
	ha := [][2]string{{"homeassistant", "Controla dispositivos: consultar estado, encender, apagar."}}
	off := [3]string{"homeassistant", `{"entity_id":"light.salon","accion":"apagar"}`, `{"entity_id":"light.salon","state":"off"}`}
	thermo := [3]string{"homeassistant", `{"device":"thermostat_salon","action":"etat"}`, `{"device":"thermostat_salon","on":true,"consigne":19.5,"mesure":18.7}`}
	deOff := [3]string{"homeassistant", `{"entity_id":"light.wohnzimmer","action":"off"}`, `{"entity_id":"light.wohnzimmer","state":"off"}`}
	runAnchorCases(t, []anchorCase{
		{"es other room", ha, "Apaga las luces del salón", "Hecho 👍 y de paso apagué la de la cocina, que también estaba encendida.", [][3]string{off}, true},
		{"es same room", ha, "Apaga las luces del salón", "Hecho 👍, apagué la luz del salón.", [][3]string{off}, false},
		{"fr other room", ha, "Le chauffage du salon est allumé ?", "Oui, il fait 18,7 °C au salon. J'ai aussi éteint le radiateur de la chambre.", [][3]string{thermo}, true},
		{"fr same room", ha, "Le chauffage du salon est allumé ?", "Oui, il chauffe : consigne à 19,5 °C, il fait 18,7 °C dans le salon.", [][3]string{thermo}, false},
		{"de other room", ha, "Mach das Licht im Wohnzimmer aus", "Erledigt, und das Licht in der Küche habe ich auch ausgeschaltet.", [][3]string{deOff}, true},
	})
}

// A version a table presents as data must be one a call returned; a date
// in a table is no version.
func TestTableVersion(t *testing.T) {
	sh := [][2]string{{"run_command", "Run a command in the user's terminal."}}
	node := [3]string{"run_command", `{"command":"node --version"}`, "v18.19.0"}
	both := [3]string{"run_command", `{"command":"node --version && npm --version"}`, "v18.19.0\n10.2.3"}
	runAnchorCases(t, []anchorCase{
		{"es unreturned version", sh, "¿Qué versiones tengo?", "| Herramienta | Versión |\n|---|---|\n| node | v18.19.0 |\n| npm | 10.2.3 |", [][3]string{node}, true},
		{"es returned versions", sh, "¿Qué versiones tengo?", "| Herramienta | Versión |\n|---|---|\n| node | v18.19.0 |\n| npm | 10.2.3 |", [][3]string{both}, false},
		{"en unreturned version", sh, "Which versions?", "| Tool | Version |\n|---|---|\n| node | v18.19.0 |\n| npm | 10.2.3 |", [][3]string{node}, true},
		{"de table date", sh, "Wann fällig?", "| Rechnung | fällig seit |\n|---|---|\n| RE-1 | 12.11.2026 |", [][3]string{{"run_command", `{"command":"psql -c 'select faellig from rechnungen'"}`, "RE-1 | 2026-11-12"}}, false},
	})
}

// The tail of a grouped figure ("187,430.50") is no object of its own,
// and a code in capitals ("MXN") matches a result's key that holds it
// as a part ("total_mxn"); another code does not.
func TestGroupedFigureAndCodeInKey(t *testing.T) {
	pos := [][2]string{{"pos_sales_day", "Sales of the day for a store."}}
	mx := [3]string{"pos_sales_day", `{"store":"Polanco"}`, `{"store":"Polanco","tickets":214,"total_mxn":187430.50}`}
	runAnchorCases(t, []anchorCase{
		{"es grouped figure", pos, "¿Ventas de hoy en Polanco?", "Polanco hoy: **214 tickets** y **$187,430.50 MXN**.", [][3]string{mx}, false},
		{"en grouped figure", pos, "Sales today in Polanco?", "Polanco today: **214 tickets** and **$187,430.50 MXN**.", [][3]string{mx}, false},
		{"en other code", pos, "Sales today in Polanco?", "Polanco today: **214 tickets** and **$187,430.50 USD**.", [][3]string{mx}, true},
	})
	for _, c := range []struct {
		name, obj, hay string
		want           bool
	}{
		{"code in key", "MXN", `{"total_mxn": 187430.50}`, true},
		{"de code in key", "EUR", `{"summe-eur": 12.5}`, true},
		{"other code", "USD", `{"total_mxn": 187430.50}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := matchObject(c.obj, c.hay); got != c.want {
				t.Fatalf("matchObject(%q, %q) = %v, want %v", c.obj, c.hay, got, c.want)
			}
		})
	}
}

// A series of small numbers joined by slashes ("load (1/5/15)") is no
// path and no object; a path or a dated value still is.
func TestSmallSeriesNoObject(t *testing.T) {
	diag := [][2]string{{"diag_run", "Read-only diagnostics. Allowed: uptime, df -h, free -m."}}
	up := [3]string{"diag_run", `{"cmd":"uptime"}`, " 14:02:11 up 12 days,  3:10,  0 users,  load average: 0.41, 0.38, 0.35"}
	runAnchorCases(t, []anchorCase{
		{"pt load windows", diag, "Como está o servidor?", "| item | valor |\n|---|---|\n| uptime | 12 dias |\n| load (1/5/15) | 0,41 / 0,38 / 0,35 |", [][3]string{up}, false},
		{"en load windows", diag, "How's the server?", "| item | value |\n|---|---|\n| uptime | 12 days |\n| load (1/5/15) | 0.41 / 0.38 / 0.35 |", [][3]string{up}, false},
		{"en other figures", diag, "How's the server?", "| item | value |\n|---|---|\n| uptime | 12 days |\n| load (1/5/15) | 2.41 / 2.38 / 2.35 |", [][3]string{up}, true},
	})
}

// A measure written as an adjective ("180-day policy", "10-minute
// window") is no name a call must hold.
func TestMeasureAdjectiveNoObject(t *testing.T) {
	gh := [][2]string{{"github", "Call the GitHub REST API (GET)."}}
	secrets := [3]string{"github", `{"method":"GET","path":"/repos/acme/web/actions/secrets"}`, `{"secrets":[{"name":"DEPLOY_TOKEN","updated_at":"2026-03-02T10:00:00Z"}]}`}
	runAnchorCases(t, []anchorCase{
		{"en measure adjective", gh, "When was DEPLOY_TOKEN rotated?", "`DEPLOY_TOKEN` was last updated on 2 March 2026, past the 180-day policy.", [][3]string{secrets}, false},
		{"en other date", gh, "When was DEPLOY_TOKEN rotated?", "`DEPLOY_TOKEN` was last updated on 9 March 2026, past the 180-day policy.", [][3]string{secrets}, true},
		{"de measure adjective", gh, "Wann wurde DEPLOY_TOKEN rotiert?", "`DEPLOY_TOKEN` wurde zuletzt am 2. März 2026 aktualisiert, also nach der 180-Tage-Frist.", [][3]string{secrets}, false},
	})
}

// A generic acronym ("SLA", "KPI", "ETA") beside a listing names a kind
// of thing, not content the listing must have returned; a licence name
// read off a listing still flags.
func TestGenericAcronymBesideListing(t *testing.T) {
	list := [][2]string{{"tickets_list", "List open tickets of a helpdesk queue."}}
	open := [3]string{"tickets_list", `{"queue":"SUP"}`, `[{"id":"SUP-309","title":"VPN access","age_days":9}]`}
	ls := [][2]string{{"list_dir", "List files and folders."}}
	files := [3]string{"list_dir", `{"path":"."}`, "LICENSE\nREADME.md\nmain.go"}
	runAnchorCases(t, []anchorCase{
		{"de SLA", list, "Wochenbericht?", "- SUP-309 ist überfällig (SLA 5 Tage).", [][3]string{open}, false},
		{"en SLA", list, "Weekly report?", "- SUP-309 is overdue (SLA 5 days).", [][3]string{open}, false},
		{"en licence from a listing", ls, "What's in the repo?", "There's a main.go, a README.md and the LICENSE, which is MIT.", [][3]string{files}, true},
	})
}
