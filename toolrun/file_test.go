package toolrun

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fileFixture builds root/ with files, a subdirectory, an inner symlink,
// and symlinks that escape to a secret beside the root.
func fileFixture(t *testing.T) (root, secret string) {
	t.Helper()
	base := t.TempDir()
	root = filepath.Join(base, "root")
	secret = filepath.Join(base, "secret.txt")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(root, "sub"), 0o755))
	must(os.WriteFile(secret, []byte("TOP SECRET"), 0o600))
	must(os.WriteFile(filepath.Join(root, "notes.txt"), []byte("hello notes\n"), 0o600))
	must(os.WriteFile(filepath.Join(root, "sub", "deep.txt"), []byte("deep"), 0o600))
	must(os.WriteFile(filepath.Join(root, "big.txt"), []byte(strings.Repeat("x", 100)), 0o600))
	must(os.WriteFile(filepath.Join(root, "bin.dat"), []byte("a\x00b"), 0o600))
	must(os.Symlink("sub/deep.txt", filepath.Join(root, "inner-link")))
	must(os.Symlink(secret, filepath.Join(root, "escape-abs")))
	must(os.Symlink("../secret.txt", filepath.Join(root, "escape-rel")))
	must(os.Symlink(base, filepath.Join(root, "escape-dir")))
	must(syscall.Mkfifo(filepath.Join(root, "fifo"), 0o600))
	return root, secret
}

func TestFileTool(t *testing.T) {
	root, secret := fileFixture(t)
	r := newTestRegistry(t, Options{},
		Spec{Name: "read", Type: "file", Root: root},
		Spec{Name: "small", Type: "file", Root: root, MaxOutput: 10},
	)
	tests := []struct {
		name, tool, path string
		want             Outcome
		output, detail   string
	}{
		{"file", "read", "notes.txt", OutcomeOK, "hello notes\n", ""},
		{"nested", "read", "sub/deep.txt", OutcomeOK, "deep", ""},
		{"dot segments inside root", "read", "sub/../notes.txt", OutcomeOK, "hello notes\n", ""},
		{"absolute inside root", "read", filepath.Join(root, "notes.txt"), OutcomeOK, "hello notes\n", ""},
		{"symlink within root", "read", "inner-link", OutcomeOK, "deep", ""},
		{"directory lists entries", "read", "sub", OutcomeOK, "deep.txt", ""},
		{"root listing", "read", ".", OutcomeOK, "big.txt\nbin.dat\nescape-abs\nescape-dir\nescape-rel\nfifo\ninner-link\nnotes.txt\nsub/", ""},
		{"size cap", "small", "big.txt", OutcomeOK, "xxxxxxxxxx\n[output truncated at 10 bytes]", ""},
		{"traversal", "read", "../secret.txt", OutcomeDenied, "", "leaves the tool's root"},
		{"hidden traversal", "read", "sub/../../secret.txt", OutcomeDenied, "", "leaves the tool's root"},
		{"absolute outside root", "read", secret, OutcomeDenied, "", "outside the tool's root"},
		{"absolute system file", "read", "/etc/passwd", OutcomeDenied, "", "outside the tool's root"},
		{"absolute symlink escape", "read", "escape-abs", OutcomeDenied, "", "resolves outside"},
		{"relative symlink escape", "read", "escape-rel", OutcomeDenied, "", "resolves outside"},
		{"directory symlink escape", "read", "escape-dir/secret.txt", OutcomeDenied, "", "resolves outside"},
		{"missing", "read", "nope.txt", OutcomeError, "", "no such file: nope.txt"},
		{"binary", "read", "bin.dat", OutcomeError, "", "not a text file"},
		{"fifo does not block", "read", "fifo", OutcomeError, "", "not a regular file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args, _ := jsonObject("path", tt.path)
			res := run(t, r, tt.tool, args)
			if res.Outcome != tt.want {
				t.Fatalf("outcome %s (%q), want %s", res.Outcome, res.Detail, tt.want)
			}
			if tt.want == OutcomeOK && res.Output != tt.output {
				t.Errorf("output %q, want %q", res.Output, tt.output)
			}
			if !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", res.Detail, tt.detail)
			}
			if strings.Contains(res.Output+res.Detail, "TOP SECRET") {
				t.Error("the secret outside the root was read")
			}
		})
	}
}
