package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/tidwall/gjson"
)

// settings are the run's flags.
type settings struct {
	zcProxy     string
	conc        int
	rounds      int
	duration    time.Duration
	latDuration time.Duration
	words       int
	idle        int
	out         string
	portkey     string // Portkey gateway's start script; "" leaves the peer out
	node        string // the node binary that runs it
	heldBack    string // outcome of TestNoChunkHeldBack, run by bench/run.sh
}

func parseSettings(args []string) (settings, error) {
	var s settings
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.StringVar(&s.zcProxy, "zc-proxy", "", "path of a built zc-proxy binary (required)")
	fs.IntVar(&s.conc, "c", 32, "concurrent requests in the load pass")
	fs.IntVar(&s.rounds, "rounds", 5, "interleaved rounds per pass")
	fs.DurationVar(&s.duration, "duration", 1500*time.Millisecond, "time per target per round, load pass")
	fs.DurationVar(&s.latDuration, "lat-duration", 500*time.Millisecond, "time per target per round, unloaded latency pass (concurrency 1)")
	fs.IntVar(&s.words, "words", 20, "words in each answer (one content chunk each when streamed)")
	fs.IntVar(&s.idle, "idle", 1000, "idle streams to hold open for the memory check (0 skips it)")
	fs.StringVar(&s.out, "out", "", "also write the markdown report to this file")
	fs.StringVar(&s.portkey, "portkey", "", "path of the Portkey gateway's build/start-server.js (bench/run.sh installs it under bench/portkey); empty leaves the peer out")
	fs.StringVar(&s.node, "node", "node", "node binary that runs the Portkey gateway")
	fs.StringVar(&s.heldBack, "held-back-test", "", `outcome of "go test ./bench/ -run TestNoChunkHeldBack" (met or missed; bench/run.sh runs it)`)
	if err := fs.Parse(args); err != nil {
		return s, err
	}
	if s.zcProxy == "" {
		return s, fmt.Errorf("-zc-proxy is required (go build -o /tmp/zc-proxy ./cmd/zc-proxy)")
	}
	if s.conc < 1 || s.rounds < 1 {
		return s, fmt.Errorf("-c and -rounds must be positive")
	}
	return s, nil
}

