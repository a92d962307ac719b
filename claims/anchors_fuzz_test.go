package claims

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// FuzzAnchors: a report sentence's anchors and their grounding never
// panic; an anchor is grounded by a call whose result is the answer
// itself (every word the sentence names is there), and backing stays
// deterministic.
func FuzzAnchors(f *testing.F) {
	for _, s := range []string{
		"On `develop` the last commits are 3.", "En el namespace `pagos` todo está Running.",
		"Em Vitória da Conquista tá 21 °C.", "Frankfurt (Oder) abgefragt, 3 °C.", "J'ai vérifié en prod aussi.",
		"im Oktober waren es 612.", "`GET /v1/health/` returns 200 with `status: ok`", "\xff`(`", "a (B) (", "In X (",
		"Im Bad 23°, in the kitchen 30 %.", "En Santiago 27 °C.", "SMS an Herrn Kaya (0171 4432 908) ist raus.",
		"Its log says `FATAL: a b c`.", "la page Notion a 12 vues, la columna de motivo 3.", "depuis Lyon : 1 h 35 (≈35 min).",
	} {
		f.Add(s, "Lyon")
	}
	f.Fuzz(func(t *testing.T, answer, result string) {
		if len(answer) > 4000 || len(result) > 4000 {
			return
		}
		body := convWith(weatherTool, "Weather in Santiago de Compostela? Im Bad?", answer, [3]string{"weather_now", `{"city":"Lyon"}`, result})
		if !gjson.Valid(body) {
			return
		}
		a := CheckRequest(gjson.Parse(body), nil, nil)
		b := CheckRequest(gjson.Parse(body), nil, nil)
		if len(a.Claims) != len(b.Claims) {
			t.Fatalf("not deterministic")
		}
		for i := range a.Claims {
			if a.Claims[i].Backed != b.Claims[i].Backed {
				t.Fatalf("not deterministic: %+v", a.Claims[i])
			}
		}
		calls := []*Call{{Tool: "x", Args: `{}`, Result: answer}}
		for _, c := range a.Claims {
			for _, v := range c.values() {
				if !strings.HasPrefix(v.key, "o:") {
					continue
				}
				kind, _, _ := strings.Cut(v.key[2:], ":")
				if (kind == "code" || kind == "name") && !anchorGrounded(v.key, calls) {
					t.Fatalf("anchor %q not grounded by the answer itself %q", v.key, answer)
				}
			}
		}
	})
}

// A call naming the object a span or a name anchor names grounds it:
// spans by their parts, names word by word.
func TestSpanAndNameGrounded(t *testing.T) {
	call := func(args, res string) []*Call { return []*Call{{Tool: "t", Args: args, Result: res}} }
	for _, c := range []struct {
		span, args, res string
		want            bool
	}{
		{"GET /v1/health", `{"url":"https://api.shop.io/v1/health/"}`, "HTTP 200", true},
		{"status: ok", `{}`, `{"status":"ok"}`, true},
		{"/checkout/pago", `{"url":"https://reservas.example.es/"}`, "HTTP 200", false},
		{"customers", `{"query":"SELECT count(*) FROM orders"}`, "1284", false},
		{"orders", `{"query":"SELECT count(*) FROM orders"}`, "1284", true},
	} {
		if got := spanGrounded(c.span, call(c.args, c.res)); got != c.want {
			t.Errorf("spanGrounded(%q) = %v, want %v", c.span, got, c.want)
		}
	}
	for _, c := range []struct {
		name, hay string
		want      bool
	}{
		{"Vitória da Conquista", "vitoria, es, br: 29 c", false},
		{"Vitória", "vitoria, es, br: 29 c", true},
		{"Frankfurt am Main", "frankfurt am main: 6 c", true},
		{"Frankfurt Oder", "frankfurt am main: 6 c", false},
		{"Düsseldorf", "duesseldorf: 5 c", true},
	} {
		if got := nameGrounded(c.name, c.hay); got != c.want {
			t.Errorf("nameGrounded(%q, %q) = %v, want %v", c.name, c.hay, got, c.want)
		}
	}
}
