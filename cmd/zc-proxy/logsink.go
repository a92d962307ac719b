package main

import (
	"io"
	"sync"
)

// logSinkMax bounds the lines a logSink holds while its writer is busy:
// past it, a Write waits and writes itself, so the writer sets the pace and
// memory stays bounded when stderr is slow or blocked.
const logSinkMax = 1 << 20

// logSink is the writer the log goes to, so that the request log costs a
// request neither a write syscall nor waiting on stderr. Write queues the
// line and wakes a flusher goroutine, which writes whatever has gathered
// in one write: when idle, each line leaves at once (nothing waits for a
// timer); under load, lines that arrive while a batch is being written
// leave together in the next (group commit), so a busy proxy makes one
// syscall per batch instead of one per request. Order is kept.
//
// Flush writes everything queued before it returns: serve calls it at
// lifecycle events (listening, shutdown) so those lines are out before
// anything that follows them. Close stops the flusher and flushes; after
// it, writes go straight through.
type logSink struct {
	w   io.Writer
	wmu sync.Mutex // held while writing to w: batches leave in order
	mu  sync.Mutex // guards buf and closed
	buf []byte
	// spare is the buffer of the last batch, reused for the next; only
	// the holder of wmu touches it.
	spare  []byte
	closed bool

	wake chan struct{} // capacity 1: lines are waiting
	quit chan struct{}
	done chan struct{}
}

var _ io.WriteCloser = (*logSink)(nil)

// newLogSink starts the flusher; Close stops it.
func newLogSink(w io.Writer) *logSink {
	s := &logSink{w: w, wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{})}
	go s.run()
	return s
}

// Write queues p (slog handlers write each record once). It never fails:
// a log line that cannot be written has nowhere to be reported.
func (s *logSink) Write(p []byte) (int, error) {
	s.mu.Lock()
	s.buf = append(s.buf, p...)
	closed := s.closed
	full := len(s.buf) >= logSinkMax
	s.mu.Unlock()
	if full || closed {
		s.Flush()
		return len(p), nil
	}
	select {
	case s.wake <- struct{}{}:
	default: // the flusher is due to run already
	}
	return len(p), nil
}

// run is the flusher.
func (s *logSink) run() {
	defer close(s.done)
	for {
		select {
		case <-s.wake:
			s.Flush()
		case <-s.quit:
			return
		}
	}
}

// Flush writes every line queued so far, in one write, before returning.
func (s *logSink) Flush() {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	s.mu.Lock()
	batch := s.buf
	s.buf = s.spare[:0]
	s.mu.Unlock()
	if len(batch) > 0 {
		_, _ = s.w.Write(batch)
	}
	s.spare = batch[:0]
}

// Close stops the flusher and writes what is left.
func (s *logSink) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	close(s.quit)
	<-s.done
	s.Flush()
	return nil
}
