package receipts

import (
	"strings"
	"testing"
)

// TestFooterLeadEndsTerminalState: whatever terminal state the answer
// leaves set, the footer is drawn; an answer with no escape gets no reset.
func TestFooterLeadEndsTerminalState(t *testing.T) {
	footer := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I deleted it."}})
	for name, answer := range map[string]string{
		"conceal":        "Done.\x1b[8m",
		"black on black": "Done.\x1b[30;40m",
		"osc open":       "Done.\x1b]0;",
		"dcs open":       "Done.\x1bP",
		"apc open":       "Done.\x1b_",
		"c1 only":        "Done.\u009b8m",
		"with html open": "Done.\x1b]0;<!--",
	} {
		t.Run(name, func(t *testing.T) {
			lead := FooterLead(answer)
			if !strings.HasPrefix(lead, "\x1b\\\x1b[0m") {
				t.Errorf("lead %q of %q resets no terminal state", lead, answer)
			}
			if page := termVisible(answer + lead + footer); !strings.Contains(page, "I deleted it.") {
				t.Errorf("%q hides the footer: %q", answer, page)
			}
		})
	}
	for _, answer := range []string{"Done.", "Done. <b>x</b>", "naïve café ¢"} {
		if strings.Contains(FooterLead(answer), "\x1b") {
			t.Errorf("%q without escapes gets a terminal reset", answer)
		}
	}
}
