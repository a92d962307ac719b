package proxy

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
)

// Scrub masks the upstream's key in its reply, as a pass-through body is
// (chat.Host).
func (c *chatRun) Scrub(body io.ReadCloser) io.ReadCloser {
	return newScrubBody(body, c.Upstream.Config.APIKey)
}

// Keep stores a mixed turn under this request's conversation prefix,
// bound to the client's credential (chat.Host).
func (c *chatRun) Keep(e *pending.Entry) error {
	e.Prefix = c.pendingKey(c.conversationPrefix())
	if err := c.s.pendingTurns().Keep(c.ctx, e); err != nil {
		return c.pendingStoreFailed("keep", err)
	}
	return nil
}

// pendingStoreFailed reports a store failure: an event on the request, a
// warning in the log (the store named, never its URL), and the 503 the
// client gets.
func (c *chatRun) pendingStoreFailed(op string, err error) error {
	if c.ClientGone() {
		return loop.ErrClientGone
	}
	store := c.s.pendingTurns().Describe()
	c.AddEvent(loopEvent{Outcome: outcomePendingStore,
		Detail: fmt.Sprintf("the %s pending store did not answer (%s); the mixed turn failed", store, op)})
	c.s.log.WarnContext(c.ctx, "pending store unavailable", slog.String("event", "pending_store_unavailable"),
		slog.String("store", store), slog.String("op", op), slog.Any("err", err))
	return errPendingStore(store, err)
}

// conversationPrefix is the hash of the client's messages, the key a mixed
// turn of this request is kept under: computed on first use, since most
// requests keep none.
func (c *chatRun) conversationPrefix() [32]byte {
	if !c.prefixSet {
		c.prefix, c.prefixSet = pending.ConversationHash(c.req.messages), true
	}
	return c.prefix
}

// pendingKey is the key a mixed turn of conversation hash h is kept and
// found under: h bound to the client's bearer token, so a client that
// sends another's conversation and call ids finds nothing
// (pending.BindCredential; the Responses API binds its entries alike).
func (c *chatRun) pendingKey(h [32]byte) [32]byte {
	cred, _ := bearerToken(c.r.Header)
	return pending.BindCredential(h, cred)
}

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
