package claims

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestStateLookupCostLinear: stateReturned read the whole result of every
// look-up for every claim (claims × calls × result size); it reads the
// result once per call, so ten times the state sentences over the same
// 64 KB results cost about the same (reading each result once, its
// figures and words, is linear in its size and paid whatever the answer
// says). Thread CPU time, least of 3 runs.
func TestStateLookupCostLinear(t *testing.T) {
	lockTool := [][2]string{{"domotique_etat", "Lit l'état d'un équipement de la maison (serrure, lumières, volets)."}}
	big := `{"equipement":"serrure_entree","journal":"` + strings.Repeat("x1 ", (64<<10)/3) + `"}`
	calls := [][3]string{}
	for k := 0; k < 8; k++ {
		calls = append(calls, [3]string{"domotique_etat", fmt.Sprintf(`{"equipement":"serrure_%d"}`, k), big})
	}
	cost := func(sentences int) time.Duration {
		var b strings.Builder
		for i := 0; i < sentences; i++ {
			fmt.Fprintf(&b, "La serrure %d de l'entrée est verrouillée. ", i)
		}
		conv := gjson.Parse(convWith(lockTool, "La porte d'entrée est verrouillée ?", b.String(), calls...))
		best := time.Duration(1 << 62)
		for r := 0; r < 3; r++ {
			if d := cputime.Of(func() { CheckRequest(conv, nil, nil) }); d < best {
				best = d
			}
		}
		return best
	}
	few, many := cost(40), cost(400)
	t.Logf("40 state sentences %v, 400 %v (8 results of 64 KB)", few, many)
	if many > 3*few+30*time.Millisecond {
		t.Fatalf("400 state sentences cost %v, 40 cost %v: the state look-up reads the results per claim", many, few)
	}
}
