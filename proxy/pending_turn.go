package proxy

import (
	"fmt"
	"log/slog"
	"slices"
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
	e := &pendingEntry{prefix: c.conversationPrefix()}
	for _, call := range client {
		e.clientIDs = append(e.clientIDs, call.ID)
	}
	for i, call := range run {
		e.results = append(e.results, toolMessage(call.ID, results[i]))
	}
	e.messages = append(slices.Clone(c.rounds), assistantToolMessage(text, all))
	e.receipts = slices.Clone(c.Minted)
	for _, m := range e.messages {
		e.size += len(m)
	}
	for _, m := range e.results {
		e.size += len(m)
	}
	if err := c.s.pendingTurns().keep(c.ctx, e); err != nil {
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
	store := c.s.pendingTurns().describe()
	c.AddEvent(loopEvent{Outcome: outcomePendingStore,
		Detail: fmt.Sprintf("the %s pending store did not answer (%s); the mixed turn failed", store, op)})
	c.s.log.WarnContext(c.ctx, "pending store unavailable", slog.String("event", "pending_store_unavailable"),
		slog.String("request_id", requestIDFrom(c.r.Context())), slog.String("store", store), slog.String("op", op), slog.Any("err", err))
	return errPendingStore(store, err)
}
