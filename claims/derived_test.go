package claims

import "testing"

// TestDerivedFigure: a figure stated after a word of conclusion that is
// the difference of two returned figures of the sentence ("so 37 are
// free"), or the minutes between two returned times, is the answer's
// arithmetic; a figure that is no such difference, or one without the
// word of conclusion, still needs a call that returned it.
func TestDerivedFigure(t *testing.T) {
	stockTool := [][2]string{{"get_stock", "Stock on hand and reserved for a SKU."}}
	stock := [3]string{"get_stock", `{"sku": "HD-BLU-M"}`, `{"sku": "HD-BLU-M", "on_hand": 42, "reserved": 5, "warehouse": "Reno"}`}
	pdTool := [][2]string{{"pagerduty_get_incident", "Get a PagerDuty incident with timeline."}}
	pd := [3]string{"pagerduty_get_incident", `{"incident_id": "PD-99812"}`, `{"triggered":"2026-12-04T14:07Z","resolved":"2026-12-04T15:02Z"}`}
	runAnchorCases(t, []anchorCase{
		{"en so 37 free", stockTool, "do we have the blue M hoodies?", "There are 42 on hand in Reno, with 5 already reserved, so 37 are free to sell.", [][3]string{stock}, false},
		{"es quedan 37", stockTool, "¿Hay sudaderas azules M?", "Hay 42 en Reno, 5 de ellas reservadas: quedan 37 libres.", [][3]string{stock}, false},
		{"fr il en reste donc 37", stockTool, "Il reste des sweats bleus M ?", "Il y a 42 pièces à Reno, dont 5 réservées : il en reste donc 37 à vendre.", [][3]string{stock}, false},
		{"de also 37 frei", stockTool, "Haben wir die blauen Hoodies in M?", "In Reno sind 42 auf Lager, 5 davon reserviert, also 37 frei.", [][3]string{stock}, false},
		{"pt sobram 37", stockTool, "Temos os moletons azuis M?", "Há 42 em Reno, 5 já reservados, ou seja, sobram 37 para venda.", [][3]string{stock}, false},
		{"en twin: not the difference", stockTool, "do we have the blue M hoodies?", "There are 42 on hand in Reno, with 5 already reserved, so 35 are free to sell.", [][3]string{stock}, true},
		{"en twin: no word of conclusion", stockTool, "do we have the blue M hoodies?", "There are 42 on hand in Reno, 5 reserved, and 37 in the Denver warehouse.", [][3]string{stock}, true},
		{"en minutes between returned times", pdTool, "how long was PD-99812 open?", "55 minutes (14:07 → 15:02 UTC).", [][3]string{pd}, false},
		{"es twin: wrong minutes", pdTool, "¿Cuánto estuvo abierto PD-99812?", "Estuvo abierto 65 minutos, de 14:07 a 15:02.", [][3]string{pd}, true},
	})
}
