package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"time"
)

// report renders one run as markdown.
type report struct {
	settings settings
	peer     string // the peer's name and version; "" when left out
	targets  []target
	load     []series // concurrency settings.conc
	lat      []series // concurrency 1
	mem      map[string]memory
	tool     time.Duration
	idle     []idleResult
	notes    []string // targets left out of the run, and why
}

// The performance targets (issue 18). All but the latency ones are on
// the proxy process's own CPU per request (utime+stime from /proc, ÷
// requests completed in the load pass), against the bare ReverseProxy's
// in the same interleaved run; end-to-end throughput ratios are reported,
// not judged (on 2 shared cores they also carry the upstream's and the
// load generator's extra reading).
const (
	maxOffCPU       = 1.00                   // receipts off, proxy CPU × bare's
	maxOnCPU        = 1.25                   // receipts on, no tool, proxy CPU × bare's
	maxToolOverhead = 300 * time.Microsecond // one tool round beyond the tool's own run and the extra upstream call
	maxTTFCExtra    = 500 * time.Microsecond // first content byte, unloaded, over bare's
	maxIdleRSS      = 100 << 20              // 1,000 idle streams, peak RSS
)

// index is the position of the (kind, wire, stream) target; wire is a
// wire's name ("" for chat completions).
func (r *report) index(kind, wire string, stream bool) int {
	if i, ok := r.find(kind, wire, stream); ok {
		return i
	}
	panic("zcbench: no target " + kind + " " + wire)
}

func (r *report) find(kind, wire string, stream bool) (int, bool) {
	for i, t := range r.targets {
		if t.kind == kind && t.wire.name == wire && t.stream == stream {
			return i, true
		}
	}
	return 0, false
}

// wires are the names of the run's wires, in target order.
func (r *report) wires() []string {
	var out []string
	for _, t := range r.targets {
		if !slices.Contains(out, t.wire.name) {
			out = append(out, t.wire.name)
		}
	}
	return out
}

// label names a wire and a delivery in the report: "JSON", "stream" for
// chat completions, "Responses, JSON" and so on for the others.
func label(wire string, stream bool) string {
	if wire == "" {
		return wireMode(stream)
	}
	return wire + ", " + wireMode(stream)
}

