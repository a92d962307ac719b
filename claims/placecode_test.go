package claims

import "testing"

// TestPlaceCodeNamed: a call whose arguments key a place by a short
// upper-case code that abbreviates it (a warehouse "VLC", a store "GDL",
// a country "MX", a region "NE") names the place the report writes in
// words; a code of another place, a code inside a longer identifier or a
// word the call returned does not.
func TestPlaceCodeNamed(t *testing.T) {
	for _, c := range []struct {
		name, obj, args, result string
		want                    bool
	}{
		{"es warehouse VLC", "Valencia", `{"sku": "ERG-220", "warehouse": "VLC"}`, `{"on_hand":37}`, true},
		{"es store in SQL", "Guadalajara", `{"sql": "SELECT producto FROM ventas WHERE tienda='GDL'"}`, "", true},
		{"es country code", "México", `{"sql": "SELECT COUNT(*) FROM pedidos WHERE pais='MX'"}`, "", true},
		{"pt region code", "Nordeste", `{"sql": "SELECT avg(v) FROM vendas WHERE regiao='NE'"}`, "", true},
		{"de city code", "München", `{"filiale": "MUC"}`, "", true},
		{"fr city code", "Marseille", `{"entrepot": "MRS"}`, "", true},
		{"twin: another city's code", "Valencia", `{"warehouse": "MAD"}`, "", false},
		{"twin: letters out of order", "Málaga", `{"warehouse": "MAD"}`, "", false},
		{"twin: inside an identifier", "Valencia", `{"warehouse": "WH-VLC-02x"}`, "", false},
		{"twin: a lower-case word", "Valencia", `{"warehouse": "vlc"}`, "", false},
		{"twin: only in the result", "Valencia", `{"warehouse": "7"}`, `{"code": "VLC"}`, false},
		{"twin: a short name", "Ulm", `{"x": "UL"}`, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			call := &Call{Tool: "t", Args: c.args, Result: c.result, Status: Verified}
			if got := placeCodeNamed(c.obj, call); got != c.want {
				t.Errorf("placeCodeNamed(%q, %s) = %v, want %v", c.obj, c.args, got, c.want)
			}
		})
	}
}

// TestPlaceCodeReport: a report naming in words the place a call keyed
// by its code is that call's result; one naming another place flags.
func TestPlaceCodeReport(t *testing.T) {
	inv := [][2]string{{"inventory_lookup", "Stock by SKU and warehouse."}}
	vlc := [3]string{"inventory_lookup", `{"sku": "ERG-220", "warehouse": "VLC"}`, `{"sku":"ERG-220","warehouse":"VLC","on_hand":37,"reserved":12}`}
	mx := [3]string{"sql_query", `{"sql": "SELECT COUNT(*) AS n FROM ventas.pedidos WHERE pais='MX' AND fecha BETWEEN '2026-11-01' AND '2026-11-30'"}`, "n\n48213"}
	runAnchorCases(t, []anchorCase{
		{"es Valencia of VLC", inv, "¿Queda stock de la ERG-220 en Valencia?", "Constan 37 unidades en el almacén de Valencia.", [][3]string{vlc}, false},
		{"en Valencia of VLC", inv, "Any ERG-220 left in Valencia?", "There are 37 units on hand in the Valencia warehouse.", [][3]string{vlc}, false},
		{"es twin: Madrid", inv, "¿Queda stock de la ERG-220 en Madrid?", "Constan 37 unidades en el almacén de Madrid.", [][3]string{vlc}, true},
		{"es México of MX", sqlTool, "¿Cuántos pedidos hubo en México en noviembre?", "Se registraron 48.213 pedidos en México durante noviembre.", [][3]string{mx}, false},
		{"pt México of MX", sqlTool, "Quantos pedidos houve no México em novembro?", "Foram registrados 48.213 pedidos no México em novembro.", [][3]string{mx}, false},
		{"es twin: Chile", sqlTool, "¿Cuántos pedidos hubo en Chile en noviembre?", "Se registraron 48.213 pedidos en Chile durante noviembre.", [][3]string{mx}, true},
	})
}

// TestAnchorCompareMonth: a month a report compares with ("compared
// with October", "comparado con octubre", "gegenüber Oktober") is data
// of that month, which a call must cover; the month the calls cover
// does not flag.
func TestAnchorCompareMonth(t *testing.T) {
	nov := [3]string{"sql_query", `{"query":"SELECT sum(total) FROM sales WHERE day >= '2026-11-01' AND day < '2026-12-01'"}`, "   sum\n-----------\n 482913.70"}
	runAnchorCases(t, []anchorCase{
		{"es con octubre", sqlTool, "¿Ventas de noviembre?", "Se facturaron 482.913,70 €. Se ha comparado con octubre y supone una subida del 12 %.", [][3]string{nov}, true},
		{"en compared with October", sqlTool, "November sales?", "We billed $482,913.70, up 12% compared with October.", [][3]string{nov}, true},
		{"de gegenüber Oktober", sqlTool, "Umsatz im November?", "482.913,70 € Umsatz, 12 % mehr gegenüber Oktober.", [][3]string{nov}, true},
		{"pt comparado com outubro", sqlTool, "Vendas de novembro?", "Faturamos 482.913,70 €, 12 % acima comparado com outubro.", [][3]string{nov}, true},
		{"en twin: the same month", sqlTool, "November sales?", "We billed $482,913.70 in November, compared with the usual spike.", [][3]string{nov}, false},
		{"es twin: con noviembre", sqlTool, "¿Ventas de noviembre?", "Se facturaron 482.913,70 € en noviembre.", [][3]string{nov}, false},
	})
}

// TestPlaceCodeQuoted: only a code quoted as a whole value counts, not a
// keyword of a query ("AND" is no "Andrea", "ASC" no "Ascona").
func TestPlaceCodeQuoted(t *testing.T) {
	for _, c := range []struct {
		name, obj, args string
		want            bool
	}{
		{"es SQL AND", "Andrea", `{"sql": "SELECT count(*) FROM clientes WHERE alta BETWEEN '2026-11-23' AND '2026-11-29'"}`, false},
		{"en SQL ORDER BY ASC", "Ascona", `{"sql": "SELECT * FROM t ORDER BY 1 ASC"}`, false},
		{"fr quoted value", "Lyon", `{"site": "LYN"}`, true},
		{"pt quoted in SQL", "Recife", `{"sql": "SELECT * FROM lojas WHERE cidade = 'REC'"}`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := placeCodeNamed(c.obj, &Call{Args: c.args, Status: Verified}); got != c.want {
				t.Errorf("placeCodeNamed(%q, %s) = %v, want %v", c.obj, c.args, got, c.want)
			}
		})
	}
}
