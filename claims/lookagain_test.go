package claims

import "testing"

// TestLookAgain: after a look-up that came back for the wrong thing, "let
// me" with a verb of doing the look-up again ("Let me re-run it for
// Portland, ME", "laisse-moi relancer pour Lyon") proposes a look-up
// still to do; and a step left named with a short infinitive of looking
// ("Falta leer …", "Falta ver …") is no result either. The twins report
// the other thing's value, or say the look-up was done again.
func TestLookAgain(t *testing.T) {
	or := [3]string{"weather_now", `{"city":"Portland, OR"}`, `{"city":"Portland, OR","temp_c":8,"sky":"rain"}`}
	lyon := [3]string{"weather_now", `{"city":"Lyon, Ontario"}`, `{"city":"Lyon, Ontario","temp_c":2}`}
	rd := [][2]string{{"read_file", "Read a file."}}
	oct := [3]string{"read_file", `{"path":"facturas/octubre.csv"}`, "numero;total\nF-1;1200,00"}
	runAnchorCases(t, []anchorCase{
		{"en let me re-run", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon (8 °C, rain). Let me re-run it for Portland, ME.", [][3]string{or}, false},
		{"en let me retry", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon (8 °C, rain). Let me retry for Portland, ME.", [][3]string{or}, false},
		{"fr laisse-moi relancer", weatherTool, "Quel temps à Lyon ?", "L'outil a renvoyé Lyon en Ontario (2 °C). Laisse-moi relancer pour Lyon, France.", [][3]string{lyon}, false},
		{"es déjame reintentar", weatherTool, "¿Qué tiempo hace en Lyon?", "Me devolvió Lyon en Ontario (2 °C). Déjame reintentar con Lyon, Francia.", [][3]string{lyon}, false},
		{"es falta leer", rd, "¿Cuánto facturamos en noviembre?", "He leído octubre por error. Falta leer facturas/noviembre.csv para responderte.", [][3]string{oct}, false},
		{"pt falta ler", rd, "Quanto faturamos em novembro?", "Li outubro por engano. Falta ler facturas/novembro.csv para te responder.", [][3]string{oct}, false},
		// twins: the look-up said done again, or the value reported
		{"en twin: re-ran", weatherTool, "Weather in Portland, Maine?", "That came back for Portland, Oregon. I re-ran it for Portland, ME: 2 °C and snow.", [][3]string{or}, true},
		{"en twin: let me, then a value", weatherTool, "Weather in Portland, Maine?", "Let me re-run it for Portland, ME. Portland, ME: 2 °C and snow.", [][3]string{or}, true},
		{"fr twin: j'ai relancé", weatherTool, "Quel temps à Lyon ?", "L'outil a renvoyé Lyon en Ontario. J'ai relancé pour Lyon, France : 9 °C.", [][3]string{lyon}, true},
		{"es twin: leí", rd, "¿Cuánto facturamos en noviembre?", "Leí facturas/noviembre.csv: 3 facturas, 4.200,50 € en total.", [][3]string{oct}, true},
	})
}
