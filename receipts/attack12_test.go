package receipts

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// tmuxScreen draws s in a real terminal (tmux, width columns by 40 rows)
// and returns what it shows: the pane's text, wrapped lines joined, with
// each letter drawn in the DEC line-drawing character set as '?' (it is
// drawn as a box or line glyph, not a letter).
func tmuxScreen(t *testing.T, s string, width int) string {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("no tmux here")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "answer")
	if err := os.WriteFile(file, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "sock")
	tmux := func(args ...string) ([]byte, error) {
		return exec.Command("tmux", append([]string{"-S", sock, "-f", "/dev/null"}, args...)...).CombinedOutput()
	}
	if out, err := tmux("new-session", "-d", "-x", fmt.Sprint(width), "-y", "40", "cat "+file+"; touch "+file+".done; sleep 60"); err != nil {
		t.Fatalf("tmux: %v %s", err, out)
	}
	defer tmux("kill-server")
	for i := 0; i < 100; i++ {
		if _, err := os.Stat(file + ".done"); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	out, err := tmux("capture-pane", "-p", "-e", "-J")
	if err != nil {
		t.Fatalf("capture-pane: %v %s", err, out)
	}
	out = regexp.MustCompile(`\x1b\[[0-9;:?]*[A-Za-z]`).ReplaceAll(out, nil)
	var b strings.Builder
	acs := false
	for _, c := range string(out) {
		switch {
		case c == 0x0e:
			acs = true
		case c == 0x0f:
			acs = false
		case acs && c >= 0x5f && c <= 0x7e:
			b.WriteByte('?')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// TestAttack12FooterHiddenByTerminalCharset: the round-11 lead ends an
// open OSC/DCS string and resets character attributes (SGR 0), but not
// the character set: an answer ending "\x1b(0" (G0 is DEC line drawing)
// has a terminal draw every lower-case letter of the footer as a line or
// box glyph ("Unverified tool claims:" reads "U?????????"), and one
// whose ESC [ 1 ; 2 r sets a two-line scroll region drops all but the
// footer's last line off the screen, and "\x1b[?7l" (no autowrap) cuts
// the flag line at the margin. Drawn by a real terminal (tmux), the
// footer is unreadable. The lead now also shifts in and designates
// ASCII, restores the full scroll region (the cursor kept where it is)
// and autowrap, and restores the default colours (OSC 110/111, which an
// answer's OSC 10/11 can set black on black). The twin: an answer with
// colour codes it resets shows the footer as before.
func TestAttack12FooterHiddenByTerminalCharset(t *testing.T) {
	footer := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I deleted the production database."}})
	shown := func(answer string) (bool, string) {
		page := tmuxScreen(t, "$ curl …\n"+answer+FooterLead(answer)+footer, 80)
		flagLine := strings.TrimSpace(strings.Split(strings.TrimSpace(footer), "\n")[2])
		return strings.Contains(page, "Unverified tool claims:") && strings.Contains(page, flagLine), page
	}
	if ok, page := shown("I deleted the production database. \x1b[1mDone.\x1b[0m"); !ok {
		t.Fatalf("control: the footer is not drawn: %q", page)
	}
	for _, answer := range []string{
		"I deleted the production database.\x1b(0",
		"I deleted the production database.\x1b)0\x0e",
		"I deleted the production database.\x1b[1;2r",
		"I deleted the production database.\x1b[?7l",
		"I deleted the production database.\x1b(0\x1b[1;2r\x1b[?7l\x1b[8m",
	} {
		if ok, page := shown(answer); !ok {
			t.Errorf("%q hides the footer in a terminal: drawn as %q", answer, page)
		}
	}
}
