package receipts

import (
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// openMarkup matches each end tag against the open elements it tracks
// (endTagCloses walks them from the innermost out), up to
// maxOpenElements = 1024 of them: "<b></i>" repeated keeps 1024 <b> open
// and makes every "</i>" walk all of them, about 1000 steps a 7-byte
// unit. FooterLead stays linear only with a factor of a thousand: a
// 280 KB answer costs seconds of CPU where other hostile units of its
// size cost milliseconds. Keep, per name, the positions of its open
// elements (or the nearest scope boundary / special element), so an end
// tag is answered in O(1).
func TestReview9FooterLeadEndTagScan(t *testing.T) {
	measure := func(unit string) time.Duration {
		s := "x " + strings.Repeat(unit, 20000)
		best := time.Duration(1 << 62)
		for range 2 {
			best = min(best, cputime.Of(func() { FooterLead(s) }))
		}
		return best
	}
	base, hostile := measure("<b><u>x"), measure("<b></i>")
	if hostile > 10*base+50*time.Millisecond {
		t.Errorf("FooterLead of 20000 \"<b></i>\": %v; of 20000 \"<b><u>x\": %v", hostile, base)
	}
}
