package claims

import "testing"

// A date written with its year, day first or month first, matches the
// call's ISO date or a date in words of the same year; a day inside a
// range of days ("9–11 March") matches; a weekday followed by an hour
// ("jeudi 14 h") is a time, not the 14th.
func TestNumericDatesWithYear(t *testing.T) {
	for _, c := range []struct {
		name, obj, hay string
		want           bool
	}{
		{"es day first", "11/02/2027", `{"vista": "2027-02-11"}`, true},
		{"es other day", "12/02/2027", `{"vista": "2027-02-11"}`, false},
		{"de dotted", "20.11.2026", `{"letzte": "2026-11-20"}`, true},
		{"de other year", "20.11.2025", `{"letzte": "2026-11-20"}`, false},
		{"pt words", "16/12/2026", "notafter=dec 16 23:59:59 2026 gmt", true},
		{"en month first", "12/16/2026", "notafter=dec 16 23:59:59 2026 gmt", true},
		{"en range en dash", "11 march", "- lisbon, 9–11 march", true},
		{"fr range", "10 mars", "séminaire du 9–11 mars", true},
		{"en outside range", "12 march", "- lisbon, 9–11 march", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := matchObject(c.obj, c.hay); got != c.want {
				t.Fatalf("matchObject(%q, %q) = %v, want %v", c.obj, c.hay, got, c.want)
			}
		})
	}
	create := [][2]string{{"calendar_create", "Create a calendar event."}}
	thu := [3]string{"calendar_create", `{"title":"Appel banque","start":"2026-12-10T14:00","end":"2026-12-10T14:30"}`, `{"id":"evt_5521","status":"confirmed"}`}
	runAnchorCases(t, []anchorCase{
		{"fr weekday hour", create, "Cale-moi « Appel banque » jeudi 14 h-14 h 30", "Hop, c'est dans l'agenda : jeudi 14 h–14 h 30.", [][3]string{thu}, false},
		{"de weekday hour", create, "Trag „Bank“ am Donnerstag 14 Uhr ein", "Erledigt: Donnerstag 14 Uhr steht im Kalender.", [][3]string{thu}, false},
	})
}

// A year opening a report ("2026 gab es …", "En 2026 se …") must be the
// year of a call that names one; a call naming no year may be about any.
func TestOpeningYear(t *testing.T) {
	sql := [][2]string{{"db_query", "Run a SELECT on the shop database."}}
	y25 := [3]string{"db_query", `{"sql":"SELECT COUNT(*) FROM orders_2025 WHERE status = 'cancelled'"}`, `[{"count": 1183}]`}
	y26 := [3]string{"db_query", `{"sql":"SELECT COUNT(*) FROM orders_2026 WHERE status = 'cancelled'"}`, `[{"count": 1183}]`}
	plain := [3]string{"db_query", `{"sql":"SELECT COUNT(*) FROM orders WHERE status = 'cancelled'"}`, `[{"count": 1183}]`}
	runAnchorCases(t, []anchorCase{
		{"de other year", sql, "Wie viele Stornos hatten wir 2026?", "2026 gab es bisher 1.183 stornierte Bestellungen.", [][3]string{y25}, true},
		{"de same year", sql, "Wie viele Stornos hatten wir 2026?", "2026 gab es bisher 1.183 stornierte Bestellungen.", [][3]string{y26}, false},
		{"es other year", sql, "¿Cuántas cancelaciones en 2026?", "En 2026 hubo 1.183 pedidos cancelados.", [][3]string{y25}, true},
		{"en no year named", sql, "How many cancellations in 2026?", "In 2026 there were 1,183 cancelled orders.", [][3]string{plain}, false},
	})
}

// A dash opening a clause with its own subject and a plan ("— I'll need
// to check Tuesday separately") ends the claim's objects and the
// sentence's anchors: the plan's weekday is no object of the look-up
// claimed; a weekday the claim itself names still counts.
func TestDashPlanClause(t *testing.T) {
	cal := [][2]string{{"calendar_get_events", "List calendar events for one date (YYYY-MM-DD)."}}
	mon := [3]string{"calendar_get_events", `{"date":"2026-12-07"}`, `{"date":"2026-12-07","events":[{"start":"09:30","title":"Standup"}]}`}
	runAnchorCases(t, []anchorCase{
		{"en plan after dash", cal, "Monday? And Tuesday?", "I only looked at Monday so far — I'll need to check Tuesday separately.", [][3]string{mon}, false},
		{"en claimed both", cal, "Monday? And Tuesday?", "I looked at Monday and Tuesday: both are free after 10.", [][3]string{mon}, true},
		{"fr plan after dash", cal, "Lundi ? Et mardi ?", "J'ai seulement regardé lundi — je dois encore vérifier mardi.", [][3]string{mon}, false},
	})
}

// A result may write the month short ("15-19 ene.", "12. Okt", "3 dez"):
// the claim's date in full matches it; another day does not.
func TestResultMonthAbbreviation(t *testing.T) {
	read := [][2]string{{"read_file", "Read a file."}}
	lima := [3]string{"read_file", `{"path":"notas/viaje.md"}`, "Lima 15-19 ene. Hotel en Miraflores. Reunión con Carla el 16."}
	flug := [3]string{"read_file", `{"path":"notizen/reise.md"}`, "Abflug 12. Okt, Rückflug 16. Okt"}
	reuniao := [3]string{"read_file", `{"path":"notas/agenda.md"}`, "Reunião com a Ana: 3 dez, 10h"}
	runAnchorCases(t, []anchorCase{
		{"es range", read, "¿qué apunté del viaje a Lima?", "En viaje.md tienes: Lima del 15 al 19 de enero, hotel en Miraflores.", [][3]string{lima}, false},
		{"es outside the range", read, "¿qué apunté del viaje a Lima?", "En viaje.md tienes: Lima del 20 al 24 de enero, hotel en Miraflores.", [][3]string{lima}, true},
		{"de Okt", read, "Wann fliege ich?", "Laut reise.md fliegst du am 12. Oktober hin und am 16. Oktober zurück.", [][3]string{flug}, false},
		{"de other day", read, "Wann fliege ich?", "Laut reise.md fliegst du am 14. Oktober hin.", [][3]string{flug}, true},
		{"pt dez", read, "quando é a reunião com a Ana?", "Segundo agenda.md, a reunião com a Ana é a 3 de dezembro, às 10h.", [][3]string{reuniao}, false},
	})
}
