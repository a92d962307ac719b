package toolrun

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The built-in grep policy allows --color with any value, so
// "grep --color=always e settings.txt" wraps every "e" of a line in ANSI
// escape sequences (ESC[01;31m ESC[K e ESC[m ESC[K): a configured secret
// reaches the model cut into pieces of fewer than 8 bytes between escape
// codes, which redactSecrets neither strips nor matches, and the model
// reads it back by dropping the escapes. One call, any pattern a letter
// of the secret. SECURITY.md: a configured secret is redacted "when a
// command cut it at one end … and when it is written across line
// breaks; the built-in grep policy refuses -o/--only-matching, which
// prints a match a character a line" (toolrun.TestShellCutsOfSecret).
func TestAttack9GrepColorSplitsSecret(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "settings.txt"), []byte("upstream "+attack8Secret+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Secrets: []string{attack8Secret}},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("grep"), Dir: root})
	shell := func(cmd string) string { return mustJSON(map[string]string{"command": cmd}) }
	if res := run(t, r, "shell", shell("grep upstream settings.txt")); res.Outcome != OutcomeOK || strings.Contains(res.Output, attack8Secret) {
		t.Fatalf("control: %s %q", res.Outcome, res.Output)
	}
	ansi := regexp.MustCompile("\x1b\\[[0-9;]*[A-Za-z]")
	for _, cmd := range []string{"grep --color=always e settings.txt", "grep --colour=always -i T settings.txt"} {
		t.Run(cmd, func(t *testing.T) {
			res := run(t, r, "shell", shell(cmd))
			if res.Outcome != OutcomeOK {
				return // refused: the fix
			}
			if plain := ansi.ReplaceAllString(res.Output, ""); strings.Contains(plain, attack8Secret) {
				t.Errorf("the configured secret reached the model between colour codes: %q", res.Output)
			}
		})
	}
}
