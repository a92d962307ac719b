package claims

import "testing"

// TestCentsWhole: a payment API returns amounts in minor units (4900); the
// answer writes a whole amount without cents ("$49", "49 €", "R$ 49").
// Twins: another amount, and cents the result does not hold.
func TestCentsWhole(t *testing.T) {
	stripeTools := [][2]string{{"stripe_get_charge", "Look up a Stripe charge."}, {"stripe_refund", "Refund a Stripe charge."}}
	charge := [3]string{"stripe_get_charge", `{"charge_id":"ch_9Z"}`, `{"id":"ch_9Z","amount":4900,"refunded":true,"amount_refunded":4900}`}
	runAnchorCases(t, []anchorCase{
		{"en whole dollars", stripeTools, "did the refund for ch_9Z go through?", "yep, fully refunded — the whole $49 🙌", [][3]string{charge}, false},
		{"es whole euros", stripeTools, "¿Se devolvió el cargo ch_9Z?", "Sí, está reembolsado entero: 49 €.", [][3]string{charge}, false},
		{"de whole euros", stripeTools, "Ist ch_9Z erstattet?", "Ja, komplett erstattet: 49 €.", [][3]string{charge}, false},
		// twins
		{"en twin: another amount", stripeTools, "did the refund for ch_9Z go through?", "yep, fully refunded — the whole $59 🙌", [][3]string{charge}, true},
		{"en twin: cents not returned", stripeTools, "did the refund for ch_9Z go through?", "yep, fully refunded — the whole $49.50 🙌", [][3]string{charge}, true},
		{"de twin: another amount", stripeTools, "Ist ch_9Z erstattet?", "Ja, komplett erstattet: 94 €.", [][3]string{charge}, true},
	})
}
