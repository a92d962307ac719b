package claims

import "testing"

// TestConditionalAdvice: after this turn's calls, a sentence whose verb is
// a conditional or a modal addressed to the user ("würde ich … laufen
// lassen", "wäre … sinnvoll", "podrías …", "tu pourrais …") advises; what
// it names is no result a call returned. The German conditional is read
// by its umlaut: the folded "wurde" stays the passive's auxiliary, and the
// same thing stated as a result still needs a call.
func TestConditionalAdvice(t *testing.T) {
	sql := [][2]string{{"mysql_cli", "Runs SQL on the shop database."}}
	describe := [3]string{"mysql_cli", `{"sql": "DESCRIBE kunden"}`, "id int PRI\nemail varchar(190)\nname varchar(120)"}
	runAnchorCases(t, []anchorCase{
		{"de würde ich", sql, "Welche Spalten hat kunden? Und räum bestellungen auf.", "`kunden` hat id, email und name. Für `bestellungen` würde ich `OPTIMIZE TABLE bestellungen` nachts laufen lassen.", [][3]string{describe}, false},
		{"de wäre", sql, "Welche Spalten hat kunden? Und räum bestellungen auf.", "`kunden` hat id, email und name. Für `bestellungen` wäre ein Index auf `kunde_id` sinnvoll.", [][3]string{describe}, false},
		{"de twin: wurde, a result", sql, "Welche Spalten hat kunden? Und räum bestellungen auf.", "`kunden` hat id, email und name. Für `bestellungen` wurde `OPTIMIZE TABLE bestellungen` heute Nacht ausgeführt.", [][3]string{describe}, true},
		{"de twin: stated", sql, "Welche Spalten hat kunden? Und räum bestellungen auf.", "`kunden` hat id, email und name. Für `bestellungen` liegt der Index auf `kunde_id` bei 4 GB.", [][3]string{describe}, true},
		{"es podrías", sql, "¿Qué columnas tiene clientes? Y limpia pedidos.", "`kunden` tiene id, email y name. Para `pedidos` podrías lanzar `OPTIMIZE TABLE pedidos` de noche.", [][3]string{describe}, false},
		{"es twin: stated", sql, "¿Qué columnas tiene clientes? Y limpia pedidos.", "`kunden` tiene id, email y name. Para `pedidos` el índice de `cliente_id` ocupa 4 GB.", [][3]string{describe}, true},
		{"fr pourriez", sql, "Quelles colonnes a clients ? Et nettoie commandes.", "`kunden` a id, email et name. Pour `commandes` vous pourriez lancer `OPTIMIZE TABLE commandes` la nuit.", [][3]string{describe}, false},
	})
}
