package receipts

import "strings"

// termReset is what ends the terminal state an answer may leave set, so
// a terminal (curl, a CLI chat client) draws the footer: ST ends an OSC,
// DCS, SOS, PM or APC string left open (which would swallow the footer
// into a title bar or nowhere), and SGR 0 resets concealed text and
// colours (black on black draws the footer as blanks). "" for an answer
// with no escape character (ESC or a C1 control), nearly every answer:
// the reset is then noise.
func termReset(answer string) string {
	if !strings.Contains(answer, "\x1b") && !hasC1(answer) {
		return ""
	}
	return "\x1b\\\x1b[0m"
}

// hasC1: s holds a C1 control (U+0080–U+009F), which 8-bit terminals read
// as ESC and a letter (U+009D opens an OSC string).
func hasC1(s string) bool {
	for i := 0; ; {
		j := strings.IndexByte(s[i:], 0xc2)
		if j < 0 || i+j+1 >= len(s) {
			return false
		}
		i += j + 1
		if s[i] >= 0x80 && s[i] < 0xa0 {
			return true
		}
	}
}
