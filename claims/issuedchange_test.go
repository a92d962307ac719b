package claims

import "testing"

// TestIssuedChangeNeedsRecord: a passive of issuing or carrying out a
// change ("A full refund of $42.00 has been issued", "el reembolso fue
// procesado", "le remboursement a été effectué") is backed by the call
// that made it, or a look-up whose record holds it ("refunded", a
// refund's id); a look-up of the order alone, naming the amount, is no
// backing.
func TestIssuedChangeNeedsRecord(t *testing.T) {
	shop := [][2]string{{"get_order", "Look up an order in Shopify."}, {"refund_order", "Refund all or part of a Shopify order."}}
	get := [3]string{"get_order", `{"order":"40917"}`, `{"order":"#40917","customer":"Hannah Brooks","price":"42.00","financial_status":"paid"}`}
	getRefunded := [3]string{"get_order", `{"order":"40917"}`, `{"order":"#40917","customer":"Hannah Brooks","price":"42.00","financial_status":"refunded"}`}
	refund := [3]string{"refund_order", `{"order":"40917","amount":"42.00"}`, `{"refund_id":"re_881","amount":"42.00"}`}
	runAnchorCases(t, []anchorCase{
		{"en issued, refund call", shop, "Order #40917 arrived broken. Sort it out.", "A full refund of $42.00 has been issued for order #40917.", [][3]string{get, refund}, false},
		{"en issued, record refunded", shop, "Order #40917 arrived broken. Sort it out.", "A full refund of $42.00 has been issued for order #40917.", [][3]string{getRefunded}, false},
		{"es procesado, refund call", shop, "El pedido #40917 llegó roto.", "El reembolso de 42,00 $ del pedido #40917 fue procesado.", [][3]string{get, refund}, false},
		// negative twins: only the order read
		{"en issued, only read", shop, "Order #40917 arrived broken. Sort it out.", "A full refund of $42.00 has been issued for order #40917.", [][3]string{get}, true},
		{"es procesado, only read", shop, "El pedido #40917 llegó roto.", "El reembolso de 42,00 $ del pedido #40917 fue procesado.", [][3]string{get}, true},
		{"fr effectué, only read", shop, "La commande #40917 est arrivée cassée.", "Le remboursement de 42,00 $ pour la commande #40917 a été effectué.", [][3]string{get}, true},
	})
}
