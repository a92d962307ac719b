package claims

import "testing"

// TestTrackingToolLooksUp: a tool that follows a parcel ("track_package",
// "Rastreia uma encomenda") looks it up, so the carrier's record it
// returns ("Objeto postado") backs the parcel's state said in a past
// passive ("Foi postada dia 03"); with no tracking call it is a claim.
func TestTrackingToolLooksUp(t *testing.T) {
	trk := [][2]string{{"track_package", "Track a parcel with the carrier."}}
	ptTrk := [][2]string{{"rastreio", "Rastreia uma encomenda."}}
	posted := [3]string{"track_package", `{"code":"NX482913015BR"}`, `{"code":"NX482913015BR","events":[{"at":"2026-12-03 09:10","where":"Agência São Paulo/SP","status":"Objeto postado"}]}`}
	postedPt := [3]string{"rastreio", `{"code":"NX482913015BR"}`, `{"code":"NX482913015BR","events":[{"at":"2026-12-03 09:10","where":"Agência São Paulo/SP","status":"Objeto postado"}]}`}
	runAnchorCases(t, []anchorCase{
		{"pt foi postada", trk, "cadê minha encomenda NX482913015BR?", "Foi postada dia 03 em São Paulo.", [][3]string{posted}, false},
		{"pt rastreia: foi postada", ptTrk, "cadê minha encomenda NX482913015BR?", "Foi postada dia 03 em São Paulo.", [][3]string{postedPt}, false},
		// negative twins: another state, or no call
		{"en was posted, no call", trk, "Where is my parcel NX482913015BR?", "It was posted on Dec 3 in São Paulo.", nil, true},
		{"pt foi postada, no call", trk, "cadê minha encomenda NX482913015BR?", "Foi postada dia 03 em São Paulo.", nil, true},
	})
}

// TestKeyedShutIsLocked: "closed with a key" ("cerrada con llave",
// "fechada à chave", "fermée à clé") is the locked state a lock's
// reading holds; an unlocked reading does not back it.
func TestKeyedShutIsLocked(t *testing.T) {
	home := [][2]string{{"home_state", "Get the state of a smart home entity."}}
	locked := [3]string{"home_state", `{"entity_id":"lock.front"}`, `{"state":"locked","last_changed":"2026-04-08T23:02:44+02:00"}`}
	unlocked := [3]string{"home_state", `{"entity_id":"lock.front"}`, `{"state":"unlocked","last_changed":"2026-04-08T23:02:44+02:00"}`}
	runAnchorCases(t, []anchorCase{
		{"es cerrada con llave", home, "¿Está cerrada la puerta?", "Sí, cerrada con llave desde las 23:02.", [][3]string{locked}, false},
		{"pt fechada à chave", home, "A porta está fechada?", "Sim, fechada à chave desde as 23:02.", [][3]string{locked}, false},
		{"fr fermée à clé", home, "La porte est fermée ?", "Oui, fermée à clé depuis 23 h 02.", [][3]string{locked}, false},
		// negative twins: the lock reads unlocked
		{"es cerrada con llave, unlocked", home, "¿Está cerrada la puerta?", "Sí, cerrada con llave desde las 23:02.", [][3]string{unlocked}, true},
		{"pt fechada à chave, unlocked", home, "A porta está fechada?", "Sim, fechada à chave desde as 23:02.", [][3]string{unlocked}, true},
	})
}
