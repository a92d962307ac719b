// Package receipts mints and verifies tool-result receipts, keeps the
// per-scope ledger of minted tokens, finds and classifies receipt tokens and
// receipt-less tool claims in assistant text, and renders the footer.
//
// It knows nothing of HTTP or SSE: callers hand it strings and bytes.
package receipts
