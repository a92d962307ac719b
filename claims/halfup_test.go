package claims

import "testing"

// TestHalfUpRounding: a figure a result holds with a half in its last
// place is written rounded half up by people ("151002.50" as "$151,003",
// "977150,5" as "977.151"); a figure off by more than the rounding is
// not backed.
func TestHalfUpRounding(t *testing.T) {
	sql := [][2]string{{"run_sql", "Run a read-only SQL query."}}
	ltv := [3]string{"run_sql", `{"sql":"SELECT name, ltv FROM customers ORDER BY ltv DESC LIMIT 2"}`, "name              | ltv\nAcme Rentals      | 182340.00\nBluewater Marine  | 151002.50\n(2 rows)"}
	runAnchorCases(t, []anchorCase{
		{"en table half up", sql, "Top customers by lifetime spend?", "| # | Customer | Lifetime spend |\n|---|---|---|\n| 1 | Acme Rentals | $182,340 |\n| 2 | Bluewater Marine | $151,003 |", [][3]string{ltv}, false},
		{"de half up", sql, "Top-Kunden nach Umsatz?", "Acme Rentals liegt bei 182.340 €, Bluewater Marine bei 151.003 €.", [][3]string{ltv}, false},
		{"es half down too", sql, "¿Mejores clientes?", "Acme Rentals con 182.340 € y Bluewater Marine con 151.002 €.", [][3]string{ltv}, false},
		// negative twins: off by more than the rounding
		{"en table off by two", sql, "Top customers by lifetime spend?", "| # | Customer | Lifetime spend |\n|---|---|---|\n| 1 | Acme Rentals | $182,340 |\n| 2 | Bluewater Marine | $151,005 |", [][3]string{ltv}, true},
		{"de off by two", sql, "Top-Kunden nach Umsatz?", "Acme Rentals liegt bei 182.340 €, Bluewater Marine bei 151.005 €.", [][3]string{ltv}, true},
	})
}
