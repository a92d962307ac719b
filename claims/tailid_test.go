package claims

import "testing"

// TestIdentifierTail: a figure written after an ellipsis or a mask
// ("…784", "****4242") is the end of an identifier a call named whole;
// the tail of an identifier no call named flags.
func TestIdentifierTail(t *testing.T) {
	ups := [][2]string{{"ups_track", "Suivi d'un colis UPS."}}
	first := [3]string{"ups_track", `{"tracking": "1Z999AA10123456784"}`, `{"status":"En cours de livraison","location":"Lille"}`}
	card := [][2]string{{"stripe_get_card", "Get a customer's card."}}
	visa := [3]string{"stripe_get_card", `{"card_id": "card_1Q4242"}`, `{"brand":"visa","number":"4000056655664242","exp":"08/28"}`}
	runAnchorCases(t, []anchorCase{
		{"fr …784", ups, "Où en sont mes colis 1Z999AA10123456784 et 1Z999AA10198765432 ?", "Le premier (…784) est en cours de livraison depuis Lille.", [][3]string{first}, false},
		{"fr twin: the other parcel", ups, "Où en sont mes colis 1Z999AA10123456784 et 1Z999AA10198765432 ?", "Le second (…432) est en cours de livraison depuis Lille.", [][3]string{first}, true},
		{"en ****4242", card, "Which card is on file?", "The card on file is a Visa ****4242, expiring 08/28.", [][3]string{visa}, false},
		{"en twin: another card", card, "Which card is on file?", "The card on file is a Visa ****1881, expiring 08/28.", [][3]string{visa}, true},
	})
}
