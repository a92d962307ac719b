package proxy

import (
	"net/http"
)

// responseRecorder notes the status and whether headers went out, for the
// recoverer (no error body after headers) and metrics. It keeps Flush and
// Unwrap so streaming and http.ResponseController still reach the
// connection.
type responseRecorder struct {
	http.ResponseWriter
	status int // 0 until headers are sent
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
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *responseRecorder) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(p)
}

// Flush sends buffered data; a write error surfaces on the next Write.
func (w *responseRecorder) Flush() {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *responseRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// wroteHeader reports whether the status line has gone out.
func (w *responseRecorder) wroteHeader() bool { return w.status != 0 }
