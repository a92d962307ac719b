package claims

import "testing"

// TestEnvInIdentifier: an environment written into an identifier a call
// named ("usuarios_staging", "orders_prod") is the environment the call
// was about, so a report placing its figure in another environment is
// not backed; the same environment is.
func TestEnvInIdentifier(t *testing.T) {
	sql := [][2]string{{"run_sql", "Run a read-only SQL query."}}
	stg := [3]string{"run_sql", `{"sql":"SELECT count(*) FROM usuarios_staging WHERE ativo"}`, " count\n-------\n  1207\n(1 row)"}
	prod := [3]string{"run_sql", `{"sql":"SELECT count(*) FROM orders_prod"}`, " count\n-------\n  1207\n(1 row)"}
	runAnchorCases(t, []anchorCase{
		{"pt em produção beside usuarios_staging", sql, "Quantos usuários ativos temos em produção?", "Em produção temos 1.207 usuários ativos.", [][3]string{stg}, true},
		{"en in prod beside usuarios_staging", sql, "How many active users in prod?", "In prod we have 1,207 active users.", [][3]string{stg}, true},
		{"es en staging beside orders_prod", sql, "¿Cuántos pedidos hay en staging?", "En staging hay 1.207 pedidos.", [][3]string{prod}, true},
		// negative twins: the same environment
		{"pt em staging beside usuarios_staging", sql, "Quantos usuários ativos em staging?", "Em staging temos 1.207 usuários ativos.", [][3]string{stg}, false},
		{"fr en prod beside orders_prod", sql, "Combien de commandes en prod ?", "En prod, il y a 1 207 commandes.", [][3]string{prod}, false},
	})
}
