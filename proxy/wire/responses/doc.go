// Package responses is the OpenAI Responses API (POST /v1/responses) as a
// wire of the receipts tool loop (proxy/loop): the codec over the bytes
// and the adapter that drives the loop with it, as wire/chat is for Chat
// Completions.
//
// The codec is pure, read with gjson and edited with sjson so that fields
// it does not know survive. It reads a client's request (ParseRequest) and
// says why one cannot be looped; rewrites it (Rewrite: server tools as flat
// function tools, the receipts prompt ahead of the client's instructions);
// appends a round of tool results (FollowUp), chaining by
// previous_response_id when the upstream stored the last response and by
// resending the whole input when it did not; reads a JSON reply
// (ReadReplyValid) and builds the client's answer (Answer); and rewrites a
// loop's event streams into the one stream the client sees (Rewriter). It
// knows nothing of HTTP, tools or keys: callers say which names are server
// tools and hand it the footer and zc_receipts to add.
//
// The adapter (Exchange) is both the loop's Model (one upstream call, its
// reply read whole, or streamed with events rewritten for the client as
// they arrive, behind an idle timer) and its Client (keep-alive comments,
// the final answer with footer, zc_receipts and summed usage, errors
// before and after the headers, upstream failures in the client's words).
// It also splices a follow-up to a mixed turn: the server half kept in the
// pending store put back before the client's outputs, and the id of a
// streamed answer resolved to the upstream's. What it needs of the server
// (errors written and logged, shutdown, the pending store, the request
// parser, masking the upstream's key) is its Host; the proxy implements it.
package responses
