package claims

import "testing"

// TestWeekdayReading: a weekday before a figure with a unit ("Saturday
// 10°C", "sábado 10 °C", "Samstag 15 mm") names that day's reading, not
// a day of the month. Negative twins: a weekday and a day of the month
// ("Saturday 19") that the call's date is not; a figure no call returned.
func TestWeekdayReading(t *testing.T) {
	wx := [][2]string{{"get_weather", "Weather forecast for a city."}}
	pdx := [3]string{"get_weather", `{"city":"Portland, OR"}`, `{"city":"Portland, OR","now":"8°C, light rain","sat":"10°C showers","sun":"12°C partly cloudy"}`}
	dated := [3]string{"get_weather", `{"city":"Sevilla","date":"2026-12-12"}`, `{"city":"Sevilla","date":"2026-12-12","tmax":19,"tmin":8}`}
	runAnchorCases(t, []anchorCase{
		{"en Saturday 10°C", wx, "Weekend weather in Portland, OR?", "Portland (Oregon): Saturday 10°C with showers, Sunday 12°C and partly cloudy.", [][3]string{pdx}, false},
		{"es sábado 10 °C", wx, "¿Tiempo el finde en Portland, OR?", "Portland (Oregón): sábado 10 °C con chubascos, domingo 12 °C y algo nuboso.", [][3]string{pdx}, false},
		{"fr samedi 10 °C", wx, "Météo du week-end à Portland, OR ?", "Portland (Oregon) : samedi 10 °C avec averses, dimanche 12 °C.", [][3]string{pdx}, false},
		// negative twins
		{"es sábado 19, another day", wx, "¿Tiempo en Sevilla el sábado 12?", "El sábado 19 en Sevilla: 19 °C de máxima y 8 °C de mínima.", [][3]string{dated}, true},
		{"en Saturday 14°C not returned", wx, "Weekend weather in Portland, OR?", "Portland (Oregon): Saturday 14°C with showers, Sunday 12°C and partly cloudy.", [][3]string{pdx}, true},
	})
}

// TestPlanDayLabel: "Day 1:", "**Día 2**", "Jour 3 :" number the days of
// a plan, no date a call must hold. Negative twin: "dia 11" in running
// text is a day of the month the calls' dates must hold.
func TestPlanDayLabel(t *testing.T) {
	wx := [][2]string{{"get_weather", "Weather forecast for a city."}}
	sev := [3]string{"get_weather", `{"city":"Sevilla","date":"2026-12-14"}`, `{"city":"Sevilla","date":"2026-12-14","tmax":19,"tmin":8,"cond":"soleado"}`}
	runAnchorCases(t, []anchorCase{
		{"es Día 1 label", wx, "Plan de 3 días en Sevilla del 14 al 16", "El 14, 19 °C de máxima, soleado.\n\n**Día 1**\n- Real Alcázar por la mañana.\n\n**Día 3:** Triana y el río.", [][3]string{sev}, false},
		{"en Day 2 label", wx, "3-day plan for Sevilla from the 14th", "On the 14th, 19 °C and sunny.\n\n- **Day 2:** museums, 19 °C.", [][3]string{sev}, false},
		{"fr Jour 3 label", wx, "Programme de 3 jours à Séville dès le 14", "Le 14, 19 °C et soleil.\n\nJour 3 : musées, 19 °C.", [][3]string{sev}, false},
		// negative twins: a day of the month in running text
		{"pt dia 11 not the call's date", wx, "Tempo em Sevilha?", "Em Sevilha, no dia 11, 19 °C de máxima e sol.", [][3]string{sev}, true},
		{"es el día 12 not the call's date", wx, "¿Tiempo en Sevilla?", "En Sevilla, el día 12, 19 °C de máxima y sol.", [][3]string{sev}, true},
	})
}
