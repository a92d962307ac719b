package chat

import (
	"strings"

	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/sse"
)

// The upstream key in the answer text, split across content deltas, was
// in no upstream string whole (the body mask, Host.Scrub, reads strings
// one at a time) and reached the client in pieces its SDK joins. A delta
// whose text ends in what could be the start of the key keeps that tail
// (shorter than the key) back until the next delta says whether it is:
// the chunk itself goes out at once, less those bytes, and a whole key
// across the two is masked with '*', as the body mask does. Most deltas
// end in nothing the key starts with and go out untouched.

// heldKeyText is the text of a content delta to send, the tail kept back
// from earlier deltas put before it: whole occurrences of the key masked,
// and a tail that may start it kept back (c.keyTail) for the next delta.
// changed: the text is not d's content as it came.
func (c *Exchange) heldKeyText(content string) (send string, changed bool) {
	key := c.Upstream.Config.APIKey
	if len(key) < secretmask.Min || (c.keyTail == "" && content == "") {
		return content, false
	}
	text := c.keyTail + content
	if strings.Contains(text, key) {
		text = strings.ReplaceAll(text, key, strings.Repeat("*", len(key)))
	}
	tail := keyStartAtEnd(text, key)
	// a clone: content may share the reader's buffer, which the next read
	// writes over
	c.keyTail = strings.Clone(text[len(text)-tail:])
	send = text[:len(text)-tail]
	return send, send != content
}

// keyStartAtEnd is the length of the longest end of text that is a
// proper start of key (0: none).
func keyStartAtEnd(text, key string) int {
	for n := min(len(key)-1, len(text)); n > 0; n-- {
		// only where the key's first byte stands is a whole compare made
		if text[len(text)-n] == key[0] && text[len(text)-n:] == key[:n] {
			return n
		}
	}
	return 0
}

// holdKeyTail rewrites chunk's content to what heldKeyText sends.
func (c *Exchange) holdKeyTail(chunk []byte, d sse.Delta) ([]byte, error) {
	send, changed := c.heldKeyText(d.Content)
	if !changed {
		return chunk, nil
	}
	return sjson.SetBytes(chunk, "choices.0.delta.content", send)
}

// flushKeyTail sends the tail kept back when the turn's text ends: it
// was not the key.
func (c *Exchange) flushKeyTail(out *streamOut) error {
	if c.keyTail == "" {
		return nil
	}
	tail := c.keyTail
	c.keyTail = ""
	if out.data(c.chunk(contentDelta(tail, !out.roleSent), "")) != nil {
		return errClientGone
	}
	out.roleSent = true
	return nil
}
