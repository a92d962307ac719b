package proxy

import (
	"bytes"
	"net/http"

	"github.com/zc-proxy/zc-proxy/sse"
)

// streamOut is the client's side of a streamed answer. Headers go out once
// the upstream has answered 2xx with an event stream (open), else with the
// first write, so an upstream failure before that is still a plain HTTP
// error; after a write error every later write is skipped and the run
// is canceled, which stops the upstream call and running tools.
type streamOut struct {
	w        http.ResponseWriter
	sw       *sse.Writer
	cancel   func()
	started  bool // headers sent
	roleSent bool // a delta with role "assistant" went out
	err      error
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
	o.sw = sse.NewWriter(o.w)
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
	return o.write(http.NewResponseController(o.w).Flush)
}

// data sends one data event (flushed at once).
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

func (o *streamOut) write(send func() error) error {
	if o.err != nil {
		return o.err
	}
	o.start()
	if err := send(); err != nil {
		o.err = err
		o.cancel()
		return err
	}
	return nil
}
