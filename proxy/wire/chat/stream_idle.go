package chat

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
