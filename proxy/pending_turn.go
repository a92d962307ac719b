package proxy

import (
	"slices"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// keepMixedTurn finishes the server half of a turn that called server and
// client tools together (DESIGN.md "Client tools"): each server call's
// result gets its receipt (or error line) as in any round, and the whole
// turn (this request's earlier rounds, the assistant message with every
// call in the model's order, the server tool messages) is kept under the
// client's call ids until the client answers them. all is every call of
// the turn; run and results the server calls and their results, client the
// client's calls, each in call order.
func (c *chatRun) keepMixedTurn(text string, all, run, client []toolCall, results []toolrun.Result) {
	e := &pendingEntry{prefix: c.conversationPrefix()}
	for _, call := range client {
		e.clientIDs = append(e.clientIDs, call.ID)
	}
	for i, call := range run {
		e.results = append(e.results, toolMessage(call.ID, c.toolContent(call, results[i])))
	}
	e.messages = append(slices.Clone(c.rounds), assistantToolMessage(text, all))
	e.receipts = slices.Clone(c.minted)
	for _, m := range e.messages {
		e.size += len(m)
	}
	for _, m := range e.results {
		e.size += len(m)
	}
	c.s.pending.put(e)
}
