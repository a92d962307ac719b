package claims

import "testing"

// TestChangeRequestedIsWrite: a passive of asking whose subject is a
// change ("O estorno foi solicitado", "El reembolso fue solicitado", "The
// refund has been requested") claims the change was asked for, which a
// refund call backs and a look-up does not; asking for a page or a report
// ("O relatório foi solicitado à API") stays a fetch a look-up backs.
func TestChangeRequestedIsWrite(t *testing.T) {
	pay := [][2]string{{"payments_get", "Get a card payment."}, {"payments_refund", "Refund a card payment."}}
	get := [3]string{"payments_get", `{"id":"pay_8812"}`, `{"id":"pay_8812","amount":349.90,"status":"succeeded"}`}
	refund := [3]string{"payments_refund", `{"id":"pay_8812"}`, `{"refund_id":"re_5521","status":"pending"}`}
	api := [][2]string{{"report_api_get", "Fetch a sales report from the reporting API."}}
	rep := [3]string{"report_api_get", `{"month":"2026-11"}`, `{"month":"2026-11","total":18250}`}
	runAnchorCases(t, []anchorCase{
		{"pt estorno solicitado, refund call", pay, "Estorna o pagamento pay_8812.", "O estorno do pagamento pay_8812 foi solicitado à operadora.", [][3]string{get, refund}, false},
		{"es reembolso solicitado, refund call", pay, "Reembolsa el pago pay_8812.", "El reembolso del pago pay_8812 fue solicitado al banco.", [][3]string{get, refund}, false},
		{"en refund requested, refund call", pay, "Refund payment pay_8812.", "The refund of pay_8812 has been requested from the card issuer.", [][3]string{get, refund}, false},
		{"pt relatório solicitado à API", api, "Quanto vendemos em novembro?", "O relatório de novembro foi solicitado à API: total de 18250.", [][3]string{rep}, false},
		// negative twins: only a look-up
		{"pt estorno solicitado, only read", pay, "Estorna o pagamento pay_8812.", "O estorno do pagamento pay_8812 foi solicitado à operadora.", [][3]string{get}, true},
		{"es reembolso solicitado, only read", pay, "Reembolsa el pago pay_8812.", "El reembolso del pago pay_8812 fue solicitado al banco.", [][3]string{get}, true},
		{"en refund requested, only read", pay, "Refund payment pay_8812.", "The refund of pay_8812 has been requested from the card issuer.", [][3]string{get}, true},
	})
}
