// Package responses is the OpenAI Responses API (POST /v1/responses) as a
// wire for the receipts tool loop: a pure codec over the bytes, read with
// gjson and edited with sjson so that fields it does not know survive.
//
// It reads a client's request (ParseRequest) and says why one cannot be
// looped; rewrites it (Rewrite: server tools as flat function tools, the
// receipts prompt ahead of the client's instructions); appends a round of
// tool results (FollowUp), chaining by previous_response_id when the
// upstream stored the last response and by resending the whole input when
// it did not; reads a JSON reply (ReadReplyValid) and builds the client's
// answer (Answer); and rewrites a loop's event streams into the one stream
// the client sees (Rewriter).
//
// It knows nothing of HTTP, tools or keys: callers say which names are
// server tools and hand it the footer and zc_receipts to add.
package responses
