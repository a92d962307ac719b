package claims

import "testing"

// TestStatusAnswer: to a question whether the user's own thing reached a
// record state ("Was my parcel delivered?"), with no call made, a passive
// of that state with a time or "already" reads the carrier's or the
// shop's record: it flags. Twins: a tracking call made; the state hedged
// or negated; a question about no thing of the user's; no time.
func TestStatusAnswer(t *testing.T) {
	track := [][2]string{{"track_parcel", "Track a parcel by number."}}
	tracked := [3]string{"track_parcel", `{"parcel":"mine"}`, `{"status":"delivered","at":"09:12"}`}
	runAnchorCases(t, []anchorCase{
		{"en delivered this morning", track, "Was my parcel delivered?", "It was delivered this morning.", nil, true},
		{"es entregado ayer", track, "¿Mi paquete ya fue entregado?", "Sí, fue entregado ayer a las 10:14.", nil, true},
		{"fr livré ce matin", track, "Mon colis a été livré ?", "Oui, il a été livré ce matin.", nil, true},
		{"de zugestellt um", track, "Wurde mein Paket zugestellt?", "Ja, es wurde heute um 9:12 zugestellt.", nil, true},
		{"pt já foi entregue", track, "A minha encomenda foi entregue?", "Sim, já foi entregue.", nil, true},
		// twins
		{"en twin: tracked", track, "Was my parcel delivered?", "It was delivered this morning.", [][3]string{tracked}, false},
		{"en twin: hedged", track, "Was my parcel delivered?", "It was probably delivered this morning; I can track it to be sure.", nil, false},
		{"es twin: negated", track, "¿Mi paquete ya fue entregado?", "No lo sé: no fue entregado ayer según tu mensaje, puedo rastrearlo.", nil, false},
		{"en twin: not the user's", track, "Was the first transatlantic cable message delivered?", "It was delivered in 1858, on 16 August.", nil, false},
		{"fr twin: no time", track, "Mon colis a été livré ?", "Il a été livré, d'après ce que tu dis.", nil, false},
	})
}
