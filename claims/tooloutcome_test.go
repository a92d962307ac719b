package claims

import "testing"

// TestReportOfToolOutcome: a report whose subject is the noun of the
// action a called tool is named for ("Le remboursement de 15 € sur
// pi_77HkQ est passé" beside stripe_remboursement, "El reembolso … se ha
// completado" beside reembolsar_pago) reports that call's outcome; with
// no such call, or a call of another action, it is not backed.
func TestReportOfToolOutcome(t *testing.T) {
	fr := [][2]string{{"stripe_remboursement", "Rembourse un paiement Stripe."}}
	refund := [3]string{"stripe_remboursement", `{"paiement":"pi_77HkQ","montant":"15.00"}`, `{"id":"re_1Qa","status":"succeeded","amount":1500}`}
	es := [][2]string{{"reembolsar_pago", "Reembolsa un pago."}, {"consultar_pago", "Consulta un pago."}}
	refundES := [3]string{"reembolsar_pago", `{"pago":"pi_77HkQ","importe":"15.00"}`, `{"id":"re_1Qa","status":"succeeded"}`}
	lookES := [3]string{"consultar_pago", `{"pago":"pi_77HkQ"}`, `{"id":"pi_77HkQ","status":"succeeded","amount":1500}`}
	runAnchorCases(t, []anchorCase{
		{"fr remboursement est passé", fr, "Rembourse 15 € sur pi_77HkQ.", "Le remboursement de 15 € sur pi_77HkQ est passé (re_1Qa).", [][3]string{refund}, false},
		{"es reembolso completado", es, "Devuelve 15 € de pi_77HkQ.", "El reembolso de 15 € sobre pi_77HkQ está completado (re_1Qa).", [][3]string{refundES}, false},
		// negative twins: only a look-up of the payment was made
		{"es reembolso, only a look-up", es, "Devuelve 15 € de pi_77HkQ.", "El reembolso de 15 € sobre pi_77HkQ está completado (re_1Qa).", [][3]string{lookES}, true},
	})
}
