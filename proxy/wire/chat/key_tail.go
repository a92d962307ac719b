package chat

import (
	"github.com/tidwall/sjson"

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

// heldKeyText is the text of a content delta to send (secretmask.Tail):
// the tail kept back from earlier deltas put before it, whole occurrences
// of the key masked, and a tail that may start it kept back for the next
// delta. changed: the text is not content as it came.
func (c *Exchange) heldKeyText(content string) (send string, changed bool) {
	return c.keyTail.Push(content, c.Upstream.Config.APIKey)
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
	tail := c.keyTail.Flush()
	if tail == "" {
		return nil
	}
	if out.data(c.chunk(contentDelta(tail, !out.roleSent), "")) != nil {
		return errClientGone
	}
	out.roleSent = true
	return nil
}
