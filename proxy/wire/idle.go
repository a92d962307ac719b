package wire

import (
	"sync/atomic"
	"time"

	"github.com/zc-proxy/zc-proxy/sse"
)

// IdleTimer cancels an upstream call when its stream stays silent for
// longer than limits.stream_idle (the wait for response headers counts).
//
// An event only notes when it arrived (reset: one monotonic clock read);
// the timer is not moved per event, which cost a runtime timer-heap update
// for every chunk. When the timer goes off it looks at the last event and,
// if the stream was not silent for the whole limit, sets itself again for
// the rest: it cancels exactly as a timer reset at every event would.
type IdleTimer struct {
	base   time.Time    // when the timer started; last counts from it (monotonic)
	last   atomic.Int64 // when the last event arrived, as time since base
	d      atomic.Int64 // the limit (a time.Duration)
	t      *time.Timer
	cancel func()
	fired  atomic.Bool
	done   atomic.Bool // stopped: a callback running late sets nothing again
}

// NewIdleTimer starts the wait for a call of limit d that cancel ends.
func NewIdleTimer(d time.Duration, cancel func()) *IdleTimer {
	it := &IdleTimer{base: time.Now(), cancel: cancel}
	it.d.Store(int64(d))
	it.t = time.AfterFunc(d, it.check)
	return it
}

// check runs when the timer goes off: cancel the call if the stream has
// been silent for the limit, else wait for the rest of it.
func (it *IdleTimer) check() {
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

// Reset restarts the wait after the stream showed life.
func (it *IdleTimer) Reset() {
	it.last.Store(int64(time.Since(it.base)))
}

// Stop ends the wait: the timer cancels nothing after it.
func (it *IdleTimer) Stop() {
	it.done.Store(true)
	it.t.Stop()
}

// Within restarts the wait with a new limit d, for the rest of the call.
func (it *IdleTimer) Within(d time.Duration) {
	if !it.fired.Load() {
		it.d.Store(int64(d))
		it.Reset()
		it.t.Reset(d) // a shorter limit must go off sooner than the timer is set for
	}
}

// Expired reports whether the timer canceled the call.
func (it *IdleTimer) Expired() bool { return it != nil && it.fired.Load() }

// drainWait bounds how long the end of an upstream body is awaited after
// its last event.
const drainWait = 100 * time.Millisecond

// Drain reads the upstream body to its end after its last event (nothing
// after it counts), so its connection goes back to the pool: closing a
// body before its end, even with only the chunked terminator unread,
// closes the connection. An upstream that keeps the body open past
// drainWait is cut.
func (it *IdleTimer) Drain(rd interface{ Next() (sse.Event, error) }) {
	it.Within(drainWait)
	for {
		if _, err := rd.Next(); err != nil {
			return
		}
	}
}
