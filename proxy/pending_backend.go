package proxy

import (
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
)

// errPendingStore is the answer to a mixed turn whose store does not
// answer: a 503 naming the store, the cause in the logs only.
func errPendingStore(store string, err error) *apierr.Error {
	return &apierr.Error{Status: http.StatusServiceUnavailable, Type: apierr.TypeServer, Code: "pending_store_unavailable",
		Message: fmt.Sprintf("The %s store that keeps mixed tool turns for follow-ups did not answer; the turn cannot be kept or spliced. Retry shortly.", store),
		Err:     err}
}

// pendingTurns is the backend in use (the in-memory store on a Server
// built without New, as tests do).
func (s *Server) pendingTurns() pending.Store {
	if s.turns != nil {
		return s.turns
	}
	return s.pending
}
