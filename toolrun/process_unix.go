//go:build unix

package toolrun

import (
	"context"
	"errors"
	"os/exec"
	"sync/atomic"
	"syscall"
	"time"
)

// waitDelay bounds how long Wait waits for output pipes after the process
// exited or was killed: a grandchild that left the group (setsid) and kept
// the pipe open must not hang the call.
const waitDelay = 2 * time.Second

// maxStderr bounds the stderr kept for the error Detail.
const maxStderr = 4 << 10

// processStarted, when set (tests only), is told each started process's
// pid, which is also its process group id.
var processStarted atomic.Pointer[func(pgid int)]

// command is one process to run for a call.
type command struct {
	argv  []string
	dir   string
	env   []string
	limit int // stdout cap in bytes
}

// runProcess runs c in its own process group and returns its capped
// stdout. When ctx ends the whole group is killed; when the process exits
// any stragglers of its group are killed too, so a call leaves nothing
// running. A non-zero exit is a *toolError with the status and the first
// line of stderr.
func runProcess(ctx context.Context, c command) (string, error) {
	cmd := exec.CommandContext(ctx, c.argv[0], c.argv[1:]...)
	cmd.Dir = c.dir
	cmd.Env = c.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd.Process.Pid) }
	cmd.WaitDelay = waitDelay
	stdout, stderr := newCappedBuffer(c.limit), newCappedBuffer(maxStderr)
	cmd.Stdout, cmd.Stderr = stdout, stderr

	if err := cmd.Start(); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", startError(c.argv[0], err)
	}
	if hook := processStarted.Load(); hook != nil {
		(*hook)(cmd.Process.Pid)
	}
	err := cmd.Wait()
	_ = killGroup(cmd.Process.Pid) // background children the command left behind
	if err != nil && !(errors.Is(err, exec.ErrWaitDelay) && cmd.ProcessState.Success()) {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", exitError(err, stderr.String())
	}
	return stdout.String(), nil
}

// killGroup sends SIGKILL to every process in the group. ESRCH (nothing
// left) is not an error.
func killGroup(pgid int) error {
	if pgid <= 0 {
		return nil
	}
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return err
	}
	return nil
}

func startError(name string, err error) error {
	var execErr *exec.Error
	if errors.As(err, &execErr) {
		return failed("cannot run %s: %v", shorten(name, 64), execErr.Err)
	}
	// Typically a chdir or permission failure; the text names no secrets.
	return failed("cannot run %s: %s", shorten(name, 64), shorten(err.Error(), 120))
}

func exitError(err error, stderr string) error {
	var exitErr *exec.ExitError
	status := "failed"
	if errors.As(err, &exitErr) {
		status = exitErr.Error() // "exit status 2" or "signal: killed"
	} else if errors.Is(err, exec.ErrWaitDelay) {
		status = "output pipes left open"
	}
	if line := firstLine(stderr); line != "" {
		return failed("%s: %s", status, line)
	}
	return failed("%s", status)
}
