package claims

import "testing"

// The answer's yes or no opening it before a colon and a figure ("Oui :
// -2 °C à Besançon", "Ja: 6 °C") is no place the report names, as "Lima:
// 20 °C" is: only the place itself must be the call's. The twins open
// with another place's name, which the call must have been about.
func TestAnchorYesIsNoPlace(t *testing.T) {
	bes := [3]string{"weather_now", `{"city":"Besancon"}`, `{"temp_c":-2,"sky":"givre"}`}
	kiel := [3]string{"weather_now", `{"city":"Kiel"}`, `{"temp_c":6,"sky":"bewölkt"}`}
	leon := [3]string{"weather_now", `{"city":"León"}`, `{"temp_c":4,"sky":"despejado"}`}
	runAnchorCases(t, []anchorCase{
		{"fr Oui", weatherTool, "Il fait froid à Besançon ?", "Oui : -2 °C à Besançon, avec du givre.", [][3]string{bes}, false},
		{"de Ja", weatherTool, "Ist es kalt in Kiel?", "Ja: 6 °C in Kiel, bewölkt.", [][3]string{kiel}, false},
		{"es Sí", weatherTool, "¿Hace frío en León?", "Sí: 4 °C en León, despejado.", [][3]string{leon}, false},
		{"fr twin: another place", weatherTool, "Il fait froid à Besançon ?", "Dijon : -2 °C, avec du givre.", [][3]string{bes}, true},
		{"de twin: another place", weatherTool, "Ist es kalt in Kiel?", "Lübeck: 6 °C, bewölkt.", [][3]string{kiel}, true},
	})
}
