// Package wire holds what the two wires' adapters (proxy/wire/chat and
// proxy/wire/responses) share: the client's side of a streamed answer.
// Each wire formats its own events; this writes and flushes them.
package wire

import (
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// StreamOut is the client's side of a streamed answer. Headers go out with
// the first write, or once Open is called (once the upstream answered 2xx
// with an event stream), so an upstream failure before that is still a
// plain HTTP error; after a write error every later write is skipped and
// Cancel is called, which stops the upstream call and running tools.
//
// Every write is flushed before the proxy waits for anything (the
// upstream's next bytes, a tool, the next turn), never later: while events
// are written back to back (Hold), such as several upstream events that
// arrived in one read, they leave in one flush, as httputil.ReverseProxy
// forwards what one read returned in one write.
type StreamOut struct {
	W      http.ResponseWriter
	Cancel func()
	// Secret (the upstream key) is masked in every event written
	// (secretmask.Mask): the upstream's body is masked as it is read, but
	// an event the proxy builds joins upstream strings (a flag quoting a
	// sentence whose key came in two deltas, a client tool call's
	// arguments gathered from its deltas), which no upstream string held
	// whole.
	Secret string

	// mu serialises the ResponseWriter between the handler and the timer
	// that flushes opened headers (the only other goroutine that writes);
	// closed, set by Close, keeps that timer off the writer afterwards.
	mu          sync.Mutex
	rc          *http.ResponseController // made once: one per flush was an allocation per event
	started     bool                     // headers sent
	held        bool                     // Hold: flush only at Release or before the next upstream read
	pending     bool                     // written but not flushed
	flushed     bool                     // something was flushed: the headers are out
	closed      bool
	err         error
	headerTimer *time.Timer
}

// Started reports whether the headers were sent (the response began).
func (o *StreamOut) Started() bool { return o.started }

// start sends the streaming response headers once; o.mu is held.
func (o *StreamOut) start() {
	if o.started {
		return
	}
	h := o.W.Header()
	h["Content-Type"] = []string{"text/event-stream"}
	h["Cache-Control"] = []string{"no-cache"}
	h["X-Accel-Buffering"] = []string{"no"} // no proxy in front (nginx) may buffer the stream
	loop.SetReceiptsOn(h)
	h.Del("Content-Length")
	o.W.WriteHeader(http.StatusOK)
	o.started = true
}

// Open sends the headers before any event: once the upstream has answered
// 2xx with a stream, the client learns the response started even while
// the model is silent, so a client with a response-header timeout does
// not give up waiting for the first token. They leave with the first event
// flushed, or on their own after delay.
func (o *StreamOut) Open(delay time.Duration) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.started || o.err != nil {
		return o.err
	}
	o.start()
	o.headerTimer = time.AfterFunc(delay, o.flushHeaders)
	return nil
}

// flushHeaders runs on the header timer: the headers go out alone unless
// an event took them already.
func (o *StreamOut) flushHeaders() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed || o.flushed || o.err != nil {
		return
	}
	o.pending = true
	_ = o.flush()
}

// Close ends the client side: after it no goroutine of the StreamOut
// touches the ResponseWriter (the handler may return).
func (o *StreamOut) Close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	if o.headerTimer != nil {
		o.headerTimer.Stop()
	}
}

// Write sends b (whole SSE events) and flushes it unless held.
func (o *StreamOut) Write(b []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		return o.err
	}
	o.start()
	if _, err := o.W.Write(secretmask.Mask(b, o.Secret)); err != nil {
		return o.fail(err)
	}
	o.pending = true
	if o.held {
		return nil
	}
	return o.flush()
}

// Hold defers flushing until Release or the next read of a body wrapped
// by FlushBefore: for events written back to back, with no wait between.
func (o *StreamOut) Hold() {
	o.mu.Lock()
	o.held = true
	o.mu.Unlock()
}

// Release flushes what Hold deferred and ends the hold.
func (o *StreamOut) Release() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = false
	return o.flush()
}

// FlushNow flushes what was written and not yet flushed.
func (o *StreamOut) FlushNow() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.flush()
}

// flush sends what was written and not yet flushed; o.mu is held.
func (o *StreamOut) flush() error {
	if o.err != nil || !o.pending {
		return o.err
	}
	o.pending, o.flushed = false, true
	if o.rc == nil {
		o.rc = http.NewResponseController(o.W)
	}
	if err := o.rc.Flush(); err != nil {
		return o.fail(err)
	}
	return nil
}

func (o *StreamOut) fail(err error) error {
	o.err = err
	o.Cancel()
	return err
}

// FlushBefore flushes the held events before each read of an upstream
// body, so nothing waits at the proxy while the proxy waits for the
// upstream: the SSE reader reads only when it has no whole line buffered.
type FlushBefore struct {
	R   io.Reader
	Out *StreamOut
}

func (f FlushBefore) Read(p []byte) (int, error) {
	if err := f.Out.FlushNow(); err != nil {
		return 0, loop.ErrClientGone
	}
	return f.R.Read(p)
}
