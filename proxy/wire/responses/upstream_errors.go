package responses

import (
	"context"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// The adapter's view of its upstream: the request, its timeout, and its
// failures in the client's words (proxy/wire's, shared with wire/chat).

// newUpstreamRequest is POST <base_url>/responses with the headers a chat
// call gets (forwarded ones, the upstream's key, the request id).
func (c *Exchange) newUpstreamRequest(ctx context.Context, stream bool) (*http.Request, error) {
	req, err := c.Upstream.NewChatRequest(ctx, c.Body, c.Header, stream)
	if err != nil {
		return nil, fmt.Errorf("responses request: %w", err)
	}
	req.URL = c.Upstream.Base.JoinPath("responses")
	return req, nil
}

// upstreamContext bounds one upstream call by the upstream's timeout.
func (c *Exchange) upstreamContext() (context.Context, context.CancelFunc) {
	return wire.CallContext(c.Ctx, c.Upstream.Config.Timeout)
}

// transportError classifies a failed call or read: the client leaving is
// not an upstream failure; the rest is wire.TransportError's.
func (c *Exchange) transportError(ctx context.Context, idle *wire.IdleTimer, err error) error {
	if c.ClientGone() {
		return loop.ErrClientGone
	}
	return wire.TransportError(ctx, c.Upstream, idle, c.StreamIdle, err)
}

// protocolError is an upstream reply that is not a Responses answer
// (wire.ProtocolError, counted).
func (c *Exchange) protocolError(err error) error {
	return wire.ProtocolError(c.Metrics, c.Upstream, err)
}

// statusError is a non-2xx upstream reply as the client's error
// (wire.StatusError).
func (c *Exchange) statusError(w http.ResponseWriter, resp *http.Response) *apierr.Error {
	return wire.StatusError(w, resp, c.Upstream, "responses")
}

// failure is how a failed run ends: a shutdown's 503 wins; a client that
// went away gets nothing (nil).
func (c *Exchange) failure(err error) *apierr.Error {
	e, result := c.Run.Failure(c.Host.Stopping(), err)
	c.Result = result
	return e
}
