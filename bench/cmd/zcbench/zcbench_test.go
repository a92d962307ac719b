package main

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestPercentileAndMedian(t *testing.T) {
	ms := func(xs ...int) []time.Duration {
		var d []time.Duration
		for _, x := range xs {
			d = append(d, time.Duration(x)*time.Millisecond)
		}
		return d
	}
	cases := []struct {
		name string
		d    []time.Duration
		p    float64
		want time.Duration
	}{
		{"empty", nil, 50, 0},
		{"one", ms(7), 99, 7 * time.Millisecond},
		{"p50 of four, nearest rank", ms(4, 1, 3, 2), 50, 2 * time.Millisecond},
		{"p99 of a hundred", ms(func() []int {
			var xs []int
			for i := 100; i >= 1; i-- {
				xs = append(xs, i)
			}
			return xs
		}()...), 99, 99 * time.Millisecond},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := percentile(tc.d, tc.p); got != tc.want {
				t.Fatalf("percentile = %v, want %v", got, tc.want)
			}
		})
	}
	if got := median([]float64{3, 1, 2, 10}); got != 2.5 {
		t.Fatalf("median = %v, want 2.5", got)
	}
}

// TestProcessCPU: /proc/<pid>/stat reads as this process's own rusage.
func TestProcessCPU(t *testing.T) {
	for deadline := time.Now().Add(200 * time.Millisecond); time.Now().Before(deadline); {
		// burn CPU so there are ticks to count
	}
	got, err := processCPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	want := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	if got <= 0 || got > want+5*clockTick || got < want-5*clockTick {
		t.Fatalf("processCPU = %v, rusage says %v", got, want)
	}
	if _, err := processCPU(1 << 30); err == nil {
		t.Fatal("no error for a process that does not exist")
	}
}

// TestReportCPU: the CPU table and the receipts-on explanation subtract
// the bare proxy's chain from receipts-on's, process by process.
func TestReportCPU(t *testing.T) {
	rd := func(requests int, client, upstream, proxy time.Duration) series {
		return series{{requests: requests, elapsed: time.Second,
			cpu: cpuSplit{client: client, upstream: upstream, proxy: proxy}}}
	}
	r := &report{
		settings: settings{conc: 32},
		targets:  []target{{kind: kindDirect, name: "direct"}, {kind: kindBare, name: "bare"}, {kind: kindOn, name: "on"}},
		// per request: direct 50/100/0, bare 60/100/150, on 70/120/200 µs
		load: []series{
			rd(1000, 50*time.Millisecond, 100*time.Millisecond, 0),
			rd(1000, 60*time.Millisecond, 100*time.Millisecond, 150*time.Millisecond),
			rd(1000, 70*time.Millisecond, 120*time.Millisecond, 200*time.Millisecond),
		},
	}
	var b strings.Builder
	r.writeCPU(&b)
	for _, want := range []string{"| direct | 50 | 100 | — | 150 | — |", "| bare | 60 | 100 | 150 | 310 | 1.00 |", "| on | 70 | 120 | 200 | 390 | 1.33 |"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("CPU table lacks %q:\n%s", want, b.String())
		}
	}
	if got, want := r.cpuGap(false), "chain CPU +80 µs per request over bare's 310: proxy +50, upstream +20"; !strings.HasPrefix(got, want) {
		t.Errorf("cpuGap = %q, want prefix %q", got, want)
	}
}
