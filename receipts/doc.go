// Package receipts mints and verifies tool-result receipts (HMAC and
// Ed25519), keeps the per-scope ledger of minted tokens and the published
// keys, finds and classifies receipt tokens in text, and renders the
// footer. Finding receipt-less tool claims is package claims' job.
//
// It knows nothing of HTTP or SSE: callers hand it strings and bytes.
package receipts
