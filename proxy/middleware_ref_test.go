package proxy

import (
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// The four middlewares frontDoor merges, one each, as tests stack them to
// check a concern alone (recover_test.go, shutdown_test.go). frontDoor
// is held to them by those tests; production uses frontDoor only.

// withRequestID gives every request an id: the client's X-Request-Id when
// it is sane, else a fresh random one. The id goes in the request context
// (for logs and upstream calls) and in the response's X-Request-Id.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := requestID(r.Header)
		w.Header().Set(reqctx.Header, id)
		next.ServeHTTP(w, r.WithContext(reqctx.WithID(r.Context(), id)))
	})
}

// cancelOnStop ties each request's context to CancelInFlight.
func (s *Server) cancelOnStop(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, release := s.untilStop(r.Context())
		defer release()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

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

// observeRequests reports every request once it is done: one log line and
// the request metrics, plus, for a chat completion in receipts mode, its
// loop iterations, flags and the proxy's own overhead (total minus upstream
// calls and tool batches). It puts a requestStats in the context for the
// handlers to fill and counts streamed responses (text/event-stream) as in
// flight while they last.
//
// The line never holds a key, a header value or message text; with
// log.include_prompts it adds the prompt, capped.
func (s *Server) observeRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		st := &reqctx.Stats{}
		rec := recorderFor(w)
		rec.onStream = s.metrics.StreamStarted
		aborted := true
		defer func() {
			rec.endStream()
			s.report(r, rec, st.Snapshot(), time.Since(start), aborted, r.Context().Err() != nil)
		}()
		next.ServeHTTP(rec, r.WithContext(reqctx.WithStats(r.Context(), st)))
		aborted = false
	})
}
