package proxy

import (
	"net/http"
	"strings"
)

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
	n, err := w.ResponseWriter.Write(p)
	w.bytes += int64(n)
	return n, err
}

// Flush sends buffered data; a write error surfaces on the next Write.
func (w *responseRecorder) Flush() {
	if w.status == 0 {
		w.setStatus(http.StatusOK)
	}
	_ = http.NewResponseController(w.ResponseWriter).Flush()
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
