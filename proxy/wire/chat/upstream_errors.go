package chat

import (
	"context"
	"net/http"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// transportError classifies a failed upstream call or read: the client
// leaving is not an upstream failure; the rest is wire.TransportError's.
func (c *Exchange) transportError(ctx context.Context, idle *wire.IdleTimer, err error) error {
	if c.ClientGone() {
		return errClientGone
	}
	return wire.TransportError(ctx, c.Upstream, idle, c.StreamIdle, err)
}

// upstreamStatusError is a non-2xx upstream reply as the client's error
// (wire.StatusError).
func (c *Exchange) upstreamStatusError(w http.ResponseWriter, resp *http.Response) *apierr.Error {
	return wire.StatusError(w, resp, c.Upstream, "chat/completions")
}

// upstreamEventError turns an error data event inside a 200 stream
// (OpenRouter reports failures after its 200 so) into the client's error
// event, relaying the provider's fields as upstreamStatusError does.
func (c *Exchange) upstreamEventError(se *sse.StreamError) *apierr.Error {
	e := wire.Failed(c.Upstream, upstream.Broken, 0, se)
	ev := gjson.ParseBytes(se.Raw)
	if ev.Type == gjson.String {
		if ev.Str != "" && !wire.RevealsSecret(c.Upstream, ev.Str) {
			e.Message = ev.Str
		}
		return e
	}
	wire.RelayErrorFields(e, ev, c.Upstream)
	return e
}

// ProtocolError is loop.ProtocolErrorer, and every reply this wire
// received whole but cannot use (a body that is not a chat completion, a
// malformed chunk): wire.ProtocolError, counted.
func (c *Exchange) ProtocolError(err error) error {
	return wire.ProtocolError(c.Metrics, c.Upstream, err)
}
