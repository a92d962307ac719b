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

type idKey struct{}

// WithID returns ctx carrying the request id.
func WithID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, idKey{}, id)
}

// ID returns the request id WithID stored in ctx, or "".
func ID(ctx context.Context) string {
	id, _ := ctx.Value(idKey{}).(string)
	return id
}
