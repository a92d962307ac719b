//go:build linux

package toolrun

// Regression tests of bypasses a security review found in the allow
// policies and the sandbox, with real processes under the real sandbox.
// Each failed before its fix.

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// tail's obsolete syntax "+1f" (GNU tail, POSIX2 >= 200809 "traditional
// usage") means "-n +1 -f": follow forever. The policy reads "+1f" as a
// path (one that does not exist, so allowed) and never sees -f.
func TestAttackTailObsoleteFollow(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(filepath.Join(dir, "log.txt"), []byte("line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "shell", Type: "shell", Dir: dir, Allow: AllowOf("tail"), Timeout: 3 * time.Second},
	)
	start := time.Now()
	res := run(t, r, "shell", shellArgs("tail +1f log.txt"))
	took := time.Since(start)
	if res.Outcome != OutcomeDenied {
		t.Errorf("`tail +1f log.txt` was accepted and ran %v (outcome %s %q %q): tail follows until the timeout",
			took.Round(time.Millisecond), res.Outcome, res.Output, res.Detail)
	}
}

// Landlock (ABI <= 7) does not mediate connect(2) to a unix socket by path,
// and a network namespace does not isolate the file system: a tool without
// network reaches any local service listening on a socket file the
// sandbox user may write (D-Bus, a database, docker when group-writable…).
func TestAttackUnixSocketByPath(t *testing.T) {
	sb, _ := newSandbox(t)
	sockDir := worldDir(t) // stands for /run/…: NOT readable by the tool's Landlock rules
	sock := filepath.Join(sockDir, "service.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	os.Chmod(sock, 0o777)
	got := make(chan string, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		buf := make([]byte, 64)
		n, _ := c.Read(buf)
		got <- string(buf[:n])
	}()
	tool := worldDir(t)
	script := fmt.Sprintf(`use IO::Socket::UNIX; my $s = IO::Socket::UNIX->new(Peer => %q) or die "no: $!"; print $s "hello from the sandbox"; print "connected\n";`, sock)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "script", Type: "exec", Dir: tool, Command: []string{"perl", "-e", script}},
	)
	res := run(t, r, "script", `{}`)
	select {
	case msg := <-got:
		t.Errorf("a network: false tool connected to %s and sent %q (outcome %s %q)", sock, msg, res.Outcome, res.Output)
	case <-time.After(2 * time.Second):
	}
}

// A tool process that leaves the call's process group (setsid) is never
// killed: it outlives the call, as the sandbox user, indefinitely (RLIMIT_CPU
// does not bound a sleeping process). RLIMIT_NPROC is per uid and shared by
// every tool, so such survivors can also starve every later call.
func TestAttackSetsidOutlivesCall(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	const marker = "4711.0815"
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "script", Type: "exec", Dir: tool,
			Command: []string{"bash", "-c", "setsid sleep " + marker + " </dev/null >/dev/null 2>&1 & sleep 0.3; echo started"}},
	)
	res := run(t, r, "script", `{}`)
	if res.Outcome != OutcomeOK {
		t.Fatalf("outcome %s %q", res.Outcome, res.Detail)
	}
	time.Sleep(500 * time.Millisecond)
	var alive []int
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmd, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if strings.Contains(string(cmd), marker) {
			alive = append(alive, pid)
		}
	}
	for _, pid := range alive {
		syscall.Kill(pid, syscall.SIGKILL) // our own child, by pid
	}
	if len(alive) > 0 {
		t.Errorf("the call ended but its process %v still runs (setsid escapes killGroup)", alive)
	}
}

// expand checks the dash only for the placeholder that opens the argument:
// with two placeholders in one argument, the first empty, the second's
// value becomes an option.
func TestAttackExecDashViaSecondPlaceholder(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"prefix": map[string]any{"type": "string"},
		"name":   map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "show", Type: "exec", Dir: tool, Command: []string{"date", "{prefix}{name}"}, Parameters: params},
	)
	res := run(t, r, "show", `{"prefix": "", "name": "--reference=/etc/passwd"}`)
	if res.Outcome != OutcomeDenied {
		t.Errorf("{prefix}{name} with name=--reference=/etc/passwd ran: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
}

// JSON Schema patterns are unanchored: "pattern": "[a-z]+" (meant as
// "a word") lets "--output=x" through the dash check.
func TestAttackExecDashViaUnanchoredPattern(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"name": map[string]any{"type": "string", "pattern": "[a-z]+"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "show", Type: "exec", Dir: tool, Command: []string{"date", "{name}"}, Parameters: params},
	)
	res := run(t, r, "show", `{"name": "--reference=/etc/passwd"}`)
	if res.Outcome != OutcomeDenied {
		t.Errorf("pattern [a-z]+ let --reference=/etc/passwd through: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
}
