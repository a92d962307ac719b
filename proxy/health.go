package proxy

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

// Readiness checks are cached so a tight probe loop cannot hammer MCP
// servers or upstreams, and bounded so a hung one cannot hang the probe.
const (
	readyCacheFor = 5 * time.Second
	readyTimeout  = 2 * time.Second
)

// readiness caches the outcome of a check (Server.checkReady).
type readiness struct {
	check func(context.Context) error

	mu        sync.Mutex // held during a check: concurrent probes share it
	checkedAt time.Time
	err       error
}

// get returns the cached outcome, checking again when it is stale.
func (rd *readiness) get(ctx context.Context) error {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	if !rd.checkedAt.IsZero() && time.Since(rd.checkedAt) < readyCacheFor {
		return rd.err
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), readyTimeout)
	defer cancel()
	rd.err = rd.check(ctx)
	rd.checkedAt = time.Now()
	return rd.err
}

// handleHealthz says the process serves HTTP.
func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeStatus(w, http.StatusOK, "ok")
}

// checkReady is the readiness check: the tools are up (MCP sessions
// answer) and every upstream accepts a TCP connection. The upstream check
// dials base_url's host directly (no request, so no key is spent and no
// provider logs a probe); an upstream reached through an HTTP proxy from
// the environment is checked at its own address all the same.
func (s *Server) checkReady(ctx context.Context) error {
	errs := make([]error, 1+len(s.upstreams))
	errs[0] = s.tools.Ready(ctx)
	var wg sync.WaitGroup
	for i, u := range s.upstreams {
		wg.Go(func() {
			if errs[i+1] = u.Reachable(ctx); errs[i+1] == nil {
				errs[i+1] = u.CheckRoute(ctx, s.client)
			}
		})
	}
	if s.shared != nil {
		wg.Go(func() {
			err := s.shared.Ping(ctx)
			s.storeErr.Store(&err)
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// handleReadyz says whether the proxy can serve: 200 or 503 (see
// checkReady).
// The reason is logged, not sent: the endpoint is not behind auth.
//
// With cluster.redis_url the body also reports the shared store
// ("pending_store": "redis", "pending_store_status": "ok" or
// "unavailable"). A store that does not answer leaves the proxy ready
// (status "degraded"): every replica shares it, and requests without a
// mixed turn still work, so taking them all out of the balancer would turn
// a partial outage into a whole one; mixed turns get a 503 meanwhile.
func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	err := s.ready.get(r.Context())
	if err != nil {
		s.log.WarnContext(r.Context(), "not ready", "err", err)
	}
	if s.shared == nil {
		if err != nil {
			writeStatus(w, http.StatusServiceUnavailable, "unavailable")
			return
		}
		writeStatus(w, http.StatusOK, "ok")
		return
	}
	code, status, store := http.StatusOK, "ok", "ok"
	if p := s.storeErr.Load(); p != nil && *p != nil {
		s.log.WarnContext(r.Context(), "shared store unavailable", slog.String("event", "pending_store_unavailable"), slog.Any("err", *p))
		status, store = "degraded", "unavailable"
	}
	if err != nil {
		code, status = http.StatusServiceUnavailable, "unavailable"
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write([]byte(`{"status":"` + status + `","pending_store":"` + s.pendingTurns().Describe() + `","pending_store_status":"` + store + `"}` + "\n"))
}

func writeStatus(w http.ResponseWriter, code int, status string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write([]byte(`{"status":"` + status + `"}` + "\n"))
}
