package proxy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/sse"
)

// maxUpstreamErrorBytes bounds how much of an upstream error body is read.
const maxUpstreamErrorBytes = 64 << 10

// transportError classifies a failed upstream call or read: the client
// leaving is not an upstream failure; an idle stream or an expired
// upstream timeout is a 504; anything else a 502. The detail (which may
// name the upstream URL) stays in the logs.
func (c *chatRun) transportError(ctx context.Context, idle *idleTimer, err error) error {
	switch {
	case c.ClientGone():
		return errClientGone
	case idle.expired():
		return upstreamFailure(c.u, failIdle, c.streamIdle(),
			fmt.Errorf("upstream %s (%s): no data for %s: %w", c.u.cfg.Name, c.u.cfg.BaseURL, c.streamIdle(), err))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return upstreamFailure(c.u, failTimeout, c.u.cfg.Timeout,
			fmt.Errorf("upstream %s (%s): timeout: %w", c.u.cfg.Name, c.u.cfg.BaseURL, err))
	case dialFailed(err):
		return upstreamFailure(c.u, failUnreachable, 0, fmt.Errorf("upstream %s (%s): %w", c.u.cfg.Name, c.u.cfg.BaseURL, err))
	}
	return upstreamFailure(c.u, failBroken, 0, fmt.Errorf("upstream %s (%s): %w", c.u.cfg.Name, c.u.cfg.BaseURL, err))
}

// upstreamStatusError turns a non-2xx upstream reply into the client's
// error: the provider's status and its OpenAI error fields (message, type,
// code, param), Retry-After and rate-limit headers kept. A rejection of
// the proxy's own key is the gateway's fault, so it becomes a 502 that
// says nothing of the key; a message quoting the key is never relayed.
func (c *chatRun) upstreamStatusError(w http.ResponseWriter, resp *http.Response) *apiError {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, maxUpstreamErrorBytes))
	status := resp.StatusCode
	e := &apiError{
		Status:  status,
		Type:    typeUpstream,
		Message: fmt.Sprintf("upstream %q returned HTTP %d.", c.u.cfg.Name, status),
		Err:     fmt.Errorf("upstream %s: HTTP %d from %s", c.u.cfg.Name, status, c.u.chatURL),
	}
	if status == http.StatusNotFound {
		// The provider's own message, relayed below, says more (an
		// unknown model is the client's to fix); without one, this is the
		// config's problem, logged at warn with the URL asked.
		e.Message = notFoundHint(c.u, "chat/completions")
	}
	if status < 400 {
		e.Status = http.StatusBadGateway
		return e
	}
	copyRateLimitHeaders(w.Header(), resp.Header)
	if key := c.u.cfg.APIKey; key != "" {
		if status == http.StatusUnauthorized || status == http.StatusForbidden {
			e.Status = http.StatusBadGateway
			e.Message = fmt.Sprintf("upstream %q rejected the proxy's credentials: check its api_key in the proxy's config.", c.u.cfg.Name)
			return e
		}
	}
	c.relayErrorFields(e, gjson.GetBytes(body, "error"))
	if status == http.StatusNotFound {
		// Without a message of the provider's own, or under a base_url
		// without /v1 (OpenAI's own words are "Invalid URL (POST
		// /chat/completions)"), the config is the likely cause: say so
		// and warn. A provider's 404 under /v1 (an unknown model) is the
		// client's to fix.
		hint := notFoundHint(c.u, "chat/completions")
		switch {
		case e.Message == hint:
			e.Warn = true
		case !c.u.hasV1():
			e.Message = strings.TrimSuffix(e.Message, ".") + " — " + hint
			e.Warn = true
		}
	}
	return e
}

// notFoundHint is the message for a 404 from u's route (relative to its
// base_url, e.g. "chat/completions") with no message of the provider's
// own: most often a base_url without its /v1.
func notFoundHint(u *upstream, route string) string {
	if u.hasV1() {
		return fmt.Sprintf("upstream %q returned HTTP 404 for %s: check its base_url in the proxy's config and that it serves the OpenAI API.", u.cfg.Name, route)
	}
	return fmt.Sprintf("upstream %q returned HTTP 404 for %s: its base_url probably lacks /v1 (e.g. http://127.0.0.1:11434/v1, not http://127.0.0.1:11434).", u.cfg.Name, route)
}

// hasV1 reports whether u's base_url ends in /v1.
func (u *upstream) hasV1() bool {
	return strings.HasSuffix(strings.TrimSuffix(u.base.Path, "/"), "/v1")
}

// upstreamEventError turns an error data event inside a 200 stream
// (OpenRouter reports failures after its 200 so) into the client's error
// event, relaying the provider's fields as upstreamStatusError does.
func (c *chatRun) upstreamEventError(se *sse.StreamError) *apiError {
	e := upstreamFailure(c.u, failBroken, 0, fmt.Errorf("upstream %s (%s): %w", c.u.cfg.Name, c.u.cfg.BaseURL, se))
	ev := gjson.ParseBytes(se.Raw)
	if ev.Type == gjson.String {
		if ev.Str != "" && !c.revealsSecret(ev.Str) {
			e.Message = ev.Str
		}
		return e
	}
	c.relayErrorFields(e, ev)
	return e
}

// relayErrorFields copies a provider's OpenAI error object (message, type,
// code, param) into e; a message quoting the key or the upstream's
// address is not relayed.
func (c *chatRun) relayErrorFields(e *apiError, ev gjson.Result) {
	if !ev.IsObject() {
		return
	}
	if msg := ev.Get("message").Str; msg != "" && !c.revealsSecret(msg) {
		e.Message = msg
	}
	if t := ev.Get("type").Str; t != "" {
		e.Type = t
	}
	e.Code = scalarString(ev.Get("code"))
	e.Param = scalarString(ev.Get("param"))
}

// revealsSecret reports whether an upstream message quotes the key or the
// upstream's address.
func (c *chatRun) revealsSecret(msg string) bool {
	if k := c.u.cfg.APIKey; k != "" && strings.Contains(msg, k) {
		return true
	}
	return c.u.cfg.BaseURL != "" && strings.Contains(msg, c.u.cfg.BaseURL)
}

// copyRateLimitHeaders keeps the headers a client needs to back off.
func copyRateLimitHeaders(dst, src http.Header) {
	for k, v := range src {
		lk := strings.ToLower(k)
		if lk == "retry-after" || lk == "retry-after-ms" || strings.HasPrefix(lk, "x-ratelimit-") {
			dst[k] = append([]string(nil), v...)
		}
	}
}

// scalarString renders a string or number JSON value as text ("" for
// anything else).
func scalarString(v gjson.Result) string {
	switch v.Type {
	case gjson.String:
		return v.Str
	case gjson.Number:
		return v.Raw
	}
	return ""
}
