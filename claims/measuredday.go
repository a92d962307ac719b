package claims

import "strings"

// unitAfter: toks[j] is a unit of measure right after a figure ("10°C",
// "10 °C", "12 %", "30 km", "15 mm"): the figure is a measurement, so a
// weekday before it ("Saturday 10°C with showers", "sábado 10 °C",
// "samedi 12 %", "Samstag 15 mm Regen") names that day's reading, not a
// day of the month.
func unitAfter(toks []token, j int) bool {
	if j >= len(toks) {
		return false
	}
	w := toks[j].w
	return strings.HasPrefix(w, "°") || strings.HasPrefix(w, "º") || w == "%" || measureUnits[w]
}

// measureUnits are units a reading is given in (folded), written the same
// in the five languages.
var measureUnits = mkSet("c f mm cm km kmh ms kg mb gb tb hpa kwh w kw mph")
