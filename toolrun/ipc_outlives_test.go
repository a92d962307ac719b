//go:build linux

package toolrun

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// sysvSegments lists the System V shared memory segments of this IPC
// namespace (the key and id columns of /proc/sysvipc/shm).
func sysvSegments(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("/proc/sysvipc/shm")
	if err != nil {
		t.Skipf("no /proc/sysvipc/shm: %v", err)
	}
	out := map[string]bool{}
	for i, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); i > 0 && len(f) > 1 {
			out[f[0]+"/"+f[1]] = true
		}
	}
	return out
}

// Attack round 4: tool processes shared the proxy's IPC namespace, so a
// System V shared memory segment (or semaphore, message queue) a tool made
// outlived its call, holding memory no process limit counts, and a later
// call, of another client, could read what it left there: a channel
// between calls and state that survives the PID namespace's cleanup. Each
// call now gets an IPC namespace of its own, whose objects the kernel
// removes when the call's last process ends.
func TestAttack4SysVIPCOutlivesCall(t *testing.T) {
	sb, _ := newSandbox(t)
	before := sysvSegments(t)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "leave", Type: "exec", Dir: worldDir(t), Command: []string{"ipcmk", "-M", "1048576", "-p", "0666"}},
	)
	res := run(t, r, "leave", `{}`)
	if res.Outcome != OutcomeOK || !strings.Contains(res.Output, "id") {
		t.Skipf("ipcmk did not run (%s %q %q)", res.Outcome, res.Output, res.Detail)
	}
	after := sysvSegments(t)
	for seg := range after {
		if !before[seg] {
			t.Errorf("a shared memory segment the call made (key/id %s) outlived it: %q", seg, res.Output)
			if i := strings.IndexByte(seg, '/'); i > 0 {
				_ = removeSegment(seg[i+1:])
			}
		}
	}
}

func removeSegment(id string) error {
	return runCleanup("ipcrm", "-m", id)
}

func runCleanup(name string, args ...string) error {
	return exec.Command(name, args...).Run()
}

// Attack round 4: the kernel keyrings are not namespaced. A tool call
// (running as the sandbox user) added a key to that user's keyring, which
// outlived the call, and a later call, of another client, read it back: a
// channel between calls no file, network or process rule covered. Every
// confined process now gets a seccomp filter refusing add_key,
// request_key and keyctl (as Docker's default profile does).
func TestAttack4KeyringOutlivesCall(t *testing.T) {
	sb, _ := newSandbox(t)
	desc := fmt.Sprintf("zc-attack4-%d", time.Now().UnixNano())
	put := fmt.Sprintf(`require "syscall.ph"; my $d = "left by call one"; `+
		`my ($t, $n) = ("user", %q); my $r = syscall(&SYS_add_key, $t, $n, $d, length($d), -4); print "add_key=$r\n";`, desc)
	get := fmt.Sprintf(`require "syscall.ph"; my ($t, $n) = ("user", %q); my $id = syscall(&SYS_keyctl, 10, -4, $t, $n, 0); `+
		`if ($id > 0) { my $b = "\0" x 64; my $n = syscall(&SYS_keyctl, 11, $id, $b, 64); print "read=", substr($b, 0, $n), "\n"; } `+
		`else { print "search failed: $!\n"; }`, desc)
	tool := worldDir(t)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "put", Type: "exec", Dir: tool, Command: []string{"perl", "-e", put}},
		Spec{Name: "get", Type: "exec", Dir: tool, Command: []string{"perl", "-e", get}},
	)
	first := run(t, r, "put", `{}`)
	second := run(t, r, "get", `{}`)
	if strings.Contains(second.Output, "left by call one") {
		t.Fatalf("a later call read the key an earlier one left in the keyring:\nfirst: %s %q %q\nsecond: %q",
			first.Outcome, first.Output, first.Detail, second.Output)
	}
	if first.Outcome != OutcomeOK || !strings.Contains(first.Output, "add_key=-1") {
		t.Errorf("add_key was not refused: %s %q %q", first.Outcome, first.Output, first.Detail)
	}
}
