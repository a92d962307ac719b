package chat

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// maxUpstreamErrorBytes bounds how much of an upstream error body is read.
const maxUpstreamErrorBytes = 64 << 10

// transportError classifies a failed upstream call or read: the client
// leaving is not an upstream failure; an idle stream or an expired
// upstream timeout is a 504; anything else a 502. The detail (which may
// name the upstream URL) stays in the logs.
func (c *Exchange) transportError(ctx context.Context, idle *wire.IdleTimer, err error) error {
	switch {
	case c.ClientGone():
		return errClientGone
	case idle.Expired():
		return upstream.Failure(c.Upstream, upstream.Idle, c.StreamIdle,
			fmt.Errorf("upstream %s (%s): no data for %s: %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, c.StreamIdle, err))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return upstream.Failure(c.Upstream, upstream.Timeout, c.Upstream.Config.Timeout,
			fmt.Errorf("upstream %s (%s): timeout: %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, err))
	case upstream.DialFailed(err):
		return upstream.Failure(c.Upstream, upstream.Unreachable, 0, fmt.Errorf("upstream %s (%s): %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, err))
	}
	return upstream.Failure(c.Upstream, upstream.Broken, 0, fmt.Errorf("upstream %s (%s): %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, err))
}

// upstreamStatusError turns a non-2xx upstream reply into the client's
// error: the provider's status and its OpenAI error fields (message, type,
// code, param), Retry-After and rate-limit headers kept. A rejection of
// the proxy's own key is the gateway's fault, so it becomes a 502 that
// says nothing of the key; a message quoting the key is never relayed.
func (c *Exchange) upstreamStatusError(w http.ResponseWriter, resp *http.Response) *apierr.Error {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, maxUpstreamErrorBytes))
	status := resp.StatusCode
	e := &apierr.Error{
		Status:  status,
		Type:    apierr.TypeUpstream,
		Message: fmt.Sprintf("upstream %q returned HTTP %d.", c.Upstream.Config.Name, status),
		Err:     fmt.Errorf("upstream %s: HTTP %d from %s", c.Upstream.Config.Name, status, c.Upstream.ChatURL),
	}
	if status == http.StatusNotFound {
		// The provider's own message, relayed below, says more (an
		// unknown model is the client's to fix); without one, this is the
		// config's problem, logged at warn with the URL asked.
		e.Message = c.Upstream.NotFoundHint("chat/completions")
	}
	if status < 400 {
		e.Status = http.StatusBadGateway
		return e
	}
	wire.CopyRateLimitHeaders(w.Header(), resp.Header)
	if key := c.Upstream.Config.APIKey; key != "" {
		if status == http.StatusUnauthorized || status == http.StatusForbidden {
			e.Status = http.StatusBadGateway
			e.Message = fmt.Sprintf("upstream %q rejected the proxy's credentials: check its api_key in the proxy's config.", c.Upstream.Config.Name)
			return e
		}
	}
	wire.RelayErrorFields(e, gjson.GetBytes(body, "error"), c.Upstream)
	if status == http.StatusNotFound {
		// Without a message of the provider's own, or under a base_url
		// without /v1 (OpenAI's own words are "Invalid URL (POST
		// /chat/completions)"), the config is the likely cause: say so
		// and warn. A provider's 404 under /v1 (an unknown model) is the
		// client's to fix.
		hint := c.Upstream.NotFoundHint("chat/completions")
		switch {
		case e.Message == hint:
			e.Warn = true
		case !c.Upstream.HasV1():
			e.Message = strings.TrimSuffix(e.Message, ".") + " — " + hint
			e.Warn = true
		}
	}
	return e
}

// upstreamEventError turns an error data event inside a 200 stream
// (OpenRouter reports failures after its 200 so) into the client's error
// event, relaying the provider's fields as upstreamStatusError does.
func (c *Exchange) upstreamEventError(se *sse.StreamError) *apierr.Error {
	e := upstream.Failure(c.Upstream, upstream.Broken, 0, fmt.Errorf("upstream %s (%s): %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, se))
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

// noteProtocolError counts an upstream reply the proxy received whole but
// could not use (a body that is not a chat completion, a malformed SSE
// chunk) as an upstream error of kind protocol. The transport cannot see
// this: it only knows the bytes arrived, so the code that parses them calls
// this just before it fails the request with a 502.
func (c *Exchange) noteProtocolError() {
	c.Metrics.UpstreamError(c.Upstream.Config.Name, metrics.UpstreamErrorProtocol)
}

// ProtocolError is loop.ProtocolErrorer: a reply the loop refuses (a turn
// beyond the tool-call ceiling) as this wire's upstream protocol error.
func (c *Exchange) ProtocolError(err error) error {
	c.noteProtocolError()
	return upstream.Failure(c.Upstream, upstream.Protocol, 0, fmt.Errorf("upstream %s (%s): %w", c.Upstream.Config.Name, c.Upstream.Config.BaseURL, err))
}
