// Package metrics defines zc-proxy's Prometheus collectors and the small
// typed methods the proxy calls to feed them.
//
// Every method is a no-op on a nil *Metrics, so code under test can run
// without metrics. Labels are bounded: routes are chi patterns, modes are
// on/off/passthrough, tool names come from the config's allowlist (an
// unknown tool the model invents is counted under UnknownToolLabel), and
// upstreams are config names. The model is never a label: clients choose
// it freely.
package metrics

import (
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Namespace prefixes every metric name.
const Namespace = "zc"

// UnknownToolLabel stands for the name of a tool the model called but the
// allowlist does not hold: those names are whatever the model wrote, so
// they must not become label values.
const UnknownToolLabel = "_unknown"

// Modes for ObserveRequest.
const (
	ModeOn          = "on"          // receipts machinery applied
	ModeOff         = "off"         // chat completion forwarded untouched
	ModePassthrough = "passthrough" // any other /v1/* endpoint
)

// Kinds of upstream error for UpstreamError. Keep the set small: each is a
// label value.
const (
	UpstreamErrorConnect  = "connect"  // dial, TLS or reset before a response
	UpstreamErrorTimeout  = "timeout"  // a deadline passed
	UpstreamErrorStatus   = "status"   // a non-2xx status from the upstream
	UpstreamErrorProtocol = "protocol" // a body the proxy could not parse
	UpstreamErrorCanceled = "canceled" // the client went away
)

// Reasons for UpstreamRetry; each is a label value.
const (
	RetryReasonConnect = "connect" // the dial failed: nothing was sent
	RetryReasonStatus  = "status"  // 429, 500, 502, 503 or 504
)

// Metrics holds zc-proxy's collectors. It is itself a prometheus.Collector
// of all of them. Safe for concurrent use; a nil *Metrics does nothing.
type Metrics struct {
	requests         *prometheus.CounterVec   // route, mode, code
	requestDuration  *prometheus.HistogramVec // route, mode
	upstreamDuration *prometheus.HistogramVec // upstream
	upstreamTTFB     *prometheus.HistogramVec // upstream
	upstreamErrors   *prometheus.CounterVec   // upstream, kind
	upstreamRetries  *prometheus.CounterVec   // upstream, reason
	toolCalls        *prometheus.CounterVec   // tool, outcome
	toolDuration     *prometheus.HistogramVec // tool
	receiptsMinted   *prometheus.CounterVec   // tool
	flags            *prometheus.CounterVec   // kind
	clusterRejected  *prometheus.CounterVec   // kind
	loopIterations   prometheus.Histogram
	proxyOverhead    prometheus.Histogram
	streamsInFlight  prometheus.Gauge

	// Resolved series per label set: WithLabelValues hashes the labels
	// and takes the vector's lock on every call, and every request
	// makes several; label sets are bounded (see the package doc), so
	// these stay small.
	requestSeries  seriesCache[requestKey, requestSeries]
	upstreamSeries seriesCache[string, upstreamSeries]
	toolSeries     seriesCache[[2]string, toolSeries]
	mintedSeries   seriesCache[string, prometheus.Counter]
	flagSeries     seriesCache[string, prometheus.Counter]

	// knownTools holds the names that are tools of the allowlist (see
	// ObserveTool): string -> struct{}.
	knownTools sync.Map
}

type requestKey struct {
	route, mode string
	code        int
}

type requestSeries struct {
	count    prometheus.Counter
	duration prometheus.Observer
}

type upstreamSeries struct{ duration, ttfb prometheus.Observer }

type toolSeries struct {
	calls    prometheus.Counter
	duration prometheus.Observer
}

// seriesCache maps a label set to its resolved series.
type seriesCache[K comparable, V any] struct{ m sync.Map }

func (c *seriesCache[K, V]) get(k K, resolve func() V) V {
	if v, ok := c.m.Load(k); ok {
		return v.(V)
	}
	v, _ := c.m.LoadOrStore(k, resolve())
	return v.(V)
}

var _ prometheus.Collector = (*Metrics)(nil)

// Bucket layouts, in seconds unless named otherwise. Model calls run from
// tens of milliseconds to minutes; the proxy's own work should stay in
// the low milliseconds.
var (
	requestBuckets   = []float64{0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300}
	firstByteBuckets = []float64{0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60}
	toolBuckets      = []float64{0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60}
	overheadBuckets  = []float64{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1}
	loopBuckets      = []float64{1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32}
)

// New builds the collectors and registers them with reg as one collector
// (it panics, as prometheus.MustRegister does, if reg already holds metrics
// of the same names). A nil reg registers nothing.
func New(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "http_requests_total",
			Help: "HTTP requests served, by route pattern, receipts mode and status code.",
		}, []string{"route", "mode", "code"}),
		requestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "http_request_duration_seconds",
			Help:    "Time from request to the last byte of the response, by route pattern and receipts mode.",
			Buckets: requestBuckets,
		}, []string{"route", "mode"}),
		upstreamDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "upstream_request_duration_seconds",
			Help:    "Time of one upstream model call, from sending to the end of its body, by upstream.",
			Buckets: requestBuckets,
		}, []string{"upstream"}),
		upstreamTTFB: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "upstream_time_to_first_byte_seconds",
			Help:    "Time from sending an upstream model call to the first byte of its response body, by upstream.",
			Buckets: firstByteBuckets,
		}, []string{"upstream"}),
		upstreamErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "upstream_errors_total",
			Help: "Upstream model calls that failed, by upstream and kind (connect, timeout, status, protocol, canceled).",
		}, []string{"upstream", "kind"}),
		upstreamRetries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "upstream_retries_total",
			Help: "Upstream model calls retried, by upstream and reason (connect, status).",
		}, []string{"upstream", "reason"}),
		toolCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "tool_calls_total",
			Help: "Server-side tool calls, by tool and outcome.",
		}, []string{"tool", "outcome"}),
		toolDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "tool_call_duration_seconds",
			Help:    "Time of one server-side tool call, whatever its outcome, by tool.",
			Buckets: toolBuckets,
		}, []string{"tool"}),
		receiptsMinted: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "receipts_minted_total",
			Help: "Receipts minted for successful tool calls, by tool.",
		}, []string{"tool"}),
		flags: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "flags_total",
			Help: "Flags raised on final answers, by kind (receipt_less_claim, invalid_receipt, unverifiable_receipt, footer_unprotected).",
		}, []string{"kind"}),
		clusterRejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "cluster_records_rejected_total",
			Help: "Records read from the shared store (cluster.redis_url) that failed authentication under cluster.secret and were ignored, by kind (key, index, pending).",
		}, []string{"kind"}),
		loopIterations: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "loop_iterations",
			Help:    "Upstream calls made by the tool loop for one chat completion.",
			Buckets: loopBuckets,
		}),
		proxyOverhead: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "proxy_overhead_seconds",
			Help:    "Time a chat completion spent in the proxy itself: total minus upstream calls and tool runs.",
			Buckets: overheadBuckets,
		}),
		streamsInFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "streams_in_flight",
			Help: "Streaming responses currently open to clients.",
		}),
	}
	if reg != nil {
		reg.MustRegister(m)
	}
	return m
}

