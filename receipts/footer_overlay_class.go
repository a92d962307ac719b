package receipts

import (
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/readable"
)

// positionClasses are the utility classes that take an element out of the
// flow in the frameworks whose hiding classes internal/readable applies
// (Tailwind, Bootstrap, Bulma, Foundation): a page that loads one (chat
// UIs built on Tailwind do) lets "fixed inset-0 bg-white" cover the
// footer as position:fixed in a style attribute does.
var positionClasses = map[string]bool{
	"fixed": true, "absolute": true, "sticky": true, // Tailwind
	"position-fixed": true, "position-absolute": true, "position-sticky": true, // Bootstrap 4–5
	"fixed-top": true, "fixed-bottom": true, "sticky-top": true, "sticky-bottom": true,
	"navbar-fixed-top": true, "navbar-fixed-bottom": true, "affix": true, // Bootstrap 3
	"is-overlay": true, "is-fixed-top": true, "is-fixed-bottom": true, // Bulma
	"is-stuck": true, // Foundation
}

// outOfFlowClass: the class attribute value v (as written) holds a class
// of positionClasses, past any Tailwind variant ("md:fixed") and
// important mark ("!fixed"), or an arbitrary position ("[position:fixed]").
func outOfFlowClass(v string) bool {
	for _, c := range strings.Fields(readable.DecodeAttr(v)) {
		c = strings.ToLower(c)
		if strings.HasPrefix(c, "[position:") || strings.Contains(c, ":[position:") {
			if outOfFlow(strings.Trim(c[strings.Index(c, "[")+1:], "]")) {
				return true
			}
			continue
		}
		if k := strings.LastIndexByte(c, ':'); k >= 0 && !strings.Contains(c[k:], "]") {
			c = c[k+1:]
		}
		if positionClasses[strings.Trim(c, "!")] {
			return true
		}
	}
	return false
}
