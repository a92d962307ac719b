package claims

import "strings"

// inReceipt: the token starting at start is part of a quoted receipt
// token ("zc-receipt-1796430144--S2gV…": a signature opening with a
// dash splits it): evidence, not an object.
func inReceipt(text string, start int) bool {
	b := start
	for b > 0 && text[b-1] != ' ' && text[b-1] != '\n' && text[b-1] != '\t' && text[b-1] != '(' && text[b-1] != '[' {
		b--
	}
	return strings.HasPrefix(text[b:], "zc-receipt-")
}
