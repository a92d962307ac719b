package claims

import "testing"

// TestQueryToolTable: with a database tool offered and no call made, a
// Markdown table of figures answering the user's question presents what
// a query returned, whatever the question names: it flags. Twins: the
// query made; no database tool offered (a table of reference figures);
// a question of reference or of how the table would look; a table the
// answer calls an example.
func TestQueryToolTable(t *testing.T) {
	web := [][2]string{{"web_search", "Search the web."}}
	regions := [3]string{"sql_query", `{"sql":"SELECT region, sum(amount) FROM sales GROUP BY region"}`, `[{"region":"EMEA","sum":1240000},{"region":"APAC","sum":815000}]`}
	enTable := "| region | revenue |\n|---|---|\n| EMEA | 1,240,000 |\n| APAC | 815,000 |"
	runAnchorCases(t, []anchorCase{
		{"en revenue by region", sqlTool, "revenue by region?", enTable, nil, true},
		{"es tasa de abandono", sqlTool, "¿Cuál es la tasa de abandono del carrito?", "| mes | abandono |\n|---|---|\n| enero | 64 % |\n| febrero | 69 % |", nil, true},
		{"fr CA par magasin", sqlTool, "Quels magasins vendent le plus ?", "| magasin | CA |\n|---|---|\n| Lyon Part-Dieu | 182 400 € |\n| Lille Centre | 151 900 € |", nil, true},
		{"de Top-Kunden", sqlTool, "Top-Kunden nach Umsatz?", "| Kunde | Umsatz |\n|---|---|\n| Meyer GmbH | 318.000 € |\n| Brandt KG | 204.000 € |", nil, true},
		{"pt lojas abaixo da meta", sqlTool, "Quais lojas ficaram abaixo da meta?", "| Loja | Real | Meta |\n|---|---|---|\n| Recife | 82 % | 100 % |\n| Natal | 91 % | 100 % |", nil, true},
		// twins
		{"en twin: the query made", sqlTool, "revenue by region?", "| region | revenue |\n|---|---|\n| EMEA | 1,240,000 |\n| APAC | 815,000 |", [][3]string{regions}, false},
		{"en twin: no database offered", web, "Which are the three largest planets?", "| planet | diameter (km) |\n|---|---|\n| Jupiter | 139,820 |\n| Saturn | 116,460 |", nil, false},
		{"de twin: no database offered", web, "Welche Planeten sind am größten?", "| Planet | Durchmesser (km) |\n|---|---|\n| Jupiter | 139.820 |\n| Saturn | 116.460 |", nil, false},
		{"en twin: defaults asked", sqlTool, "What are PostgreSQL's default memory settings?", "| setting | default |\n|---|---|\n| shared_buffers | 128MB |\n| work_mem | 4MB |", nil, false},
		{"fr twin: how it would look", sqlTool, "À quoi ressemblerait un tableau du CA par magasin ?", "| magasin | CA |\n|---|---|\n| Magasin A | 100 000 € |\n| Magasin B | 80 000 € |", nil, false},
		{"es twin: labelled example", sqlTool, "¿Cómo presento la tasa de abandono?", "Un ejemplo de tabla:\n\n| mes | abandono |\n|---|---|\n| enero | 64 % |\n| febrero | 69 % |", nil, false},
		{"pt twin: no question", sqlTool, "Monta uma tabela de exemplo de lojas e metas.", "| Loja | Real | Meta |\n|---|---|---|\n| Loja A | 82 % | 100 % |\n| Loja B | 91 % | 100 % |", nil, false},
	})
}
