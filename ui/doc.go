// Package ui is the inspect page, GET /zc/: the recent requests a proxy
// served (an in-memory ring of Records), their tool calls, receipts and
// flags, newest first, with a filter for flagged answers and a box that
// verifies a receipt token.
//
// It knows nothing of the proxy: the proxy feeds it Records through the
// Recorder interface (Ring implements it) and answers verification
// through the Verifier interface. A Record carries the request's
// zc_receipts object as the client got it (JSON), read here with gjson, so
// fields the proxy adds later (a flag's reason, span, action) show up
// without a change to either side. A flag's reason code reads as the
// answer's footer words it (receipts.ReasonWords). A request that failed
// shows the error message its client got (Record.Error).
//
// The page is server-rendered by html/template (every string from a
// model, client or upstream is escaped), uses no script and no external
// asset, and is sent with a Content-Security-Policy that allows neither.
// Prompts and tool arguments appear only when the proxy says so
// (Options.ShowPrompts, the proxy's log.include_prompts).
package ui