func (r *report) write(w io.Writer) error {
	var b strings.Builder
	s := r.settings
	fmt.Fprintf(&b, "## zcbench run\n\n")
	fmt.Fprintf(&b, "GOMAXPROCS %d, %d CPUs; answer of %d words (%d content chunks when streamed); "+
		"%d interleaved rounds; load pass: concurrency %d, %v per target per round; latency pass: concurrency 1, %v per target per round.\n\n",
		runtime.GOMAXPROCS(0), runtime.NumCPU(), s.words, s.words+1, s.rounds, s.conc, s.duration, s.latDuration)
	if r.peer != "" {
		fmt.Fprintf(&b, "Peer: %s, one process, NODE_ENV=production, --headless, routed to the scripted upstream as provider openai with a custom host; warmed up for 3 s before the rounds.\n\n", r.peer)
	}
	b.WriteString("Wires: OpenAI Chat Completions (rows without a wire name) and the Responses API (rows named \"Responses\"), each against the bare ReverseProxy on the same wire.\n\n")
	for _, n := range r.notes {
		fmt.Fprintf(&b, "Note: %s\n\n", n)
	}
	r.writeLoad(&b)
	r.writeCPU(&b)
	r.writePeers(&b)
	r.writeLatency(&b)
	r.writeTool(&b)
	r.writeMemory(&b)
	r.writeIdle(&b)
	r.writeVerdicts(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

func (r *report) writeLoad(b *strings.Builder) {
	fmt.Fprintf(b, "### Load: concurrency %d\n\n", r.settings.conc)
	b.WriteString("Ratios are the median over rounds of (target ÷ bare proxy in the same round).\n\n")
	b.WriteString("| target | req/s | × bare | p50 ms | × bare | p99 ms | first content p50 ms | errors |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for i, t := range r.targets {
		ref := r.load[r.index(kindBare, t.wire.name, t.stream)]
		all := r.load[i].pooled()
		thr := perRound(r.load[i], ref, func(x, y round) float64 { return x.throughput() / y.throughput() })
		lat := perRound(r.load[i], ref, func(x, y round) float64 { return float64(p50(x)) / float64(p50(y)) })
		ttfc := "—"
		if t.stream {
			ttfc = fmt.Sprintf("%.2f", float64(ttfc50(all))/1e6)
		}
		fmt.Fprintf(b, "| %s | %.0f | %.3f | %.2f | %.3f | %.2f | %s | %s |\n", t.name,
			float64(all.requests)/all.elapsed.Seconds(), thr, float64(p50(all))/1e6, lat,
			float64(percentile(all.latency, 99))/1e6, ttfc, errText(all))
	}
	b.WriteString("\n")
}

// cpu is the median over rounds of target i's CPU per request in the load
// pass, µs, for each process of the chain.
func (r *report) cpu(i int) (client, upstream, proxy, total float64) {
	var c, u, p, t []float64
	for _, rd := range r.load[i] {
		cc, uu, pp, tt := rd.cpuPerRequest()
		c, u, p, t = append(c, cc), append(u, uu), append(p, pp), append(t, tt)
	}
	return median(c), median(u), median(p), median(t)
}

func (r *report) writeCPU(b *strings.Builder) {
	fmt.Fprintf(b, "### CPU per request, load pass (concurrency %d)\n\n", r.settings.conc)
	b.WriteString("Every process of the chain shares the same cores, so a request's CPU anywhere in it costs throughput. " +
		"Median over rounds of each process's CPU time (utime+stime, 10 ms ticks) ÷ requests completed, µs; " +
		"\"proxy × bare's\" compares the proxy process alone: the median over rounds of (its CPU per request ÷ the bare ReverseProxy's in the same round).\n\n")
	b.WriteString("| target | load generator µs | upstream µs | proxy µs | chain µs | proxy × bare's |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|\n")
	for i, t := range r.targets {
		client, upstream, proxy, total := r.cpu(i)
		ratio, proxyText := "—", "—"
		if t.kind != kindDirect {
			proxyText = fmt.Sprintf("%.0f", proxy)
			ratio = fmt.Sprintf("%.2f", r.proxyCPURatio(i))
		}
		fmt.Fprintf(b, "| %s | %.0f | %.0f | %s | %.0f | %s |\n", t.name, client, upstream, proxyText, total, ratio)
	}
	b.WriteString("\n")
}

// proxyCPU is target i's proxy CPU per request in one load round, µs.
func proxyCPU(rd round) float64 {
	_, _, p, _ := rd.cpuPerRequest()
	return p
}

// proxyCPURatio is the median over rounds of target i's proxy CPU per
// request ÷ the bare ReverseProxy's in the same round (same wire and
// streaming).
func (r *report) proxyCPURatio(i int) float64 {
	bare := r.load[r.index(kindBare, r.targets[i].wire.name, r.targets[i].stream)]
	return perRound(r.load[i], bare, func(x, y round) float64 {
		if proxyCPU(y) == 0 {
			return 0
		}
		return proxyCPU(x) / proxyCPU(y)
	})
}

// throughputRatio is the median over rounds of target i's throughput ÷
// the bare ReverseProxy's in the same round.
func (r *report) throughputRatio(i int) float64 {
	bare := r.load[r.index(kindBare, r.targets[i].wire.name, r.targets[i].stream)]
	return perRound(r.load[i], bare, func(x, y round) float64 { return x.throughput() / y.throughput() })
}

// writePeers puts the proxies side by side: zc-proxy's modes and the
// Portkey gateway against the bare ReverseProxy, JSON and streamed.
func (r *report) writePeers(b *strings.Builder) {
	b.WriteString("### Side by side: proxies against the bare ReverseProxy\n\n")
	b.WriteString("Throughput and the proxy process's CPU per request (load pass), first content byte (unloaded); each ratio the median over rounds of (proxy ÷ bare ReverseProxy in the same round).\n\n")
	b.WriteString("| proxy | JSON req/s | × bare | JSON proxy CPU µs | × bare's | stream req/s | × bare | stream proxy CPU µs | × bare's | first content − bare's µs |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, w := range r.wires() {
		for _, kind := range r.settings.kinds()[1:] {
			j, okJ := r.find(kind, w, false)
			st, okS := r.find(kind, w, true)
			if kind == kindTool || !okJ || !okS {
				continue
			}
			r.writePeer(b, kind, w, j, st)
		}
	}
	b.WriteString("\n")
}

func (r *report) writePeer(b *strings.Builder, kind, w string, j, st int) {
	name := kind
	if w != "" {
		name += ", " + w
	}
	jr, sr := r.load[j].pooled(), r.load[st].pooled()
	_, _, jc, _ := r.cpu(j)
	_, _, sc, _ := r.cpu(st)
	fmt.Fprintf(b, "| %s | %.0f | %.3f | %.0f | %.2f | %.0f | %.3f | %.0f | %.2f | %+.0f |\n", name,
		jr.throughput(), r.throughputRatio(j), jc, r.proxyCPURatio(j),
		sr.throughput(), r.throughputRatio(st), sc, r.proxyCPURatio(st), r.ttfcExtra(st))
}

// cpuGap explains a receipts-on throughput ratio: how many µs of CPU per
// request each process of the chain spends beyond what it spends behind
// the bare proxy.
func (r *report) cpuGap(wire string, stream bool) string {
	c1, u1, p1, t1 := r.cpu(r.index(kindOn, wire, stream))
	c0, u0, p0, t0 := r.cpu(r.index(kindBare, wire, stream))
	return fmt.Sprintf("chain CPU %+.0f µs per request over bare's %.0f: proxy %+.0f, upstream %+.0f (the injected tools and system prompt it reads), load generator %+.0f (the zc_receipts it reads)",
		t1-t0, t0, p1-p0, u1-u0, c1-c0)
}

func (r *report) writeLatency(b *strings.Builder) {
	b.WriteString("### Unloaded latency: concurrency 1\n\n")
	b.WriteString("Added = median over rounds of (target p50 − direct p50 in the same round); first-content extra likewise against the bare proxy.\n\n")
	b.WriteString("| target | p50 µs | p99 µs | added p50 µs | added × bare's | first content p50 µs | first content − bare's µs | errors |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for i, t := range r.targets {
		all := r.lat[i].pooled()
		added := r.added(i)
		bareAdded := r.added(r.index(kindBare, t.wire.name, t.stream))
		ratio := "—"
		if t.kind != kindDirect && bareAdded > 0 {
			ratio = fmt.Sprintf("%.2f", added/bareAdded)
		}
		ttfc, extra := "—", "—"
		if t.stream {
			ttfc = fmt.Sprintf("%.0f", micros(ttfc50(all)))
			extra = fmt.Sprintf("%+.0f", r.ttfcExtra(i))
		}
		fmt.Fprintf(b, "| %s | %.0f | %.0f | %+.0f | %s | %s | %s | %s |\n", t.name,
			micros(p50(all)), micros(percentile(all.latency, 99)), added, ratio, ttfc, extra, errText(all))
	}
	b.WriteString("\n")
}

// added is target i's unloaded p50 over the direct upstream's, µs.
func (r *report) added(i int) float64 {
	direct := r.lat[r.index(kindDirect, r.targets[i].wire.name, r.targets[i].stream)]
	return perRound(r.lat[i], direct, func(x, y round) float64 { return micros(p50(x)) - micros(p50(y)) })
}

// ttfcExtra is target i's unloaded first-content p50 over the bare
// proxy's, µs.
func (r *report) ttfcExtra(i int) float64 {
	bare := r.lat[r.index(kindBare, r.targets[i].wire.name, true)]
	return perRound(r.lat[i], bare, func(x, y round) float64 { return micros(ttfc50(x)) - micros(ttfc50(y)) })
}

// toolOverhead is what one tool round costs beyond the tool's own run and
// one more upstream call, µs, unloaded.
func (r *report) toolOverhead(wire string, stream bool) (extra, upstream, overhead float64) {
	tool, on, direct := r.lat[r.index(kindTool, wire, stream)], r.lat[r.index(kindOn, wire, stream)], r.lat[r.index(kindDirect, wire, stream)]
	extra = perRound(tool, on, func(x, y round) float64 { return micros(p50(x)) - micros(p50(y)) })
	upstream = median(func() []float64 {
		var xs []float64
		for _, d := range direct {
			xs = append(xs, micros(p50(d)))
		}
		return xs
	}())
	return extra, upstream, extra - upstream - micros(r.tool)
}

// toolCPU is the proxy CPU one tool round costs beyond the tool's own
// run, µs: the median over load rounds of (tool round's proxy CPU per
// request − receipts on's, same round) − the tool's own time. The extra
// upstream call's own work is in the upstream process, not here.
func (r *report) toolCPU(wire string, stream bool) float64 {
	tool, on := r.load[r.index(kindTool, wire, stream)], r.load[r.index(kindOn, wire, stream)]
	return perRound(tool, on, func(x, y round) float64 { return proxyCPU(x) - proxyCPU(y) }) - micros(r.tool)
}

func (r *report) writeTool(b *strings.Builder) {
	b.WriteString("### Tool round\n\n")
	fmt.Fprintf(b, "The tool (a `file` tool reading a %d-byte file) takes %.0f µs on its own (median of 2,000 `toolrun.Registry.Run` calls in the harness).\n\n", len(toolFile), micros(r.tool))
	b.WriteString("Proxy CPU (load pass): the tool round's proxy CPU per request − receipts on's, in the same round, − the tool's own time. " +
		"Latency (unloaded pass): the tool round's p50 − receipts on's − one direct upstream call's p50 − the tool's own time.\n\n")
	b.WriteString("| | proxy CPU beyond the tool µs | tool round p50 − receipts-on p50 µs | one direct upstream call p50 µs | tool's own µs | latency overhead µs |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|\n")
	for _, w := range r.wires() {
		for _, stream := range []bool{false, true} {
			extra, up, over := r.toolOverhead(w, stream)
			fmt.Fprintf(b, "| %s | %.0f | %.0f | %.0f | %.0f | %.0f |\n", label(w, stream), r.toolCPU(w, stream), extra, up, micros(r.tool), over)
		}
	}
	b.WriteString("\n")
}

func (r *report) writeMemory(b *strings.Builder) {
	b.WriteString("### Memory after both passes (one process per target; each serves its JSON and stream variant)\n\n")
	b.WriteString("| process | peak RSS MB | × bare's | RSS now MB |\n|---|---:|---:|---:|\n")
	bare := r.mem[kindBare].Peak
	for _, kind := range r.settings.kinds() {
		m := r.mem[kind]
		name := kind
		if kind == kindDirect {
			name = "scripted upstream (shared by all)"
		}
		fmt.Fprintf(b, "| %s | %.1f | %.2f | %.1f |\n", name, mb(m.Peak), float64(m.Peak)/float64(bare), mb(m.RSS))
	}
	b.WriteString("\n")
}

func (r *report) writeIdle(b *strings.Builder) {
	if len(r.idle) == 0 {
		return
	}
	fmt.Fprintf(b, "### %d idle streams held open (fresh process each)\n\n", r.settings.idle)
	b.WriteString("\"of it anon\" is RssAnon (heap, stacks, buffers); the rest of RSS is file-backed, mostly the pages of the binary in use.\n\n")
	b.WriteString("| process | streams open upstream | clients with headers | RSS before MB | RSS holding MB | of it anon MB | peak MB | KB per stream |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, x := range r.idle {
		per := float64(x.holding.RSS-x.baseline.RSS) / 1024 / float64(max(x.streams, 1))
		fmt.Fprintf(b, "| %s | %d | %d | %.1f | %.1f | %.1f | %.1f | %.1f |\n", x.name, x.streams, x.headers,
			mb(x.baseline.RSS), mb(x.holding.RSS), mb(x.holding.Anon), mb(x.holding.Peak), per)
	}
	b.WriteString("\n")
}

// verdict is one target's line in the report.
type verdict struct {
	target, measured, bound string
	ok                      bool
	known                   bool // false: not measured in this run
}

// verdicts judges every target (issue 18).
func (r *report) verdicts() []verdict {
	var v []verdict
	judge := func(ok bool, target, bound, format string, a ...any) {
		v = append(v, verdict{target: target, measured: fmt.Sprintf(format, a...), bound: bound, ok: ok, known: true})
	}
	for _, w := range r.wires() {
		for _, stream := range []bool{false, true} {
			x := r.proxyCPURatio(r.index(kindOff, w, stream))
			judge(x <= maxOffCPU, "receipts off, "+label(w, stream)+": proxy CPU per request × bare's", fmt.Sprintf("≤ %.2f×", maxOffCPU), "%.2f×", x)
		}
		for _, stream := range []bool{false, true} {
			x := r.proxyCPURatio(r.index(kindOn, w, stream))
			judge(x <= maxOnCPU, "receipts on, no tool, "+label(w, stream)+": proxy CPU per request × bare's", fmt.Sprintf("≤ %.2f×", maxOnCPU), "%.2f×", x)
		}
		for _, stream := range []bool{false, true} {
			x := r.toolCPU(w, stream)
			judge(x <= micros(maxToolOverhead), "tool round, "+label(w, stream)+": proxy CPU beyond the tool's own run", fmt.Sprintf("≤ %.0f µs", micros(maxToolOverhead)), "%.0f µs", x)
		}
		for _, stream := range []bool{false, true} {
			_, _, x := r.toolOverhead(w, stream)
			judge(x <= micros(maxToolOverhead), "tool round, "+label(w, stream)+": unloaded latency beyond the tool and one upstream call", fmt.Sprintf("≤ %.0f µs", micros(maxToolOverhead)), "%.0f µs", x)
		}
		for _, kind := range []string{kindOff, kindOn} {
			x := r.ttfcExtra(r.index(kind, w, true))
			judge(x <= micros(maxTTFCExtra), kind+", "+label(w, true)+": first content byte after bare's (unloaded p50)", fmt.Sprintf("≤ +%.0f µs", micros(maxTTFCExtra)), "%+.0f µs", x)
		}
	}
	held := verdict{target: "no chunk held back (`go test ./bench/ -run TestNoChunkHeldBack`)", bound: "every chunk forwarded before the next is sent", measured: "not run"}
	switch r.settings.heldBack {
	case "met", "pass", "ok":
		held.measured, held.ok, held.known = "test passed", true, true
	case "missed", "fail":
		held.measured, held.known = "test failed", true
	}
	v = append(v, held)
	for _, x := range r.idle {
		if !strings.HasPrefix(x.name, "idle-zc") {
			continue
		}
		judge(x.holding.Peak <= maxIdleRSS && x.streams >= r.settings.idle, fmt.Sprintf("%d idle streams, %s: peak RSS", r.settings.idle, strings.TrimPrefix(x.name, "idle-")),
			fmt.Sprintf("< %d MB", maxIdleRSS>>20), "%.1f MB", mb(x.holding.Peak))
	}
	return v
}

func (r *report) writeVerdicts(b *strings.Builder) {
	b.WriteString("### Targets\n\n")
	b.WriteString("| target | measured | bound | status |\n|---|---:|---|---|\n")
	for _, v := range r.verdicts() {
		status := "not measured"
		switch {
		case v.known && v.ok:
			status = "met"
		case v.known:
			status = "**missed**"
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s |\n", v.target, v.measured, v.bound, status)
	}
	b.WriteString("\n")
	for _, w := range r.wires() {
		for _, stream := range []bool{false, true} {
			fmt.Fprintf(b, "Receipts on, %s, throughput %.3f× bare's (reported, not a target); %s.\n\n",
				label(w, stream), r.throughputRatio(r.index(kindOn, w, stream)), r.cpuGap(w, stream))
		}
	}
}

// wireMode names a target's delivery.
func wireMode(stream bool) string {
	if stream {
		return "stream"
	}
	return "JSON"
}

func errText(r round) string {
	if r.errors == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%v)", r.errors, r.firstErr)
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }
