package upstream

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/metrics"
)

// maxDrainBytes bounds how much of a retried response's body is read so
// its connection can be reused; a larger body closes the connection.
const maxDrainBytes = 4 << 10

// Retry retries an upstream call that failed before any byte of
// a response reached the proxy. It is an http.RoundTripper in front of the
// upstream transport, so both the tool loop and pass-through use it.
//
// A retry happens only when all of these hold:
//   - the request body can be sent again (no body, or GetBody is set);
//   - the attempt failed to dial (refused, unresolvable, unreachable:
//     nothing was written) or answered 429, 500, 502, 503 or 504, whose
//     body is drained and closed unread by the caller;
//   - attempts are left and the request's context is not done.
//
// A response handed to the caller is never retried, so a stream that breaks
// after its first byte stays broken: replaying it could duplicate text or
// tool calls. The wait before retry n (from 1) is Backoff·2^(n-1), capped at
// MaxBackoff, with jitter drawing it from [wait/2, wait]; a Retry-After
// header (seconds or an HTTP date) replaces it, and one longer than
// MaxRetryAfter ends the retries so the client sees the upstream's answer.
type Retry struct {
	Next     http.RoundTripper
	Upstream string // config name, for logs and metrics
	Config   RetryConfig
	Log      *slog.Logger
	Metrics  *metrics.Metrics // nil-safe; counts each retry by reason

	// Clock hooks; nil means the real thing.
	Sleep  func(ctx context.Context, d time.Duration) error
	Jitter func(d time.Duration) time.Duration // a wait in [d/2, d]
	Now    func() time.Time
}

// NewRetry wraps next; with cfg.Max zero it returns next itself. m (may
// be nil) counts the retries.
func NewRetry(next http.RoundTripper, upstream string, cfg RetryConfig, log *slog.Logger, m *metrics.Metrics) http.RoundTripper {
	if cfg.Max <= 0 {
		return next
	}
	return &Retry{Next: next, Upstream: upstream, Config: cfg, Log: log, Metrics: m}
}

// RoundTrip implements http.RoundTripper.
func (t *Retry) RoundTrip(req *http.Request) (*http.Response, error) {
	replayable := req.Body == nil || req.Body == http.NoBody || req.GetBody != nil
	for attempt := 0; ; attempt++ {
		if attempt > 0 && req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req = cloneWithBody(req, body)
		}
		resp, err := t.Next.RoundTrip(req)
		if !replayable || attempt >= t.Config.Max {
			return resp, err
		}
		wait, why, retry := t.decide(attempt+1, resp, err)
		if !retry {
			return resp, err
		}
		reason := metrics.RetryReasonConnect
		if resp != nil {
			reason = metrics.RetryReasonStatus
			discard(resp.Body)
		}
		t.Metrics.UpstreamRetry(t.Upstream, reason)
		t.Log.InfoContext(req.Context(), "retrying upstream call",
			"upstream", t.Upstream,
			"attempt", attempt+2,
			"reason", why,
			"wait", wait)
		if err := t.wait(req.Context(), wait); err != nil {
			return nil, err
		}
	}
}

// decide says whether retry number n (from 1) should happen after resp or
// err, after how long, and why (for the log).
func (t *Retry) decide(n int, resp *http.Response, err error) (time.Duration, string, bool) {
	if err != nil {
		if !isDialError(err) {
			return 0, "", false
		}
		return t.backoff(n), "connect", true
	}
	if !retryableStatus(resp.StatusCode) {
		return 0, "", false
	}
	why := "HTTP " + strconv.Itoa(resp.StatusCode)
	if d, ok := retryAfter(resp.Header, t.clock()); ok {
		if d > t.Config.MaxRetryAfter {
			return 0, "", false
		}
		return d, why, true
	}
	return t.backoff(n), why, true
}

// backoff is the jittered exponential wait before retry n (from 1).
func (t *Retry) backoff(n int) time.Duration {
	d := t.Config.MaxBackoff
	if shift := n - 1; shift < 32 && t.Config.Backoff < t.Config.MaxBackoff>>shift {
		d = t.Config.Backoff << shift
	}
	if t.Jitter != nil {
		return t.Jitter(d)
	}
	return d/2 + rand.N(d/2+1)
}

// wait sleeps d, or less when ctx ends.
func (t *Retry) wait(ctx context.Context, d time.Duration) error {
	if t.Sleep != nil {
		return t.Sleep(ctx, d)
	}
	return sleepCtx(ctx, d)
}

// clock is Now, or time.Now.
func (t *Retry) clock() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

// sleepCtx waits d or until ctx is done, whichever is first.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// isDialError reports whether err failed to open a connection, so the
// upstream cannot have seen the request.
func isDialError(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// retryableStatus: rate limited, or a server or gateway failure that says
// nothing was done.
func retryableStatus(code int) bool {
	switch code {
	case http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusBadGateway,
		http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// retryAfter parses Retry-After (delay seconds or an HTTP date), and
// OpenAI's retry-after-ms, which is more precise when both are sent.
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 && ms < 1e12 {
			return time.Duration(ms * float64(time.Millisecond)), true
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 || secs > 1e9 {
			return 0, false
		}
		return time.Duration(secs) * time.Second, true
	}
	if at, err := http.ParseTime(v); err == nil {
		return max(0, at.Sub(now)), true
	}
	return 0, false
}

// cloneWithBody is req for another attempt, with a fresh body.
func cloneWithBody(req *http.Request, body io.ReadCloser) *http.Request {
	out := req.Clone(req.Context())
	out.Body = body
	return out
}

// discard drains a little of body, so the connection may be reused, and
// closes it.
func discard(body io.ReadCloser) {
	_, _ = io.CopyN(io.Discard, body, maxDrainBytes)
	_ = body.Close()
}
