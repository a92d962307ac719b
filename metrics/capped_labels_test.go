package metrics

import (
	"fmt"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Attack (round 7): a model asks for hundreds of calls in one turn, each to
// a tool name of its own invention. The loop refuses every call past
// loop.max_tool_calls with outcome capped before it looks the name up, and
// records it under the name the model wrote. Each name became a series of
// zc_tool_calls_total and zc_tool_duration_seconds (15 buckets) for the
// life of the process: three requests of 200 calls made /metrics 660 KB,
// and memory grew without bound with every request.
func TestCappedCallsToInventedNamesShareOneLabel(t *testing.T) {
	m := New(nil)
	for req := range 50 {
		for i := range 200 {
			m.ObserveTool(fmt.Sprintf("evil_%d_%d", req, i), string(toolrun.OutcomeCapped), 0)
		}
	}
	if n := testutil.CollectAndCount(m.toolCalls); n != 1 {
		t.Errorf("zc_tool_calls_total has %d series after 10000 capped calls to invented names, want 1", n)
	}
	if n := testutil.CollectAndCount(m.toolDuration); n != 1 {
		t.Errorf("zc_tool_duration_seconds has %d series, want 1", n)
	}
	equal(t, "capped under _unknown", testutil.ToFloat64(m.toolCalls.WithLabelValues(UnknownToolLabel, "capped")), 10000)
}

// A capped call to a real tool keeps its name: one the proxy declared, or
// one the registry has run (every outcome but unknown_tool and capped
// comes from the registry, which runs only its own tools).
func TestCappedCallsToRealToolsKeepTheirName(t *testing.T) {
	m := New(nil)
	m.KnowTools("weather")
	m.ObserveTool("weather", string(toolrun.OutcomeCapped), 0)
	m.ObserveTool("shell", string(toolrun.OutcomeDenied), time.Millisecond)
	m.ObserveTool("shell", string(toolrun.OutcomeCapped), 0)
	equal(t, "weather capped", testutil.ToFloat64(m.toolCalls.WithLabelValues("weather", "capped")), 1)
	equal(t, "shell capped", testutil.ToFloat64(m.toolCalls.WithLabelValues("shell", "capped")), 1)
	if n := testutil.CollectAndCount(m.toolCalls); n != 3 {
		t.Errorf("%d series, want 3 (weather capped, shell denied, shell capped)", n)
	}
}
