package proxy

import (
	"errors"
	"fmt"
	"net/http"
	"runtime/debug"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// recovered handles v, a handler's panic value (nil: none), and returns
// what to panic with in its place (nil: nothing). A panic before the
// response started is logged and answered 500; after it, it is logged and
// becomes http.ErrAbortHandler. http.ErrAbortHandler itself is returned
// untouched and unlogged.
func (s *Server) recovered(v any, rec *responseRecorder, r *http.Request) any {
	if v == nil {
		return nil
	}
	if err, ok := v.(error); ok && errors.Is(err, http.ErrAbortHandler) {
		return v
	}
	s.log.ErrorContext(r.Context(), "handler panic",
		"method", r.Method,
		"path", r.URL.Path,
		"panic", fmt.Sprint(v),
		"stack", string(debug.Stack()))
	if rec.wroteHeader() {
		return http.ErrAbortHandler
	}
	// Drop what the handler had set up for its own response.
	h := rec.Header()
	for k := range h {
		if k != reqctx.Header {
			delete(h, k)
		}
	}
	s.writeError(rec, r, apierr.Internal(errors.New("handler panic")))
	return nil
}
