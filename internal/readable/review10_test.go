package readable

import (
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestReview10RLOLinear: nextRLO (r10 speed-up) searches the rest of the
// text for a written U+202E on every call, and bidiOverrides calls it once
// per override: text with many RLO character references, each ended by a
// PDF or a line end, and no written RLO, makes every call read to the end
// of the text, quadratic in the references ("&#x202E;\u202C" x 11k, 100
// KB, took ~1.8 s; 400 KB ~27 s; the 16 MiB response limit hours). The
// old IndexAny stopped at the first '&'. The existing linear test's
// "rlo entities" unit never ends its override, so nextRLO runs once.
// Fixed: bidiOverrides remembers where the next written RLO is (search
// again only once i passes it), so four times the text takes about four
// times as long.
func TestReview10RLOLinear(t *testing.T) {
	for name, unit := range map[string]string{
		"rlo refs ended by pdf": "&#x202E;\u202C",
	} {
		t.Run(name, func(t *testing.T) {
			timeOf := func(n int) time.Duration {
				s := strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() { Readings(s) }))
				}
				return best
			}
			timeOf(100)
			small, big := timeOf(25_000/len(unit)), timeOf(100_000/len(unit))
			if big > 100*time.Millisecond && big > 8*small {
				t.Errorf("100 KB of %q took %v, 25 KB %v: quadratic", unit, big, small)
			}
		})
	}
}
