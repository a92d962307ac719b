package proxy

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

// retryTransport retries an upstream call that failed before any byte of
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
type retryTransport struct {
	next     http.RoundTripper
	upstream string // config name, for logs and metrics
	cfg      RetryConfig
	log      *slog.Logger
	metrics  *metrics.Metrics // nil-safe; counts each retry by reason

	// Seams for tests; nil means the real thing.
	sleep  func(ctx context.Context, d time.Duration) error
	jitter func(d time.Duration) time.Duration // a wait in [d/2, d]
	now    func() time.Time
}

// newRetryTransport wraps next; with cfg.Max zero it returns next itself.
// m (may be nil) counts the retries.
func newRetryTransport(next http.RoundTripper, upstream string, cfg RetryConfig, log *slog.Logger, m *metrics.Metrics) http.RoundTripper {
	if cfg.Max <= 0 {
		return next
	}
	return &retryTransport{next: next, upstream: upstream, cfg: cfg, log: log, metrics: m}
}

func (t *retryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	replayable := req.Body == nil || req.Body == http.NoBody || req.GetBody != nil
	for attempt := 0; ; attempt++ {
		if attempt > 0 && req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req = cloneWithBody(req, body)
		}
		resp, err := t.next.RoundTrip(req)
		if !replayable || attempt >= t.cfg.Max {
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
		t.metrics.UpstreamRetry(t.upstream, reason)
		t.log.InfoContext(req.Context(), "retrying upstream call",
			"upstream", t.upstream,
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
func (t *retryTransport) decide(n int, resp *http.Response, err error) (time.Duration, string, bool) {
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
		if d > t.cfg.MaxRetryAfter {
			return 0, "", false
		}
		return d, why, true
	}
	return t.backoff(n), why, true
}

// backoff is the jittered exponential wait before retry n (from 1).
func (t *retryTransport) backoff(n int) time.Duration {
	d := t.cfg.MaxBackoff
	if shift := n - 1; shift < 32 && t.cfg.Backoff < t.cfg.MaxBackoff>>shift {
		d = t.cfg.Backoff << shift
	}
	if t.jitter != nil {
		return t.jitter(d)
	}
	return d/2 + rand.N(d/2+1)
}

func (t *retryTransport) wait(ctx context.Context, d time.Duration) error {
	if t.sleep != nil {
		return t.sleep(ctx, d)
	}
	return sleepCtx(ctx, d)
}

func (t *retryTransport) clock() time.Time {
	if t.now != nil {
		return t.now()
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
