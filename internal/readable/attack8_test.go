package readable

import (
	"strings"
	"testing"
	"time"
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
	timeOf := func(n int) time.Duration {
		s := strings.Repeat("a&", n)
		start := time.Now()
		Text(s)
		return time.Since(start)
	}
	timeOf(1000) // warm up
	small, big := timeOf(50_000), timeOf(200_000)
	t.Logf("100 KB %v, 400 KB %v", small, big)
	if big > 300*time.Millisecond && big > 8*small {
		t.Errorf("400 KB of \"a&\" took %v, 100 KB %v: quadratic", big, small)
	}
}
