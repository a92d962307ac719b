// Package proxy is the zc-proxy HTTP server: routing, client auth,
// byte-faithful pass-through, the server-side tool loop for chat
// completions and for the Responses API (streamed and not; responses*.go
// over the codec in proxy/wire/responses) and the rewrite of the final
// answer with receipts, flags and the footer.
//
// It knows how to call tools (toolrun) and receipts (receipts), not how
// tools run or how receipts are computed.
package proxy
