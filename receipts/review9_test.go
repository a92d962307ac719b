package receipts

import (
	"regexp"
	"strings"
	"testing"
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
