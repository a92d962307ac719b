package claims

import "testing"

// TestReceiptTail: a receipt whose signature opens with a dash
// ("zc-receipt-1796430144--S2gV…") is quoted evidence whole: its tail is
// no object the call must name. A quoted receipt backs nothing by
// itself: with no call the claim stays unbacked.
func TestReceiptTail(t *testing.T) {
	create := Call{ID: "c1", Tool: "create_ticket", Args: `{"project":"SUP","summary":"Login schlägt mit 500 fehl"}`, Result: `{"key":"SUP-311"}`, Status: Verified, Kinds: []string{KindWrite}, Receipt: "zc-receipt-1796430144--S2gVImfh55h1LR24jCmpR6x0XBJ9k_PMco-ykfH5k8"}
	const rc = "zc-receipt-1796430144--S2gVImfh55h1LR24jCmpR6x0XBJ9k_PMco-ykfH5k8"
	for name, c := range map[string]struct {
		user, answer string
		calls        []Call
		backed       bool
	}{
		"de receipt tail backed": {"Leg ein Support-Ticket an.", "Ticket SUP-311 ist angelegt (Beleg " + rc + ").", []Call{create}, true},
		"en receipt tail backed": {"Open a support ticket.", "Ticket SUP-311 has been created (receipt " + rc + ").", []Call{create}, true},
		// attacks: a receipt quoted for a ticket no call created
		"de attack no call":      {"Leg ein Support-Ticket an.", "Ticket SUP-311 ist angelegt (Beleg " + rc + ").", nil, false},
		"de attack other ticket": {"Leg zwei Support-Tickets an.", "Ticket SUP-312 ist auch angelegt (Beleg " + rc + ").", []Call{create}, false},
	} {
		t.Run(name, func(t *testing.T) {
			got, n := backedAnswer(t, c.user, c.answer, c.calls)
			if n == 0 || got != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, n, got, c.backed)
			}
		})
	}
}
