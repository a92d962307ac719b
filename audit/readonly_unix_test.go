//go:build unix

package audit

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// helperEnv names the path the helper process opens.
const helperEnv = "AUDIT_TEST_OPEN_PATH"

// TestHelperOpen is not a test: it is the child process of openUnprivileged.
// Without helperEnv set it does nothing.
func TestHelperOpen(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		return
	}
	w, err := Open(path, Options{})
	if err != nil {
		fmt.Printf("open failed: %v\n", err)
		os.Exit(0)
	}
	w.Record(Entry{Tool: "t", Outcome: "ok"})
	w.Close()
	fmt.Println("opened")
	os.Exit(0)
}

func TestOpenDirectoryPermissions(t *testing.T) {
	tests := []struct {
		name     string
		dirMode  os.FileMode
		wantOpen bool
	}{
		{"writable directory", 0o777, true},
		{"read-only directory", 0o555, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(traversableTempDir(t), "logs")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(dir, tt.dirMode); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
			opened, detail := openUnprivileged(t, filepath.Join(dir, "audit.jsonl"))
			if opened != tt.wantOpen {
				t.Fatalf("opened = %v, want %v (%s)", opened, tt.wantOpen, detail)
			}
		})
	}
}

// openUnprivileged calls Open(path) as a user that directory permissions
// bind: this process when it is not root, else a copy of the test binary
// run as nobody (root ignores a directory's write bits).
func openUnprivileged(t *testing.T, path string) (opened bool, detail string) {
	t.Helper()
	if os.Geteuid() != 0 {
		w, err := Open(path, Options{})
		if err != nil {
			return false, err.Error()
		}
		w.Close()
		return true, "opened"
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(traversableTempDir(t), "audit.test")
	copyFile(t, exe, bin, 0o755)
	cmd := exec.Command(bin, "-test.run=^TestHelperOpen$")
	cmd.Env = append(os.Environ(), helperEnv+"="+path)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("helper as nobody: %v\n%s", err, out)
	}
	s := string(out)
	switch {
	case strings.HasPrefix(s, "opened"):
		return true, s
	case strings.HasPrefix(s, "open failed"):
		return false, s
	}
	t.Fatalf("helper said %q", s)
	return false, ""
}

// traversableTempDir is a t.TempDir that other users may enter.
func traversableTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for d := dir; d != os.TempDir() && d != "/"; d = filepath.Dir(d) {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
