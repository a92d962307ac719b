package claims

import "strings"

// Identifiers: a report of this turn's calls that states a long number
// standing alone ("account 482019374455", "pedido 5512093") states an
// identifier a call returned or was about. A figure that is no quantity
// cannot be the answer's own arithmetic or advice, so, unlike a
// measurement, it needs no returned figure beside it: some successful
// call's arguments or result must hold its digits.

// minIDDigits: a run this long is an identifier, no count or amount a
// sentence would state without grouping.
const minIDDigits = 6

// longDigits: toks t is a run of minIDDigits digits or more standing
// alone: no sign, separator or letter touching it (not a grouped figure,
// a decimal, a date, a path or a key), and no digit group before it (a
// phone number written in groups, "+49 40 55501823").
func longDigits(text string, t token) bool {
	if t.kind != tokWord || len(t.w) < minIDDigits || !isAllDigits(t.w) {
		return false
	}
	if t.start > 0 {
		switch text[t.start-1] {
		case '+', '.', ',', ':', '/', '-', '#', '_', '(', ')':
			return false
		}
		if t.start > 1 && text[t.start-1] == ' ' && isDigit(text[t.start-2]) {
			return false
		}
	}
	if t.end < len(text) {
		switch text[t.end] {
		case '.', ',', ':', '/', '-', '_', ')':
			if t.end+1 < len(text) && isDigit(text[t.end+1]) {
				return false
			}
		case ' ':
			if t.end+1 < len(text) && isDigit(text[t.end+1]) {
				return false // a group of a longer number
			}
		}
	}
	return true
}

// idGrounded: some successful call's arguments or result hold the
// identifier's digits.
func idGrounded(id string, calls []*Call) bool {
	for _, c := range calls {
		if strings.Contains(c.haystack(), id) {
			return true
		}
	}
	return false
}