func (m *Metrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{
		m.requests, m.requestDuration, m.upstreamDuration, m.upstreamTTFB, m.upstreamErrors, m.upstreamRetries,
		m.toolCalls, m.toolDuration, m.receiptsMinted, m.flags, m.clusterRejected, m.loopIterations,
		m.proxyOverhead, m.streamsInFlight,
	}
}

// Describe implements prometheus.Collector.
func (m *Metrics) Describe(ch chan<- *prometheus.Desc) {
	if m == nil {
		return
	}
	for _, c := range m.collectors() {
		c.Describe(ch)
	}
}

// Collect implements prometheus.Collector.
func (m *Metrics) Collect(ch chan<- prometheus.Metric) {
	if m == nil {
		return
	}
	for _, c := range m.collectors() {
		c.Collect(ch)
	}
}

// ObserveRequest counts one finished HTTP request. route is the chi route
// pattern (not the raw path), mode one of ModeOn, ModeOff, ModePassthrough.
func (m *Metrics) ObserveRequest(route, mode string, code int, d time.Duration) {
	if m == nil {
		return
	}
	se := m.requestSeries.get(requestKey{route, mode, code}, func() requestSeries {
		return requestSeries{m.requests.WithLabelValues(route, mode, strconv.Itoa(code)), m.requestDuration.WithLabelValues(route, mode)}
	})
	se.count.Inc()
	se.duration.Observe(d.Seconds())
}

// ObserveUpstream records the duration of one upstream call, to the end of
// its body, failed or not.
func (m *Metrics) ObserveUpstream(upstream string, d time.Duration) {
	if m == nil {
		return
	}
	m.upstream(upstream).duration.Observe(d.Seconds())
}

