package toolrun

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestProcessOutputNeverLost: many concurrent short processes on a loaded
// machine each return exactly what they wrote. (Output copied by os/exec
// behind a WaitDelay could lose this race under load; runProcess drains
// its own pipes after the group is gone.)
func TestProcessOutputNeverLost(t *testing.T) {
	const n = 64
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i := range n {
		wg.Go(func() {
			want := "line-" + strconv.Itoa(i) + "\n"
			out, err := runProcess(context.Background(), &procSpec{procs: newProcesses(nil, 0, nil, nil), limit: 1 << 10}, []string{"echo", strings.TrimSuffix(want, "\n")})
			if err != nil || out != want {
				errs <- "process " + strconv.Itoa(i) + ": got " + strconv.Quote(out) + ", err " + errString(err)
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestProcessEscapedWriterFails: a process that leaves the tool's process
// group (setsid) and keeps the output pipe open makes the call end with its
// timeout instead of returning output that may be incomplete.
func TestProcessEscapedWriterFails(t *testing.T) {
	if _, err := os.Stat("/usr/bin/setsid"); err != nil {
		t.Skip("setsid not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	out, err := runProcess(ctx, &procSpec{procs: newProcesses(nil, 0, nil, nil), limit: 1 << 10},
		[]string{"sh", "-c", "echo partial; setsid sleep 3 & sleep 0.5"})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got output %q, error %v; want the call's deadline", out, err)
	}
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}
