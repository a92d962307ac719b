package claims

import "testing"

// TestCountryCode: a country named in words is the ISO code a call gives
// as a value ("In Österreich …" of `land='AT'`, "Portugal" of "Porto,
// PT"), and a place the answer places in a country is not read with the
// qualifier the user gave the name. Negative twins: another country than
// the call's code; a code that is a word of text, not a value; the
// answer placing the place in the user's country when the call was about
// another.
func TestCountryCode(t *testing.T) {
	sql := [][2]string{{"sql", "Run a read-only SQL query."}}
	wx := [][2]string{{"weather", "Current weather for a city."}}
	at := [3]string{"sql", `{"query":"SELECT count(*) FROM kunden WHERE land='AT'"}`, "count\n1284"}
	cordES := [3]string{"weather", `{"city":"Cordoba, ES"}`, `{"city":"Cordoba, ES","temp_c":16,"sky":"clouds"}`}
	porto := [3]string{"weather", `{"city":"Porto"}`, `{"city":"Porto, PT","temp_c":12,"sky":"cloudy"}`}
	shout := [3]string{"sql", `{"query":"SELECT note FROM notes LIMIT 1"}`, "note\nLOOK AT THIS: 1284 rows"}
	runAnchorCases(t, []anchorCase{
		{"de country for its code", sql, "Wie viele Kunden haben wir in Österreich?", "In Österreich haben wir 1.284 Kunden.", [][3]string{at}, false},
		{"en country for its code", sql, "How many customers do we have in Austria?", "We have 1,284 customers in Austria.", [][3]string{at}, false},
		{"es the wrong one named by its country", wx, "¿Qué tiempo hace en Córdoba, Argentina?", "Ojo: consulté Córdoba de España (16 °C, nubes), no la de Argentina. ¿Repito la consulta?", [][3]string{cordES}, false},
		{"pt the result's country code", wx, "E em Porto Alegre?", "A consulta voltou para Porto, em Portugal (12 °C, nublado), não Porto Alegre. Refaço?", [][3]string{porto}, false},
		// negative twins
		{"es another country than the code", sql, "¿Cuántos clientes tenemos en Suiza?", "En Suiza tenemos 1.284 clientes.", [][3]string{at}, true},
		{"en a code in text is no value", sql, "How many customers do we have in Austria?", "We have 1,284 customers in Austria.", [][3]string{shout}, true},
		{"es the user's country when the call was another", wx, "¿Qué tiempo hace en Córdoba, Argentina?", "En Córdoba de Argentina hay 16 °C y nubes.", [][3]string{cordES}, true},
	})
}
