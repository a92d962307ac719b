//go:build linux

package toolrun

import (
	"os"
	"os/exec"
	"strings"
	"testing"
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
