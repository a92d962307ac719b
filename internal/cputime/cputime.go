// Package cputime measures the CPU time one function call spends on its
// own OS thread, for the tests that hold a parser linear by comparing two
// input sizes: wall-clock time moves with whatever else the machine runs
// (CI and these 2-core machines are shared), the calling thread's CPU time
// much less.
package cputime

import (
	"runtime"
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD: the calling thread's usage.
const rusageThread = 1

// Of runs f on a locked OS thread and returns the user+system CPU time
// that thread spent in it. Where the thread's usage cannot be read it
// falls back to wall-clock time.
func Of(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before, ok := threadTime()
	if !ok {
		start := time.Now()
		f()
		return time.Since(start)
	}
	f()
	after, _ := threadTime()
	return after - before
}

// OfProcess runs f and returns the user+system CPU time the whole process
// spent meanwhile (every thread: a request served by other goroutines,
// the garbage collector), or wall-clock time where it cannot be read.
// For a test that runs alone in its process, as a package's tests do
// unless they ask to run in parallel.
func OfProcess(f func()) time.Duration {
	before, ok := processTime()
	if !ok {
		start := time.Now()
		f()
		return time.Since(start)
	}
	f()
	after, _ := processTime()
	return after - before
}

func processTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

func threadTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
