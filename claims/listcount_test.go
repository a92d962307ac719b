package claims

import (
	"fmt"
	"strings"
	"testing"
)

// TestListCounts: a figure counting the items a result lists is the
// answer's own counting over the output, backed; another count is not.
func TestListCounts(t *testing.T) {
	items := make([]string, 14)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":"T-%d"}`, 100+i)
	}
	array := "[" + strings.Join(items, ",") + "]"
	object := `{"tickets":` + array + `}`
	var lines []string
	for i := 0; i < 12; i++ {
		lines = append(lines, fmt.Sprintf("row-%d  ok", i))
	}
	text := strings.Join(lines, "\n")
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"en_array_count":  {"Any open tickets?", "The search returned 14 open tickets.", array, true},
		"en_array_wrong":  {"Any open tickets?", "The search returned 41 open tickets.", array, false},
		"es_object_count": {"¿Hay tickets abiertos?", "La búsqueda devuelve 14 tickets abiertos.", object, true},
		"es_object_wrong": {"¿Hay tickets abiertos?", "La búsqueda devuelve 19 tickets abiertos.", object, false},
		"de_lines_count":  {"Wie viele Zeilen?", "Die Abfrage lieferte 12 Zeilen.", text, true},
		"de_lines_wrong":  {"Wie viele Zeilen?", "Die Abfrage lieferte 21 Zeilen.", text, false},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q vals=%v backed=%v %s", cl.Rule, cl.Sentence, cl.values(), cl.Backed, cl.Why)
				}
			}
		})
	}
}
