package metrics

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// exercise touches every collector once so each has a series to lint and count.
func exercise(m *Metrics) {
	m.ObserveRequest("/v1/chat/completions", ModeOn, 200, 1500*time.Millisecond)
	m.ObserveUpstream("default", time.Second)
	m.UpstreamFirstByte("default", 200*time.Millisecond)
	m.UpstreamError("default", UpstreamErrorTimeout)
	m.UpstreamRetry("default", RetryReasonStatus)
	m.ObserveTool("shell", "ok", 30*time.Millisecond)
	m.ReceiptMinted("shell")
	m.Flag("receipt_less_claim")
	m.ObserveLoop(2)
	m.ObserveOverhead(1500*time.Millisecond, time.Second, 30*time.Millisecond)
	m.StreamStarted()()
}

func TestNamesPassLint(t *testing.T) {
	m := New(nil)
	exercise(m)
	if n := testutil.CollectAndCount(m); n != 13 {
		t.Fatalf("collected %d series, want one per collector (13)", n)
	}
	problems, err := testutil.CollectAndLint(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("%s: %s", p.Metric, p.Text)
	}
}

func TestRegistersEveryCollector(t *testing.T) {
	reg := prometheus.NewPedanticRegistry()
	m := New(reg)
	exercise(m)
	want := []string{
		"zc_http_requests_total", "zc_http_request_duration_seconds",
		"zc_upstream_request_duration_seconds", "zc_upstream_time_to_first_byte_seconds", "zc_upstream_errors_total", "zc_upstream_retries_total",
		"zc_tool_calls_total", "zc_tool_call_duration_seconds", "zc_receipts_minted_total", "zc_flags_total",
		"zc_loop_iterations", "zc_proxy_overhead_seconds", "zc_streams_in_flight",
	}
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := make(map[string]bool)
	for _, f := range families {
		got[f.GetName()] = true
	}
	for _, name := range want {
		if !got[name] {
			t.Errorf("registry lacks %s", name)
		}
	}
	if len(families) != len(want) {
		t.Errorf("registry has %d families, want %d", len(families), len(want))
	}
	if n, err := testutil.GatherAndCount(reg); err != nil || n != len(want) {
		t.Errorf("GatherAndCount = %d, %v; want %d series", n, err, len(want))
	}
}

func TestDoubleRegistrationPanics(t *testing.T) {
	reg := prometheus.NewRegistry()
	New(reg)
	defer func() {
		if recover() == nil {
			t.Fatal("second New on the same registry did not panic")
		}
	}()
	New(reg)
}

