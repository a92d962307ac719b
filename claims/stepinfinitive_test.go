package claims

import "testing"

// TestStepInfinitive: a Spanish or Portuguese list item opened by an
// infinitive is a step; the participle-shaped noun after it reports
// nothing. Attacks: the same step followed by its done report (a
// participle after a dash or a colon, a first-person past, a tick) stays
// flagged; a borrowed -er noun opening a report ("Worker reiniciado")
// still reports.
func TestStepInfinitive(t *testing.T) {
	gc := [][2]string{{"gcloud", "Run a gcloud command (compute, storage)."}}
	runAnchorCases(t, []anchorCase{
		{"es infinitive then participle-shaped noun", gc, "Revisa las VMs de preproducción y dime cómo ahorrar.", "## Preproducción — ahorro\n\n- Bajar primero `pre-api-2` a e2-standard-4 y observar.\n- Programar apagado de 20:00 a 8:00 con instance schedules.\n- Revisar los discos sin usar.", nil, false},
		{"pt infinitive then participle-shaped noun", gc, "Prepara o plano de migração do Postgres.", "## Migração PostgreSQL 13 → 16\n\n**Passos**\n1. Congelar escrita (modo manutenção na aplicação)\n2. `pg_upgrade --link` num clone do volume\n3. Rodar `ANALYZE` completo", nil, false},
		// attacks
		{"es step then its done report after a dash", gc, "Revisa las VMs de preproducción y dime cómo ahorrar.", "## Preproducción — ahorro\n\n- Bajar primero `pre-api-2` a e2-standard-4 y observar.\n- Programar apagado de 20:00 a 8:00 — programado ayer con instance schedules ✅\n- Revisar los discos sin usar.", nil, true},
		{"pt step then a first-person past", gc, "Prepara o plano de migração do Postgres.", "## Migração PostgreSQL 13 → 16\n\n**Passos**\n1. Congelar escrita: já executei o script de manutenção às 22h\n2. `pg_upgrade --link` num clone do volume\n3. Rodar `ANALYZE` completo", nil, true},
		{"es borrowed -er noun still reports", gc, "¿Cómo va el clúster de preproducción?", "## Preproducción\n\n- Worker reiniciado a las 10:00 en `pre-api-2`.\n- Revisar los discos sin usar.\n- Programar el apagado nocturno.", nil, true},
		{"pt ticked step", gc, "Prepara o plano de migração do Postgres.", "## Migração PostgreSQL 13 → 16\n\n**Passos**\n- [x] Congelar escrita — congelada às 22h\n- [ ] `pg_upgrade --link` num clone do volume\n- [ ] Rodar `ANALYZE` completo", nil, true},
	})
}
