package claims

import (
	"syscall"
	"testing"
	"time"
)

// On a shared, loaded machine a benchmark's wall time includes the time
// it waited for a core; the CPU time the process used per operation does
// not, so it is reported beside ns/op ("cpu-ns/op", all threads, GC
// included).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loopCPU runs f b.N times and reports cpu-ns/op.
func loopCPU(b *testing.B, f func()) {
	start := cpuTime()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(n), "cpu-ns/op")
	}
}
