package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
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
	if got, want := r.cpuGap("", false), "chain CPU +80 µs per request over bare's 310: proxy +50, upstream +20"; !strings.HasPrefix(got, want) {
		t.Errorf("cpuGap = %q, want prefix %q", got, want)
	}
}

// TestVerdicts: the CPU targets are per-round ratios of the proxy process
// alone, and the tool round's CPU is net of receipts on's and the tool's.
func TestVerdicts(t *testing.T) {
	rd := func(proxy ...time.Duration) series {
		var s series
		for _, p := range proxy {
			s = append(s, round{requests: 1000, elapsed: time.Second, cpu: cpuSplit{proxy: p}})
		}
		return s
	}
	ms := time.Millisecond
	var targets []target
	var load []series
	for _, stream := range []bool{false, true} {
		for _, k := range []struct {
			kind  string
			proxy series
		}{
			{kindDirect, rd(0, 0, 0)},
			// bare 100 µs then 200 µs (a slower round); off and on follow it
			{kindBare, rd(100*ms, 200*ms, 100*ms)},
			{kindOff, rd(90*ms, 180*ms, 110*ms)}, // 0.90, 0.90, 1.10: median 0.90
			{kindOn, rd(130*ms, 240*ms, 140*ms)}, // 1.30, 1.20, 1.40: median 1.30
			{kindTool, rd(400*ms, 500*ms, 450*ms)},
		} {
			targets = append(targets, target{kind: k.kind, stream: stream})
			load = append(load, k.proxy)
		}
	}
	r := &report{settings: settings{heldBack: "met"}, targets: targets, load: load, lat: load, tool: 10 * time.Microsecond}
	if got := r.proxyCPURatio(r.index(kindOff, "", false)); got != 0.90 {
		t.Errorf("off ratio = %v, want 0.90", got)
	}
	if got := r.toolCPU("", true); got != 260 { // 270, 260, 310 beyond on: median 270, − 10
		t.Errorf("tool CPU = %v µs, want 260", got)
	}
	got := map[string]bool{}
	for _, v := range r.verdicts() {
		got[v.target] = v.ok && v.known
	}
	for target, want := range map[string]bool{
		"receipts off, JSON: proxy CPU per request × bare's":               true,
		"receipts on, no tool, stream: proxy CPU per request × bare's":     false,
		"tool round, JSON: proxy CPU beyond the tool's own run":            true,
		"no chunk held back (`go test ./bench/ -run TestNoChunkHeldBack`)": true,
	} {
		if ok, seen := got[target]; !seen || ok != want {
			t.Errorf("%s: met = %v (listed %v), want %v", target, ok, seen, want)
		}
	}
}

// TestResponsesToolRound: on the Responses API the scripted upstream calls
// read_file for modelTool, answers once the output comes back, and a
// follow-up chained by previous_response_id still finds its response after
// the upstream renewed its server in between.
func TestResponsesToolRound(t *testing.T) {
	u := newUpstreamHandler(5)
	post := func(body string) gjson.Result {
		t.Helper()
		w := httptest.NewRecorder()
		u.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/v1/responses", strings.NewReader(body)))
		if w.Code != http.StatusOK {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		return gjson.ParseBytes(w.Body.Bytes())
	}
	first := post(string(responsesBody(modelTool, false)))
	call := first.Get(`output.#(type=="function_call")`)
	if call.Get("name").String() != toolName {
		t.Fatalf("no %s call: %s", toolName, first.Raw)
	}
	u.prev.Store(u.current.Swap(&scripted.Server{Respond: u.respond})) // a renewal
	second := post(`{"model":"` + modelTool + `","previous_response_id":` + first.Get("id").Raw +
		`,"input":[{"type":"function_call_output","call_id":` + call.Get("call_id").Raw + `,"output":"notes"}]}`)
	if !strings.Contains(second.Get("output.0.content.0.text").String(), "build") {
		t.Fatalf("no answer after the tool's output: %s", second.Raw)
	}
	if !isResponsesContentEvent([]byte(`data: {"type":"response.output_text.delta","delta":"The"}`)) ||
		isResponsesContentEvent([]byte(`data: {"type":"response.output_text.delta","delta":""}`)) ||
		isResponsesContentEvent([]byte(`data: {"type":"response.function_call_arguments.delta","delta":"{"}`)) {
		t.Fatal("isResponsesContentEvent misreads events")
	}
}

// TestWireNamed: profile's -api flag picks the wire whose path the
// requests go to, and refuses a name it does not know.
func TestWireNamed(t *testing.T) {
	for name, path := range map[string]string{"chat": "/v1/chat/completions", "responses": "/v1/responses"} {
		w, err := wireNamed(name)
		if err != nil || w.path != path {
			t.Errorf("wireNamed(%q) = %q, %v; want %q", name, w.path, err, path)
		}
	}
	if _, err := wireNamed("completions"); err == nil {
		t.Error("wireNamed(\"completions\") did not fail")
	}
}
