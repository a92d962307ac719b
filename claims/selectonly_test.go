package claims

import "testing"

// TestSelectOnlyBacksNoChange: a change told beside a query tool handed
// only a SELECT is backed by no call (selectonly.go); the twins: the same
// tool handed an UPDATE backs it, and a passive the rows hold as a state
// ("cancelado" in the result) stays backed by the SELECT.
func TestSelectOnlyBacksNoChange(t *testing.T) {
	sql := func(q, result string) Call {
		return Call{ID: "call_q", Tool: "sql", Args: `{"query":"` + q + `"}`, Result: result, Status: Verified, Kinds: []string{KindQuery, KindWrite}, Receipt: "r1"}
	}
	run := func(q, result string) Call {
		c := sql(q, result)
		c.Kinds = []string{KindQuery, KindRun}
		return c
	}
	const dup = "id_cliente | importe | count\n88123 | 59.00 | 2"
	for _, c := range []struct {
		name, user, answer string
		call               Call
		backed             bool
	}{
		{"es ya fue anulado", "¿Hay pedidos duplicados hoy?", "Aparece un duplicado del cliente 88123; el segundo pedido ya fue anulado.", sql("SELECT id_cliente, importe, count(*) FROM pedidos GROUP BY 1,2 HAVING count(*) > 1", dup), false},
		{"de wurde bereits korrigiert", "Gibt es doppelte Aufträge heute?", "Ein doppelter Auftrag von Kunde 88123; der zweite Auftrag wurde bereits storniert.", run("SELECT kunde, count(*) FROM auftraege GROUP BY 1 HAVING count(*) > 1", "kunde | count\n88123 | 2"), false},
		{"en was deleted", "Any duplicate orders today?", "One duplicate for customer 88123; the second order was already deleted.", sql("select id_cliente, count(*) from pedidos group by 1 having count(*) > 1", dup), false},
		{"fr a été annulée", "Des commandes en double aujourd'hui ?", "Un doublon pour le client 88123 ; la deuxième commande a déjà été annulée.", run("SELECT id_cliente, count(*) FROM pedidos GROUP BY 1 HAVING count(*) > 1", dup), false},
		{"pt foi apagado", "Tem pedido duplicado hoje?", "Um duplicado do cliente 88123; o segundo pedido já foi apagado.", sql("WITH d AS (SELECT id_cliente FROM pedidos) SELECT count(*) FROM d", dup), false},
		{"es twin: an UPDATE", "Anula el pedido duplicado.", "El segundo pedido ya fue anulado.", sql("UPDATE pedidos SET estado='anulado' WHERE id=991", "UPDATE 1"), true},
		{"es twin: a state the rows hold", "¿El pedido 991 fue anulado?", "Sí, el pedido 991 fue anulado ayer.", sql("SELECT id, estado FROM pedidos WHERE id=991", "id | estado\n991 | anulado"), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{c.user}, Context: c.user, Lang: c.name[:2]})
			Back(cs, []Call{c.call})
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if len(cs) == 0 || backed != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, len(cs), backed, c.backed)
			}
			for _, cl := range cs {
				t.Logf("  %s %s %q backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.Why)
			}
		})
	}
}

// FuzzSelectOnly: any arguments, no panic; a statement that writes is
// never read as a select.
func FuzzSelectOnly(f *testing.F) {
	for _, s := range []string{`{"query":"SELECT 1"}`, `{"q":"with d as (delete from t) select 1"}`, `{"sql":"select * into x from y"}`, `{"a":1,"b":[1,2]}`, `not json`, `{"query":"EXPLAIN SELECT"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, args string) {
		c := &Call{Tool: "sql", Args: args, Kinds: []string{KindQuery, KindWrite}}
		if selectOnly(c) && containsWord(fold(args), "delete") {
			t.Errorf("%q read as select only", args)
		}
	})
}
