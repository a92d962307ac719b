// Package sse reads and writes Server-Sent Events and folds OpenAI
// chat-completion chunks into the message they describe.
//
// It knows nothing of tools or receipts.
package sse
