package chat

import (
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
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

// asideFields are the delta's other texts a client joins, as content:
// each keeps its own tail (c.asideTails, by index here).
var asideFields = [...]string{"refusal", "reasoning_content", "reasoning"}

const numAsides = len(asideFields)

// holdKeyTail rewrites chunk's content, and each of its other texts
// (c.asides), to what its tail sends.
func (c *Exchange) holdKeyTail(chunk []byte, d sse.Delta) (out []byte, err error) {
	out = chunk
	if send, changed := c.heldKeyText(d.Content); changed {
		if out, err = sjson.SetBytes(out, "choices.0.delta.content", send); err != nil {
			return nil, err
		}
	}
	if !c.hasAsides {
		return out, nil
	}
	for i, text := range c.asides {
		if text == "" {
			continue
		}
		if send, changed := c.asideTails.Push(i, text, c.Upstream.Config.APIKey); changed {
			if out, err = sjson.SetBytes(out, "choices.0.delta."+asideFields[i], send); err != nil {
				return nil, err
			}
		}
	}
	c.asides, c.hasAsides = [numAsides]string{}, false
	return out, nil
}

// setAsides keeps the chunk's other texts for holdKeyTail: each one's
// string value ("" when it is none).
func (c *Exchange) setAsides(vs ...gjson.Result) {
	for i, v := range vs {
		c.asides[i] = ""
		if v.Type == gjson.String {
			c.asides[i] = v.Str
		}
	}
	c.hasAsides = true
}

// flushKeyTail sends the tail kept back when the turn's text ends: it
// was not the key.
func (c *Exchange) flushKeyTail(out *streamOut) error {
	if c.asideTails.Len() > 0 {
		var err error
		c.asideTails.Each(func(int) bool { return true }, func(i int, tail string) {
			b := make([]byte, 0, len(tail)+64)
			if !out.roleSent {
				b = append(b, `{"role":"assistant",`...)
			} else {
				b = append(b, '{')
			}
			b = rawjson.AppendString(append(rawjson.AppendString(b, asideFields[i]), ':'), tail)
			if err == nil && out.data(c.chunk(append(b, '}'), "")) != nil {
				err = errClientGone
			}
			out.roleSent = true
		})
		if err != nil {
			return err
		}
	}
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
