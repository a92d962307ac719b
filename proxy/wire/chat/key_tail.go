package chat

import (
	"strconv"

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
//
// A client joins each text over the whole stream, across the loop's
// upstream turns (the content with a paragraph break between turns, the
// other texts with nothing), so the tails run on across turns too: they go
// out before the proxy's own end of the answer (endStream) or its error
// event, never at a turn's end.

// heldKeyText is the text of a content delta to send (secretmask.Tail):
// the tail kept back from earlier deltas put before it, whole occurrences
// of the key masked, and a tail that may start it kept back for the next
// delta. changed: the text is not content as it came.
func (c *Exchange) heldKeyText(content string) (send string, changed bool) {
	return c.keyTail.Push(content, c.Upstream.Config.APIKey)
}

// The delta's other texts a client joins, as content, each keeping its own
// tail (c.asideTails, by these indexes): the texts the claims check reads
// as shown (sse.ShownText) and the refusal.
const (
	asideRefusal = iota
	asideReasoningContent
	asideReasoning
	asideThinking
	asideTranscript     // audio.transcript
	asideDetailsText    // reasoning_details[].text
	asideDetailsSummary // reasoning_details[].summary
	asideBlocksThinking // thinking_blocks[].thinking
	numAsides
)

// asideMembers are the delta's members of one text each, by aside index.
var asideMembers = map[string]int{
	"refusal": asideRefusal, "reasoning_content": asideReasoningContent,
	"reasoning": asideReasoning, "thinking": asideThinking,
}

// asidePartArrays are the delta's arrays of parts whose members hold text
// (sse.PartsText): each member name is one text over every part, in order.
var asidePartArrays = map[string]map[string]int{
	"reasoning_details": {"text": asideDetailsText, "summary": asideDetailsSummary},
	"thinking_blocks":   {"thinking": asideBlocksThinking},
}

// holdKeyTail rewrites chunk's content, and each of its other texts
// (c.asideDelta's), to what its tail sends.
func (c *Exchange) holdKeyTail(chunk []byte, d sse.Delta) (out []byte, err error) {
	out = chunk
	if send, changed := c.heldKeyText(d.Content); changed {
		if out, err = sjson.SetBytes(out, "choices.0.delta.content", send); err != nil {
			return nil, err
		}
	}
	if out, err = c.holdLogprobs(out); err != nil {
		return nil, err
	}
	if !c.hasAsides {
		return out, nil
	}
	c.hasAsides = false
	key := c.Upstream.Config.APIKey
	push := func(i int, text, path string) {
		if err != nil || text == "" {
			return
		}
		if send, changed := c.asideTails.Push(i, text, key); changed {
			out, err = sjson.SetBytes(out, path, send)
		}
	}
	const at = "choices.0.delta."
	c.asideDelta.ForEach(func(k, v gjson.Result) bool {
		if i, ok := asideMembers[k.Str]; ok && v.Type == gjson.String {
			push(i, v.Str, at+k.Str)
		} else if k.Str == "audio" && v.IsObject() {
			if tr := v.Get("transcript"); tr.Type == gjson.String {
				push(asideTranscript, tr.Str, at+"audio.transcript")
			}
		} else if names, ok := asidePartArrays[k.Str]; ok && v.IsArray() {
			n := 0
			v.ForEach(func(_, part gjson.Result) bool {
				part.ForEach(func(pk, pv gjson.Result) bool {
					if i, ok := names[pk.Str]; ok && pv.Type == gjson.String {
						push(i, pv.Str, at+k.Str+"."+strconv.Itoa(n)+"."+pk.Str)
					}
					return true
				})
				n++
				return true
			})
		}
		return err == nil
	})
	c.asideDelta = gjson.Result{}
	return out, err
}

// setAsides keeps the chunk's delta for holdKeyTail, when it may carry
// other texts (any: it does).
func (c *Exchange) setAsides(delta gjson.Result, any bool) {
	c.asideDelta, c.hasAsides = delta, any
	if !any {
		c.asideDelta = gjson.Result{}
	}
}

// asideDelta is a delta (its opening brace and role when withRole, no
// closing brace) carrying tail as the text of aside i.
func asideDelta(b []byte, i int, tail string) []byte {
	str := func(b []byte, s string) []byte { return rawjson.AppendString(b, s) }
	switch i {
	case asideTranscript:
		return append(str(append(b, `"audio":{"transcript":`...), tail), '}')
	case asideDetailsText:
		return append(str(append(b, `"reasoning_details":[{"type":"reasoning.text","text":`...), tail), "}]"...)
	case asideDetailsSummary:
		return append(str(append(b, `"reasoning_details":[{"type":"reasoning.summary","summary":`...), tail), "}]"...)
	case asideBlocksThinking:
		return append(str(append(b, `"thinking_blocks":[{"type":"thinking","thinking":`...), tail), "}]"...)
	}
	for name, j := range asideMembers {
		if j == i {
			return str(append(str(b, name), ':'), tail)
		}
	}
	return b
}

// flushKeyTail sends the tails kept back when the answer's text ends (the
// proxy's footer or error event follows): they were not the key.
func (c *Exchange) flushKeyTail(out *streamOut) error {
	if c.lpTails.Len() > 0 {
		if err := c.flushLogprobs(out); err != nil {
			return err
		}
	}
	if c.asideTails.Len() > 0 {
		var err error
		c.asideTails.Each(func(int) bool { return true }, func(i int, tail string) {
			b := make([]byte, 0, len(tail)+64)
			if !out.roleSent {
				b = append(b, `{"role":"assistant",`...)
			} else {
				b = append(b, '{')
			}
			b = asideDelta(b, i, tail)
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
