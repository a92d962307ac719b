package chat

import (
	"sync/atomic"
	"time"
)

// idleTimer cancels an upstream call when its stream stays silent for
// longer than limits.stream_idle (the wait for response headers counts).
//
// An event only notes when it arrived (reset: one monotonic clock read);
// the timer is not moved per event, which cost a runtime timer-heap update
// for every chunk. When the timer goes off it looks at the last event and,
// if the stream was not silent for the whole limit, sets itself again for
// the rest: it cancels exactly as a timer reset at every event would.
type idleTimer struct {
	base   time.Time    // when the timer started; last counts from it (monotonic)
	last   atomic.Int64 // when the last event arrived, as time since base
	d      atomic.Int64 // the limit (a time.Duration)
	t      *time.Timer
	cancel func()
	fired  atomic.Bool
	done   atomic.Bool // stopped: a callback running late sets nothing again
}

func newIdleTimer(d time.Duration, cancel func()) *idleTimer {
	it := &idleTimer{base: time.Now(), cancel: cancel}
	it.d.Store(int64(d))
	it.t = time.AfterFunc(d, it.check)
	return it
}

// check runs when the timer goes off: cancel the call if the stream has
// been silent for the limit, else wait for the rest of it.
func (it *idleTimer) check() {
	if it.done.Load() {
		return
	}
	silent := time.Since(it.base) - time.Duration(it.last.Load())
	if d := time.Duration(it.d.Load()); silent < d {
		it.t.Reset(d - silent)
		return
	}
	it.fired.Store(true)
	it.cancel()
}

// reset restarts the wait after the stream showed life.
func (it *idleTimer) reset() {
	it.last.Store(int64(time.Since(it.base)))
}

func (it *idleTimer) stop() {
	it.done.Store(true)
	it.t.Stop()
}

// within restarts the wait with a new limit d, for the rest of the call.
func (it *idleTimer) within(d time.Duration) {
	if !it.fired.Load() {
		it.d.Store(int64(d))
		it.reset()
		it.t.Reset(d) // a shorter limit must go off sooner than the timer is set for
	}
}

// expired reports whether the timer canceled the call.
func (it *idleTimer) expired() bool { return it != nil && it.fired.Load() }
