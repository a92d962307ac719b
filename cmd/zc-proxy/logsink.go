package main

import (
	"io"
	"sync"
)

// logSink is the writer the request log goes to. A line written while no
// other write is in progress goes straight out, in the caller, as with a
// plain writer. Lines written while another goroutine is writing gather
// in a buffer, and that goroutine writes them with its next write before
// it returns: group commit, so a busy proxy makes one write syscall per
// batch instead of one per request. Order is kept; nothing waits for a
// timer; no goroutine is started.
type logSink struct {
	w   io.Writer
	wmu sync.Mutex // held by the goroutine writing to w
	mu  sync.Mutex // guards buf
	buf []byte
	// spare is the buffer of the last batch, reused for the next; only
	// the holder of wmu touches it.
	spare []byte
}

var _ io.Writer = (*logSink)(nil)

// logSinkMax bounds the lines that gather while one write is in progress:
// past it, a writer waits for the write and joins in, so the writer sets
// the pace and memory stays bounded when stderr is slow or blocked.
const logSinkMax = 1 << 20

func newLogSink(w io.Writer) *logSink { return &logSink{w: w} }

// Write queues p (slog handlers write each record once) and writes it
// unless another goroutine is writing, which then writes it. It never
// fails: a log line that cannot be written has nowhere to be reported.
func (s *logSink) Write(p []byte) (int, error) {
	s.mu.Lock()
	s.buf = append(s.buf, p...)
	full := len(s.buf) >= logSinkMax
	s.mu.Unlock()
	if full {
		s.wmu.Lock()
	} else if !s.wmu.TryLock() {
		return len(p), nil // the writer in progress writes p after its current write
	}
	for {
		s.drain()
		s.wmu.Unlock()
		// A line queued after drain by a goroutine that found wmu held
		// is this goroutine's to write: take wmu back unless another
		// writer already has.
		s.mu.Lock()
		left := len(s.buf) > 0
		s.mu.Unlock()
		if !left || !s.wmu.TryLock() {
			return len(p), nil
		}
	}
}

// drain writes the queued lines until none are left; wmu is held.
func (s *logSink) drain() {
	for {
		s.mu.Lock()
		batch := s.buf
		s.buf = s.spare[:0]
		s.mu.Unlock()
		if len(batch) == 0 {
			s.spare = batch
			return
		}
		_, _ = s.w.Write(batch)
		s.spare = batch[:0]
	}
}
