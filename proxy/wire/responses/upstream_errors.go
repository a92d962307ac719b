package responses

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// The adapter's view of its upstream: the request, its timeout, and its
// failures in the client's words. wire/chat keeps its own copies private;
// these follow them (a shared home is a follow-up).

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

// transportError classifies a failed call or read as wire/chat does.
func (c *Exchange) transportError(ctx context.Context, idle *wire.IdleTimer, err error) error {
	u := c.Upstream
	switch {
	case c.ClientGone():
		return loop.ErrClientGone
	case idle.Expired():
		return upstream.Failure(u, upstream.Idle, c.StreamIdle, fmt.Errorf("upstream %s (%s): no data: %w", u.Config.Name, u.Config.BaseURL, err))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return upstream.Failure(u, upstream.Timeout, u.Config.Timeout, fmt.Errorf("upstream %s (%s): timeout: %w", u.Config.Name, u.Config.BaseURL, err))
	case upstream.DialFailed(err):
		return upstream.Failure(u, upstream.Unreachable, 0, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err))
	}
	return upstream.Failure(u, upstream.Broken, 0, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err))
}

// protocolError is an upstream reply that is not a Responses answer.
func (c *Exchange) protocolError(err error) error {
	u := c.Upstream
	c.Metrics.UpstreamError(u.Config.Name, metrics.UpstreamErrorProtocol)
	return upstream.Failure(u, upstream.Protocol, 0, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err))
}

// statusError is a non-2xx upstream reply as the client's error: the
// provider's status and OpenAI error fields, rate-limit headers kept; a
// rejection of the proxy's own key is a 502 that says nothing of it; a
// message quoting the key or the upstream's address is not relayed.
func (c *Exchange) statusError(w http.ResponseWriter, resp *http.Response) *apierr.Error {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	u, status := c.Upstream, resp.StatusCode
	e := &apierr.Error{Status: status, Type: apierr.TypeUpstream,
		Message: fmt.Sprintf("upstream %q returned HTTP %d.", u.Config.Name, status),
		Err:     fmt.Errorf("upstream %s: HTTP %d from its /responses", u.Config.Name, status)}
	if status < 400 {
		e.Status = http.StatusBadGateway
		return e
	}
	wire.CopyRateLimitHeaders(w.Header(), resp.Header)
	if u.Config.APIKey != "" && (status == http.StatusUnauthorized || status == http.StatusForbidden) {
		e.Status = http.StatusBadGateway
		e.Message = fmt.Sprintf("upstream %q rejected the proxy's credentials: check its api_key in the proxy's config.", u.Config.Name)
		return e
	}
	ev := gjson.GetBytes(body, "error")
	wire.RelayErrorFields(e, ev, u)
	if status == http.StatusNotFound && ev.Get("message").Str == "" {
		e.Message, e.Warn = u.NotFoundHint("responses"), true
	}
	return e
}

// failure is how a failed run ends: a shutdown's 503 wins; a client that
// went away gets nothing (nil).
func (c *Exchange) failure(err error) *apierr.Error {
	e, result := c.Run.Failure(c.Host.Stopping(), err)
	c.Result = result
	return e
}