// runBench is "zcbench run".
func runBench(ctx context.Context, args []string) error {
	s, err := parseSettings(args)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find own binary: %w", err)
	}
	dir, err := os.MkdirTemp("", "zcbench-")
	if err != nil {
		return fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))

	upstream, err := startChild(ctx, dir, "upstream", self, "upstream", "-listen", "{listen}", "-words", fmt.Sprint(s.words))
	if err != nil {
		return err
	}
	defer upstream.stop()
	cfgPath, dataDir, err := writeZCConfig(dir, upstream.url())
	if err != nil {
		return err
	}
	startZC := func(name string) (*child, error) {
		return startChild(ctx, dir, name, s.zcProxy, "serve", "--config", cfgPath, "--listen", "{listen}")
	}
	startBare := func(name string) (*child, error) {
		return startChild(ctx, dir, name, self, "bare", "-listen", "{listen}", "-upstream", upstream.url())
	}
	// The bare proxy cannot route by model: its idle twin points at the
	// upstream's idle path, where zc-proxy's config routes modelIdle.
	startBareIdle := func(name string) (*child, error) {
		return startChild(ctx, dir, name, self, "bare", "-listen", "{listen}", "-upstream", upstream.url()+"/idle")
	}

	// The peer runs as its own Node process (one event loop, no cluster),
	// in production mode and headless (no log UI), as it is deployed.
	startPortkey := func(name string) (*child, error) {
		return startChildEnv(ctx, dir, name, []string{"NODE_ENV=production"}, s.node, s.portkey, "--port={port}", "--headless")
	}

	// One process per proxy target, so each one's peak RSS is its own.
	procs := map[string]*child{kindDirect: upstream}
	kinds := s.kinds()
	for _, kind := range kinds[1:] {
		start := startZC
		switch kind {
		case kindBare:
			start = startBare
		case kindPortkey:
			start = startPortkey
		}
		c, err := start(strings.NewReplacer(" ", "-", "+", "").Replace(kind))
		if err != nil {
			return err
		}
		defer c.stop()
		procs[kind] = c
	}

	var targets []target
	for _, w := range wires {
		for _, stream := range []bool{false, true} {
			for _, kind := range kinds {
				t := newTarget(kind, w, procs[kind].url(), upstream.url(), stream)
				if kind != kindDirect {
					t.proxy = procs[kind]
				}
				targets = append(targets, t)
			}
		}
	}

	client := loadClient(s.conc)
	var notes []string
	kept := targets[:0]
	for _, t := range targets {
		err := t.verify(client)
		if err != nil && t.kind == kindPortkey && t.wire.name != "" {
			// The peer is measured on the wires it serves; one it does
			// not is left out of the run and named in the report.
			log.Warn("Portkey left out", "target", t.name, "err", err)
			notes = append(notes, fmt.Sprintf("%s left out: it did not serve the request (%.200v).", t.name, err))
			continue
		}
		if err != nil {
			return fmt.Errorf("target does not do its work: %w", err)
		}
		kept = append(kept, t)
	}
	targets = kept
	log.Info("warming up", "targets", len(targets))
	for _, t := range targets {
		// V8 compiles Portkey's hot paths after thousands of calls; Go
		// needs no more than the pools filled.
		warm := 300 * time.Millisecond
		if t.kind == kindPortkey {
			warm = 3 * time.Second
		}
		runRound(ctx, client, t, s.conc, warm)
	}

	log.Info("load pass", "concurrency", s.conc, "rounds", s.rounds, "per_target", s.duration)
	load, err := interleave(ctx, client, targets, upstream, s.conc, s.rounds, s.duration)
	if err != nil {
		return err
	}
	log.Info("latency pass", "concurrency", 1, "rounds", s.rounds, "per_target", s.latDuration)
	lat, err := interleave(ctx, client, targets, upstream, 1, s.rounds, s.latDuration)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}

	mem := map[string]memory{}
	for kind, c := range procs {
		if mem[kind], err = c.memory(); err != nil {
			return err
		}
	}
	tool, err := toolCost(ctx, dataDir, 2000)
	if err != nil {
		return err
	}

	var idle []idleResult
	if s.idle > 0 {
		log.Info("idle streams", "streams", s.idle)
		var peer func(string) (*child, error)
		if s.portkey != "" {
			peer = startPortkey
		}
		idle, err = idlePass(ctx, s.idle, upstream, startZC, startBareIdle, peer)
		if err != nil {
			return err
		}
	}

	var peer string
	if s.portkey != "" {
		peer = peerVersion(ctx, s)
	}
	rep := report{settings: s, peer: peer, notes: notes, targets: targets, load: load, lat: lat, mem: mem, tool: tool, idle: idle}
	var w io.Writer = os.Stdout
	if s.out != "" {
		f, err := os.Create(s.out)
		if err != nil {
			return fmt.Errorf("report file: %w", err)
		}
		defer f.Close()
		w = io.MultiWriter(os.Stdout, f)
	}
	return rep.write(w)
}

// kinds are the run's target kinds in report order, the direct upstream
// first; the Portkey peer when -portkey is set.
func (s settings) kinds() []string {
	k := []string{kindDirect, kindBare, kindOff, kindOn, kindTool}
	if s.portkey != "" {
		k = append(k, kindPortkey)
	}
	return k
}

