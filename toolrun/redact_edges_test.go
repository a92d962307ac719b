package toolrun

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// edgeKey is a configured secret no pattern knows.
const edgeKey = "Zq8-vendor-key-77Hx"

// TestRedactSecretEdges: a configured secret cut at one end by a command
// (head -c, tail -c, git's trunc) is redacted when 8 bytes or more of it
// are left; a piece inside a line is not (see appendEdgeSpans).
func TestRedactSecretEdges(t *testing.T) {
	red := redactedMark("secret")
	tests := []struct{ name, in, want string }{
		{"head at the end", "key " + edgeKey[:12], "key " + red},
		{"head at a line end", "key " + edgeKey[:12] + "\nnext", "key " + red + "\nnext"},
		{"head at a CRLF", "key " + edgeKey[:9] + "\r\n", "key " + red + "\r\n"},
		{"head before ..", "x " + edgeKey[:10] + "..", "x " + red + ".."},
		{"head before …", "x " + edgeKey[:10] + "…", "x " + red + "…"},
		{"tail at the start", edgeKey[3:] + "\n", red + "\n"},
		{"tail at a line start", "==> f <==\n" + edgeKey[5:], "==> f <==\n" + red},
		{"tail after ..", ".." + edgeKey[6:] + " x", ".." + red + " x"},
		{"whole secret", "k=" + edgeKey + "\n", "k=" + red + "\n"},
		{"seven bytes are left", "key " + edgeKey[:7], "key " + edgeKey[:7]},
		{"piece inside a line is kept", "a " + edgeKey[:10] + " b", "a " + edgeKey[:10] + " b"},
		{"one character a line", strings.Join(strings.Split(edgeKey, ""), "\n") + "\n", red + "\n"},
		{"folded across lines", "v=" + edgeKey[:6] + "\n" + edgeKey[6:] + " end", "v=" + red + " end"},
		{"folded with CRLF", edgeKey[:4] + "\r\n" + edgeKey[4:11] + "\r\n" + edgeKey[11:], red},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := redactSecrets(tt.in, []string{edgeKey}); got != tt.want {
				t.Errorf("redactSecrets(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	t.Run("header value shares a head with prose", func(t *testing.T) {
		in := "Content-Type: application/xml; charset=utf-8\n"
		if got := redactSecrets(in, []string{"application/json"}); got != in {
			t.Errorf("got %q", got)
		}
	})
	t.Run("a secret of 8 bytes is matched whole only", func(t *testing.T) {
		if got := redactSecrets("abcdefg", []string{"abcdefgh"}); got != "abcdefg" {
			t.Errorf("got %q", got)
		}
	})
}

// TestShellCutsOfSecret: every cut head and tail give of a secret in a
// file, through the real commands, and the reshaping grep options refused.
func TestShellCutsOfSecret(t *testing.T) {
	root := t.TempDir()
	const before = "vendor "
	content := before + edgeKey + " trailing words\n"
	if err := os.WriteFile(filepath.Join(root, "s.txt"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Secrets: []string{edgeKey}},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("grep", "head", "tail"), Dir: root})
	shell := func(cmd string) Result {
		return run(t, r, "shell", mustJSON(map[string]string{"command": cmd}))
	}
	check := func(t *testing.T, cmd, piece string) {
		t.Helper()
		res := shell(cmd)
		if res.Outcome != OutcomeOK {
			t.Fatalf("%s: outcome %s: %s", cmd, res.Outcome, res.Detail)
		}
		if strings.Contains(res.Output, piece) {
			t.Errorf("%s: %q", cmd, res.Output)
		}
	}
	t.Run("head -c", func(t *testing.T) {
		for k := minSecretLen; k < len(edgeKey); k++ {
			check(t, "head -c "+strconv.Itoa(len(before)+k)+" s.txt", edgeKey[:k])
		}
	})
	t.Run("head -c over two files", func(t *testing.T) {
		check(t, "head -c "+strconv.Itoa(len(before)+12)+" s.txt s.txt", edgeKey[:12])
	})
	t.Run("tail -c", func(t *testing.T) {
		after := len(content) - len(before) - len(edgeKey)
		for k := minSecretLen; k < len(edgeKey); k++ {
			check(t, "tail -c "+strconv.Itoa(after+k)+" s.txt", edgeKey[len(edgeKey)-k:])
		}
	})
	t.Run("tail -c +N", func(t *testing.T) {
		check(t, "tail -c +"+strconv.Itoa(len(before)+4)+" s.txt", edgeKey[3:])
	})
	for _, cmd := range []string{"grep -o . s.txt", "grep -io . s.txt", "grep --only-matching . s.txt", "grep -n -o . s.txt"} {
		t.Run("refused "+cmd, func(t *testing.T) {
			if res := shell(cmd); res.Outcome != OutcomeDenied {
				t.Errorf("%s: outcome %s, output %q", cmd, res.Outcome, res.Output)
			}
		})
	}
}

// FuzzRedactSecretEdges: output that ends inside a configured secret, or
// starts inside one, with 8 bytes or more of it left, never shows them.
func FuzzRedactSecretEdges(f *testing.F) {
	f.Add("upstream ", "\n", 10, 3)
	f.Add("", "", 8, 0)
	f.Add("a\r\n", "..", 18, 11)
	f.Fuzz(func(t *testing.T, before, after string, head, tail int) {
		in := before + edgeKey + after
		start := len(before)
		if strings.Count(in, edgeKey[:minSecretLen]) != 1 || strings.Count(in, edgeKey[len(edgeKey)-minSecretLen:]) != 1 {
			return
		}
		if head >= minSecretLen && head < len(edgeKey) {
			if got := redactSecrets(in[:start+head], []string{edgeKey}); strings.Contains(got, edgeKey[:minSecretLen]) {
				t.Fatalf("head cut %q: %q", in[:start+head], got)
			}
		}
		if tail >= 0 && tail <= len(edgeKey)-minSecretLen {
			if got := redactSecrets(in[start+tail:], []string{edgeKey}); strings.Contains(got, edgeKey[len(edgeKey)-minSecretLen:]) {
				t.Fatalf("tail cut %q: %q", in[start+tail:], got)
			}
		}
	})
}
