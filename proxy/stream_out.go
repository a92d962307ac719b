package proxy

import (
	"bytes"
	"io"
	"net/http"

	"github.com/zc-proxy/zc-proxy/sse"
)

// streamOut is the client's side of a streamed answer. Headers go out once
// the upstream has answered 2xx with an event stream (open), else with the
// first write, so an upstream failure before that is still a plain HTTP
// error; after a write error every later write is skipped and the run
// is canceled, which stops the upstream call and running tools.
//
// Every event is flushed before the proxy waits for anything (the
// upstream's next bytes, a tool, the next turn), never later: while events
// are written back to back (hold), such as several upstream chunks that
// arrived in one read, they leave in one flush, as httputil.ReverseProxy
// forwards what one read returned in one write.
type streamOut struct {
	w        http.ResponseWriter
	sw       *sse.Writer
	cancel   func()
	started  bool // headers sent
	roleSent bool // a delta with role "assistant" went out
	err      error

	held    bool // hold: flush only at release or before the next upstream read
	pending bool // written but not flushed
}

// start sends the streaming response headers once.
func (o *streamOut) start() {
	if o.started {
		return
	}
	h := o.w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set(headerAccelBuffering, "no")
	h.Set(headerReceipts, modeOn)
	h.Del("Content-Length")
	o.w.WriteHeader(http.StatusOK)
	o.sw = sse.NewWriter(notedFlush{o.w, o})
	o.started = true
}

// open sends the headers now and flushes them, before any event: once the
// upstream has answered 2xx with a stream, the client learns the response
// started even while the model is silent, so a client with a
// response-header timeout does not give up waiting for the first token.
func (o *streamOut) open() error {
	if o.started {
		return o.err
	}
	return o.write(func() error { o.pending = true; return nil })
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
func (o *streamOut) errorEvent(e *apiError) error {
	return o.data(bytes.TrimSpace(marshalError(e)))
}

// hold defers flushing until release or the next read of a body wrapped by
// flushBeforeRead: for events written back to back, with no wait between.
func (o *streamOut) hold() { o.held = true }

// release flushes what hold deferred and ends the hold.
func (o *streamOut) release() error {
	o.held = false
	return o.flush()
}

func (o *streamOut) write(send func() error) error {
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

// flush sends what was written and not yet flushed.
func (o *streamOut) flush() error {
	if o.err != nil || !o.pending {
		return o.err
	}
	o.pending = false
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
	if err := f.out.flush(); err != nil {
		return 0, errClientGone
	}
	return f.r.Read(p)
}
