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
// look-up for every claim (claims × calls × result size); it reads only
// the first maxResultScan bytes, once per call, so a result sixteen times
// larger costs about the same. Thread CPU time, least of 3 runs.
func TestStateLookupCostLinear(t *testing.T) {
	lockTool := [][2]string{{"domotique_etat", "Lit l'état d'un équipement de la maison (serrure, lumières, volets)."}}
	var b strings.Builder
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&b, "La serrure %d de l'entrée est verrouillée. ", i)
	}
	cost := func(size int) time.Duration {
		big := `{"equipement":"serrure_entree","journal":"` + strings.Repeat("x1 ", size/3) + `"}`
		calls := [][3]string{}
		for k := 0; k < 8; k++ {
			calls = append(calls, [3]string{"domotique_etat", fmt.Sprintf(`{"equipement":"serrure_%d"}`, k), big})
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
	small, large := cost(4<<10), cost(64<<10)
	t.Logf("4 KB results %v, 64 KB results %v", small, large)
	if large > 4*small+50*time.Millisecond {
		t.Fatalf("64 KB results cost %v, 4 KB results %v: the state look-up scales with the result's size", large, small)
	}
}
