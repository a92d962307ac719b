package proxy

import (
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are one Server's Prometheus collectors, on a registry of its own
// so several Servers (tests) do not collide.
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "zc_requests_total",
			Help: "HTTP requests served, by route pattern, receipts mode (on, off or none) and status code.",
		}, []string{"route", "mode", "code"}),
	}
	m.registry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.requests,
	)
	return m
}

// handler serves /metrics.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// countRequests counts each request once it is done. The route is chi's
// pattern (bounded cardinality), never the raw path; a handler that
// aborted the connection counts as code "aborted".
func (s *Server) countRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := recorderFor(w)
		aborted := true
		defer func() {
			route := "unmatched"
			if rc := chi.RouteContext(r.Context()); rc != nil && rc.RoutePattern() != "" {
				route = rc.RoutePattern()
			}
			mode := rec.Header().Get(headerReceipts)
			if mode != "on" && mode != "off" {
				mode = "none"
			}
			code := "aborted"
			if !aborted {
				code = strconv.Itoa(max(rec.status, http.StatusOK))
			}
			s.metrics.requests.WithLabelValues(route, mode, code).Inc()
		}()
		next.ServeHTTP(rec, r)
		aborted = false
	})
}
