package proxy

import (
	"context"
	"errors"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
)

// instrumentTransport measures every call to one upstream, retries
// included: duration to the end (or close) of the response body, time to
// its first byte, and failures by kind. It feeds both the metrics and the
// request's stats (for the log line and the proxy-overhead figure), so the
// tool loop and pass-through are measured alike without doing anything.
type instrumentTransport struct {
	next     http.RoundTripper
	upstream string
	metrics  *metrics.Metrics
}

func (t *instrumentTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	start := time.Now()
	ctx := req.Context()
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		t.metrics.UpstreamError(t.upstream, errorKind(ctx, err))
		t.done(ctx, time.Since(start), 0)
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		t.metrics.UpstreamError(t.upstream, metrics.UpstreamErrorStatus)
	}
	resp.Body = &measuredBody{ReadCloser: resp.Body, t: t, ctx: ctx, start: start}
	return resp, nil
}

// done reports one finished call.
func (t *instrumentTransport) done(ctx context.Context, d, firstByte time.Duration) {
	t.metrics.ObserveUpstream(t.upstream, d)
	reqctx.StatsFrom(ctx).AddUpstreamCall(t.upstream, d, firstByte)
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
	t     *instrumentTransport
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
		b.t.metrics.UpstreamFirstByte(b.t.upstream, b.firstByte)
	}
	if err != nil && !errors.Is(err, io.EOF) && !b.finished {
		b.t.metrics.UpstreamError(b.t.upstream, errorKind(b.ctx, err))
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
