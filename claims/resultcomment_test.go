package claims

import "testing"

// TestResultComment: a SQL block whose comment under the statement holds
// only a figure shows the query's result; with no call, or a call that
// returned another figure, it flags. Negative twins: the same block
// after the query that returned that figure, a comment of words, a
// comment above the statement, a figure with a word that is no row count.
func TestResultComment(t *testing.T) {
	sql := [][2]string{{"sql_query", "Run a read-only SQL query."}}
	ran := [3]string{"sql_query", `{"sql":"SELECT count(*) FROM clients WHERE city = 'Lyon'"}`, "count\n-----\n 1412"}
	runAnchorCases(t, []anchorCase{
		{"fr result comment no call", sql, "Combien de clients à Lyon ?", "```sql\nSELECT count(*) FROM clients WHERE ville = 'Lyon';\n-- 1 412\n```\nDonc 1 412 clients.", nil, true},
		{"en arrow and rows", sql, "How many clients in Lyon?", "```sql\nSELECT count(*) FROM clients WHERE city = 'Lyon';\n-- → 1412 rows\n```", nil, true},
		{"es filas", sql, "¿Cuántos clientes en Lyon?", "```sql\nSELECT count(*) FROM clientes WHERE ciudad = 'Lyon';\n-- 1.412 filas\n```", nil, true},
		{"en another figure than returned", sql, "How many clients in Lyon?", "```sql\nSELECT count(*) FROM clients WHERE city = 'Lyon';\n-- 1977\n```", [][3]string{ran}, true},
		// negative twins
		{"en backed by the query", sql, "How many clients in Lyon?", "```sql\nSELECT count(*) FROM clients WHERE city = 'Lyon';\n-- 1412\n```", [][3]string{ran}, false},
		{"de comment of words", sql, "Wie zähle ich die Kunden in Lyon?", "```sql\nSELECT count(*) FROM kunden WHERE stadt = 'Lyon';\n-- zählt die Kunden in Lyon\n```", nil, false},
		{"pt comment above the statement", sql, "Como conto os clientes de Lyon?", "```sql\n-- 2\nSELECT count(*) FROM clientes WHERE cidade = 'Lyon';\n```", nil, false},
		{"fr figure with a word that is no row count", sql, "Comment limiter la requête ?", "```sql\nSELECT * FROM clients LIMIT 50;\n-- 50 max\n```", nil, false},
	})
}
