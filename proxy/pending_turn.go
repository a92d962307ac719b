package proxy

import (
	"fmt"
	"log/slog"
	"slices"

	"github.com/zc-proxy/zc-proxy/proxy/pending"
)

// Hold keeps the server half of a turn that called server and client
// tools together (DESIGN.md "Client tools", loop.Model): the whole
// turn (this request's earlier rounds, the assistant message with every
// call in the model's order, the server tool messages) is kept under the
// client's call ids until the client answers them. all is every call of
// the turn; run and results the server calls and their result texts
// (receipt or error line), client the client's calls, each in call order.
//
// A store that cannot keep the turn (Redis down or slow) is an error: the
// client must not get calls whose follow-up would lose the server half.
func (c *chatRun) Hold(text string, all, run []toolCall, results []string, client []toolCall) error {
	e := &pending.Entry{Prefix: c.conversationPrefix()}
	for _, call := range client {
		e.ClientIDs = append(e.ClientIDs, call.ID)
	}
	for i, call := range run {
		e.Results = append(e.Results, toolMessage(call.ID, results[i]))
	}
	e.Messages = append(slices.Clone(c.rounds), assistantToolMessage(text, all))
	e.Receipts = slices.Clone(c.Minted)
	for _, m := range e.Messages {
		e.Size += len(m)
	}
	for _, m := range e.Results {
		e.Size += len(m)
	}
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
		return errClientGone
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
