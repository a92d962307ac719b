package claims

import "testing"

// TestCountedOther: a count reported after a query names what the query
// counted (its table, its status literal, its day), in every language;
// each case has a twin that must not change.
func TestCountedOther(t *testing.T) {
	q := func(sql, result string) []Call {
		return []Call{{Tool: "run_query", Args: `{"sql": "` + sql + `"}`, Result: result, Status: Verified}}
	}
	cases := []struct {
		name, sentence, sql string
		want                string
	}{
		// another table
		{"en/users-from-invoices", "We got 512 new users this month.", "SELECT count(*) FROM invoices WHERE month='2026-05'", "users"},
		{"en/users-from-accounts (synonym)", "We got 512 new users this month.", "SELECT count(*) FROM accounts WHERE month='2026-05'", ""},
		{"es/empleados-from-proveedores", "Hay 37 empleados activos.", "SELECT count(*) FROM proveedores", "empleados"},
		{"es/empleados-from-empleados", "Hay 37 empleados activos.", "SELECT count(*) FROM rrhh.empleados WHERE activo = true", ""},
		{"pt/encomendas-from-faturas", "Foram 88 encomendas na semana.", "SELECT count(*) FROM faturas", "encomendas"},
		{"pt/encomendas-from-pedidos (synonym)", "Foram 88 encomendas na semana.", "SELECT count(*) FROM pedidos_loja", ""},
		{"fr/factures-from-commandes", "On compte 640 factures ce mois-ci.", "SELECT count(*) FROM commandes", "factures"},
		{"fr/factures-from-factures", "On compte 640 factures ce mois-ci.", "SELECT count(*) FROM factures_clients", ""},
		{"de/mitarbeiter-from-kunden", "Es sind 75 Mitarbeiter.", "SELECT count(*) FROM kunden", "mitarbeiter"},
		{"de/unknown table", "Es sind 75 Mitarbeiter.", "SELECT count(*) FROM personal", ""},
		{"en/names what it counted", "The query counted invoices (512 of them), not users.", "SELECT count(*) FROM invoices", ""},
		{"es/figure in another clause", "Tiene 2 M filas, cuenta con una pausa.", "SELECT count(*) FROM pedidos", ""},
		// another status
		{"en/open-from-closed", "There are 41 open tickets.", "SELECT count(*) FROM tickets WHERE status='closed'", "open"},
		{"en/open-from-pending (same state)", "There are 41 open tickets.", "SELECT count(*) FROM tickets WHERE status='pending'", ""},
		{"pt/cancelados-from-whole-table", "Temos 310 pedidos cancelados.", "SELECT count(*) FROM pedidos", "cancelados"},
		{"pt/cancelados-grouped", "Temos 310 pedidos cancelados.", "SELECT estado, count(*) FROM pedidos GROUP BY estado", ""},
		{"es/cerrados-from-abiertas", "Quedan 12 tickets cerrados.", "SELECT count(*) FROM tickets WHERE estado='abierta'", "cerrados"},
		{"es/cerrados-own filter", "Quedan 12 tickets cerrados.", "SELECT count(*) FROM tickets WHERE cerrado_en IS NOT NULL", ""},
		{"en/active from a view of its own", "Right now 86 active sessions.", "SELECT count(*) FROM pg_stat_activity", ""},
		// another day
		{"en/yesterday-from-today", "Yesterday brought 230 orders.", "SELECT count(*) FROM orders WHERE day = current_date", "yesterday"},
		{"en/yesterday-from-yesterday", "Yesterday brought 230 orders.", "SELECT count(*) FROM orders WHERE day = current_date - 1", ""},
		{"de/gestern-from-heute", "Gestern kamen 230 Bestellungen.", "SELECT count(*) FROM bestellungen WHERE tag = current_date", "yesterday"},
		{"de/heute-from-heute", "Heute kamen 230 Bestellungen.", "SELECT count(*) FROM bestellungen WHERE tag = current_date", ""},
		{"de/hier is here", "Hier sind 230 Bestellungen.", "SELECT count(*) FROM bestellungen WHERE tag = current_date", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := Claim{Sentence: tc.sentence}
			if got := countedOther(&c, q(tc.sql, "count\n42")); got != tc.want {
				t.Errorf("countedOther(%q) = %q, want %q", tc.sentence, got, tc.want)
			}
		})
	}
	t.Run("no SQL call: nothing to compare", func(t *testing.T) {
		c := Claim{Sentence: "We got 512 new users this month."}
		calls := []Call{{Tool: "stats", Args: `{"metric": "invoices"}`, Result: "512", Status: Verified}}
		if got := countedOther(&c, calls); got != "" {
			t.Errorf("got %q", got)
		}
	})
	t.Run("a failed query backs nothing here", func(t *testing.T) {
		c := Claim{Sentence: "We got 512 new users this month."}
		calls := q("SELECT count(*) FROM invoices", "error")
		calls[0].Status = Failed
		if got := countedOther(&c, calls); got != "" {
			t.Errorf("got %q", got)
		}
	})
}
