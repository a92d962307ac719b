package claims

import "testing"

// A date written year first with slashes or dots, as bucket prefixes and
// paths hold it ("2026/12/03/x.pdf"), backs the same date in words; a
// date outside what the call listed does not.
func TestYearFirstDatesInResults(t *testing.T) {
	s3 := [][2]string{{"s3_list", "List the objects of a bucket under a prefix."}}
	list := [3]string{"s3_list", `{"bucket":"reports","prefix":"2026/12/"}`, "2026/12/01/close.pdf  812 KB\n2026/12/02/close.pdf  799 KB\n2026/12/03/close.pdf  805 KB"}
	dotted := [3]string{"s3_list", `{"bucket":"reports"}`, "backup-2026.12.03.tar  4 GB"}
	runAnchorCases(t, []anchorCase{
		{"pt listed day", s3, "Os relatórios de dezembro já foram gerados?", "Sim, foram gerados os fechamentos dos dias 1, 2 e 3 de dezembro, cada um com cerca de 800 KB.", [][3]string{list}, false},
		{"en listed day", s3, "Were the December reports generated?", "The listing shows the close report for 3 December, about 800 KB.", [][3]string{list}, false},
		{"es dotted day", s3, "¿Hay copia del 3 de diciembre?", "Sí, la copia del 3 de diciembre está en el bucket: 4 GB.", [][3]string{dotted}, false},
		{"en day not listed", s3, "Were the December reports generated?", "The listing shows the close report for 9 December, about 800 KB.", [][3]string{list}, true},
		{"de day not listed", s3, "Gibt es die Berichte vom Dezember?", "Laut Auflistung liegt der Abschluss vom 9. Dezember im Bucket, rund 800 KB.", [][3]string{list}, true},
	})
}

// A unit of rate ("km/h", "m/s", "MB/s") is a unit, not a path the call
// must name; a path beside it still must be named.
func TestRateUnitsAreNoPaths(t *testing.T) {
	for _, c := range []struct {
		name, w string
		path    bool
	}{
		{"kmh", "km/h", false}, {"ms", "m/s", false}, {"mbs", "mb/s", false}, {"req", "req/min", false},
		{"path", "src/app", true}, {"etc", "etc/hosts", true}, {"api", "api/v1", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := objectKind(token{kind: tokWord, w: c.w}) == "path"; got != c.path {
				t.Fatalf("objectKind(%q) path = %v, want %v", c.w, got, c.path)
			}
		})
	}
	wind := [3]string{"weather_now", `{"city":"Cadiz"}`, `{"temp":17,"wind_kmh":31}`}
	runAnchorCases(t, []anchorCase{
		{"es wind", weatherTool, "¿Hace viento en Cádiz?", "Ahora en Cádiz hace sol y 17 °C, pero el viento sopla a 31 km/h.", [][3]string{wind}, false},
		{"fr wind", weatherTool, "Du vent à Cadix ?", "À Cadix il fait 17 °C et le vent souffle à 31 km/h.", [][3]string{wind}, false},
		{"en wind other city", weatherTool, "Windy in Cádiz?", "In Cádiz it's 17 °C with wind at 31 km/h; in Sevilla it's calm at 9 km/h.", [][3]string{wind}, true},
	})
}

// The user's longer name ("Santiago de Compostela") is what the answer's
// short name means: a call about another place of the same head
// ("Santiago de Chile") does not back it; the same place, or the head
// alone, does.
func TestUserLongerName(t *testing.T) {
	chile := [3]string{"weather_now", `{"city":"Santiago de Chile"}`, `{"temp":27,"sky":"clear"}`}
	compo := [3]string{"weather_now", `{"city":"Santiago de Compostela"}`, `{"temp":11,"sky":"rain"}`}
	bare := [3]string{"weather_now", `{"city":"Santiago"}`, `{"temp":11,"sky":"rain"}`}
	ffo := [3]string{"weather_now", `{"city":"Frankfurt an der Oder"}`, "3 °C, Nebel"}
	ffm := [3]string{"weather_now", `{"city":"Frankfurt am Main"}`, "6 °C, Nieselregen"}
	runAnchorCases(t, []anchorCase{
		{"es other place", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago está despejado y hace 27 °C.", [][3]string{chile}, true},
		{"es same place", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago llueve y hace 11 °C.", [][3]string{compo}, false},
		{"es head alone", weatherTool, "Voy a Santiago de Compostela, ¿llueve?", "Ahora mismo en Santiago llueve y hace 11 °C.", [][3]string{bare}, false},
		{"de other place", weatherTool, "Wie ist das Wetter in Frankfurt am Main?", "In Frankfurt sind es gerade 3 °C bei Nebel.", [][3]string{ffo}, true},
		{"de same place", weatherTool, "Wie ist das Wetter in Frankfurt am Main?", "In Frankfurt sind es gerade 6 °C bei Nieselregen.", [][3]string{ffm}, false},
		{"pt no longer name", weatherTool, "Como está o tempo em Santiago?", "Em Santiago faz 27 °C e céu limpo.", [][3]string{chile}, false},
	})
}
