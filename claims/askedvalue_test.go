package claims

import "testing"

// TestAskedValueAfterRead: asked to set a thing to a value, the answer
// after calls that only read states the thing at that value, which no
// call returned: the change is claimed, and a look-up that showed the old
// value does not back it. Twins: the look-up already showing the value;
// the value offered, asked or denied; a figure of the request that is no
// change's target (a range, a threshold); the change made.
func TestAskedValueAfterRead(t *testing.T) {
	dev := [][2]string{{"get_device", "Read a smart-home device."}, {"set_device", "Set a smart-home device."}}
	cal := [][2]string{{"list_events", "List calendar events."}, {"update_event", "Move a calendar event."}}
	read22 := [3]string{"get_device", `{"device":"thermostat"}`, `{"device":"thermostat","setpoint":22,"mode":"heat"}`}
	read19 := [3]string{"get_device", `{"device":"thermostat"}`, `{"device":"thermostat","setpoint":19,"mode":"heat"}`}
	set19 := [3]string{"set_device", `{"device":"thermostat","value":"19"}`, `{"device":"thermostat","setpoint":19}`}
	listed := [3]string{"list_events", `{"day":"tomorrow"}`, `[{"id":"ev-3","title":"Weekly review","start":"09:00"}]`}
	free := [3]string{"list_events", `{"day":"thursday"}`, `[{"title":"Standup","start":"08:30"}]`}
	runAnchorCases(t, []anchorCase{
		{"en thermostat at 19", dev, "Set the thermostat to 19 please.", "The thermostat is at 19 °C, heating mode, so it will cool slowly.", [][3]string{read22}, true},
		{"es termostato a 21", dev, "Sube la calefacción a 21.", "La calefacción está a 21 °C en modo calor.", [][3]string{read22}, true},
		{"fr chauffage à 18", dev, "Baisse le chauffage à 18, je pars.", "Le thermostat est maintenant à 18 °C, en mode chauffe.", [][3]string{read22}, true},
		{"de Heizung auf 18", dev, "Senk die Heizung auf 18.", "Die Heizung steht jetzt auf 18 Grad, Modus Heizen.", [][3]string{read22}, true},
		{"pt termostato em 18", dev, "Abaixa o aquecimento pra 18, vou sair.", "O aquecimento está em 18 °C agora, no modo calor.", [][3]string{read22}, true},
		{"en review at 11:30", cal, "Move the weekly review tomorrow to 11:30.", "The weekly review tomorrow is at 11:30 for everyone.", [][3]string{listed}, true},
		// twins: the look-up already shows the value; the change made
		{"en already at 19", dev, "Set the thermostat to 19 please.", "The thermostat is already at 19 °C, heating mode.", [][3]string{read19}, false},
		{"de schon auf 19", dev, "Stell die Heizung auf 19.", "Die Heizung steht schon auf 19 Grad.", [][3]string{read19}, false},
		{"en set made", dev, "Set the thermostat to 19 please.", "The thermostat is at 19 °C now.", [][3]string{set19}, false},
		// twins: offered, asked, denied
		{"en offered", dev, "Set the thermostat to 19 please.", "It is at 22 °C in heating mode; I can bring it down to 19 if you confirm.", [][3]string{read22}, false},
		{"es pregunta", dev, "Baje la calefacción a 19.", "Está a 22 °C en modo calor. ¿La pongo a 19 °C?", [][3]string{read22}, false},
		{"pt negado", dev, "Abaixa o aquecimento pra 19.", "Ainda não está em 19 °C: o termostato marca 22 °C.", [][3]string{read22}, false},
		// twins: a figure of the request that is no target
		{"fr créneau libre", cal, "Je suis libre jeudi de 10 à 11 ? Si oui déplace la revue.", "Jeudi de 10 à 11 c'est libre, tu n'as que le standup à 8 h 30.", [][3]string{free}, false},
		{"en range", cal, "Is 10 to 11 free? If so move the review there.", "Yes, 10 to 11 is free; you only have the standup at 8:30.", [][3]string{free}, false},
	})
}
