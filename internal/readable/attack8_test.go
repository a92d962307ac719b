package readable

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// entity looks for the ';' that ends a character reference with
// strings.IndexByte over the whole rest of the text, once for every '&'
// glued after a letter: a model answer (or hostile upstream reply) of
// "a&a&a&…" with no ';' costs time quadratic in its length. Measured
// through the proxy: 400 KB 1.6 s, 800 KB 4.5 s for one request; a 16 MiB
// reply (limits.max_response_bytes) would take tens of minutes, and a
// stream's answer is not bounded in total. entity should look at most 12
// bytes ahead (its own bound on j).
func TestAttack8EntityScanQuadratic(t *testing.T) {
	// the least CPU time of three runs on the calling thread: wall time
	// under a loaded CI (or -race) once read 19× for 4× the text
	timeOf := func(n int) time.Duration {
		s := strings.Repeat("a&", n)
		least := time.Duration(math.MaxInt64)
		for range 3 {
			least = min(least, cputime.Of(func() { Text(s) }))
		}
		return least
	}
	timeOf(1000) // warm up
	small, big := timeOf(50_000), timeOf(200_000)
	t.Logf("100 KB %v, 400 KB %v", small, big)
	if big > 300*time.Millisecond && big > 8*small {
		t.Errorf("400 KB of \"a&\" took %v, 100 KB %v: quadratic", big, small)
	}
}
