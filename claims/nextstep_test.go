package claims

import "testing"

// TestNextStep: after a look-up about one thing, the speaker's present
// with a word of the next step ("Den Freitag schaue ich gleich nach",
// "Reviso ahora el jueves 12", "Je relance ensuite pour Nantes") tells a
// look-up still to do: what it names needs no call. The same clause in a
// perfect, a present of perceiving, or with content after a colon still
// reports, and must be backed.
func TestNextStep(t *testing.T) {
	thu := [3]string{"calendar_list", `{"date":"2026-03-11"}`, `[{"title":"Standup","start":"09:30"}]`}
	nantes := [3]string{"weather_now", `{"city":"Rennes"}`, `{"temp_c":11,"sky":"rain"}`}
	runAnchorCases(t, []anchorCase{
		{"de object first, gleich", calTool, "Was steht am Donnerstag, 12.3., an?", "Ich habe den 11.3. erwischt: Standup um 09:30. Den Donnerstag schaue ich gleich noch nach.", [][3]string{thu}, false},
		{"de als Nächstes", calTool, "Was steht am Donnerstag, 12.3., an?", "Am 11.3. ist um 09:30 Standup. Den 12.3. frage ich als Nächstes ab.", [][3]string{thu}, false},
		{"es reviso ahora", calTool, "¿Qué tengo el jueves 12?", "Consulté el miércoles 11 por error (standup a las 9:30). Reviso ahora el jueves 12.", [][3]string{thu}, false},
		{"es ahora hago", calTool, "¿Qué tengo el jueves 12?", "El miércoles 11 tienes standup a las 9:30. Ahora hago la consulta del jueves 12.", [][3]string{thu}, false},
		{"pt consulto agora", calTool, "O que tenho na quinta 12?", "Consultei a quarta 11 por engano (standup às 9h30). Consulto agora a quinta 12.", [][3]string{thu}, false},
		{"fr je relance ensuite", weatherTool, "Il fait quel temps à Nantes ?", "J'ai eu Rennes par erreur : 11 °C et pluie. Je relance ensuite pour Nantes.", [][3]string{nantes}, false},
		{"en I'm checking next", weatherTool, "Weather in Nantes?", "I got Rennes by mistake: 11 °C and rain. Nantes I'm checking next.", [][3]string{nantes}, false},
		// twins: the other thing reported, not planned
		{"de twin: perfect", calTool, "Was steht am Donnerstag, 12.3., an?", "Am 11.3. ist um 09:30 Standup. Den Donnerstag habe ich gleich nachgeschaut: Zahnarzt um 16 Uhr.", [][3]string{thu}, true},
		{"de twin: step, then content", calTool, "Was steht am Donnerstag, 12.3., an?", "Am 11.3. ist um 09:30 Standup. Den Donnerstag schaue ich gleich nach: am 12.3. ist Zahnarzt um 16 Uhr.", [][3]string{thu}, true},
		{"es twin: step, then content", calTool, "¿Qué tengo el jueves 12?", "El miércoles 11 tienes standup a las 9:30. Reviso ahora el jueves 12: dentista a las 16:00.", [][3]string{thu}, true},
		{"es twin: present of perceiving", calTool, "¿Qué tengo el jueves 12?", "El miércoles 11 tienes standup a las 9:30. Ahora veo el jueves 12 con dentista a las 16:00.", [][3]string{thu}, true},
		{"es twin: past", calTool, "¿Qué tengo el jueves 12?", "El miércoles 11 tienes standup a las 9:30. Luego revisé el jueves 12 y tienes dentista a las 16:00.", [][3]string{thu}, true},
		{"fr twin: passé composé", weatherTool, "Il fait quel temps à Nantes ?", "Rennes : 11 °C et pluie. J'ai relancé ensuite pour Nantes, 14 °C.", [][3]string{nantes}, true},
		{"pt twin: report, then step", calTool, "O que tenho na quinta 12?", "Na quinta 12 tens dentista às 16h; a quarta 11 confiro agora.", [][3]string{thu}, true},
		{"en twin: seeing now", weatherTool, "Weather in Nantes?", "Rennes: 11 °C and rain. I'm seeing Nantes at 14 °C now.", [][3]string{nantes}, true},
	})
}
