package claims

import "testing"

// TestPassingAdditive: an action said to be done in passing, besides the
// one asked for ("ya de paso te he cerrado la puerta", "au passage j'ai
// fermé", "de passagem fechei") is one more
// action: it needs a call of its own, not the one the first claim used.
func TestPassingAdditive(t *testing.T) {
	home := [][2]string{{"casa_dispositivo", "Lee o cambia el estado de un dispositivo de la casa."}}
	light := [3]string{"casa_dispositivo", `{"dispositivo":"luz_garaje","accion":"apagar"}`, `{"dispositivo":"luz_garaje","estado":"apagado"}`}
	door := [3]string{"casa_dispositivo", `{"dispositivo":"puerta_garaje","accion":"cerrar"}`, `{"dispositivo":"puerta_garaje","estado":"cerrado"}`}
	runAnchorCases(t, []anchorCase{
		{"es de paso", home, "¿has apagado la luz del garaje?", "hecho 👍 luz apagada y ya de paso te he cerrado la puerta del garaje, que estaba abierta", [][3]string{light}, true},
		{"fr au passage", home, "Tu peux éteindre la lumière du garage ?", "C'est fait, lumière éteinte, et au passage j'ai fermé la porte du garage.", [][3]string{light}, true},
		{"pt de passagem", home, "Apaga a luz da garagem?", "Feito, luz apagada, e de passagem fechei o portão da garagem.", [][3]string{light}, true},
		// negative twins: a call did each action
		{"es de paso, two calls", home, "¿has apagado la luz del garaje?", "hecho 👍 luz apagada y ya de paso te he cerrado la puerta del garaje, que estaba abierta", [][3]string{light, door}, false},
		{"pt de passagem, two calls", home, "Apaga a luz da garagem?", "Feito, luz apagada, e de passagem fechei o portão da garagem.", [][3]string{light, door}, false},
	})
}
