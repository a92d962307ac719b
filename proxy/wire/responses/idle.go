package responses

import (
	"sync/atomic"
	"time"

	"github.com/zc-proxy/zc-proxy/sse"
)

// idleTimer cancels an upstream call whose stream stays silent for longer
// than limits.stream_idle.
type idleTimer struct {
	d     time.Duration
	t     *time.Timer
	fired atomic.Bool
}

func newIdleTimer(d time.Duration, cancel func()) *idleTimer {
	it := &idleTimer{d: d}
	it.t = time.AfterFunc(d, func() { it.fired.Store(true); cancel() })
	return it
}

func (it *idleTimer) reset() {
	if !it.fired.Load() {
		it.t.Reset(it.d)
	}
}

func (it *idleTimer) stop() { it.t.Stop() }

// drain reads the rest of an upstream body after its terminal event, for
// at most 100 ms, so its connection goes back to the pool (closing a body
// before its end closes the connection).
func (it *idleTimer) drain(rd interface{ Next() (sse.Event, error) }) {
	if !it.fired.Load() {
		it.d = 100 * time.Millisecond
		it.t.Reset(it.d)
	}
	for {
		if _, err := rd.Next(); err != nil {
			return
		}
	}
}
