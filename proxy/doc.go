// Package proxy is the zc-proxy HTTP server: routing, client auth,
// byte-faithful pass-through, the server-side tool loop for chat
// completions (streamed and not) and the rewrite of the final answer with
// receipts, flags and the footer.
//
// It knows how to call tools (toolrun) and receipts (receipts), not how
// tools run or how receipts are computed.
package proxy
