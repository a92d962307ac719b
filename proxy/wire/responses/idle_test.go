package responses

import (
	"testing"
	"time"
)

// TestIdleTimerFires: a silent stream is canceled after the idle limit,
// and the timer says so (for the error's kind).
func TestIdleTimerFires(t *testing.T) {
	done := make(chan struct{})
	it := newIdleTimer(10*time.Millisecond, func() { close(done) })
	defer it.stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the idle timer never fired")
	}
	if !it.fired.Load() {
		t.Error("fired not set")
	}
}
