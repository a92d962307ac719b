package proxy

import (
	"sync/atomic"
	"time"
)

// idleTimer cancels an upstream call when its stream stays silent for
// longer than limits.stream_idle (the wait for response headers counts).
type idleTimer struct {
	d     time.Duration
	t     *time.Timer
	fired atomic.Bool
}

func newIdleTimer(d time.Duration, cancel func()) *idleTimer {
	it := &idleTimer{d: d}
	it.t = time.AfterFunc(d, func() {
		it.fired.Store(true)
		cancel()
	})
	return it
}

// reset restarts the wait after the stream showed life.
func (it *idleTimer) reset() {
	if !it.fired.Load() {
		it.t.Reset(it.d)
	}
}

func (it *idleTimer) stop() { it.t.Stop() }

// within restarts the wait with a new limit d, for the rest of the call.
func (it *idleTimer) within(d time.Duration) {
	if !it.fired.Load() {
		it.d = d
		it.t.Reset(d)
	}
}

// expired reports whether the timer canceled the call.
func (it *idleTimer) expired() bool { return it != nil && it.fired.Load() }

// streamIdle is limits.stream_idle (default 5m).
func (c *chatRun) streamIdle() time.Duration {
	if d := c.s.cfg.Limits.StreamIdle; d > 0 {
		return d
	}
	return defaultStreamIdle
}

// maxResponseBytes is limits.max_response_bytes (default 16 MiB).
func (c *chatRun) maxResponseBytes() int64 {
	if n := c.s.cfg.Limits.MaxResponseBytes; n > 0 {
		return n
	}
	return defaultMaxResponseBytes
}
