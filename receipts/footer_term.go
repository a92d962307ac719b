package receipts

import "strings"

// termReset is what ends the terminal state an answer may leave set, so
// a terminal (curl, a CLI chat client) draws the footer: ST ends an OSC,
// DCS, SOS, PM or APC string left open (which would swallow the footer
// into a title bar or nowhere), and SGR 0 resets concealed text and
// colours (black on black draws the footer as blanks). Then the character
// set: SI and ASCII designated as G0 and G1 (DEC line drawing, "ESC ( 0",
// draws every lower-case letter as a glyph); the full scroll region, the
// cursor saved and restored around it (a two-line region, "ESC [ 1 ; 2
// r", scrolls all but the footer's last line away), autowrap (off, the
// flag lines are cut at the margin), and the default colours (OSC 10/11
// can set them black on black, which SGR 0 then restores). "" for an
// answer with no escape character (ESC, SO or a C1 control), nearly
// every answer: the reset is then noise.
func termReset(answer string) string {
	if !strings.ContainsAny(answer, "\x1b\x0e") && !hasC1(answer) {
		return ""
	}
	return "\x1b\\\x1b[0m" + "\x0f\x1b(B\x1b)B" + "\x1b7\x1b[r\x1b8" + "\x1b[?7h" + "\x1b]110\x1b\\\x1b]111\x1b\\"
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
