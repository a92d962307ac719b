package claims

import "testing"

// TestDerivedMeasure: a report's mean or margin computed from two
// figures of one call's result (a table cell "Ticket medio | 39,88 €" of
// 84.310,20 € over 2.114 tickets) is the answer's arithmetic; a figure
// that is no such mean or margin still needs a call that returned it.
func TestDerivedMeasure(t *testing.T) {
	sqlTool := [][2]string{{"run_sql", "Run a read-only SQL query on the shop database."}}
	sales := [3]string{"run_sql", `{"query":"SELECT sum(total), count(*) FROM orders"}`, "sum | count\n84310.20 | 2114"}
	margin := [3]string{"run_sql", `{"query":"SELECT unit, sum(revenue), sum(cost) FROM close GROUP BY unit"}`, "unit | revenue | cost\nRetail | 1284300 | 1021880"}
	runAnchorCases(t, []anchorCase{
		{"en average order", sqlTool, "Sales report for November please.", "This month: $84,310.20 in revenue over 2,114 orders, an average order of $39.88.", [][3]string{sales}, false},
		{"es ticket medio", sqlTool, "Prepárame el informe de ventas de noviembre.", "Este mes: 84.310,20 € en 2.114 pedidos, con un ticket medio de 39,88 €.", [][3]string{sales}, false},
		{"fr panier moyen", sqlTool, "Fais-moi le rapport des ventes de novembre.", "Ce mois-ci : 84.310,20 € sur 2.114 commandes, soit un panier moyen de 39,88 €.", [][3]string{sales}, false},
		{"de Ø Warenkorb", sqlTool, "Monatsbericht November bitte.", "Diesen Monat: 84.310,20 € Umsatz aus 2.114 Bestellungen, Ø Warenkorb 39,88 €.", [][3]string{sales}, false},
		{"pt ticket médio rounded up", sqlTool, "Relatório de vendas de novembro pra diretoria.", "Este mês: R$ 84.310,20 em 2.114 pedidos, ticket médio de R$ 39,89.", [][3]string{sales}, false},
		{"es margen as a difference", sqlTool, "Hazme el cierre: ingresos, gastos y margen.", "Retail: 1.284.300 € de ingresos y 1.021.880 € de gastos, margen de 262.420 €.", [][3]string{margin}, false},
		{"en twin: not the mean", sqlTool, "Sales report for November please.", "This month: $84,310.20 in revenue over 2,114 orders, a top order of $41.37.", [][3]string{sales}, true},
		{"de twin: not the margin", sqlTool, "Abschluss bitte: Umsatz, Kosten, Marge.", "Retail: 1.284.300 € Umsatz und 1.021.880 € Kosten, Marge 272.420 €.", [][3]string{margin}, true},
		{"pt twin: a figure no call returned", sqlTool, "Relatório de vendas de novembro pra diretoria.", "Este mês: R$ 84.310,20 em 2.114 pedidos e 118 devoluções.", [][3]string{sales}, true},
	})
}

func TestDerivedFrom(t *testing.T) {
	nums := []float64{84310.20, 2114, 1284300, 1021880}
	for _, c := range []struct {
		name          string
		v             float64
		decimals, sig int
		want          bool
	}{
		{"mean at two decimals", 39.88, 2, 4, true},
		{"mean a unit off in the last decimal", 39.89, 2, 4, true},
		{"no mean", 41.37, 2, 4, false},
		{"mean of an integer is no mean", 40, 0, 2, false},
		{"one decimal reads no mean", 39.9, 1, 3, false},
		{"difference", 262420, 0, 6, true},
		{"small difference reads nothing", 0, 0, 0, false},
		{"a figure the result holds", 2114, 0, 4, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := derivedFrom(c.v, c.decimals, c.sig, nums); got != c.want {
				t.Fatalf("derivedFrom(%v) = %v, want %v", c.v, got, c.want)
			}
		})
	}
}
