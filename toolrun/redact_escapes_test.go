package toolrun

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// ansiOrControl is the reference reader of TestRedactAcrossEscapes and
// FuzzRedactAcrossEscapes: a regexp, independent of splitterLen, for the
// units a terminal or a model reading the text drops.
var ansiOrControl = regexp.MustCompile("\x1b\\[[0-9:;<=>?]*[ -/]*[@-~]?|\x1b\\]|\x1b[ -/]*[0-~]?|[\x00-\x08\x0a-\x1f\x7f]")

// TestRedactAcrossEscapes: a configured secret with colour codes or other
// terminal control sequences between its bytes (grep --color=always, git
// under color.ui=always) is redacted whole (attack round 9).
func TestRedactAcrossEscapes(t *testing.T) {
	red := redactedMark("secret")
	sgr := func(s string) string { // grep's colouring of every byte
		var b strings.Builder
		for _, c := range []byte(s) {
			b.WriteString("\x1b[01;31m\x1b[K")
			b.WriteByte(c)
			b.WriteString("\x1b[m\x1b[K")
		}
		return b.String()
	}
	for _, c := range []struct{ name, in string }{
		{"grep colours each byte", "v=" + sgr(edgeKey) + "\n"},
		{"one colour code inside", edgeKey[:5] + "\x1b[1m" + edgeKey[5:]},
		{"256 colours", edgeKey[:3] + "\x1b[38;5;196m" + edgeKey[3:9] + "\x1b[0m" + edgeKey[9:]},
		{"OSC 8 hyperlink", edgeKey[:4] + "\x1b]8;;x\x1b\\" + edgeKey[4:]},
		{"charset switch", edgeKey[:6] + "\x1b(B" + edgeKey[6:]},
		{"backspace and NUL", edgeKey[:2] + "\b" + edgeKey[2:7] + "\x00" + edgeKey[7:]},
		{"colour and a line break", edgeKey[:6] + "\x1b[m\n\x1b[31m" + edgeKey[6:]},
		{"cursor move", edgeKey[:8] + "\x1b[2C" + edgeKey[8:]},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := redactSecrets(c.in, []string{edgeKey})
			if strings.Contains(ansiOrControl.ReplaceAllString(got, ""), edgeKey) || !strings.Contains(got, red) {
				t.Errorf("redactSecrets(%q) = %q", c.in, got)
			}
		})
	}
	t.Run("colour around the whole secret", func(t *testing.T) {
		in := "\x1b[31m" + edgeKey + "\x1b[m"
		if got, want := redactSecrets(in, []string{edgeKey}), "\x1b[31m"+red+"\x1b[m"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	t.Run("colour in other text is kept", func(t *testing.T) {
		in := "\x1b[32mok\x1b[m build passed\n"
		if got := redactSecrets(in, []string{edgeKey}); got != in {
			t.Errorf("got %q", got)
		}
	})
}

// TestBuiltinPoliciesRefuseColour: no built-in policy takes an option that
// forces colour codes into the output (attack round 9).
func TestBuiltinPoliciesRefuseColour(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "s.txt"), []byte("vendor "+edgeKey+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Secrets: []string{edgeKey}},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("grep", "ls", "git log", "git show", "git diff", "git branch"), Dir: root})
	for _, cmd := range []string{
		"grep --color=always e s.txt", "grep --colour=always e s.txt", "grep --color e s.txt",
		"ls --color", "ls --color=always", "git log --color", "git log --color=always",
		"git show --color=always", "git diff --color", "git diff --word-diff=color", "git branch --color",
	} {
		t.Run(cmd, func(t *testing.T) {
			if res := run(t, r, "shell", mustJSON(map[string]string{"command": cmd})); res.Outcome != OutcomeDenied {
				t.Errorf("%s: outcome %s, output %q", cmd, res.Outcome, res.Output)
			}
		})
	}
}

// FuzzRedactAcrossEscapes: whatever control units are put between a
// configured secret's bytes, the redacted text read without them (by an
// independent regexp) never holds the secret.
func FuzzRedactAcrossEscapes(f *testing.F) {
	f.Add([]byte{1, 0, 5, 2}, "\x1b[01;31m\x1b[K", "\x1b[m")
	f.Add([]byte{3, 1}, "\x1b]8;;u\x07", "\n")
	f.Add([]byte{7}, "\x1b(", "\r\n")
	f.Fuzz(func(t *testing.T, at []byte, a, b string) {
		if !ansiOrControl.MatchString(a) || ansiOrControl.ReplaceAllString(a, "") != "" ||
			ansiOrControl.ReplaceAllString(b, "") != "" || len(a)+len(b) > 64 {
			return // only units the reader drops
		}
		var in strings.Builder
		in.WriteString("x ")
		for i := range len(edgeKey) {
			in.WriteByte(edgeKey[i])
			for _, p := range at {
				if int(p)%len(edgeKey) == i {
					in.WriteString(a)
					in.WriteString(b)
				}
			}
		}
		got := redactSecrets(in.String(), []string{edgeKey})
		if strings.Contains(ansiOrControl.ReplaceAllString(got, ""), edgeKey) {
			t.Fatalf("%q: %q", in.String(), got)
		}
	})
}