func TestObservations(t *testing.T) {
	tests := []struct {
		name  string
		do    func(m *Metrics)
		check func(t *testing.T, m *Metrics)
	}{
		{
			name: "requests by route, mode and code",
			do: func(m *Metrics) {
				m.ObserveRequest("/v1/chat/completions", ModeOn, 200, time.Second)
				m.ObserveRequest("/v1/chat/completions", ModeOn, 200, time.Second)
				m.ObserveRequest("/v1/chat/completions", ModeOff, 502, time.Second)
				m.ObserveRequest("/v1/*", ModePassthrough, 200, time.Second)
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "on/200", testutil.ToFloat64(m.requests.WithLabelValues("/v1/chat/completions", "on", "200")), 2)
				equal(t, "off/502", testutil.ToFloat64(m.requests.WithLabelValues("/v1/chat/completions", "off", "502")), 1)
				equal(t, "series", float64(testutil.CollectAndCount(m.requests)), 3)
				equal(t, "duration series", float64(testutil.CollectAndCount(m.requestDuration)), 3)
			},
		},
		{
			name: "tool events",
			do: func(m *Metrics) {
				m.ObserveTool("shell", string(toolrun.OutcomeOK), time.Millisecond)
				m.ObserveTool("shell", string(toolrun.OutcomeTimeout), 30*time.Second)
				m.ObserveTool("weather", "ok", time.Millisecond)
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "shell ok", testutil.ToFloat64(m.toolCalls.WithLabelValues("shell", "ok")), 1)
				equal(t, "shell timeout", testutil.ToFloat64(m.toolCalls.WithLabelValues("shell", "timeout")), 1)
				equal(t, "duration series", float64(testutil.CollectAndCount(m.toolDuration)), 2)
			},
		},
		{
			name: "unknown tools share one label",
			do: func(m *Metrics) {
				for _, name := range []string{"rm_rf", "x\u202e", strings.Repeat("a", 500)} {
					m.ObserveTool(name, string(toolrun.OutcomeUnknownTool), 0)
				}
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "unknown", testutil.ToFloat64(m.toolCalls.WithLabelValues(UnknownToolLabel, "unknown_tool")), 3)
				equal(t, "series", float64(testutil.CollectAndCount(m.toolCalls)), 1)
			},
		},
		{
			name: "receipts, flags, upstream errors",
			do: func(m *Metrics) {
				m.ReceiptMinted("shell")
				m.ReceiptMinted("shell")
				m.Flag("invalid_receipt")
				m.UpstreamError("default", UpstreamErrorConnect)
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "receipts", testutil.ToFloat64(m.receiptsMinted.WithLabelValues("shell")), 2)
				equal(t, "flags", testutil.ToFloat64(m.flags.WithLabelValues("invalid_receipt")), 1)
				equal(t, "errors", testutil.ToFloat64(m.upstreamErrors.WithLabelValues("default", "connect")), 1)
			},
		},
		{
			name: "overhead is clamped at zero",
			do: func(m *Metrics) {
				m.ObserveOverhead(time.Second, 900*time.Millisecond, 200*time.Millisecond)
				m.ObserveOverhead(time.Second, 500*time.Millisecond, 200*time.Millisecond)
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "overhead sum", histogramSum(t, m.proxyOverhead), 0.3)
			},
		},
		{
			name: "loop iterations",
			do: func(m *Metrics) {
				m.ObserveLoop(1)
				m.ObserveLoop(4)
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "iterations sum", histogramSum(t, m.loopIterations), 5)
			},
		},
		{
			name: "streams in flight",
			do: func(m *Metrics) {
				a, b := m.StreamStarted(), m.StreamStarted()
				m.StreamStarted()
				a()
				a() // a second done must not count twice
				b()
			},
			check: func(t *testing.T, m *Metrics) {
				equal(t, "in flight", testutil.ToFloat64(m.streamsInFlight), 1)
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := New(prometheus.NewRegistry())
			tt.do(m)
			tt.check(t, m)
		})
	}
}

func TestNilMetricsIsNoOp(t *testing.T) {
	var m *Metrics
	exercise(m)
	m.ObserveTool("shell", string(toolrun.OutcomeOK), 0)
	if n := testutil.CollectAndCount(m); n != 0 {
		t.Fatalf("nil Metrics collected %d series", n)
	}
}

func TestConcurrentUse(t *testing.T) {
	m := New(prometheus.NewRegistry())
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				exercise(m)
			}
		})
	}
	wg.Wait()
	equal(t, "requests", testutil.ToFloat64(m.requests.WithLabelValues("/v1/chat/completions", "on", "200")), 800)
	equal(t, "in flight", testutil.ToFloat64(m.streamsInFlight), 0)
}

func equal(t *testing.T, what string, got, want float64) {
	t.Helper()
	if diff := got - want; diff > 1e-9 || diff < -1e-9 {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// histogramSum reads the sample sum of an unlabelled histogram.
func histogramSum(t *testing.T, h prometheus.Histogram) float64 {
	t.Helper()
	reg := prometheus.NewRegistry()
	reg.MustRegister(h)
	families, err := reg.Gather()
	if err != nil || len(families) != 1 {
		t.Fatalf("gather: %v, %d families", err, len(families))
	}
	return families[0].GetMetric()[0].GetHistogram().GetSampleSum()
}

func BenchmarkObserveRequest(b *testing.B) {
	m := New(prometheus.NewRegistry())
	b.ReportAllocs()
	for b.Loop() {
		m.ObserveRequest("/v1/chat/completions", ModeOn, 200, time.Second)
	}
}

func BenchmarkObserveTool(b *testing.B) {
	m := New(prometheus.NewRegistry())
	b.ReportAllocs()
	for b.Loop() {
		m.ObserveTool("shell", "ok", time.Millisecond)
	}
}
