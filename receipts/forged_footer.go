package receipts

import (
	"strings"
	"unicode"
)

// footerHeader is the line that opens the footer's receipt list.
const footerHeader = "Tool receipts:"

// mislabelled returns, for each token in text that s minted and that sits
// in a footer-shaped list the answer wrote itself (a "Tool receipts:" line
// above it, the token on a line "<label>: <token>"), the label when it is
// not the tool s minted the token for. The model sees genuine receipts of
// one tool and can list one under another tool's name in a footer of its
// own, which reads as the proxy's; the proxy's own footer comes after the
// answer and is never scanned.
func mislabelled(text string, s *Scope) map[string]string {
	if s == nil || !strings.Contains(text, TokenPrefix) {
		return nil
	}
	var out map[string]string
	inList := false
	for line := range strings.SplitSeq(text, "\n") {
		l := strings.TrimSpace(strings.TrimRight(line, "\r"))
		if readsAs(strings.Trim(l, "*_#`> "), footerHeader) { // bold, a heading, a quote: still the header
			inList = true
			continue
		}
		if !inList || l == "" {
			continue
		}
		// The label is what the line says before the token, whatever
		// punctuation joins them ("shell: …", "- shell → …", "shell (…").
		for _, tok := range FindTokens(l) {
			i := strings.Index(l, tok)
			label := strings.TrimFunc(l[:i], func(r rune) bool {
				return !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
			})
			l = l[i+len(tok):]
			rc, ok := s.Lookup(tok)
			if ok && label != "" && label != rc.Tool {
				if out == nil {
					out = make(map[string]string)
				}
				out[tok] = label
			}
		}
	}
	return out
}

// readsAs reports whether line reads as want (ASCII) to a person: in any
// case, with invisible characters, full-width or homoglyph letters.
func readsAs(line, want string) bool {
	k := 0
	for _, r := range line {
		if invisible(r) {
			continue
		}
		c := skeletonByte(r)
		if r == 0x3000 || r == 0xA0 {
			c = ' '
		}
		if k >= len(want) || c != lower(want[k]) {
			return false
		}
		k++
	}
	return k == len(want)
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
