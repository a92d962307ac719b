package proxy

import (
	"log/slog"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// errShutdown ends a request that CancelInFlight canceled: a 503 the
// client may retry elsewhere.
func errShutdown() *apierr.Error {
	return &apierr.Error{Status: http.StatusServiceUnavailable, Type: apierr.TypeServer, Code: "server_shutting_down",
		Message: "The proxy is shutting down; retry the request.", Err: errShuttingDown}
}

// writeError sends e as {"error":{"message","type","param","code"}} with
// e.Status (500 when zero), and logs e.Err: at warn for 5xx (and e.Warn),
// at debug for client errors. Once the response has started (a stream is under way) it
// only logs: a JSON body cannot follow, and the caller ends the stream its
// own way.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, e *apierr.Error) {
	status := e.Status
	if status == 0 {
		status = http.StatusInternalServerError
	}
	level := slog.LevelDebug
	if status >= 500 || e.Warn {
		level = slog.LevelWarn
	}
	attrs := []slog.Attr{
		slog.String("method", r.Method),
		slog.String("path", r.URL.Path),
		slog.Int("status", status),
		slog.String("type", e.Type),
	}
	if e.Code != "" {
		attrs = append(attrs, slog.String("code", e.Code))
	}
	if e.Err != nil {
		attrs = append(attrs, slog.String("err", e.Err.Error()))
	}
	reqctx.StatsFrom(r.Context()).SetError(e.Message)
	if rec, ok := w.(*responseRecorder); ok && rec.wroteHeader() {
		s.log.LogAttrs(r.Context(), slog.LevelWarn, "request failed after the response started: "+e.Message, attrs...)
		return
	}
	s.log.LogAttrs(r.Context(), level, "request failed: "+e.Message, attrs...)

	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Del("Content-Length")
	w.WriteHeader(status)
	_, _ = w.Write(apierr.Marshal(e))
}
