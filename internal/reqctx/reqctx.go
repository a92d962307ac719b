// Package reqctx is what travels with one request through the layers: its
// id, its stats (for the log line, the metrics and the inspect page), and a
// slog handler that adds the id to every record logged with the request's
// context, so no caller logs request_id by hand.
package reqctx

import (
	"context"
	"log/slog"
)

// Handler adds request_id to every record logged with a context that
// carries one (slog's *Context methods), before the wrapped handler.
type Handler struct{ slog.Handler }

// NewLogger wraps l's handler in a Handler (once: a logger already wrapped
// is returned as it is).
func NewLogger(l *slog.Logger) *slog.Logger {
	if _, ok := l.Handler().(Handler); ok {
		return l
	}
	return slog.New(Handler{l.Handler()})
}

// Handle implements slog.Handler.
func (h Handler) Handle(ctx context.Context, r slog.Record) error {
	if id := ID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h Handler) WithAttrs(as []slog.Attr) slog.Handler { return Handler{h.Handler.WithAttrs(as)} }

// WithGroup implements slog.Handler.
func (h Handler) WithGroup(name string) slog.Handler { return Handler{h.Handler.WithGroup(name)} }

// Header carries the request id both ways (client and upstream).
const Header = "X-Request-Id"

// requestKey is the context key of a request's value: its id and its
// stats in one, so the front door adds both with one context (With).
type requestKey struct{}

// request is the value under requestKey.
type request struct {
	id    string
	stats *Stats
}

// With returns ctx carrying the request id and stats st (may be nil): what
// WithID and WithStats do, in one context value.
func With(ctx context.Context, id string, st *Stats) context.Context {
	return context.WithValue(ctx, requestKey{}, &request{id: id, stats: st})
}

func from(ctx context.Context) *request {
	r, _ := ctx.Value(requestKey{}).(*request)
	if r == nil {
		return &request{}
	}
	return r
}

// WithID returns ctx carrying the request id (and the stats it carried).
func WithID(ctx context.Context, id string) context.Context {
	return With(ctx, id, from(ctx).stats)
}

// ID returns the request id WithID or With stored in ctx, or "".
func ID(ctx context.Context) string {
	if r, _ := ctx.Value(requestKey{}).(*request); r != nil {
		return r.id
	}
	return ""
}
