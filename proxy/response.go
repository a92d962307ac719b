package proxy

import (
	"errors"
	"net/http"
	"strings"
	"time"
)

// clientWriteStall bounds how long one write to the client may make no
// progress. The server has no WriteTimeout (a streamed answer with tool
// runs in between may take minutes), so without it a client that stopped
// reading held its handler, its upstream call and their buffers for as
// long as it kept the connection open. Each write (and flush) pushes the
// connection's write deadline this far ahead of now; a write that still
// fails the deadline ends the response, which cancels the upstream call
// and running tools like any client that went away. A variable so tests
// can lower it.
var clientWriteStall = time.Minute

// responseRecorder notes the status and whether headers went out, for the
// panic recovery (no error body after headers), metrics and the log line, and
// counts the body bytes. It keeps Flush and Unwrap so streaming and
// http.ResponseController still reach the connection.
type responseRecorder struct {
	http.ResponseWriter
	status int   // 0 until headers are sent
	bytes  int64 // body bytes written

	// onStream, when set, is called as a text/event-stream response sends
	// its headers; the func it returns is called by endStream.
	onStream  func() (done func())
	streamEnd func()

	rc       *http.ResponseController // for the write deadline; made on the first write
	deadline time.Time                // the write deadline last set
	// noDeadline: the writer cannot take a deadline (http.ErrNotSupported:
	// a wrapper or recorder); asked once, not on every write, since the
	// answer is a freshly wrapped error each time
	noDeadline bool
}

var (
	_ http.Flusher = (*responseRecorder)(nil)
	_ interface {
		Unwrap() http.ResponseWriter
	} = (*responseRecorder)(nil)
)

// recorderFor reuses w when it already is a recorder, so stacked
// middlewares share one.
func recorderFor(w http.ResponseWriter) *responseRecorder {
	if rec, ok := w.(*responseRecorder); ok {
		return rec
	}
	return &responseRecorder{ResponseWriter: w}
}

func (w *responseRecorder) WriteHeader(code int) {
	// 1xx informational responses (103 Early Hints) precede the real one.
	if w.status == 0 && (code >= 200 || code == http.StatusSwitchingProtocols) {
		w.setStatus(code)
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *responseRecorder) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.setStatus(http.StatusOK)
	}
	// A large body (a JSON answer of megabytes) goes out in pieces, each
	// with the deadline renewed, so the bound is on a piece a slow client
	// cannot take in a minute, not on the whole body.
	var n int
	for {
		piece := p[:min(len(p), writePiece)]
		w.extendDeadline()
		m, err := w.ResponseWriter.Write(piece)
		n += m
		w.bytes += int64(m)
		if p = p[len(piece):]; err != nil || len(p) == 0 {
			return n, err
		}
	}
}

// writePiece is the most one write to the client carries under one
// deadline.
const writePiece = 32 << 10

// Flush sends buffered data; a write error surfaces on the next Write.
func (w *responseRecorder) Flush() {
	if w.status == 0 {
		w.setStatus(http.StatusOK)
	}
	w.extendDeadline()
	_ = w.controller().Flush()
}

func (w *responseRecorder) controller() *http.ResponseController {
	if w.rc == nil {
		w.rc = http.NewResponseController(w.ResponseWriter)
	}
	return w.rc
}

// extendDeadline makes the connection's write deadline clientWriteStall
// from now before a write (setting it only once half of it has passed,
// so a stream of small events does not reset a timer per event).
func (w *responseRecorder) extendDeadline() {
	now := time.Now()
	if !w.deadline.IsZero() && w.deadline.Sub(now) > clientWriteStall/2 {
		return
	}
	w.deadline = now.Add(clientWriteStall)
	w.setWriteDeadline(w.deadline)
}

func (w *responseRecorder) setWriteDeadline(t time.Time) {
	if w.noDeadline {
		return
	}
	if err := w.controller().SetWriteDeadline(t); errors.Is(err, http.ErrNotSupported) {
		w.noDeadline = true
	}
}

// finish readies the connection for net/http's own writes once the
// handler returned: what the handler left buffered (and a chunked body's
// end) gets clientWriteStall too.
func (w *responseRecorder) finish() {
	if !w.deadline.IsZero() {
		w.deadline = time.Time{}
		w.extendDeadline()
	}
}

// clearDeadline removes a write deadline an earlier request on the same
// connection left (net/http resets it only with a WriteTimeout), so the
// server's own writes for this one (100 Continue) are not cut by it.
func (w *responseRecorder) clearDeadline() {
	w.setWriteDeadline(time.Time{})
}

// setStatus notes the final status as the headers go out, and starts
// counting a stream.
func (w *responseRecorder) setStatus(code int) {
	w.status = code
	if w.onStream != nil && strings.HasPrefix(w.Header().Get("Content-Type"), "text/event-stream") {
		w.streamEnd = w.onStream()
	}
}

// endStream stops counting the stream, if one started.
func (w *responseRecorder) endStream() {
	if w.streamEnd != nil {
		w.streamEnd()
		w.streamEnd = nil
	}
}

func (w *responseRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// wroteHeader reports whether the status line has gone out.
func (w *responseRecorder) wroteHeader() bool { return w.status != 0 }
