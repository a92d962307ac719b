package readable

import (
	"strings"
	"testing"
	"time"
)

// Every look-ahead Text makes from one position is bounded: for each
// hostile unit repeated, four times the text takes about four times as
// long, not sixteen.
func TestTextLinearOnHostileUnits(t *testing.T) {
	for name, unit := range map[string]string{
		"entity no ;":      "a&",
		"entity long name": "a&abcdefghijklmnopqrstuvwxyz",
		"comment open":     "a<!--",
		"comment unclosed": "a<!-- x ",
		"tag unclosed":     "a<b ",
		"tag quoted":       "a<b title=\"",
		"decl":             "a<!x",
		"pi":               "a<?x",
		"cdata":            "a<![CDATA[",
		"stars":            "a*",
		"underscores":      "a_",
		"underscore opens": " _a",
		"underscore runs":  " __a b",
		"backticks":        "a`",
		"tags no word":     "a<b><b><b>. ",
		"invisible run":    "a<b>\u200b\u200b\u200b",
	} {
		t.Run(name, func(t *testing.T) {
			timeOf := func(n int) time.Duration { // best of three: less load noise
				s := strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					start := time.Now()
					Text(s)
					best = min(best, time.Since(start))
				}
				return best
			}
			timeOf(1000) // warm up
			small, big := timeOf(100_000/len(unit)), timeOf(400_000/len(unit))
			if big > 200*time.Millisecond && big > 8*small {
				t.Errorf("400 KB of %q took %v, 100 KB %v: quadratic", unit, big, small)
			}
		})
	}
}
