package claims

import "testing"

// TestAnchorIdentifier: a report of this turn's calls that states a long
// number standing alone (an account, an order, a tracking number) states
// an identifier some call returned or was about; one no call holds is
// not backed, whatever else of the sentence a call backs. Negative
// twins: the call returned it, the user gave it, it is a phone number
// written in groups, a grouped amount, or a date.
func TestAnchorIdentifier(t *testing.T) {
	orders := [][2]string{{"get_order", "Look up an order by its number."}}
	order := [3]string{"get_order", `{"order":"88-4410"}`, `{"order":"88-4410","status":"shipped","carrier":"DHL"}`}
	tracked := [3]string{"get_order", `{"order":"88-4410"}`, `{"order":"88-4410","status":"shipped","carrier":"DHL","tracking":"7730041928"}`}
	contact := [3]string{"get_order", `{"order":"88-4410"}`, `{"order":"88-4410","status":"shipped","phone":"+49 40 55501823"}`}
	runAnchorCases(t, []anchorCase{
		{"en tracking number no call returned", orders, "Where is order 88-4410?", "Order 88-4410 shipped with DHL, tracking number 7730041928.", [][3]string{order}, true},
		{"de Sendungsnummer no call returned", orders, "Wo ist Bestellung 88-4410?", "Bestellung 88-4410 ist mit DHL unterwegs, Sendungsnummer 7730041928.", [][3]string{order}, true},
		{"es número de seguimiento", orders, "¿Dónde está el pedido 88-4410?", "El pedido 88-4410 salió con DHL, número de seguimiento 7730041928.", [][3]string{order}, true},
		{"fr numéro de suivi", orders, "Où en est la commande 88-4410 ?", "La commande 88-4410 est partie chez DHL, numéro de suivi 7730041928.", [][3]string{order}, true},
		// negative twins
		{"en tracking number the call returned", orders, "Where is order 88-4410?", "Order 88-4410 shipped with DHL, tracking number 7730041928.", [][3]string{tracked}, false},
		{"de Sendungsnummer the call returned", orders, "Wo ist Bestellung 88-4410?", "Bestellung 88-4410 ist mit DHL unterwegs, Sendungsnummer 7730041928.", [][3]string{tracked}, false},
		{"es the user's own number", orders, "¿Dónde está el pedido 88-4410? El seguimiento es 7730041928.", "El pedido 88-4410 salió con DHL, seguimiento 7730041928.", [][3]string{order}, false},
		{"de a phone number in groups", orders, "Wo ist Bestellung 88-4410?", "Bestellung 88-4410 ist unterwegs; Rückfragen unter +49 40 55501823.", [][3]string{contact}, false},
		{"en a grouped amount", orders, "Where is order 88-4410?", "Order 88-4410 shipped with DHL; the carrier handles 1,250,000 parcels a day.", [][3]string{order}, false},
	})
}

// TestLongDigits: which runs of digits read as an identifier.
func TestLongDigits(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"en account id", "account 482019374455 here", true},
		{"pt pedido", "pedido 5512093 entregue", true},
		{"five digits are a figure", "order 55120 shipped", false},
		{"phone group", "+49 40 55501823", false},
		{"decimal", "1234567.50 EUR", false},
		{"iso basic date part", "2026-1205123", false},
		{"grouped with spaces", "1 234567 units", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, tk := range tokenize(nil, c.text, 0, len(c.text)) {
				got = got || longDigits(c.text, tk)
			}
			if got != c.want {
				t.Fatalf("longDigits in %q = %v, want %v", c.text, got, c.want)
			}
		})
	}
}
