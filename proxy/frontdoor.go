package proxy

import (
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// frontDoor is what every request goes through first, in one middleware:
// its request id, its log line and metrics, its cancellation by
// CancelInFlight and the recovery of its panics, in that order from the
// outside in, exactly as the four middlewares of middleware_ref_test.go
// would do stacked.
//
// They are one function because they run on every request, pass-through
// included: stacked, they copied the request three times and added three
// context values, and their four frames sat under every handler, whose
// stack a stream's header write (deep in net/http, from the bottom of
// that stack) grows and each idle stream then keeps.
func (s *Server) frontDoor(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := requestID(r.Header)
		w.Header().Set(reqctx.Header, id)
		st := &reqctx.Stats{}
		rec := recorderFor(w)
		rec.onStream = s.metrics.StreamStarted
		rec.clearDeadline()
		client := reqctx.With(r.Context(), id, st)
		ctx, release := s.untilStop(client)
		r = r.WithContext(ctx)
		aborted := true
		defer func() {
			p := recover()
			v := s.recovered(p, rec, r)
			if p != nil && v == nil {
				aborted = false // answered 500, as a panic before the response started is
			}
			release()
			rec.endStream()
			rec.finish()
			s.report(r, rec, st.Snapshot(), time.Since(start), aborted, client.Err() != nil)
			if v != nil {
				panic(v)
			}
		}()
		next.ServeHTTP(rec, r)
		aborted = false
	})
}
