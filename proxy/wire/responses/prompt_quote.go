package responses

import (
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// The receipts prompt goes ahead of every request's instructions, and
// the joined text is written as a JSON string: half a kilobyte escaped
// again per request, though the prompt is the server's constant. JSON
// escaping goes rune by rune, so the escaped text of a valid UTF-8
// prefix followed by the rest is the prefix's escaped text followed by
// the rest's: the prompt's part is escaped once and kept (one entry,
// keyed by the whole prompt: the server's own text, never a client's).

// quotedPrompt is a prompt and the escaped text of prompt + "\n\n"
// (appendQuote's, without its quotes).
type quotedPrompt struct {
	prompt string
	inner  []byte
}

var lastPrompt atomic.Pointer[quotedPrompt]

// appendInstructions appends appendSetString(prompt + "\n\n" + client):
// client is not empty.
func appendInstructions(dst []byte, prompt, client string) []byte {
	q := lastPrompt.Load()
	if q == nil || q.prompt != prompt {
		if !utf8.ValidString(prompt) {
			return appendSetString(dst, prompt+"\n\n"+client)
		}
		j := appendQuote(nil, prompt+"\n\n")
		q = &quotedPrompt{prompt: strings.Clone(prompt), inner: j[1 : len(j)-1]}
		lastPrompt.Store(q)
	}
	// the line break makes the whole text one appendSetString quotes
	// (appendQuote): the prompt's part, then the client's, whose own
	// opening quote is taken out
	dst = append(append(dst, '"'), q.inner...)
	m := len(dst)
	dst = appendQuote(dst, client)
	copy(dst[m:], dst[m+1:])
	return dst[:len(dst)-1]
}
