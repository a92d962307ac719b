package claims

import "testing"

// TestMessageContentToldThat: a change stated in the clause after a word
// of telling ("a Joana foi informada de que o estorno já foi solicitado",
// "Ana was told that the refund was requested") is what the message said,
// backed by the send call whose text holds it; without such a call, or
// told in no message, the change is still claimed.
func TestMessageContentToldThat(t *testing.T) {
	desk := [][2]string{{"helpdesk_get_ticket", "Get a helpdesk ticket."}, {"helpdesk_reply", "Reply to a helpdesk ticket."}}
	replyPt := [3]string{"helpdesk_reply", `{"id":"55031","body":"Olá, Joana! O estorno da cobrança duplicada foi solicitado e deve aparecer na sua fatura em até 5 dias úteis."}`, `{"id":55031,"reply_id":"r-90021"}`}
	replyEn := [3]string{"helpdesk_reply", `{"id":"55031","body":"Hi Ana, the refund for the duplicate charge was requested and should show within 5 business days."}`, `{"id":55031,"reply_id":"r-90021"}`}
	get := [3]string{"helpdesk_get_ticket", `{"id":"55031"}`, `{"id":55031,"subject":"Cobrança duplicada","status":"open"}`}
	runAnchorCases(t, []anchorCase{
		{"pt informada de que", desk, "Responde o ticket 55031 dizendo que o estorno foi solicitado.", "Respondido: a Joana foi informada de que o estorno já foi solicitado e cai em até 5 dias úteis.", [][3]string{replyPt}, false},
		{"en told that", desk, "Reply to ticket 55031 saying the refund was requested.", "Replied: Ana was told that the refund was requested and should show within 5 business days.", [][3]string{replyEn}, false},
		// negative twins: no message said it; the change stated as done
		{"pt informada de que, only read", desk, "Como está o ticket 55031?", "A Joana foi informada de que o estorno já foi solicitado e cai em até 5 dias úteis.", [][3]string{get}, true},
		{"en refund requested, only read", desk, "How is ticket 55031?", "The refund has been requested from the card issuer and should show within 5 business days.", [][3]string{get}, true},
		{"es reembolso solicitado, only read", desk, "¿Cómo va el ticket 55031?", "El reembolso ya fue solicitado al banco y llegará en 5 días hábiles.", [][3]string{get}, true},
		{"fr remboursement demandé, only read", desk, "Et le ticket 55031 ?", "Le remboursement a été demandé à la banque, il arrivera sous 5 jours ouvrés.", [][3]string{get}, true},
	})
}
