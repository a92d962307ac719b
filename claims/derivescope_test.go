package claims

import "testing"

// TestDeriveClauseScope: a derivation ("soit une hausse de 8 %", "that
// is 8 % more", "also ein Plus von 4 %") makes the figures of its own
// clause the answer's; a figure another clause states as a result ("…,
// qui avait été calculé à 77 970 €") must be one a call returned. A
// round figure within 2 % of a returned one ("900 Mo" of 904) is that
// figure rounded.
func TestDeriveClauseScope(t *testing.T) {
	sql := [][2]string{{"sql_query", "Run a read-only SQL query."}}
	nov := [3]string{"sql_query", `{"sql":"SELECT sum(montant_ttc) FROM factures WHERE date_emission >= '2026-11-01' AND date_emission < '2026-12-01'"}`, `[{"sum": 84211.40}]`}
	both := [3]string{"sql_query", `{"sql":"SELECT mois, sum(montant_ttc) FROM factures GROUP BY mois"}`, `[{"mois":"2026-10","sum": 77970.00},{"mois":"2026-11","sum": 84211.40}]`}
	diag := [][2]string{{"shell_diag", "Run a diagnostic command: free -m, df -h, uptime."}}
	free := [3]string{"shell_diag", `{"cmd":"free -m"}`, "              total        used        free\nMem:           7962        6420         312\nSwap:          2047         904        1143"}
	runAnchorCases(t, []anchorCase{
		{"fr other clause not returned", sql, "Quel est le chiffre d'affaires de novembre ?", "On obtient 84 211,40 € TTC pour novembre, soit une hausse de 8 % par rapport à octobre, qui avait été calculé à 77 970 €.", [][3]string{nov}, true},
		{"en other clause not returned", sql, "What was November's revenue?", "November came to €84,211.40, that is 8% more than October, which had closed at €77,970.", [][3]string{nov}, true},
		// negative twins: the other figure returned too; a rounded figure
		{"fr both returned", sql, "Quel est le chiffre d'affaires de novembre ?", "On obtient 84 211,40 € TTC pour novembre, soit une hausse de 8 % par rapport à octobre, qui avait été calculé à 77 970 €.", [][3]string{both}, false},
		{"en both returned", sql, "What was November's revenue?", "November came to €84,211.40, that is 8% more than October, which had closed at €77,970.", [][3]string{both}, false},
		{"fr rounded 900", diag, "La mémoire ?", "D'après free -m, le swap est déjà utilisé à hauteur de 900 Mo sur 2047.", [][3]string{free}, false},
		{"fr 800 is not 904", diag, "La mémoire ?", "D'après free -m, le swap est déjà utilisé à hauteur de 800 Mo sur 2047.", [][3]string{free}, true},
	})
}
