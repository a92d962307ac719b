package receipts

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// FooterLead closes what the answer leaves open, but a style sheet the
// answer closes stays in force for the whole page: "<style>p{display:none}
// </style>" (or p:last-of-type, body>:last-child, *{color:transparent})
// hides the footer's own paragraph in every renderer that passes HTML
// through, whatever the lead writes before it. SECURITY.md lists no such
// limit; the footer's standing needs the answer's <style> elements
// neutralised (escaped, or the footer given an inline style no author
// rule beats, e.g. in a shadow root or with !important on every
// property such rules can set).
func TestReview9FooterHiddenByClosedStyleSheet(t *testing.T) {
	live := regexp.MustCompile(`(?is)<style[^>]*>[^<]*(display\s*:\s*none|color\s*:\s*transparent)[^<]*</style\s*>`)
	for _, answer := range []string{
		"Done.<style>p{display:none}</style>",
		"Done.\n\n<style>p:last-of-type{display:none}</style>\n",
		"Done. <style>body>:last-child{color:transparent}</style>",
	} {
		doc := answer + FooterLead(answer) + "\n\nTool receipts:\n- zc-receipt-x\n"
		footer := strings.Index(doc, "Tool receipts:")
		if live.MatchString(doc[:footer]) {
			t.Errorf("the answer's style sheet hiding paragraphs is in force over the footer:\n%q", doc)
		}
	}
}

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
			st := time.Now()
			FooterLead(s)
			best = min(best, time.Since(st))
		}
		return best
	}
	base, hostile := measure("<b><u>x"), measure("<b></i>")
	if hostile > 10*base+50*time.Millisecond {
		t.Errorf("FooterLead of 20000 \"<b></i>\": %v; of 20000 \"<b><u>x\": %v", hostile, base)
	}
}
