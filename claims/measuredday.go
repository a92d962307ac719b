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
// in the five languages: one list for a unit after a weekday's figure and
// a unit written onto a figure (measureUnit, which adds durations).
var measureUnits = mkSet("c f mm cm km kmh ms kg kb mb gb tb hpa kwh w kw mph")

// planDayLabel: a "day" word written with a capital and opening its line
// or item, then a number that ends the label ("**Day 1:** Baixa, …",
// "**Día 1**", "Jour 2 : le Louvre", "Tag 3 – Dresden", "Dia 2:") numbers
// the days of a plan, not a day of the month ("dia 11", "el día 3 de
// diciembre" stay dates).
func planDayLabel(toks []token, k, j int) bool {
	t := toks[k]
	if !t.cap || !dayNouns[t.w] {
		return false
	}
	for m := 0; m < k; m++ {
		if toks[m].kind != tokPunct {
			return false // not opening its line or item
		}
	}
	return j+1 == len(toks) || toks[j+1].kind == tokPunct && (toks[j+1].w == ":" || toks[j+1].w == "–" || toks[j+1].w == "—" || toks[j+1].w == "-" || toks[j+1].w == "*")
}

// dayNouns are the words for "day" (folded), not the weekdays.
var dayNouns = mkSet("day dia jour tag giorno dag")
