package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// runProfile is "zcbench profile": it serves one zc-proxy target under the
// load pass's closed loop and records the proxy process with perf
// (cpu-clock samples, frame-pointer call graphs; zc-proxy has no pprof
// endpoint, and perf sees the very process the run measures), then prints
// the top functions by flat and by cumulative share.
//
//	zcbench profile -zc-proxy ./zc-proxy [-mode on] [-api chat|responses] [-stream] [-c 32] [-duration 10s] [-out DIR]
func runProfile(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("profile", flag.ContinueOnError)
	zcProxy := fs.String("zc-proxy", "", "path of a built zc-proxy binary (required)")
	mode := fs.String("mode", "on", "receipts mode: off, on, tool (on, with a tool round)")
	api := fs.String("api", "chat", "client API: chat (Chat Completions) or responses (the Responses API)")
	stream := fs.Bool("stream", false, "streamed requests")
	conc := fs.Int("c", 32, "concurrent requests")
	d := fs.Duration("duration", 10*time.Second, "time recorded")
	words := fs.Int("words", 20, "words in each answer")
	out := fs.String("out", "", "directory for perf.data (default: a temporary one, removed)")
	top := fs.Int("top", 40, "functions listed per table")
	perf := fs.String("perf", "perf", "perf binary")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *zcProxy == "" {
		return errors.New("-zc-proxy is required")
	}
	kind, ok := map[string]string{"off": kindOff, "on": kindOn, "tool": kindTool}[*mode]
	if !ok {
		return fmt.Errorf("-mode %q: want off, on or tool", *mode)
	}
	w, err := wireNamed(*api)
	if err != nil {
		return err
	}
	if _, err := exec.LookPath(*perf); err != nil {
		return fmt.Errorf("perf not found (%w); install it (Debian: linux-perf)", err)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "zcbench-profile-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	outDir := *out
	if outDir == "" {
		outDir = dir
	} else if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))

	upstream, err := startChild(ctx, dir, "upstream", self, "upstream", "-listen", "{listen}", "-words", strconv.Itoa(*words))
	if err != nil {
		return err
	}
	defer upstream.stop()
	cfgPath, _, err := writeZCConfig(dir, upstream.url())
	if err != nil {
		return err
	}
	proc, err := startChild(ctx, dir, "zc-proxy", *zcProxy, "serve", "--config", cfgPath, "--listen", "{listen}")
	if err != nil {
		return err
	}
	defer proc.stop()

	t := newTarget(kind, w, proc.url(), upstream.url(), *stream)
	client := loadClient(*conc)
	if err := t.verify(client); err != nil {
		return err
	}
	runRound(ctx, client, t, *conc, time.Second) // warm up

	data := filepath.Join(outDir, "perf.data")
	secs := strconv.FormatFloat(d.Seconds(), 'f', 2, 64)
	rec := exec.CommandContext(ctx, *perf, "record", "-e", "cpu-clock", "-F", "999", "-g",
		"-p", strconv.Itoa(proc.cmd.Process.Pid), "-o", data, "--", "sleep", secs)
	rec.Stderr = os.Stderr
	if err := rec.Start(); err != nil {
		return fmt.Errorf("perf record: %w", err)
	}
	log.Info("recording", "target", t.name, "concurrency", *conc, "duration", *d, "perf_data", data)
	before, err := processCPU(proc.cmd.Process.Pid)
	if err != nil {
		return err
	}
	rd := runRound(ctx, client, t, *conc, *d)
	after, err := processCPU(proc.cmd.Process.Pid)
	if err != nil {
		return err
	}
	if err := rec.Wait(); err != nil {
		return fmt.Errorf("perf record: %w", err)
	}

	fmt.Printf("## zc-proxy profile: %s\n\n", t.name)
	fmt.Printf("Concurrency %d for %v: %d requests (%.0f/s), %d errors; proxy CPU %.0f µs per request (/proc).\n\n",
		*conc, *d, rd.requests, rd.throughput(), rd.errors, micros(after-before)/float64(max(rd.requests, 1)))
	views := []struct {
		title  string
		args   []string
		filter func(string) bool
	}{
		{"flat (self), all functions", []string{"--no-children", "-F", "overhead,sym"}, nil},
		{"cumulative (self and callees): zc-proxy's own functions, GC and allocation", []string{"--children", "-F", "overhead_children,overhead,sym"}, func(line string) bool {
			return strings.Contains(line, "github.com/zc-proxy/") || strings.Contains(line, "runtime.gcBgMarkWorker") ||
				strings.Contains(line, "runtime.mallocgc ") || strings.HasSuffix(strings.TrimSpace(line), "runtime.mallocgc")
		}},
	}
	for _, view := range views {
		argv := append([]string{"report", "-i", data, "--stdio", "-g", "none", "--percent-limit", "0.3"}, view.args...)
		var stderr strings.Builder
		rep := exec.CommandContext(ctx, *perf, argv...)
		rep.Stderr = &stderr
		outp, err := rep.Output()
		if err != nil || len(outp) == 0 {
			return fmt.Errorf("perf report: %v: %s", err, stderr.String())
		}
		fmt.Printf("### %s, top %d\n\n```\n%s```\n\n", view.title, *top, topLines(string(outp), *top, view.filter))
	}
	fmt.Println("Samples are cpu-clock (no hardware counters in this VM); [k] is kernel time spent on the proxy's behalf (syscalls, network).")
	fmt.Println()
	if *out == "" {
		fmt.Println("(perf.data removed; pass -out DIR to keep it for perf report)")
	}
	return nil
}

// topLines keeps perf report's column header and its first n rows that
// pass keep (nil: all), right-trimmed.
func topLines(report string, n int, keep func(string) bool) string {
	var b strings.Builder
	rows := 0
	for line := range strings.Lines(report) {
		line = strings.TrimRight(line, " \n") + "\n"
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			continue
		case strings.HasPrefix(trimmed, "#"):
			if strings.Contains(trimmed, "Overhead") || strings.Contains(trimmed, "Children") {
				b.WriteString(line)
			}
			continue
		case keep != nil && !keep(line):
			continue
		}
		if rows++; rows > n {
			break
		}
		b.WriteString(line)
	}
	return b.String()
}

// wireNamed is the client API a -api flag names: the profile of a
// Responses request differs from a chat one's (its own stream rewriter).
func wireNamed(name string) (wire, error) {
	switch name {
	case "chat":
		return chatWire, nil
	case "responses":
		return responsesWire, nil
	}
	return wire{}, fmt.Errorf("-api %q: want chat or responses", name)
}
