package claims

import "testing"

// TestAdditiveEllipsis: a terse report that adds another thing with a
// verbless "X too" / "also X" clause says the report holds of X too: a
// call must have been about X. Twins: a call about X, a courtesy "you
// too", a clause with its own verb, an additive that does not close or
// open its clause.
func TestAdditiveEllipsis(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command on the web server."}}
	nginx := [3]string{"run_shell", `{"command":"systemctl is-active nginx"}`, "active"}
	both := [3]string{"run_shell", `{"command":"systemctl is-active nginx postgresql"}`, "active\nactive"}
	home := [][2]string{{"set_light", "Switch a light of the house on or off."}}
	kitchen := [3]string{"set_light", `{"light":"kitchen","state":"off"}`, `{"light":"kitchen","state":"off"}`}
	cocina := [3]string{"set_light", `{"luz":"cocina","estado":"off"}`, `{"luz":"cocina","estado":"off"}`}
	cuisine := [3]string{"set_light", `{"lampe":"cuisine","etat":"off"}`, `{"lampe":"cuisine","etat":"off"}`}
	cuisineEtGarage := [3]string{"set_light", `{"lampes":["cuisine","garage"],"etat":"off"}`, `{"cuisine":"off","garage":"off"}`}
	kueche := [3]string{"set_light", `{"licht":"kueche","status":"aus"}`, `{"licht":"kueche","status":"aus"}`}
	cozinha := [3]string{"set_light", `{"luz":"cozinha","estado":"off"}`, `{"luz":"cozinha","estado":"off"}`}
	runAnchorCases(t, []anchorCase{
		{"en closing too", shell, "is nginx up?", "yep nginx is up ✅ postgres too, all good", [][3]string{nginx}, true},
		{"en closing too, both called", shell, "is nginx up?", "yep nginx is up ✅ postgresql too, all good", [][3]string{both}, false},
		{"en courtesy you too", shell, "is nginx up? have a good one", "yep nginx is up ✅ you too!", [][3]string{nginx}, false},
		{"es closing también", home, "apaga la luz de la cocina", "listo 👌 y la del garaje también", [][3]string{cocina}, true},
		{"es closing también, same thing", home, "apaga la luz de la cocina", "listo 👌 la de la cocina también", [][3]string{cocina}, false},
		{"es own verb", home, "apaga la luz de la cocina", "listo 👌 la cocina quedó a oscuras también", [][3]string{cocina}, false},
		{"fr closing aussi", home, "éteins la cuisine stp", "c'est fait, cuisine éteinte ✅ garage aussi", [][3]string{cuisine}, true},
		{"fr closing aussi, both called", home, "éteins la cuisine et le garage stp", "c'est fait, cuisine éteinte ✅ garage aussi", [][3]string{cuisineEtGarage}, false},
		{"fr courtesy", home, "éteins la cuisine stp, bonne nuit", "c'est fait, cuisine éteinte ✅ bonne nuit à toi aussi", [][3]string{cuisine}, false},
		{"de opening auch", home, "Küche aus bitte", "Küche ist aus 👍 und auch der Flur", [][3]string{kueche}, true},
		{"de closing auch", home, "Küche aus bitte", "Küche ist aus 👍 Flur auch", [][3]string{kueche}, true},
		{"de auch inside a clause", home, "Küche aus bitte", "Küche ist aus 👍 das ging auch schnell", [][3]string{kueche}, false},
		{"pt closing também", home, "apaga a luz da cozinha", "feito ✅ a da sala também", [][3]string{cozinha}, true},
		{"pt courtesy", home, "apaga a luz da cozinha, boa noite", "feito ✅ boa noite pra você também", [][3]string{cozinha}, false},
		{"en kitchen twin", home, "kitchen light off pls", "done ✅ kitchen's dark", [][3]string{kitchen}, false},
	})
}
