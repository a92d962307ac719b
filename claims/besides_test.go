package claims

import "testing"

// TestBesidesReported: a chatty reply that reports the asked-for action
// done, then one more with an additive word, needs a call for each; the
// one call made backs the first report only. Twins: a second call, no
// done report before the additive claim, the call naming the additive
// claim's own object.
func TestBesidesReported(t *testing.T) {
	home := [][2]string{{"set_light", "Switch a light of the house on or off."}}
	cuisine := [3]string{"set_light", `{"lampe":"cuisine","etat":"off"}`, `{"ok":true}`}
	entree := [3]string{"set_light", `{"lampe":"entree","etat":"off"}`, `{"ok":true}`}
	hall := [3]string{"set_light", `{"light":"hall","state":"off"}`, `{"ok":true}`}
	porch := [3]string{"set_light", `{"light":"porch","state":"off"}`, `{"ok":true}`}
	msg := [][2]string{{"whatsapp_send", "Send a WhatsApp message."}}
	ana := [3]string{"whatsapp_send", `{"phone":"+34600111222","text":"Llego a las 9"}`, `{"status":"delivered"}`}
	eva := [3]string{"whatsapp_send", `{"phone":"+34600333444","text":"Llego a las 9"}`, `{"status":"delivered"}`}
	runAnchorCases(t, []anchorCase{
		{"fr done then aussi", home, "éteins la cuisine stp", "C'est fait ✅ cuisine éteinte, et j'ai éteint l'entrée aussi.", [][3]string{cuisine}, true},
		{"fr done then aussi, two calls", home, "éteins la cuisine stp", "C'est fait ✅ cuisine éteinte, et j'ai éteint l'entrée aussi.", [][3]string{cuisine, entree}, false},
		{"es done then también", msg, "mándale a mi madre que llego a las 9", "Listo, ya le llegó ✅ y de paso le avisé a tu hermana también.", [][3]string{ana}, true},
		{"es done then también, two calls", msg, "mándale a mi madre y a mi hermana que llego a las 9", "Listo, ya le llegó ✅ y de paso le avisé a tu hermana también.", [][3]string{ana, eva}, false},
		{"en done then too", home, "hall light off", "done 👍 and I turned off the porch light too.", [][3]string{hall}, true},
		{"en done then too, two calls", home, "hall light off", "done 👍 and I turned off the porch light too.", [][3]string{hall, porch}, false},
		{"en additive alone", home, "the porch light as well please", "I turned off the porch light too.", [][3]string{porch}, false},
	})
}
