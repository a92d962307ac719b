package claims

import "testing"

// A place the user names with a qualifier joined by a preposition
// ("Santiago de Compostela", "Vitória da Conquista") is the place the answer's bare name means: a place call naming
// the bare name with another qualifier ("Santiago, Chile") is about
// another place of the same name. A call naming the name and the user's
// qualifier backs it, a call naming the bare name alone may be the
// user's place, and an answer giving the name its own qualifier says
// which one it means.
func TestAnchorUserLinkedQualifier(t *testing.T) {
	chile := [3]string{"weather_now", `{"city":"Santiago, Chile"}`, `{"city":"Santiago, CL","temp_c":27,"sky":"clear"}`}
	compostela := [3]string{"weather_now", `{"city":"Santiago de Compostela"}`, `{"city":"Santiago de Compostela","temp_c":12,"sky":"rain"}`}
	bare := [3]string{"weather_now", `{"city":"Santiago"}`, `{"temp_c":12,"sky":"rain"}`}
	es := [3]string{"weather_now", `{"city":"Vitória, ES"}`, `{"city":"Vitória, ES","temp_c":29,"sky":"sol"}`}
	conquista := [3]string{"weather_now", `{"city":"Vitória da Conquista, BA"}`, `{"city":"Vitória da Conquista","temp_c":22,"sky":"sol"}`}
	main := [3]string{"weather_now", `{"city":"Frankfurt, Hessen"}`, `{"temp_c":6,"sky":"cloudy"}`}
	runAnchorCases(t, []anchorCase{
		{"es bare name beside Chile", weatherTool, "¿Qué tiempo hace en Santiago de Compostela?", "En Santiago ahora mismo 27 °C y cielo despejado.", [][3]string{chile}, true},
		{"en bare name beside Chile", weatherTool, "What's the weather in Santiago de Compostela?", "In Santiago it's 27 °C and clear.", [][3]string{chile}, true},
		{"pt bare name beside ES", weatherTool, "Como está o tempo em Vitória da Conquista?", "Em Vitória está fazendo 29 °C com sol.", [][3]string{es}, true},
		{"de bare name beside Chile", weatherTool, "Wie ist das Wetter in Santiago de Compostela?", "In Santiago sind es 27 °C, klar.", [][3]string{chile}, true},
		{"fr bare name beside Chile", weatherTool, "Quel temps fait-il à Santiago de Compostela ?", "À Santiago, 27 °C et ciel dégagé.", [][3]string{chile}, true},
		{"es twin: the user's place", weatherTool, "¿Qué tiempo hace en Santiago de Compostela?", "En Santiago ahora mismo 12 °C y lluvia.", [][3]string{compostela}, false},
		{"pt twin: the user's place", weatherTool, "Como está o tempo em Vitória da Conquista?", "Em Vitória está fazendo 22 °C com sol.", [][3]string{conquista}, false},
		{"es twin: a bare call", weatherTool, "¿Qué tiempo hace en Santiago de Compostela?", "En Santiago ahora mismo 12 °C y lluvia.", [][3]string{bare}, false},
		{"es twin: the answer names Chile", weatherTool, "¿Qué tiempo hace en Santiago de Compostela?", "Solo tengo Santiago de Chile: 27 °C. ¿Repito la consulta?", [][3]string{chile}, false},
		{"en twin: no qualifier asked", weatherTool, "What's the weather in Santiago?", "In Santiago it's 27 °C and clear.", [][3]string{chile}, false},
		{"de twin: a day, no qualifier", weatherTool, "Wie wird das Wetter in Frankfurt am Montag?", "In Frankfurt sind es 6 °C, bewölkt.", [][3]string{main}, false},
		{"de twin: a weekend, no qualifier", weatherTool, "Wie wird das Wetter in Frankfurt am Wochenende?", "In Frankfurt sind es 6 °C, bewölkt.", [][3]string{main}, false},
	})
}

// A place name of several words the answer qualifies in brackets ("Em
// Santa Maria (RS)") is that place: a call about the name with another
// qualifier ("Santa Maria, DF") does not back it, one with the same does.
func TestAnchorAnswerBracketAfterName(t *testing.T) {
	df := [3]string{"weather_now", `{"city":"Santa Maria, DF"}`, `Santa Maria, DF: 27°C, tomorrow min 18°C`}
	rs := [3]string{"weather_now", `{"city":"Santa Maria, RS"}`, `Santa Maria, RS: 14°C, tomorrow min 8°C`}
	ny := [3]string{"weather_now", `{"city":"San Jose, CA"}`, `San Jose, CA: 18°C`}
	runAnchorCases(t, []anchorCase{
		{"pt Santa Maria (RS) beside DF", weatherTool, "Vai fazer frio em Santa Maria (RS) amanhã?", "Em Santa Maria (RS) amanhã a mínima fica em 18 °C.", [][3]string{df}, true},
		{"en San Jose (CR) beside CA", weatherTool, "Weather in San Jose (CR)?", "In San Jose (CR) it's 18 °C.", [][3]string{ny}, true},
		{"pt twin: the same qualifier", weatherTool, "Vai fazer frio em Santa Maria (RS) amanhã?", "Em Santa Maria (RS) amanhã a mínima fica em 8 °C.", [][3]string{rs}, false},
		{"en twin: the same qualifier", weatherTool, "Weather in San Jose (CA)?", "In San Jose (CA) it's 18 °C.", [][3]string{ny}, false},
	})
}

// A call naming the place of several words with no qualifier of its own
// may be the one the answer qualifies: it does not flag.
func TestAnchorAnswerBracketBareCall(t *testing.T) {
	bare := [3]string{"weather_now", `{"city":"Campina Grande"}`, `{"temp_c":24,"sky":"chuva"}`}
	other := [3]string{"weather_now", `{"city":"Campina Grande, SP"}`, `{"temp_c":24,"sky":"chuva"}`}
	runAnchorCases(t, []anchorCase{
		{"pt bare call", weatherTool, "Vai chover em Campina Grande?", "Em Campina Grande (PB) vai chover forte, 24 °C.", [][3]string{bare}, false},
		{"pt twin: another qualifier", weatherTool, "Vai chover em Campina Grande?", "Em Campina Grande (PB) vai chover forte, 24 °C.", [][3]string{other}, true},
		{"es bare call", weatherTool, "¿Llueve en San José?", "En San José (CR) llueve, 24 °C.", [][3]string{{"weather_now", `{"city":"San José"}`, `{"temp_c":24}`}}, false},
	})
}
