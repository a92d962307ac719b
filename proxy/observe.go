package proxy

import (
	"context"
	"log/slog"
	"net/http"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/metrics"
)

// maxLoggedPrompt caps the prompt a log line carries with
// log.include_prompts.
const maxLoggedPrompt = 16 << 10

// quietRoutes are logged at debug level: probes and scrapes come every few
// seconds and would drown the request log.
var quietRoutes = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// report writes the metrics and the log line of one finished request.
// clientLeft says the client's side of the request was canceled (so an
// abort is no warning).
func (s *Server) report(r *http.Request, rec *responseRecorder, st reqctx.Values, total time.Duration, aborted, clientLeft bool) {
	route := "unmatched"
	if rc := chi.RouteContext(r.Context()); rc != nil && rc.RoutePattern() != "" {
		route = rc.RoutePattern()
	}
	mode := requestModeLabel(route, firstValue(rec.Header()[keyReceipts]), st.Mode) // Header.Get, without copying the name
	code := rec.status
	if code == 0 {
		code = http.StatusOK
		if aborted {
			code = http.StatusInternalServerError
		}
	}
	s.metrics.ObserveRequest(route, mode, code, total)
	s.recordForInspect(r, route, mode, code, st, total)
	if mode == metrics.ModeOn {
		s.metrics.ObserveLoop(st.UpstreamCalls)
		s.metrics.ObserveOverhead(total, st.UpstreamTime, st.ToolTime)
		for _, kind := range st.Flags {
			s.metrics.Flag(kind)
		}
	}

	level := slog.LevelInfo
	switch {
	case quietRoutes[route]:
		level = slog.LevelDebug
	case code >= 500, aborted && !clientLeft: // a client leaving is no warning
		level = slog.LevelWarn
	}
	ctx := r.Context()
	if !s.log.Enabled(ctx, level) {
		return
	}
	attrs := make([]slog.Attr, 0, 24)
	attrs = append(attrs,
		slog.String("method", r.Method),
		slog.String("route", route),
		slog.Int("status", code),
		slog.Int64("bytes", rec.bytes),
		slog.Float64("duration_ms", audit.Milliseconds(total)),
	)
	if aborted {
		attrs = append(attrs, slog.Bool("aborted", true))
	}
	if mode != "none" {
		attrs = append(attrs, slog.String("mode", mode))
	}
	if st.Upstream != "" {
		attrs = append(attrs,
			slog.String("upstream", st.Upstream),
			slog.Float64("upstream_ms", audit.Milliseconds(st.UpstreamTime)),
			slog.Float64("ttfb_ms", audit.Milliseconds(st.FirstByte)))
	}
	if st.Model != "" {
		attrs = append(attrs, slog.String("model", st.Model), slog.Bool("stream", st.Stream))
	}
	if mode == metrics.ModeOn {
		attrs = append(attrs,
			slog.Int("iterations", st.UpstreamCalls),
			slog.Int("tool_calls", st.ToolCalls),
			slog.Int("receipts", st.Receipts),
			slog.Int("flags", len(st.Flags)),
			slog.Int("events", st.Events),
			slog.Float64("tools_ms", audit.Milliseconds(st.ToolTime)),
			slog.Float64("overhead_ms", audit.Milliseconds(max(0, total-st.UpstreamTime-st.ToolTime))))
	}
	if st.Result != "" {
		attrs = append(attrs, slog.String("result", st.Result))
	}
	if st.Prompt != "" {
		attrs = append(attrs, slog.String("prompt", apierr.Clip(st.Prompt, maxLoggedPrompt)))
	}
	s.logRequest(ctx, level, attrs)
}

// reportPC is the program counter slog records for the request log line:
// the return address in report of its one call of logRequest, found once
// (slog.Logger.LogAttrs walks the stack for it on every line).
var reportPC atomic.Uintptr

// logRequest writes the request log line as s.log.LogAttrs(ctx, level,
// "request", attrs...) does, with the same record for the handler: under
// the reqctx.Handler New wraps every logger in, it hands the record to the
// handler inside with request_id appended (where reqctx.Handler appends
// it), so the attributes are copied into the record once, and the caller's
// pc is not looked up again. Under textlog's handler (serve's text
// logs) not even the record is made.
func (s *Server) logRequest(ctx context.Context, level slog.Level, attrs []slog.Attr) {
	h, ok := s.log.Handler().(reqctx.Handler)
	if !ok {
		s.log.LogAttrs(ctx, level, "request", attrs...)
		return
	}
	pc := reportPC.Load()
	if pc == 0 {
		var pcs [1]uintptr
		runtime.Callers(2, pcs[:]) // skip [Callers, logRequest]
		pc = pcs[0]
		reportPC.Store(pc)
	}
	if id := reqctx.ID(ctx); id != "" {
		attrs = append(attrs, slog.String("request_id", id))
	}
	if th, ok := h.Handler.(*textlog.Handler); ok {
		_ = th.HandleAttrs(ctx, time.Now(), level, "request", pc, attrs) // no record made: the same line
		return
	}
	r := slog.NewRecord(time.Now(), level, "request", pc)
	r.AddAttrs(attrs...)
	_ = h.Handler.Handle(ctx, r)
}

// requestModeLabel is the mode label of a finished request: what the
// handler recorded, else what its X-ZC-Receipts response header says
// (on; off for a chat completion, passthrough for any other route), else
// "none" (probes, errors before a mode was chosen).
func requestModeLabel(route, header, recorded string) string {
	if recorded != "" {
		return recorded
	}
	switch header {
	case modeOn:
		return metrics.ModeOn
	case modeOff:
		if route == "/v1/chat/completions" || route == "/chat/completions" {
			return metrics.ModeOff
		}
		return metrics.ModePassthrough
	}
	return "none"
}

// firstValue is a header's first value, "" when it has none (Header.Get
// of a canonical key).
func firstValue(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}
