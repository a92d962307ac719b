package proxy

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// Readiness checks are cached so a tight probe loop cannot hammer MCP
// servers, and bounded so a hung one cannot hang the probe.
const (
	readyCacheFor = 2 * time.Second
	readyTimeout  = 2 * time.Second
)

// readiness caches the outcome of tools.Ready.
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

// handleReadyz says whether the tools (MCP sessions) are up: 200 or 503.
// The reason is logged, not sent: the endpoint is not behind auth.
func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	if err := s.ready.get(r.Context()); err != nil {
		s.log.WarnContext(r.Context(), "not ready", "err", err)
		writeStatus(w, http.StatusServiceUnavailable, "unavailable")
		return
	}
	writeStatus(w, http.StatusOK, "ok")
}

func writeStatus(w http.ResponseWriter, code int, status string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write([]byte(`{"status":"` + status + `"}` + "\n"))
}