// UpstreamFirstByte records the time to the first byte of an upstream
// response body.
func (m *Metrics) UpstreamFirstByte(upstream string, d time.Duration) {
	if m == nil {
		return
	}
	m.upstream(upstream).ttfb.Observe(d.Seconds())
}

func (m *Metrics) upstream(name string) upstreamSeries {
	return m.upstreamSeries.get(name, func() upstreamSeries {
		return upstreamSeries{m.upstreamDuration.WithLabelValues(name), m.upstreamTTFB.WithLabelValues(name)}
	})
}

// UpstreamError counts a failed upstream call; kind is one of the
// UpstreamError* constants.
func (m *Metrics) UpstreamError(upstream, kind string) {
	if m == nil {
		return
	}
	m.upstreamErrors.WithLabelValues(upstream, kind).Inc()
}

// UpstreamRetry counts one retry of an upstream call; reason is one of the
// RetryReason* constants. A call that succeeds after retries is not an
// upstream error, so this is where its failed attempts show.
func (m *Metrics) UpstreamRetry(upstream, reason string) {
	if m == nil {
		return
	}
	m.upstreamRetries.WithLabelValues(upstream, reason).Inc()
}

// KnowTools declares tool names as the allowlist's: calls to them are
// counted under their own name whatever their outcome.
func (m *Metrics) KnowTools(names ...string) {
	if m == nil {
		return
	}
	for _, n := range names {
		m.knownTools.Store(n, struct{}{})
	}
}

// ObserveTool counts one tool call and its duration. Calls with outcome
// unknown_tool are counted under UnknownToolLabel whatever tool names.
//
// So are capped calls (never run, refused by a cap before their name was
// looked up) to a name that is not known to be a tool: one the proxy
// declared with KnowTools or has seen run (any outcome but unknown_tool
// and capped comes from the tool registry, which runs only its own
// tools). A model that asks for hundreds of calls to invented names in a
// turn past the cap must not make each name a label value: every one
// would be a new series, kept for the life of the process.
func (m *Metrics) ObserveTool(tool, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	switch outcome {
	case string(toolrun.OutcomeUnknownTool):
		tool = UnknownToolLabel
	case string(toolrun.OutcomeCapped):
		if _, ok := m.knownTools.Load(tool); !ok {
			tool = UnknownToolLabel
		}
	default:
		if _, ok := m.knownTools.Load(tool); !ok {
			m.knownTools.Store(tool, struct{}{})
		}
	}
	se := m.toolSeries.get([2]string{tool, outcome}, func() toolSeries {
		return toolSeries{m.toolCalls.WithLabelValues(tool, outcome), m.toolDuration.WithLabelValues(tool)}
	})
	se.calls.Inc()
	se.duration.Observe(d.Seconds())
}

// ReceiptMinted counts one receipt minted for tool.
func (m *Metrics) ReceiptMinted(tool string) {
	if m == nil {
		return
	}
	m.mintedSeries.get(tool, func() prometheus.Counter { return m.receiptsMinted.WithLabelValues(tool) }).Inc()
}

// Flag counts one flag raised on a final answer; kind is the flag kind of
// the zc_receipts object.
func (m *Metrics) Flag(kind string) {
	if m == nil {
		return
	}
	m.flagSeries.get(kind, func() prometheus.Counter { return m.flags.WithLabelValues(kind) }).Inc()
}

// ClusterRecordRejected counts one record of kind (cluster.KindKey,
// KindIndex, KindPending) read from the shared store that failed
// authentication.
func (m *Metrics) ClusterRecordRejected(kind string) {
	if m == nil {
		return
	}
	m.clusterRejected.WithLabelValues(kind).Inc()
}

// ObserveLoop records how many upstream calls one chat completion's tool
// loop made.
func (m *Metrics) ObserveLoop(iterations int) {
	if m == nil {
		return
	}
	m.loopIterations.Observe(float64(iterations))
}

// ObserveOverhead records the proxy's own share of a chat completion:
// total minus the time spent in upstream calls and in tool runs (wall time
// of each parallel batch). A negative difference, from clocks read at
// slightly different points, counts as zero.
func (m *Metrics) ObserveOverhead(total, upstream, tools time.Duration) {
	if m == nil {
		return
	}
	m.proxyOverhead.Observe(max(0, total-upstream-tools).Seconds())
}

// StreamStarted counts a streaming response as in flight until done is
// called. done may be called more than once; only the first call counts.
func (m *Metrics) StreamStarted() (done func()) {
	if m == nil {
		return func() {}
	}
	m.streamsInFlight.Inc()
	var once sync.Once
	return func() { once.Do(m.streamsInFlight.Dec) }
}
