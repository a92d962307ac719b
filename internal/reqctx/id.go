// Package reqctx is what travels with one request through the layers: its
// id, its stats (for the log line, the metrics and the inspect page), and a
// slog handler that adds the id to every record logged with the request's
// context, so no caller logs request_id by hand.
package reqctx

import "context"

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
