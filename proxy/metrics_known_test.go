package proxy

import (
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// A capped call (never run) to a tool the proxy offers is counted under
// the tool's name even before the tool has run once; one to a name the
// model made up is counted under _unknown (metrics.KnowTools, declared by
// New).
func TestCappedCallsKeepOfferedToolNames(t *testing.T) {
	e := newLoopEnv(t, scripted.Replay([]byte(`{}`), "application/json"), testSpecs(), nil)
	e.srv.metrics.ObserveTool("shell", "capped", 0)
	e.srv.metrics.ObserveTool("made_up_tool", "capped", 0)
	for _, c := range []struct {
		tool string
		want float64
	}{{"shell", 1}, {"_unknown", 1}, {"made_up_tool", 0}} {
		got, _ := opsMetric(t, e.srv.registry, "zc_tool_calls_total", map[string]string{"tool": c.tool, "outcome": "capped"})
		if got != c.want {
			t.Errorf("capped calls under %q = %v, want %v", c.tool, got, c.want)
		}
	}
}
