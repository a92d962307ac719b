package claims

import "strings"

// FlagText is a claim's sentence as a flag shows it: trimmed of white
// space and a final period, at most 200 bytes (cut on a rune boundary).
func FlagText(sentence string) string {
	s := strings.TrimSpace(sentence)
	s = strings.TrimRight(s, ".")
	if len(s) > 200 {
		s = s[:200]
		for len(s) > 0 && s[len(s)-1]&0xC0 == 0x80 {
			s = s[:len(s)-1]
		}
		if len(s) > 0 && s[len(s)-1] >= 0xC0 {
			s = s[:len(s)-1]
		}
	}
	return s
}

// ToolFor picks, among tools (name → kinds, in offer order), the one a
// claim is about: one whose name the sentence mentions, else one whose
// kinds include the claimed action, else the first that can do it; ""
// when none can.
func ToolFor(c Claim, names []string, kinds func(string) []string) string {
	if len(c.Sentence) <= maxSentenceScan {
		// (not in a longer sentence: this runs once a claim, and one
		// sentence can hold thousands of claims)
		low := fold(c.Sentence)
		for _, n := range names {
			for _, w := range toolWords(n) {
				if len(w) >= 4 && containsWord(low, w) {
					return n
				}
			}
		}
	}
	for _, n := range names {
		for _, k := range kinds(n) {
			if k == c.Action {
				return n
			}
		}
	}
	for _, n := range names {
		if Compatible(c.Action, kinds(n)) {
			return n
		}
	}
	return ""
}
