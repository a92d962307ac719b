//go:build unix

package toolrun

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"sync/atomic"
	"syscall"
)

// maxStderr bounds the stderr kept for the error Detail.
const maxStderr = 4 << 10

// processStarted, when set (tests only), is told each started process's
// pid, which is also its process group id.
var processStarted atomic.Pointer[func(pgid int)]

// runProcess runs c in its own process group and returns its capped
// stdout. When ctx ends the whole group is killed; when the process exits
// any stragglers of its group are killed too, so a call leaves nothing
// running. A non-zero exit is a *toolError with the status and the first
// line of stderr.
//
// The output pipes are our own rather than os/exec's: exec's WaitDelay
// races its copying goroutines against a timer, and on a starved machine
// the timer can win and drop output a process already wrote. Here the
// process is reaped first, its group killed, and only then are the pipes
// drained to EOF. EOF can still be delayed by a process that escaped the
// group (setsid), or briefly by any process another call forks at the same
// moment (it holds copies of every descriptor until its exec closes them),
// so the drain waits as long as the call may run: a call whose output is not
// complete when its timeout ends fails with that timeout, never returns
// output that may be cut.
func runProcess(ctx context.Context, ps *procSpec, argv []string) (string, error) {
	cmd, cleanup, err := ps.command(ctx, argv)
	if err != nil {
		return "", err
	}
	defer cleanup()
	outR, outW, err := os.Pipe()
	if err != nil {
		return "", failed("cannot run %s: %v", shorten(argv[0], 64), err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return "", failed("cannot run %s: %v", shorten(argv[0], 64), err)
	}
	cmd.Cancel = func() error { return killGroup(cmd.Process.Pid) }
	cmd.Stdout, cmd.Stderr = outW, errW // *os.File: the child writes straight into them

	startErr := cmd.Start()
	// The child holds its own copies of the write ends now (or never will).
	outW.Close()
	errW.Close()
	if startErr != nil {
		outR.Close()
		errR.Close()
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", startError(argv[0], startErr)
	}
	if hook := processStarted.Load(); hook != nil {
		(*hook)(cmd.Process.Pid)
	}

	stdout, stderr := newCappedBuffer(ps.limit, ps.procs.secrets), newCappedBuffer(maxStderr, ps.procs.secrets)
	drained := make(chan struct{}, 2)
	drain := func(dst *cappedBuffer, src *os.File) {
		_, _ = dst.ReadFrom(src)
		drained <- struct{}{}
	}
	go drain(stdout, outR)
	go drain(stderr, errR)

	waitErr := cmd.Wait()          // returns when the process exits (no copying goroutines of exec's)
	_ = killGroup(cmd.Process.Pid) // background children the command left behind
	complete := awaitDrain(ctx, drained, outR, errR)

	if err := ctx.Err(); err != nil || !complete {
		return "", err // !complete only happens once ctx has ended
	}
	if waitErr != nil {
		return "", exitError(waitErr, stderr.String())
	}
	return stdout.String(), nil
}

// awaitDrain waits for every pipe reader to reach EOF, or for ctx to end;
// then the read ends are closed (which ends a reader still waiting on an
// escaped writer) and it reports false. The readers have always returned
// when it does.
func awaitDrain(ctx context.Context, drained <-chan struct{}, pipes ...*os.File) bool {
	complete := true
	done := ctx.Done()
	for n := 0; n < len(pipes); {
		select {
		case <-drained:
			n++
		case <-done:
			complete = false
			for _, p := range pipes {
				p.Close()
			}
			done = nil // only the readers' return is left to wait for
		}
	}
	for _, p := range pipes {
		p.Close()
	}
	return complete
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
	}
	if line := firstLine(stderr); line != "" {
		return failed("%s: %s", status, line)
	}
	return failed("%s", status)
}
