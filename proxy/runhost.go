package proxy

import (
	"context"
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// runHost is the part of a request's run that both wires share: the
// server, the request and its context, and the Host methods (loop.Host,
// chat.Host, responses.Host) that need nothing else. chatRun and
// respRun embed it; methods rather than closures, so wiring a request
// allocates nothing.
type runHost struct {
	s   *Server
	r   *http.Request
	ctx context.Context
}

// RunTools runs a round of server calls (Server.runTools).
func (h *runHost) RunTools(ctx context.Context, calls []toolrun.Call) []toolrun.Result {
	return h.s.runTools(ctx, calls)
}

// Record feeds one final call to the metrics, the stats and the trail.
func (h *runHost) Record(ctx context.Context, res toolrun.Result, m *receipts.Minted, conv []byte) {
	h.s.record(ctx, res, m, conv)
}

// ToolBatch adds a round's wall time to the request's stats.
func (h *runHost) ToolBatch(d time.Duration) { reqctx.StatsFrom(h.ctx).AddToolBatch(d) }

// Flagged counts a flag raised on the answer in the request's stats.
func (h *runHost) Flagged(kind string) { reqctx.StatsFrom(h.ctx).AddFlag(kind) }

// Reported keeps the zc_receipts sent, for the inspect page.
func (h *runHost) Reported(report []byte) { reqctx.StatsFrom(h.ctx).SetReport(report) }

// WriteError answers e as an OpenAI error response and logs it.
func (h *runHost) WriteError(w http.ResponseWriter, e *apierr.Error) { h.s.writeError(w, h.r, e) }

// Stopping is the 503 to answer while the proxy shuts down, else nil.
func (h *runHost) Stopping() *apierr.Error {
	if shuttingDown(h.ctx) {
		return errShutdown()
	}
	return nil
}
