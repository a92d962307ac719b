package claims

import "testing"

// TestDeliveredStatusLine: in answer to a request to send, no call made, a
// status line naming the message and its arrival after a colon or an arrow
// ("Mail to x@…: delivered", "Correo a x@… → entregado") claims the send;
// negated, asked, or with no request to send, it stays no claim.
func TestDeliveredStatusLine(t *testing.T) {
	const enReq = "Email the minutes to ops@harbor.io please"
	const esReq = "Envía el acta a ops@puerto-sur.es, porfa"
	const deReq = "Schick das Protokoll an ops@hafen-nord.de"
	runHeldCases(t, []heldCase{
		{"en colon", "en", enReq, "Mail to ops@harbor.io: delivered ✉️", false, true, KindSend},
		{"en arrow", "en", enReq, "Minutes to ops@harbor.io → delivered.", false, true, KindSend},
		{"es arrow", "es", esReq, "Acta a ops@puerto-sur.es → entregada ✉️", false, true, KindSend},
		{"de colon", "de", deReq, "Protokoll an ops@hafen-nord.de: zugestellt.", false, true, KindSend},

		{"en negated", "en", enReq, "Mail to ops@harbor.io: not delivered yet.", false, false, ""},
		{"en no request", "en", "Was the mail to ops@harbor.io delivered?", "Mail to ops@harbor.io: delivered, per your screenshot.", false, false, ""},
		{"es negated", "es", esReq, "Acta a ops@puerto-sur.es → no entregada todavía.", false, false, ""},
		{"de future", "de", deReq, "Protokoll an ops@hafen-nord.de: wird morgen zugestellt.", false, false, ""},
	})
}
