package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// clockTick is the unit of utime and stime in /proc/<pid>/stat
// (sysconf(_SC_CLK_TCK), 100 on Linux).
const clockTick = 10 * time.Millisecond

// cpuSplit is the CPU time each process of the chain spent in one round:
// the load generator (this process), the scripted upstream, and the proxy
// between them (zero for the direct target).
type cpuSplit struct {
	client, upstream, proxy time.Duration
}

func (c cpuSplit) total() time.Duration { return c.client + c.upstream + c.proxy }

func (c cpuSplit) sub(o cpuSplit) cpuSplit {
	return cpuSplit{client: c.client - o.client, upstream: c.upstream - o.upstream, proxy: c.proxy - o.proxy}
}

// sampleCPU reads the CPU time used so far by this process, upstream and
// proxy (nil: none).
func sampleCPU(upstream, proxy *child) (cpuSplit, error) {
	var s cpuSplit
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return s, fmt.Errorf("getrusage: %w", err)
	}
	s.client = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	var err error
	if s.upstream, err = processCPU(upstream.cmd.Process.Pid); err != nil {
		return s, err
	}
	if proxy != nil {
		if s.proxy, err = processCPU(proxy.cmd.Process.Pid); err != nil {
			return s, err
		}
	}
	return s, nil
}

// processCPU is utime+stime of pid, every thread, from /proc/<pid>/stat.
func processCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, fmt.Errorf("read cpu: %w", err)
	}
	// The command name (field 2) may hold spaces; count fields after it.
	_, rest, ok := strings.Cut(string(b), ") ")
	fields := strings.Fields(rest)
	if !ok || len(fields) < 13 {
		return 0, fmt.Errorf("read cpu: short /proc/%d/stat", pid)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64) // field 14
	stime, err2 := strconv.ParseInt(fields[12], 10, 64) // field 15
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("read cpu: bad /proc/%d/stat", pid)
	}
	return time.Duration(utime+stime) * clockTick, nil
}
