package responses

import (
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// streamOut is the client's side of a streamed Responses answer: headers go
// out with the first write (so an upstream failure before it is still a
// plain HTTP error), every write is flushed at once, or, while an upstream
// round is read (hold), just before the proxy waits for the upstream's
// next bytes (nothing that could be forwarded waits at the proxy, and
// events the upstream sent back to back leave in one flush, as they would
// through a plain reverse proxy), and after a write error every later
// write is skipped and the run canceled, which stops the upstream call
// and the tools.
type streamOut struct {
	w       http.ResponseWriter
	cancel  func()
	mu      sync.Mutex // the keep-alive of a tool round and the loop never write at once, but a failing client may race a flush
	started bool
	err     error
	rc      *http.ResponseController // made once: one per write was an allocation per event
	held    bool                     // flush only at release or before the next upstream read
	pending bool                     // written, not flushed
}

// write sends b (whole SSE events or a comment) and flushes it.
func (o *streamOut) write(b []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		return o.err
	}
	if !o.started {
		h := o.w.Header()
		h.Set("Content-Type", "text/event-stream")
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Accel-Buffering", "no")
		h.Set(loop.HeaderReceipts, loop.ReceiptsOn)
		h.Del("Content-Length")
		o.w.WriteHeader(http.StatusOK)
		o.started = true
	}
	if _, err := o.w.Write(b); err != nil {
		return o.fail(err)
	}
	o.pending = true
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
	o.pending = false
	if o.rc == nil {
		o.rc = http.NewResponseController(o.w)
	}
	if err := o.rc.Flush(); err != nil {
		return o.fail(err)
	}
	return nil
}

// hold defers flushing until release or the next read of a body wrapped
// by flushBefore.
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

// flushBefore flushes the held events before each read of an upstream
// body, so nothing waits at the proxy while the proxy waits for the
// upstream: the SSE reader reads only when it has no whole line buffered.
type flushBefore struct {
	r   io.Reader
	out *streamOut
}

func (f flushBefore) Read(p []byte) (int, error) {
	if err := f.out.flushNow(); err != nil {
		return 0, loop.ErrClientGone
	}
	return f.r.Read(p)
}

func (o *streamOut) fail(err error) error {
	o.err = err
	o.cancel()
	return err
}

// comment sends one comment line (keep-alive), a line break in note cut.
func (o *streamOut) comment(note string) error {
	note, _, _ = strings.Cut(note, "\n")
	return o.write([]byte(": " + strings.TrimSpace(strings.ReplaceAll(note, "\r", " ")) + "\n\n"))
}

// errorEvent ends a started stream that never opened a response with
// OpenAI's error event.
func (o *streamOut) errorEvent(e *apierr.Error) error {
	return o.write(append(append([]byte("event: error\ndata: "), []byte(strings.TrimSpace(string(apierr.Marshal(e))))...), "\n\n"...))
}
