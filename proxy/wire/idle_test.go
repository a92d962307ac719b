package wire

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestIdleTimer: events move the deadline without moving the timer, so a
// stream that keeps talking is never cut and a silent one is, once.
func TestIdleTimer(t *testing.T) {
	const d = 40 * time.Millisecond
	t.Run("talking stream lives", func(t *testing.T) {
		var canceled atomic.Int32
		it := NewIdleTimer(d, func() { canceled.Add(1) })
		defer it.Stop()
		for range 8 {
			time.Sleep(d / 4)
			it.Reset()
		}
		if canceled.Load() != 0 || it.Expired() {
			t.Fatalf("canceled %d times while events kept coming", canceled.Load())
		}
	})
	t.Run("silent stream is cut", func(t *testing.T) {
		var canceled atomic.Int32
		it := NewIdleTimer(d, func() { canceled.Add(1) })
		defer it.Stop()
		it.Reset()
		time.Sleep(4 * d)
		if canceled.Load() != 1 || !it.Expired() {
			t.Fatalf("canceled %d times after silence, expired %v", canceled.Load(), it.Expired())
		}
	})
	t.Run("silence after events is cut", func(t *testing.T) {
		var canceled atomic.Int32
		it := NewIdleTimer(d, func() { canceled.Add(1) })
		defer it.Stop()
		time.Sleep(d / 2)
		it.Reset()
		time.Sleep(d / 2) // the first deadline passes here, with an event inside it
		if canceled.Load() != 0 {
			t.Fatal("canceled although an event came within the limit")
		}
		time.Sleep(3 * d)
		if canceled.Load() != 1 {
			t.Fatalf("canceled %d times after silence", canceled.Load())
		}
	})
	t.Run("within shortens", func(t *testing.T) {
		var canceled atomic.Int32
		it := NewIdleTimer(time.Hour, func() { canceled.Add(1) })
		defer it.Stop()
		it.Within(d)
		time.Sleep(4 * d)
		if canceled.Load() != 1 {
			t.Fatalf("canceled %d times", canceled.Load())
		}
	})
	t.Run("stopped never fires", func(t *testing.T) {
		var canceled atomic.Int32
		it := NewIdleTimer(d, func() { canceled.Add(1) })
		it.Stop()
		time.Sleep(2 * d)
		if canceled.Load() != 0 {
			t.Fatal("a stopped timer canceled")
		}
	})
}
