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

// A chatRun is the Host of its loop (loop.Host) and of its exchange
// (chat.Host): methods rather than closures, so wiring a request
// allocates nothing.

// RunTools runs a round of server calls (Server.runTools).
func (c *chatRun) RunTools(ctx context.Context, calls []toolrun.Call) []toolrun.Result {
	return c.s.runTools(ctx, calls)
}

// Record feeds one final call to the metrics, the stats and the trail.
func (c *chatRun) Record(ctx context.Context, res toolrun.Result, m *receipts.Minted, conv []byte) {
	c.s.record(ctx, res, m, conv)
}

// ToolBatch adds a round's wall time to the request's stats.
func (c *chatRun) ToolBatch(d time.Duration) { reqctx.StatsFrom(c.ctx).AddToolBatch(d) }

// Flagged counts a flag raised on the answer in the request's stats.
func (c *chatRun) Flagged(kind string) { reqctx.StatsFrom(c.ctx).AddFlag(kind) }

// Reported keeps the zc_receipts sent, for the inspect page.
func (c *chatRun) Reported(report []byte) { reqctx.StatsFrom(c.ctx).SetReport(report) }

// WriteError answers e as an OpenAI error response and logs it.
func (c *chatRun) WriteError(w http.ResponseWriter, e *apierr.Error) { c.s.writeError(w, c.r, e) }

// Stopping is the 503 to answer while the proxy shuts down, else nil.
func (c *chatRun) Stopping() *apierr.Error {
	if shuttingDown(c.ctx) {
		return errShutdown()
	}
	return nil
}
