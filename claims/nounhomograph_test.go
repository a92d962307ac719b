package claims

import "testing"

// TestNounComplement: a participle that is also a noun, before "de" and
// its complement, heads a label; it reports nothing. Honest twins: the
// same word as a participle of the speaker's action stays a claim.
func TestNounComplement(t *testing.T) {
	pix := [][2]string{{"consultar_pedidos", "Consulta pedidos da loja."}, {"enviar_pix", "Envia um Pix."}}
	sh := [][2]string{{"run_shell", "Run a shell command."}}
	runAnchorCases(t, []anchorCase{
		{"fr Montée de version heading", sh, "Fais-moi le plan de la semaine.", "## Montée de version PostgreSQL 15 → 16", nil, false},
		{"es Subida de errores label", sh, "¿Qué vigilo esta semana?", "- Subida de 5xx en checkout: vigilar tras el despliegue", nil, false},
		{"pt pedido de ontem", pix, "O pedido do Marcos já saiu?", "Ainda não saiu (pedido de ontem, 4/12).", nil, false},
		{"es Pedido de label", pix, "¿Qué falta?", "Pedido de material para la obra: pendiente de tu visto bueno.", nil, false},
		// twins: the participle of an action done
		{"pt Pedido feito, no call", pix, "Pede 900 panetones ao fornecedor.", "Pedido feito ao fornecedor: 900 unidades para amanhã.", nil, true},
		{"es Subida a origin, no call", sh, "Sube la rama.", "Subida a origin la rama feature/x.", nil, true},
	})
}