// interleave runs rounds; in each, every target runs once, in an order
// rotated by one each round so no target always follows the same one.
// It returns each target's rounds, indexed like targets, each with the CPU
// time the load generator, the upstream and the target's proxy used.
func interleave(ctx context.Context, client *http.Client, targets []target, upstream *child, conc, rounds int, d time.Duration) ([]series, error) {
	out := make([]series, len(targets))
	for r := range rounds {
		for i := range targets {
			if ctx.Err() != nil {
				return out, nil
			}
			j := (i + r) % len(targets)
			before, err := sampleCPU(upstream, targets[j].proxy)
			if err != nil {
				return nil, err
			}
			rd := runRound(ctx, client, targets[j], conc, d)
			after, err := sampleCPU(upstream, targets[j].proxy)
			if err != nil {
				return nil, err
			}
			rd.cpu = after.sub(before)
			out[j] = append(out[j], rd)
		}
	}
	return out, nil
}

// idlePass holds idle streams through fresh processes (a bare proxy,
// zc-proxy with receipts off and on, and the Portkey gateway when
// startPeer is not nil) and reads their memory.
func idlePass(ctx context.Context, n int, upstream *child, startZC, startBare, startPeer func(string) (*child, error)) ([]idleResult, error) {
	type idleCase struct {
		name, mode string
		start      func(string) (*child, error)
	}
	cases := []idleCase{
		{"idle-bare", "", startBare},
		{"idle-zc-off", "off", startZC},
		{"idle-zc-on", "on", startZC},
	}
	if startPeer != nil {
		cases = append(cases, idleCase{"idle-portkey", "", startPeer})
	}
	var out []idleResult
	for _, c := range cases {
		proc, err := c.start(c.name)
		if err != nil {
			return nil, err
		}
		h := chatHeader()
		if c.mode != "" {
			h.Set("X-ZC-Receipts", c.mode)
		}
		if c.name == "idle-portkey" {
			h.Set("X-Portkey-Provider", "openai")
			h.Set("X-Portkey-Custom-Host", upstream.url()+"/idle/v1")
		}
		res, err := holdIdleStreams(ctx, proc, upstream.url(), h, n)
		proc.stop()
		if err != nil {
			return nil, err
		}
		out = append(out, res)
		if err := waitIdleDrained(upstream.url()); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// toolFile is what the benchmark's tool reads: small, so the tool's own
// cost is tiny next to the proxy's.
const toolFile = "Release notes: build 4121 passed all checks; changelog reviewed.\n"

// writeZCConfig writes the zc-proxy config the benchmark serves with, and
// the small file its tool reads.
func writeZCConfig(dir, upstreamURL string) (cfgPath, dataDir string, err error) {
	dataDir = filepath.Join(dir, "data")
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return "", "", fmt.Errorf("data dir: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, "small.txt"), []byte(toolFile), 0o600); err != nil {
		return "", "", fmt.Errorf("tool file: %w", err)
	}
	cfg := fmt.Sprintf(`listen: 127.0.0.1:0
upstreams:
  - name: idle
    base_url: %[1]s/idle/v1
    models: [%[2]q]
  - name: scripted
    base_url: %[1]s/v1
    models: ["*"]
tools:
  - name: %[3]s
    type: file
    root: %[4]s
`, upstreamURL, modelIdle, toolName, dataDir)
	cfgPath = filepath.Join(dir, "zc-proxy.yaml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		return "", "", fmt.Errorf("config: %w", err)
	}
	return cfgPath, dataDir, nil
}

// peerVersion names the Portkey gateway's version and the Node that runs it.
func peerVersion(ctx context.Context, s settings) string {
	v := "?"
	pkg, err := os.ReadFile(filepath.Join(filepath.Dir(s.portkey), "..", "package.json"))
	if err == nil {
		v = gjson.GetBytes(pkg, "version").String()
	}
	node, err := exec.CommandContext(ctx, s.node, "--version").Output()
	if err != nil {
		return "Portkey gateway " + v
	}
	return fmt.Sprintf("Portkey gateway %s on Node %s", v, strings.TrimSpace(string(node)))
}
