package wire

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// maxErrorBytes bounds how much of an upstream error body is read.
const maxErrorBytes = 64 << 10

// Failed is upstream.Failure of kind with err logged under the upstream's
// name and address (the client's message never names the address).
func Failed(u *upstream.Upstream, kind int, d time.Duration, err error) *apierr.Error {
	return upstream.Failure(u, kind, d, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err))
}

// TransportError classifies a failed upstream call or read once the client
// is known to be there: a stream silent for idleLimit (idle, nil for a
// call without one) or an expired upstream timeout is a 504, a failed
// dial says unreachable, anything else is a 502. The detail (which may
// name the upstream URL) stays in the logs.
func TransportError(ctx context.Context, u *upstream.Upstream, idle *IdleTimer, idleLimit time.Duration, err error) error {
	switch {
	case idle.Expired():
		return Failed(u, upstream.Idle, idleLimit, fmt.Errorf("no data for %s: %w", idleLimit, err))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return Failed(u, upstream.Timeout, u.Config.Timeout, fmt.Errorf("timeout: %w", err))
	case upstream.DialFailed(err):
		return Failed(u, upstream.Unreachable, 0, err)
	}
	return Failed(u, upstream.Broken, 0, err)
}

// ProtocolError is an upstream reply the proxy received whole but cannot
// use (a body that is not the wire's reply, a malformed event), counted as
// an upstream error of kind protocol: the transport only knows the bytes
// arrived, so the code that parses them counts it as it fails the request.
func ProtocolError(m *metrics.Metrics, u *upstream.Upstream, err error) *apierr.Error {
	m.UpstreamError(u.Config.Name, metrics.UpstreamErrorProtocol)
	return Failed(u, upstream.Protocol, 0, err)
}

// StatusError turns a non-2xx upstream reply from route (relative to the
// base_url: "chat/completions", "responses") into the client's error: the
// provider's status and its OpenAI error fields (message, type, code,
// param), Retry-After and rate-limit headers kept. A rejection of the
// proxy's own key is the gateway's fault, so it becomes a 502 that says
// nothing of the key; a member quoting the key or the address is never
// relayed (RelayErrorFields).
func StatusError(w http.ResponseWriter, resp *http.Response, u *upstream.Upstream, route string) *apierr.Error {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBytes))
	status := resp.StatusCode
	e := &apierr.Error{
		Status:  status,
		Type:    apierr.TypeUpstream,
		Message: fmt.Sprintf("upstream %q returned HTTP %d.", u.Config.Name, status),
		Err:     fmt.Errorf("upstream %s: HTTP %d from %s", u.Config.Name, status, u.Base.JoinPath(route)),
	}
	hint := ""
	if status == http.StatusNotFound {
		// The provider's own message, relayed below, says more (an
		// unknown model is the client's to fix); without one, this is the
		// config's problem, logged at warn with the URL asked.
		hint = u.NotFoundHint(route)
		e.Message = hint
	}
	if status < 400 {
		e.Status = http.StatusBadGateway
		return e
	}
	CopyRateLimitHeaders(w.Header(), resp.Header)
	if u.Config.APIKey != "" && (status == http.StatusUnauthorized || status == http.StatusForbidden) {
		e.Status = http.StatusBadGateway
		e.Message = fmt.Sprintf("upstream %q rejected the proxy's credentials: check its api_key in the proxy's config.", u.Config.Name)
		return e
	}
	RelayErrorFields(e, gjson.GetBytes(body, "error"), u)
	if status == http.StatusNotFound {
		// Without a message of the provider's own, or under a base_url
		// without /v1 (OpenAI's own words are "Invalid URL (POST
		// /chat/completions)"), the config is the likely cause: say so
		// and warn. A provider's 404 under /v1 (an unknown model) is the
		// client's to fix.
		switch {
		case e.Message == hint:
			e.Warn = true
		case !u.HasV1():
			e.Message = strings.TrimSuffix(e.Message, ".") + " — " + hint
			e.Warn = true
		}
	}
	return e
}
