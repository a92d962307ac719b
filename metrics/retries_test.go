package metrics

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestUpstreamRetries(t *testing.T) {
	tests := []struct {
		name    string
		retries [][2]string // upstream, reason
		want    map[[2]string]float64
	}{
		{
			name:    "one status retry",
			retries: [][2]string{{"default", RetryReasonStatus}},
			want:    map[[2]string]float64{{"default", "status"}: 1, {"default", "connect"}: 0},
		},
		{
			name: "by upstream and reason",
			retries: [][2]string{
				{"a", RetryReasonConnect}, {"a", RetryReasonConnect}, {"a", RetryReasonStatus}, {"b", RetryReasonStatus},
			},
			want: map[[2]string]float64{{"a", "connect"}: 2, {"a", "status"}: 1, {"b", "status"}: 1, {"b", "connect"}: 0},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := New(prometheus.NewRegistry())
			for _, r := range tc.retries {
				m.UpstreamRetry(r[0], r[1])
			}
			for labels, want := range tc.want {
				equal(t, labels[0]+"/"+labels[1], testutil.ToFloat64(m.upstreamRetries.WithLabelValues(labels[0], labels[1])), want)
			}
			// Retries are not errors: the error counter stays empty.
			equal(t, "error series", float64(testutil.CollectAndCount(m.upstreamErrors)), 0)
		})
	}
}

func TestUpstreamRetryNilSafe(t *testing.T) {
	var m *Metrics
	m.UpstreamRetry("default", RetryReasonConnect) // must not panic
	if n := testutil.CollectAndCount(m); n != 0 {
		t.Fatalf("nil Metrics collected %d series", n)
	}
}
