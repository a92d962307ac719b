package proxy

import (
	"errors"
	"fmt"
	"net/http"
	"runtime/debug"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// recoverer turns a panic in a handler into a logged error (with stack)
// and a generic OpenAI-shaped 500 that reveals nothing of the panic. If
// the response had already started, it aborts the connection instead, so
// the client sees a broken response rather than a silently truncated one.
// http.ErrAbortHandler is re-panicked untouched: streams abort that way on
// purpose and net/http handles it quietly.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := recorderFor(w)
		defer func() {
			if v := s.recovered(recover(), rec, r); v != nil {
				panic(v)
			}
		}()
		next.ServeHTTP(rec, r)
	})
}

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
