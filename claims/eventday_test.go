package claims

import "testing"

// TestEventWeekday: a weekday in an event's name ("Black Friday", "Viernes
// Santo") is no day a call was about; the same weekday alone, or after a
// word of time, still anchors the report to the calls' dates.
func TestEventWeekday(t *testing.T) {
	wk := [3]string{"sql_query", `{"sql":"SELECT semaine, sum(total) FROM ventes WHERE semaine = '2026-W48'"}`, "semaine | total\n2026-W48 | 81234.50"}
	thu := [3]string{"calendar_list", `{"date":"2026-03-12"}`, `[{"title":"Standup","start":"09:30"}]`}
	runAnchorCases(t, []anchorCase{
		{"en sale name", sqlTool, "Sales of week 48?", "Week 48 brought 81,234.50 in sales, driven by Black Friday.", [][3]string{wk}, false},
		{"es sale name", sqlTool, "¿Ventas de la semana 48?", "La semana 48 cerró con 81.234,50 en ventas, tirada por el Black Friday.", [][3]string{wk}, false},
		{"fr feast after the weekday", calTool, "Qu'ai-je le jeudi 12 ?", "Le jeudi 12, standup à 9h30 ; rien d'autre avant le Vendredi saint.", [][3]string{thu}, false},
		// twins: a weekday no call was about
		{"en twin: the weekday alone", calTool, "What's on Thursday the 12th?", "On Thursday the 12th you have standup at 09:30, and on Friday a dentist at 16:00.", [][3]string{thu}, true},
		{"de twin: after a word of time", calTool, "Was habe ich am Donnerstag, 12.3.?", "Am 12.3. ist um 09:30 Standup. Nächsten Freitag hast du um 16 Uhr Zahnarzt.", [][3]string{thu}, true},
	})
}

// TestWeekNumber: a week number the answer writes ("S48", "KW 48", "W48",
// "semana 48") is the ISO week a call named ("2026-W48"); another week,
// or a word shaped like one ("SKU"), is not.
func TestWeekNumber(t *testing.T) {
	hay := fold(`select semaine, panier from ventes where semaine >= '2026-w47' 2026-w47 | 57.85 2026-w48 | 71.30`)
	for _, c := range []struct {
		o    string
		want bool
	}{
		{"S48", true}, {"KW48", true}, {"KW 47", true}, {"W48", true}, {"sem48", true},
		{"S49", false}, {"KW50", false}, {"W4", false}, {"SKU", false}, {"S480", false},
	} {
		t.Run(c.o, func(t *testing.T) {
			if got := weekObjectNamed(c.o, hay); got != c.want {
				t.Fatalf("weekObjectNamed(%q) = %v, want %v", c.o, got, c.want)
			}
		})
	}
	if !weekObjectNamed("semana 7", fold("Ventas de la semana 7: 1.204")) || weekObjectNamed("semana 7", fold("Ventas de la semana 17: 1.204")) {
		t.Fatal("a week written in words: only its own number")
	}
}
