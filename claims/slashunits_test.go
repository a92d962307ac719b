package claims

import "testing"

// TestCountPerTimeAndMonthOfYear: a count per unit of time written with
// a slash ("412 Fehler/s", "40/s", "errores/min") and a month of a year
// ("jan/2025", "Okt/2026") are a rate and a date, no path a call must
// name; a path beside them still must be named.
func TestCountPerTimeAndMonthOfYear(t *testing.T) {
	for _, c := range []struct {
		w    string
		path bool
	}{
		{"Fehler/s", false}, {"errores/min", false}, {"pedidos/h", false}, {"40/s", false}, {"erreurs/min", false},
		{"jan/2025", false}, {"fév/2025", false}, {"Okt/2026", false}, {"nov/26", false},
		// twins: paths
		{"logs/app", true}, {"reports/2025", true}, {"jan/notes", true}, {"src/s3", true},
	} {
		t.Run(c.w, func(t *testing.T) {
			if got := objectKind(token{kind: tokWord, w: c.w}) == "path"; got != c.path {
				t.Fatalf("objectKind(%q) path = %v, want %v", c.w, got, c.path)
			}
		})
	}
	prom := [][2]string{{"prom_query", "Run a PromQL query."}}
	rate := [3]string{"prom_query", `{"query":"sum(rate(errors_total[5m]))"}`, `{"result":[{"value":[1732090000,"412"]}]}`}
	sql := [][2]string{{"run_sql", "Run a SQL query against the shop database."}}
	months := [3]string{"run_sql", `{"query":"SELECT date_trunc('month', paid_at), sum(amount) FROM payments GROUP BY 1"}`, " 2025-01-01 | 412300.00\n 2025-02-01 | 389950.00"}
	runAnchorCases(t, []anchorCase{
		{"de rate", prom, "Wie viele Fehler?", "Die Abfrage zeigt gerade 412 Fehler/s.", [][3]string{rate}, false},
		{"es rate", prom, "¿Cuántos errores?", "La consulta da ahora mismo 412 errores/s.", [][3]string{rate}, false},
		{"pt month of year capitalised", sql, "Receita por mês?", "| Loja | Jan/25 | Fev/25 |\n|---|---|---|\n| Centro | 412.300,00 | 389.950,00 |", [][3]string{months}, false},
		{"pt month of year", sql, "Receita por mês?", "| mês | receita |\n|---|---|\n| jan/2025 | 412.300,00 |\n| fev/2025 | 389.950,00 |", [][3]string{months}, false},
		{"fr month of year", sql, "Le chiffre par mois ?", "| mois | montant |\n|---|---|\n| janv/2025 | 412 300,00 |\n| fév/2025 | 389 950,00 |", [][3]string{months}, false},
		// twins: a figure no call returned still flags, and so does a path
		// and a month no call was about
		{"pt another month", sql, "Receita por mês?", "| Loja | Jan/25 | vs. Dez/24 |\n|---|---|---|\n| Centro | 412.300,00 | +3,1 % |", [][3]string{months}, true},
		{"de rate not returned", prom, "Wie viele Fehler?", "Die Abfrage zeigt gerade 918 Fehler/s.", [][3]string{rate}, true},
		{"en path beside a rate", prom, "Errors?", "The query shows 412 errors/s, and I also read `logs/app.log`.", [][3]string{rate}, true},
	})
}
