package toolrun

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// generous is a timeout for calls whose timing is not under test: the CI
// machine is shared and slow.
const generous = 60 * time.Second

// newTestRegistry builds a registry that is closed when the test ends.
func newTestRegistry(t testing.TB, opts Options, specs ...Spec) *Registry {
	t.Helper()
	if opts.DefaultTimeout == 0 {
		opts.DefaultTimeout = generous
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	r, err := New(ctx, specs, opts)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() {
		if err := r.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return r
}

// run calls one tool under a generous deadline.
func run(t testing.TB, r *Registry, name, args string) Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	return r.Run(ctx, Call{ID: "call_" + name, Name: name, Arguments: args})
}

// startCounter counts processes started by tool calls and records their
// process groups. Tests using it must not run in parallel.
type startCounter struct {
	mu    sync.Mutex
	pgids []int
	next  chan int
}

func countStarts(t *testing.T) *startCounter {
	t.Helper()
	c := &startCounter{next: make(chan int, 100)}
	hook := func(pgid int) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.pgids = append(c.pgids, pgid)
		select {
		case c.next <- pgid:
		default:
		}
	}
	processStarted.Store(&hook)
	t.Cleanup(func() { processStarted.Store(nil) })
	return c
}

func (c *startCounter) started() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]int(nil), c.pgids...)
}

// wait returns the process group of the next process started.
func (c *startCounter) wait(t *testing.T) int {
	t.Helper()
	select {
	case pgid := <-c.next:
		return pgid
	case <-time.After(generous):
		t.Fatal("no process started")
		return 0
	}
}

// liveGroupMembers lists the pids of non-zombie processes in the process
// group. Zombies are dead (their reaping is up to init), so kill(-pgid, 0)
// alone could report a group that runs nothing.
func liveGroupMembers(t *testing.T, pgid int) []int {
	t.Helper()
	if err := syscall.Kill(-pgid, 0); errors.Is(err, syscall.ESRCH) {
		return nil
	}
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatalf("reading /proc: %v", err)
	}
	var live []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", d.Name(), "stat"))
		if err != nil {
			continue // exited meanwhile
		}
		// Fields after the parenthesised command: state ppid pgrp ...
		rest := string(stat[strings.LastIndexByte(string(stat), ')')+2:])
		fields := strings.Fields(rest)
		if len(fields) < 3 || fields[0] == "Z" {
			continue
		}
		if g, _ := strconv.Atoi(fields[2]); g == pgid {
			live = append(live, pid)
		}
	}
	return live
}

// waitGroupGone waits (boundedly) for the group to have no live member:
// SIGKILL delivery is asynchronous.
func waitGroupGone(t *testing.T, pgid int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		live := liveGroupMembers(t, pgid)
		if len(live) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("process group %d still has live processes %v", pgid, live)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// jsonObject encodes {key: value}.
func jsonObject(key string, value any) (string, error) {
	b, err := json.Marshal(map[string]any{key: value})
	return string(b), err
}
