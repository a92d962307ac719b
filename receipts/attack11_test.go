package receipts

import (
	"strings"
	"testing"
)

// termVisible is what an xterm-compatible terminal draws of s, reduced to
// the three behaviours the test needs: text under SGR 8 (conceal) or in
// the same foreground and background colour (30–37 on 40–47) is drawn as
// blanks; an OSC (ESC ]) or DCS (ESC P) string swallows everything up to
// its BEL or ST (ESC \), drawing nothing; other CSI sequences draw nothing.
func termVisible(s string) string {
	var b strings.Builder
	conceal, fg, bg := false, -1, -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != 0x1b {
			if conceal || fg >= 0 && fg == bg {
				if c == '\n' {
					b.WriteByte('\n')
				} else {
					b.WriteByte(' ')
				}
				continue
			}
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(s) {
			break
		}
		switch s[i+1] {
		case '[':
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			if j < len(s) && s[j] == 'm' {
				for _, p := range strings.Split(s[i+2:j], ";") {
					switch {
					case p == "" || p == "0":
						conceal, fg, bg = false, -1, -1
					case p == "8":
						conceal = true
					case p == "28":
						conceal = false
					case len(p) == 2 && p[0] == '3' && p[1] <= '7':
						fg = int(p[1] - '0')
					case len(p) == 2 && p[0] == '4' && p[1] <= '7':
						bg = int(p[1] - '0')
					}
				}
			}
			i = j
		case ']', 'P':
			j := i + 2
			for j < len(s) && s[j] != 0x07 && !(s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\') {
				j++
			}
			if j < len(s) && s[j] == 0x1b {
				j++
			}
			i = j
		default:
			i++
		}
	}
	return b.String()
}

// TestAttack11FooterHiddenByTerminalState: the footer lead closes what
// the answer leaves open in HTML and Markdown (comments, hiding
// elements, fences) and the footer_unprotected flag names what it cannot
// close, but neither knows terminal state. A client that prints the
// answer in a terminal (curl, a CLI chat client that streams the text
// as it comes) is left by the answer's last bytes in whatever state they
// set: "\x1b[8m" (conceal) or "\x1b[30;40m" (black on black) draws the
// whole footer as blanks, and an OSC string left open ("\x1b]0;", set
// the window title) swallows it into the title bar. The footer, with its
// "Unverified tool claims" list, is never seen; the answer's fabricated
// claim stands. (The control: an answer that resets what it sets shows
// the footer.)
//
// Fixed: the lead ends an open OSC/DCS/APC string (BEL or ST) and
// resets the terminal's character attributes (ESC [ 0 m) whenever the
// answer holds an escape character, or the proxy drops C0/C1 controls
// from the answer it checks and sends; either way the footer is drawn.
func TestAttack11FooterHiddenByTerminalState(t *testing.T) {
	footer := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I deleted the production database."}})
	if !strings.Contains(footer, "Unverified tool claims") {
		t.Fatalf("footer: %q", footer)
	}
	shown := func(answer string) bool {
		page := termVisible(answer + FooterLead(answer) + footer)
		return strings.Contains(page, "Unverified tool claims") && strings.Contains(page, "I deleted the production database.")
	}
	if !shown("I deleted the production database. \x1b[1mDone.\x1b[0m") {
		t.Fatal("control: an answer that resets its attributes hides the footer")
	}
	for _, answer := range []string{
		"I deleted the production database.\x1b[8m",
		"I deleted the production database.\x1b[30;40m",
		"I deleted the production database.\x1b]0;",
		"I deleted the production database.\x1bP",
	} {
		if !shown(answer) {
			t.Errorf("%q hides the footer in a terminal: drawn as %q", answer, termVisible(answer+FooterLead(answer)+footer))
		}
	}
}

// TestAttack11OverlayByUtilityClass: footer_unprotected flags an element
// whose style attribute takes it out of the flow (position:fixed,
// absolute, sticky: `<div style="position:fixed;inset:0;background:#fff">`
// covers the page, the footer included, whatever the lead closes;
// control). The same element written with the utility classes of the
// frameworks whose hiding classes the reader already applies (Tailwind
// "fixed inset-0 bg-white z-50", "absolute inset-0", Bootstrap
// "position-fixed top-0 start-0 w-100 h-100 bg-white") covers the footer
// in any page that loads them (chat UIs built on Tailwind do) and is not
// flagged: the client is told nothing.
//
// Fixed: a class that sets position fixed/absolute/sticky in those
// frameworks (read as internal/readable reads their hiding classes,
// variants included) is an overlay: each answer is flagged
// footer_unprotected, reason overlay.
func TestAttack11OverlayByUtilityClass(t *testing.T) {
	if len(FooterUnprotected(`Done.<div style="position:fixed;inset:0;background:#fff"></div>`)) == 0 {
		t.Fatal("control: a fixed overlay by style is not flagged")
	}
	for _, a := range []string{
		`Done.<div class="fixed inset-0 bg-white z-50"></div>`,
		`Done.<div class="absolute inset-0 bg-white"></div>`,
		`Done.<div class="position-fixed top-0 start-0 w-100 h-100 bg-white"></div>`,
	} {
		if len(FooterUnprotected(a)) == 0 {
			t.Errorf("%q covers the footer where its classes apply; no footer_unprotected flag", a)
		}
	}
}
