//go:build linux

package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// world makes a directory every user can read: the tools run as nobody
// when the tests run as root.
func world(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "zc-sandbox-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func newSandbox(t *testing.T) *Sandbox {
	t.Helper()
	s, err := New(Config{})
	if err != nil {
		t.Fatalf("the kernel here has Landlock: %v", err)
	}
	return s
}

// run runs argv confined by p in dir and returns stdout, stderr and the
// error.
func run(t *testing.T, s *Sandbox, p Policy, dir string, argv ...string) (string, string, error) {
	t.Helper()
	scratch, cleanup, err := s.Scratch()
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	p.Writable = append(p.Writable, scratch)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	env := []string{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + scratch, "TMPDIR=" + scratch, "SCRATCH=" + scratch}
	cmd, err := s.Command(ctx, argv, p, env)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

func TestSandboxConfines(t *testing.T) {
	s := newSandbox(t)
	t.Logf("sandbox: %s", s.Describe())
	tool := world(t)
	if err := os.WriteFile(filepath.Join(tool, "readme.txt"), []byte("inside\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := world(t)
	secret := filepath.Join(outside, "secret.txt")
	if err := os.WriteFile(secret, []byte("s3cret\n"), 0o644); err != nil { // world-readable: only Landlock stops it
		t.Fatal(err)
	}
	ro := Policy{ReadOnly: []string{tool}}

	t.Run("reads the tool's directory", func(t *testing.T) {
		out, stderr, err := run(t, s, ro, tool, "cat", "readme.txt")
		if err != nil || out != "inside\n" {
			t.Fatalf("out %q err %v stderr %q", out, err, stderr)
		}
	})
	t.Run("cannot read outside", func(t *testing.T) {
		out, _, err := run(t, s, ro, tool, "cat", secret)
		if err == nil || strings.Contains(out, "s3cret") {
			t.Fatalf("read a file outside the sandbox: %q", out)
		}
	})
	t.Run("children inherit the restrictions", func(t *testing.T) {
		out, _, err := run(t, s, ro, tool, "sh", "-c", "cat "+secret)
		if err == nil || strings.Contains(out, "s3cret") {
			t.Fatalf("a child read outside the sandbox: %q", out)
		}
	})
	t.Run("cannot write the tool's directory", func(t *testing.T) {
		_, _, err := run(t, s, ro, tool, "sh", "-c", "echo x > written.txt")
		if err == nil {
			t.Fatal("wrote into a read-only directory")
		}
		if _, statErr := os.Stat(filepath.Join(tool, "written.txt")); statErr == nil {
			t.Fatal("the file exists")
		}
	})
	t.Run("writes its scratch directory", func(t *testing.T) {
		out, stderr, err := run(t, s, ro, tool, "sh", "-c", `echo ok > "$SCRATCH/f" && cat "$SCRATCH/f"`)
		if err != nil || out != "ok\n" {
			t.Fatalf("out %q err %v stderr %q", out, err, stderr)
		}
	})
	t.Run("cannot write /tmp", func(t *testing.T) {
		target := filepath.Join(outside, "dropped")
		_, _, err := run(t, s, ro, tool, "sh", "-c", "echo x > "+target)
		if _, statErr := os.Stat(target); err == nil || statErr == nil {
			t.Fatal("wrote outside the scratch directory")
		}
	})
	t.Run("cannot read the proxy's environment", func(t *testing.T) {
		out, _, err := run(t, s, ro, tool, "cat", fmt.Sprintf("/proc/%d/environ", os.Getpid()))
		if err == nil || out != "" {
			t.Fatalf("read the proxy's environ: %d bytes", len(out))
		}
	})
	t.Run("cannot signal the proxy", func(t *testing.T) {
		_, _, err := run(t, s, ro, tool, "kill", "-0", strconv.Itoa(os.Getpid()))
		if err == nil {
			t.Fatal("signalled the proxy")
		}
	})
	t.Run("no new privileges and limits", func(t *testing.T) {
		status, stderr, err := run(t, s, ro, tool, "grep", "-E", "^(NoNewPrivs|Seccomp):", "/proc/self/status")
		if err != nil {
			t.Fatalf("err %v stderr %q", err, stderr)
		}
		if !strings.Contains(status, "NoNewPrivs:\t1") || !strings.Contains(status, "Seccomp:\t2") {
			t.Errorf("status %q, want no_new_privs and a seccomp filter", status)
		}
		out, stderr, err := run(t, s, ro, tool, "sh", "-c", "ulimit -t; ulimit -n; ulimit -f")
		if err != nil {
			t.Fatalf("err %v stderr %q", err, stderr)
		}
		fields := strings.Fields(out)
		want := []string{"60", "1024", strconv.Itoa(64 << 20 / 512)}
		if strings.Join(fields, " ") != strings.Join(want, " ") {
			t.Fatalf("got %q, want %q", fields, want)
		}
	})
	t.Run("file size limit", func(t *testing.T) {
		_, _, err := run(t, s, ro, tool, "sh", "-c", `head -c 70000000 /dev/zero > "$SCRATCH/big"`)
		if err == nil {
			t.Fatal("wrote past the file size limit")
		}
	})
	t.Run("runs as the sandbox user", func(t *testing.T) {
		uid, _ := s.User()
		if os.Geteuid() != 0 {
			t.Skip("the proxy is not root: processes keep its user")
		}
		out, _, err := run(t, s, ro, tool, "id", "-u")
		if err != nil || strings.TrimSpace(out) != strconv.Itoa(uid) || uid == 0 {
			t.Fatalf("id -u = %q (%v), want %d", out, err, uid)
		}
	})
	t.Run("no inherited descriptors", func(t *testing.T) {
		// A descriptor opened without close-on-exec, as a careless library
		// would.
		fd, err := syscall.Open(secret, syscall.O_RDONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer syscall.Close(fd)
		out, _, err := run(t, s, ro, tool, "sh", "-c", fmt.Sprintf("cat <&%d", fd))
		if err == nil || strings.Contains(out, "s3cret") {
			t.Fatalf("the child read descriptor %d: %q", fd, out)
		}
	})
}

func TestSandboxNetwork(t *testing.T) {
	s := newSandbox(t)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Write([]byte("hello\n"))
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	tool := world(t)
	// bash's /dev/tcp makes a real connect(2) with no other program.
	script := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && head -1 <&3", port)
	udp := "exec 3<>/dev/udp/127.0.0.1/53 && echo sent >&3"

	t.Run("no network by default", func(t *testing.T) {
		out, _, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "bash", "-c", script)
		if err == nil || strings.Contains(out, "hello") {
			t.Fatalf("connected to loopback: %q", out)
		}
	})
	t.Run("no UDP by default", func(t *testing.T) {
		if !s.NetworkNamespace() {
			t.Skip("no network namespace here: UDP is not restricted by Landlock ABI < 10")
		}
		_, _, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "bash", "-c", udp)
		if err == nil {
			t.Fatal("sent a UDP datagram")
		}
	})
	t.Run("network when allowed", func(t *testing.T) {
		out, stderr, err := run(t, s, Policy{ReadOnly: []string{tool}, Network: true}, tool, "bash", "-c", script)
		if err != nil || out != "hello\n" {
			t.Fatalf("out %q err %v stderr %q", out, err, stderr)
		}
	})
}

func TestScratchRemoved(t *testing.T) {
	s := newSandbox(t)
	dir, cleanup, err := s.Scratch()
	if err != nil {
		t.Fatal(err)
	}
	locked := filepath.Join(dir, "locked")
	if err := os.MkdirAll(filepath.Join(locked, "inner"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	cleanup()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("scratch directory left behind: %v", err)
	}
}

func TestCanRead(t *testing.T) {
	s := newSandbox(t)
	if uid, _ := s.User(); uid < 0 {
		t.Skip("not root: processes keep the proxy's user")
	}
	open := world(t)
	if err := s.CanRead(open); err != nil {
		t.Errorf("world-readable %s: %v", open, err)
	}
	closed := filepath.Join(open, "private")
	if err := os.Mkdir(closed, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := s.CanRead(filepath.Join(closed)); err == nil {
		t.Error("a 0700 root directory reads as readable by the sandbox user")
	}
	inner := filepath.Join(closed, "inner")
	if err := os.Mkdir(inner, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := s.CanRead(inner); err == nil || !strings.Contains(err.Error(), closed) {
		t.Errorf("a directory under a 0700 one: %v, want the 0700 one named", err)
	}
}

// TestSandboxAsNonRootProxy runs this package's confinement tests again in
// a test binary running as nobody: the path a proxy that is not root takes
// (its tools keep its user, in user, PID and network namespaces of their
// own when the kernel allows them).
func TestSandboxAsNonRootProxy(t *testing.T) {
	if os.Getenv("ZC_SANDBOX_TEST_NONROOT") != "" {
		t.Skip("already the non-root run")
	}
	if os.Geteuid() != 0 {
		t.Skip("not root: this run is the non-root one")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := world(t)
	bin := filepath.Join(dir, "sandbox.test")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-test.run", "^(TestSandboxConfines|TestSandboxNetwork|TestScratchRemoved)$", "-test.v", "-test.count=1")
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "TMPDIR=" + os.TempDir(), "ZC_SANDBOX_TEST_NONROOT=1"}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nPASS") {
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "sandbox: landlock") {
			t.Log("non-root proxy:", strings.TrimSpace(line))
		}
	}
}

// TestSandboxWithoutNamespaces: where no namespace can be made (a
// container), Landlock and seccomp still confine files, TCP and unix
// sockets.
func TestSandboxWithoutNamespaces(t *testing.T) {
	s := newSandbox(t)
	s.netNS, s.sharedNS = false, nil
	tool := world(t)
	secret := filepath.Join(world(t), "secret.txt")
	if err := os.WriteFile(secret, []byte("s3cret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	ro := Policy{ReadOnly: []string{tool}}
	if out, _, err := run(t, s, ro, tool, "cat", secret); err == nil || strings.Contains(out, "s3cret") {
		t.Errorf("read outside: %q", out)
	}
	script := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", ln.Addr().(*net.TCPAddr).Port)
	if out, _, err := run(t, s, ro, tool, "bash", "-c", script); err == nil || strings.Contains(out, "connected") {
		t.Errorf("TCP connect: %q", out)
	}
	if out, _, err := run(t, s, ro, tool, "bash", "-c", script); err == nil || strings.Contains(out, "connected") {
		t.Errorf("TCP connect: %q", out)
	}
	if _, _, err := run(t, s, ro, tool, "perl", "-MIO::Socket::UNIX", "-e", "IO::Socket::UNIX->new(Type => SOCK_STREAM()) or exit 3"); err == nil {
		t.Error("made a unix socket without network")
	}
	if !strings.Contains(s.Describe(), "no namespaces") {
		t.Errorf("Describe() = %q", s.Describe())
	}
}

// TestSandboxGoLauncher builds this package's tests without cgo, where the
// launcher is the Go fallback (launcher_linux.go) instead of the C
// constructor, and runs the confinement tests with it.
func TestSandboxGoLauncher(t *testing.T) {
	if os.Getenv("ZC_SANDBOX_TEST_NONROOT") != "" || os.Getenv("ZC_SANDBOX_TEST_GO_LAUNCHER") != "" {
		t.Skip("a nested run")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go toolchain to build the cgo-less variant: %v", err)
	}
	dir := world(t)
	bin := filepath.Join(dir, "sandbox-nocgo.test")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	build := exec.CommandContext(ctx, gobin, "test", "-c", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go test -c with CGO_ENABLED=0: %v\n%s", err, out)
	}
	run := exec.CommandContext(ctx, bin, "-test.run", "^(TestSandboxConfines|TestSandboxNetwork|TestSandboxWithoutNamespaces|TestSandboxSocketFamilies|TestAttack11NetlinkBetweenCalls)$", "-test.count=1")
	run.Dir = dir
	run.Env = append(os.Environ(), "ZC_SANDBOX_TEST_GO_LAUNCHER=1")
	out, err := run.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "PASS") {
		t.Fatalf("the Go launcher: %v\n%s", err, out)
	}
}

// TestNewWithoutLandlock: a kernel without Landlock is an error that says
// what is missing and how to run without the sandbox, never a sandbox that
// confines nothing.
func TestNewWithoutLandlock(t *testing.T) {
	for _, tc := range []struct {
		name string
		abi  func() (int, error)
	}{
		{"no landlock", func() (int, error) { return -1, syscall.EOPNOTSUPP }},
		{"abi zero", func() (int, error) { return 0, nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(Config{landlockABI: tc.abi})
			if s != nil || !errors.Is(err, ErrUnavailable) {
				t.Fatalf("New = %v, %v; want ErrUnavailable", s, err)
			}
			for _, want := range []string{"Landlock", "sandbox.enabled: false"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not say %q", err, want)
				}
			}
		})
	}
}
