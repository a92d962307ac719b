package claims

import "testing"

// TestAcronymPlural: an acronym's plural ("SKUs", "PRs") names the things
// a result keys by the acronym; an acronym the result does not hold
// ("EANs") is still another object.
func TestAcronymPlural(t *testing.T) {
	httpTools := [][2]string{{"http_call", "Send an HTTP request to the shop API."}}
	get := [3]string{"http_call", `{"method":"GET","url":"https://api.loja.example/v1/produtos"}`, "HTTP 200\n[{\"sku\":\"TR-90\"},{\"sku\":\"TR-91\"}]"}
	runAnchorCases(t, []anchorCase{
		{"pt SKUs", httpTools, "A API de produtos responde?", "Responde: GET /v1/produtos deu 200 com a lista de SKUs.", [][3]string{get}, false},
		{"en SKUs", httpTools, "Is the products API up?", "Yes: GET /v1/produtos returned 200 with the list of SKUs.", [][3]string{get}, false},
		// twins
		{"pt twin: EANs", httpTools, "A API de produtos responde?", "Responde: GET /v1/produtos deu 200 com a lista de EANs.", [][3]string{get}, true},
		{"en twin: EANs", httpTools, "Is the products API up?", "Yes: GET /v1/produtos returned 200 with the list of EANs.", [][3]string{get}, true},
	})
	for _, c := range []struct {
		o    string
		want bool
	}{{"SKUs", true}, {"SKUS", false}, {"Pads", false}, {"EANs", false}, {"Ss", false}} {
		if got := acronymPluralNamed(c.o, &Call{Result: `[{"sku":"TR-90"}]`}); got != c.want {
			t.Errorf("acronymPluralNamed(%q) = %v, want %v", c.o, got, c.want)
		}
	}
}
