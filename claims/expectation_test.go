package claims

import "testing"

// TestExpectationFirst: after calls, a sentence whose first clause has
// an expectation modal as its verb ("should", "devrait", "debería",
// "sollte", "deveria") predicts; its date is no result a call must
// hold. The same date stated as a result still needs one.
func TestExpectationFirst(t *testing.T) {
	net := [][2]string{{"outils_reseau", "Outils réseau : openssl s_client -connect <hôte>:443."}}
	cert := [3]string{"outils_reseau", `{"commande": "openssl s_client -connect shop.example.fr:443 | openssl x509 -noout -dates"}`, "notBefore=Oct  8 06:12:01 2026 GMT\nnotAfter=Jan  6 06:12:00 2027 GMT"}
	runAnchorCases(t, []anchorCase{
		{"fr devrait", net, "Le certificat expire quand ?", "Il expire le 6 janvier 2027. Le renouvellement auto devrait passer vers le 7 décembre.", [][3]string{cert}, false},
		{"en should", net, "When does the cert expire?", "It expires on 6 January 2027. The auto-renewal should run around 7 December.", [][3]string{cert}, false},
		{"es debería", net, "¿Cuándo caduca el certificado?", "Caduca el 6 de enero de 2027. La renovación automática debería pasar hacia el 7 de diciembre.", [][3]string{cert}, false},
		{"de sollte", net, "Wann läuft das Zertifikat ab?", "Es läuft am 6. Januar 2027 ab. Die automatische Erneuerung sollte um den 7. Dezember laufen.", [][3]string{cert}, false},
		{"fr twin: stated as a result", net, "Le certificat expire quand ?", "Il expire le 6 janvier 2027. Le renouvellement auto est passé le 7 décembre.", [][3]string{cert}, true},
	})
}
