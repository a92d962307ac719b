package proxy

import (
	"context"
	"errors"
)

// errShuttingDown is the cause of a request context canceled by
// CancelInFlight. The tool loop tells it from a client that left with
// shuttingDown, and ends its answer with an error instead of silence.
var errShuttingDown = errors.New("proxy is shutting down")

// CancelInFlight cancels every request still running, for the end of a
// graceful shutdown's grace period: upstream calls and tools stop, and a
// chat completion ends its answer cleanly (a streamed one with an error
// event after its last whole chunk and no [DONE], a JSON one with a 503
// if nothing was sent yet). Pass-through responses are cut. Call it after
// http.Server.Shutdown timed out, give handlers a moment to write their
// last bytes (Shutdown again, briefly), then Close the http.Server.
// Requests that start afterwards are canceled at once.
func (s *Server) CancelInFlight() { s.stop(errShuttingDown) }

// untilStop is ctx, canceled by CancelInFlight as well; release ends the
// request's hold on it (call it once the request is done).
func (s *Server) untilStop(ctx context.Context) (_ context.Context, release func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	unhook := context.AfterFunc(s.stopping, func() { cancel(context.Cause(s.stopping)) })
	return ctx, func() {
		unhook()
		cancel(nil)
	}
}

// shuttingDown reports whether ctx ended because the proxy is shutting
// down (rather than the client leaving or a deadline).
func shuttingDown(ctx context.Context) bool {
	return errors.Is(context.Cause(ctx), errShuttingDown)
}
