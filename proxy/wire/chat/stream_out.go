package chat

import (
	"bytes"
	"cmp"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/sse"
)

// headerAccelBuffering: no proxy in front (nginx) may buffer the stream.
const headerAccelBuffering = "X-Accel-Buffering"

// DefaultHeaderDelay is how long the headers of an opened stream may wait
// for the first event to travel with (Exchange.HeaderDelay when unset). An
// upstream that answers with its first chunk at once (the usual case)
// costs the client one write, not a write for the headers and another for
// the chunk; a silent one (a model thinking, a tool-call turn) still gets
// its headers out this soon.
const DefaultHeaderDelay = 20 * time.Millisecond

// streamOut is the client's side of a streamed answer. Headers go out once
// the upstream has answered 2xx with an event stream (open), else with the
// first write, so an upstream failure before that is still a plain HTTP
// error; after a write error every later write is skipped and the run
// is canceled, which stops the upstream call and running tools.
//
// Headers sent by open wait at most headerDelay for an event to go
// with. Every event is flushed before the proxy waits for anything (the
// upstream's next bytes, a tool, the next turn), never later: while events
// are written back to back (hold), such as several upstream chunks that
// arrived in one read, they leave in one flush, as httputil.ReverseProxy
// forwards what one read returned in one write.
type streamOut struct {
	w           http.ResponseWriter
	sw          *sse.Writer
	cancel      func()
	headerDelay time.Duration // 0: DefaultHeaderDelay
	started     bool          // headers sent
	roleSent    bool          // a delta with role "assistant" went out
	err         error

	held    bool // hold: flush only at release or before the next upstream read
	pending bool // written but not flushed
	flushed bool // something was flushed: the headers are out

	// mu serialises the ResponseWriter between the handler and the timer
	// that flushes opened headers (the only other goroutine that writes);
	// closed, set by close, keeps that timer off the writer afterwards.
	mu          sync.Mutex
	headerTimer *time.Timer
	closed      bool
}

// start sends the streaming response headers once.
func (o *streamOut) start() {
	if o.started {
		return
	}
	h := o.w.Header()
	h["Content-Type"] = []string{"text/event-stream"}
	h["Cache-Control"] = []string{"no-cache"}
	h[headerAccelBuffering] = []string{"no"}
	loop.SetReceiptsOn(h)
	h.Del("Content-Length")
	o.w.WriteHeader(http.StatusOK)
	o.sw = sse.NewWriter(notedFlush{o.w, o})
	o.started = true
}

// open sends the headers, before any event: once the upstream has
// answered 2xx with a stream, the client learns the response started even
// while the model is silent, so a client with a response-header timeout
// does not give up waiting for the first token. They leave with the first
// event flushed, or on their own after headerDelay.
func (o *streamOut) open() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.started || o.err != nil {
		return o.err
	}
	o.start()
	o.headerTimer = time.AfterFunc(cmp.Or(o.headerDelay, DefaultHeaderDelay), o.flushHeaders)
	return nil
}

// flushHeaders runs on the header timer: the headers go out alone unless
// an event took them already.
func (o *streamOut) flushHeaders() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed || o.flushed || o.err != nil {
		return
	}
	o.pending = true
	_ = o.flush()
}

// close ends the client side: after it no goroutine touches the
// ResponseWriter (the handler may return).
func (o *streamOut) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	if o.headerTimer != nil {
		o.headerTimer.Stop()
	}
}

// data sends one data event.
func (o *streamOut) data(b []byte) error {
	return o.write(func() error { return o.sw.WriteData(b) })
}

// comment sends one comment line (keep-alive).
func (o *streamOut) comment(text string) error {
	return o.write(func() error { return o.sw.WriteComment(text) })
}

// done sends the terminating [DONE].
func (o *streamOut) done() error {
	return o.write(o.sw.WriteDone)
}

// errorEvent ends a started stream with OpenAI's error event; no [DONE]
// follows, so the client sees the answer is incomplete.
func (o *streamOut) errorEvent(e *apierr.Error) error {
	return o.data(bytes.TrimSpace(apierr.Marshal(e)))
}

// hold defers flushing until release or the next read of a body wrapped by
// flushBeforeRead: for events written back to back, with no wait between.
func (o *streamOut) hold() {
	o.mu.Lock()
	o.held = true
	o.mu.Unlock()
}

// release flushes what hold deferred and ends the hold.
func (o *streamOut) release() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = false
	return o.flush()
}

// flushNow flushes what was written and not yet flushed.
func (o *streamOut) flushNow() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.flush()
}

func (o *streamOut) write(send func() error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		return o.err
	}
	o.start()
	if err := send(); err != nil {
		return o.fail(err)
	}
	if o.held {
		return nil
	}
	return o.flush()
}

// flush sends what was written and not yet flushed; o.mu is held.
func (o *streamOut) flush() error {
	if o.err != nil || !o.pending {
		return o.err
	}
	o.pending, o.flushed = false, true
	if err := http.NewResponseController(o.w).Flush(); err != nil {
		return o.fail(err)
	}
	return nil
}

func (o *streamOut) fail(err error) error {
	o.err = err
	o.cancel()
	return err
}

// notedFlush is the ResponseWriter the SSE writer writes to: its flush after
// each event only notes one is due, and streamOut decides when it happens.
type notedFlush struct {
	http.ResponseWriter
	o *streamOut
}

func (n notedFlush) Flush() { n.o.pending = true }

// flushBeforeRead flushes the held events before each read of an upstream
// body, so nothing waits at the proxy while the proxy waits for the
// upstream. The SSE reader reads only when it has no whole line buffered.
type flushBeforeRead struct {
	r   io.Reader
	out *streamOut
}

func (f flushBeforeRead) Read(p []byte) (int, error) {
	if err := f.out.flushNow(); err != nil {
		return 0, errClientGone
	}
	return f.r.Read(p)
}
