package upstream

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
)

// Instrument measures every call to one upstream, retries
// included: duration to the end (or close) of the response body, time to
// its first byte, and failures by kind. It feeds both the metrics and the
// request's stats (for the log line and the proxy-overhead figure), so the
// tool loop and pass-through are measured alike without doing anything.
type Instrument struct {
	Next     http.RoundTripper
	Upstream string // config name
	Metrics  *metrics.Metrics
}

// RoundTrip implements http.RoundTripper.
func (t *Instrument) RoundTrip(req *http.Request) (*http.Response, error) {
	start := time.Now()
	ctx := req.Context()
	resp, err := t.Next.RoundTrip(req)
	if err != nil {
		t.Metrics.UpstreamError(t.Upstream, errorKind(ctx, err))
		t.done(ctx, time.Since(start), 0)
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		t.Metrics.UpstreamError(t.Upstream, metrics.UpstreamErrorStatus)
	}
	resp.Body = &measuredBody{ReadCloser: resp.Body, t: t, ctx: ctx, start: start}
	return resp, nil
}

// done reports one finished call.
func (t *Instrument) done(ctx context.Context, d, firstByte time.Duration) {
	t.Metrics.ObserveUpstream(t.Upstream, d)
	reqctx.StatsFrom(ctx).AddUpstreamCall(t.Upstream, d, firstByte)
}

// errorKind classifies a failed round trip or body read.
func errorKind(ctx context.Context, err error) string {
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		return metrics.UpstreamErrorCanceled
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return metrics.UpstreamErrorTimeout
	}
	return metrics.UpstreamErrorConnect
}

// measuredBody notes the first byte, a read error, and the end of a
// response body (EOF or Close, whichever comes first).
type measuredBody struct {
	io.ReadCloser
	t     *Instrument
	ctx   context.Context
	start time.Time

	mu        sync.Mutex // Close may race a Read (ReverseProxy, canceled streams)
	firstByte time.Duration
	finished  bool
}

func (b *measuredBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.mu.Lock()
	defer b.mu.Unlock()
	if n > 0 && b.firstByte == 0 {
		b.firstByte = max(time.Since(b.start), time.Nanosecond)
		b.t.Metrics.UpstreamFirstByte(b.t.Upstream, b.firstByte)
	}
	if err != nil && !errors.Is(err, io.EOF) && !b.finished {
		b.t.Metrics.UpstreamError(b.t.Upstream, errorKind(b.ctx, err))
	}
	if err != nil {
		b.finishLocked()
	}
	return n, err
}

func (b *measuredBody) Close() error {
	err := b.ReadCloser.Close()
	b.mu.Lock()
	b.finishLocked()
	b.mu.Unlock()
	return err
}

func (b *measuredBody) finishLocked() {
	if b.finished {
		return
	}
	b.finished = true
	b.t.done(b.ctx, time.Since(b.start), b.firstByte)
}

// NewClient is the client one upstream is called with: base's transport
// (http.DefaultTransport when nil), behind the upstream's retries, behind
// its metrics (so a call's measured time includes its retries, as the
// client waits for them).
func NewClient(base *http.Client, cfg Config, log *slog.Logger, m *metrics.Metrics) *http.Client {
	rt := base.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	return &http.Client{
		Transport:     &Instrument{Next: NewRetry(rt, cfg.Name, cfg.Retries, log, m), Upstream: cfg.Name, Metrics: m},
		CheckRedirect: base.CheckRedirect,
		Jar:           base.Jar,
		Timeout:       base.Timeout,
	}
}
