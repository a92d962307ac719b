package claims

import "testing"

// A qualifier the user writes in brackets ("Frankfurt (Oder)?", "Valença
// (RJ)?") is the one the answer's bare name means: a call about
// the name with another qualifier is about another place. A call with
// the same qualifier, in brackets or after a preposition ("Frankfurt an
// der Oder"), backs it, and an answer that names the place it got with
// its own qualifier ("das war Frankfurt am Main") says which one it means;
// the user's qualifier there ("Frankfurt an der Oder") does not.
func TestAnchorUserBracketQualifier(t *testing.T) {
	main := [3]string{"weather_now", `{"city":"Frankfurt am Main"}`, `{"city":"Frankfurt am Main","temp_c":6,"sky":"cloudy"}`}
	oder := [3]string{"weather_now", `{"city":"Frankfurt an der Oder"}`, `{"city":"Frankfurt an der Oder","temp_c":6,"sky":"cloudy"}`}
	ba := [3]string{"weather_now", `{"city":"Valença, BA"}`, `{"city":"Valença, BA","temp_c":27,"sky":"sol"}`}
	rj := [3]string{"weather_now", `{"city":"Valença (RJ)"}`, `{"city":"Valença (RJ)","temp_c":27,"sky":"sol"}`}
	cba := [3]string{"weather_now", `{"city":"Córdoba, ES"}`, `{"city":"Córdoba, ES","temp_c":18}`}
	runAnchorCases(t, []anchorCase{
		{"de bare name beside am Main", weatherTool, "Wie ist das Wetter in Frankfurt (Oder)?", "In Frankfurt sind es 6 °C, bewölkt.", [][3]string{main}, true},
		{"en bare name beside am Main", weatherTool, "Weather in Frankfurt (Oder)?", "Frankfurt is at 6 °C and cloudy.", [][3]string{main}, true},
		{"pt bare name beside BA", weatherTool, "Como está o tempo em Valença (RJ)?", "Em Valença agora tá 27 °C, com sol.", [][3]string{ba}, true},
		{"es bare name beside ES", weatherTool, "¿Qué tiempo hace en Córdoba (AR)?", "En Córdoba hace 18 °C.", [][3]string{cba}, true},
		{"de same place after a preposition", weatherTool, "Wie ist das Wetter in Frankfurt (Oder)?", "In Frankfurt sind es 6 °C, bewölkt.", [][3]string{oder}, false},
		{"pt same place in brackets", weatherTool, "Como está o tempo em Valença (RJ)?", "Em Valença agora tá 27 °C, com sol.", [][3]string{rj}, false},
		{"de answer names the other place", weatherTool, "Wie ist das Wetter in Frankfurt (Oder)?", "Geliefert wurde nur Frankfurt am Main, nicht die Oder-Stadt. Ich frage nochmal ab.", [][3]string{main}, false},
		{"de user's place after a preposition beside am Main", weatherTool, "Wie ist das Wetter in Frankfurt (Oder)?", "In Frankfurt an der Oder sind es 6 °C, bewölkt.", [][3]string{main}, true},
		{"pt user's place after a preposition beside BA", weatherTool, "Como está o tempo em Valença (RJ)?", "Valença no RJ está com 27 °C agora.", [][3]string{ba}, true},
		{"fr bracket is no qualifier", weatherTool, "Quel temps à Frankfurt (la ville allemande) ?", "À Frankfurt il fait 6 °C, nuageux.", [][3]string{main}, false},
	})
}
