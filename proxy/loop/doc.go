// Package loop is the tool loop, written once for every wire.
//
// A Run is one request in receipts mode. Drive asks the model for a turn,
// splits the turn's tool calls into the server's and the client's, runs the
// server calls (toolrun, through Run.RunAll) while the client is kept
// waiting, mints a receipt for each result, appends the round and asks
// again, until a turn without calls, a turn that calls client tools (the
// mixed-turn hand-off), or max_iterations. It caps calls
// (loop.max_tool_calls), sums usage, records every call (Run.Record, for
// metrics and the audit trail) and gathers zc_receipts. The loop knows
// nothing of JSON shapes on the wire; two small interfaces stand for them,
// and an adapter per API implements both (proxy/wire/chat for Chat
// Completions; a Responses adapter is a sibling).
//
// # Model: a model turn on a given wire
//
//   - Turn(ctx) sends the conversation so far upstream and returns the
//     reply normalised as a Turn: Text, Calls (ID, Type, Name, Arguments,
//     and Raw when the wire has the call's JSON whole), Usage (the raw
//     usage object; Run sums any two objects field by field, so
//     prompt_tokens and input_tokens both add up), Finish. A streaming
//     adapter forwards the client-visible text as it arrives, with
//     Run.Separator before a later turn's first text, and reports that
//     separator as Turn.Lead; Run.Text then holds exactly what the client
//     saw. Run.Iterations is already counted for this turn.
//   - AppendRound(text, calls, results) adds to the next request the
//     assistant turn that asked for calls and results[i] (the result text
//     with its receipt appended, or "error: <reason>") as the answer to
//     calls[i], in the wire's own items (chat: an assistant message with
//     tool_calls and tool messages).
//   - Hold(text, all, run, results, client) keeps the server half of a
//     mixed turn for the client's follow-up, keyed by the client's call
//     ids; an error fails the request (the follow-up would lose it).
//
// # Client: what is written to the client
//
//   - KeepAlive(note) while tools run: once at the start of a round and,
//     when it returns more true, every Run.KeepAliveEvery (a comment line
//     on a stream; a JSON answer returns more false and the round runs
//     without a timer). An error means the client is gone.
//   - Final(last, clientCalls) writes the answer from the last turn. The
//     adapter reads from the Run what every wire shows: Verdict (the
//     flags: receipt-less claims, invalid receipts; call it once), Footer
//     (the "Tool receipts:" text, "" when off or calls go to the client),
//     Report (the zc_receipts object, identical on every wire), Usage
//     (summed), Stopped, StopCause and StopNotice (max_iterations or the
//     output cap ended the loop: why, and the text that says so), Text
//     (the answer text of every turn), Minted.
//   - Fail(err) ends the request: an error response before anything was
//     written, an error in the wire's terms after (never a fake success);
//     ErrClientGone means write nothing.
//
// # What the adapter sets up
//
// Before Drive the caller fills the Run: Ctx, Log, Scope (receipt keys),
// Offered and Known server tools (toolrun.Tool: name, description, JSON
// schema parameters, for the wire's tool list and claim kinds),
// ClientTools and ClientDocs (the client's declared tools), Conversation
// (the client's conversation text that receipts.bind_conversation signs),
// History (claims read from the client's history), Carried receipts of
// spliced mixed turns, the limits, and the RunAll/Record hooks.
//
// Offered picks the server tools to offer (X-ZC-Tools narrowing, client
// tools shadowing server ones); the adapter renders them in its wire's
// tool shape. SystemPrompt is the text the adapter puts in front of the
// conversation (receipts.inject_system_prompt). HeaderReceipts,
// HeaderReceiptCount and HeaderFlagCount are the response headers every
// adapter sets. For a mixed turn the adapter's Hold builds a
// pending.Entry of its own items (proxy/pending keeps them as bytes, keyed
// by the conversation hash and the client's call ids). proxy/wire/chat
// (chat.Exchange) is the reference adapter.
package loop
