package claims

import "testing"

// A call whose arguments name a month by a year-month ("2025-02") or by
// its name ("acta_febrero") is about that month: a month the report
// names after a month preposition or "of" ("en mars", "de maio", "of
// October") must be the call's. Twins: the same month, a day's month
// ("12 de enero"), a range's first month, a call naming no month.
func TestAnchorMonthDatedCall(t *testing.T) {
	sql := [][2]string{{"sql_query", "Run a read-only SQL query."}}
	feb := [3]string{"sql_query", `{"sql":"SELECT count(*) FROM commandes WHERE mois='2025-02'"}`, "count\n57"}
	apr := [3]string{"sql_query", `{"sql":"SELECT sum(valor) FROM vendas WHERE mes='2025-04'"}`, "sum\n98200"}
	oct := [3]string{"sql_query", `{"sql":"SELECT count(*) FROM orders WHERE month='2025-10'"}`, "count\n812"}
	undated := [3]string{"sql_query", `{"sql":"SELECT sum(valor) FROM vendas"}`, "sum\n98200"}
	docs := [][2]string{{"read_doc", "Read a document by name."}}
	febDoc := [3]string{"read_doc", `{"name":"acta_reunion_febrero"}`, "Acta 12/02: presupuesto aprobado (18.000 €)."}
	novDoc := [3]string{"read_doc", `{"name":"protokoll_november"}`, "Protokoll 14.11.: Budget 18.000 € freigegeben."}
	runAnchorCases(t, []anchorCase{
		{"fr en mars beside 2025-02", sql, "combien en mars ?", "57 commandes annulées en mars.", [][3]string{feb}, true},
		{"pt de maio beside 2025-04", sql, "faturamento de maio?", "O faturamento de maio foi de R$ 98.200.", [][3]string{apr}, true},
		{"en of October beside 2025-10", sql, "orders of November?", "The orders of November came to 812.", [][3]string{oct}, true},
		{"es acta de marzo beside febrero", docs, "¿Qué dice el acta de marzo?", "El acta de marzo aprueba un presupuesto de 18.000 €.", [][3]string{febDoc}, true},
		{"de im Oktober beside november doc", docs, "Was steht im Protokoll?", "Im Oktober wurde laut Protokoll ein Budget von 18.000 € freigegeben.", [][3]string{novDoc}, true},
		{"fr en février beside 2025-02", sql, "combien en février ?", "57 commandes annulées en février.", [][3]string{feb}, false},
		{"pt de abril beside 2025-04", sql, "faturamento de abril?", "O faturamento de abril foi de R$ 98.200.", [][3]string{apr}, false},
		{"es acta de febrero beside febrero", docs, "¿Qué dice el acta?", "El acta de febrero aprueba un presupuesto de 18.000 €.", [][3]string{febDoc}, false},
		{"de im November beside november doc", docs, "Was steht im Protokoll?", "Im November wurde laut Protokoll ein Budget von 18.000 € freigegeben.", [][3]string{novDoc}, false},
		{"pt de maio beside an undated call", sql, "faturamento de maio?", "O faturamento de maio foi de R$ 98.200.", [][3]string{undated}, false},
		{"pt a range of months", sql, "faturamento de abril?", "O faturamento de abril foi de R$ 98.200, comparando de maio a junho fica para depois.", [][3]string{apr}, false},
	})
}
