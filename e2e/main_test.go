package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// proxyBin is the zc-proxy binary TestMain built for this run.
var proxyBin string

// TestMain builds zc-proxy once; every test starts processes of it.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "zc-proxy-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	proxyBin, err = buildProxy(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// buildProxy runs `go build` for cmd/zc-proxy into dir.
func buildProxy(dir string) (string, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("go not on PATH: %w", err)
	}
	root, err := moduleRoot(goTool)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "zc-proxy")
	cmd := exec.Command(goTool, "build", "-o", bin, "./cmd/zc-proxy")
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/zc-proxy: %w\n%s", err, out.String())
	}
	return bin, nil
}

func moduleRoot(goTool string) (string, error) {
	out, err := exec.Command(goTool, "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("not inside the zc-proxy module")
	}
	return filepath.Dir(mod), nil
}

// needTool skips a test when an external tool is missing, except under CI,
// where a missing tool is a failure: CI must run every cell.
func needTool(t *testing.T, what string, ok bool) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("%s is missing and CI is set", what)
	}
	t.Skipf("%s is missing (run .ci/run, or npm ci in e2e/)", what)
}
