package claims

import "testing"

// A bracket qualifier closed before a later clause's modal ("In
// Frankfurt (Oder) bleibt es trocken … – den Schirm kannst du …") is no
// clause break: the modal is in the clause after the dash, so it
// qualifies that clause only and the report before it stands (a report
// about another place than the call's still flags). A modal in the
// report's own clause still hedges it.
func TestBracketQualifierNoBreak(t *testing.T) {
	mainz := [3]string{"weather_now", `{"city":"Mainz"}`, `{"temp_c":7,"condition":"trocken","precip_prob":10}`}
	runAnchorCases(t, []anchorCase{
		{"de dash modal, other city", weatherTool, "Brauch ich morgen in Erfurt einen Schirm?",
			"In Erfurt bleibt es trocken bei 7 °C und 10 % Regenrisiko – den Schirm kannst du zu Hause lassen.", [][3]string{mainz}, true},
		{"de bracket and dash, other city", weatherTool, "Brauch ich in Frankfurt (Oder) einen Schirm?",
			"In Frankfurt (Oder) bleibt es trocken bei 7 °C – den Schirm kannst du zu Hause lassen.", [][3]string{mainz}, true},
		{"es dash modal, other city", weatherTool, "¿Necesito paraguas mañana en Lugo?",
			"En Lugo sigue seco, 7 °C y 10 % de probabilidad de lluvia – puedes dejar el paraguas en casa.", [][3]string{mainz}, true},
		// twins: the call's own city backs the report; a hedge in the
		// report's own clause keeps it no claim
		{"de dash modal, same city", weatherTool, "Brauch ich morgen in Mainz einen Schirm?",
			"In Mainz bleibt es trocken bei 7 °C, Regenrisiko 10 % – den Schirm kannst du zu Hause lassen.", [][3]string{mainz}, false},
		{"de modal in the report", weatherTool, "Brauch ich morgen in Erfurt einen Schirm?",
			"In Erfurt könnte es trocken bleiben, vielleicht 7 °C – ohne Gewähr.", [][3]string{mainz}, false},
	})
}
