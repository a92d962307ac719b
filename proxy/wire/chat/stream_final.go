package chat

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// endStream ends a streamed answer: the loop-limit notice (if any), the
// footer as one more content delta, the client's tool calls, the single
// finish chunk carrying zc_receipts, the summed usage when the client
// asked for it, and [DONE].
func (c *Exchange) endStream(out *streamOut, t streamTurn, clientCalls []toolCall) {
	out.Hold() // the tail goes out in one flush
	defer out.Release()
	if c.flushKeyTail(out) != nil { // the texts end here: their tails go out
		c.Result = "client_gone"
		return
	}
	flags := c.Verdict()
	var text string
	if c.Stopped {
		text = c.StopNotice()
	}
	text += c.Footer(flags, clientCalls)
	if text != "" && c.sendDelta(out, contentDelta(text, !out.roleSent)) != nil {
		return
	}
	for i := range clientCalls {
		if c.sendDelta(out, toolCallDelta(clientCalls[i], i, !out.roleSent)) != nil {
			return
		}
	}
	finish, err := c.finishChunk(t, c.finishReason(t, clientCalls), !out.roleSent, c.Report(flags))
	if err != nil {
		c.failStream(out, apierr.Internal(err))
		return
	}
	if out.data(finish) != nil {
		c.Result = "client_gone"
		return
	}
	if c.WantUsage && c.Usage != nil {
		if out.data(c.usageChunk()) != nil {
			c.Result = "client_gone"
			return
		}
	}
	if out.done() != nil {
		c.Result = "client_gone"
	}
}

// finishReason is the one finish_reason the client gets.
func (c *Exchange) finishReason(t streamTurn, clientCalls []toolCall) string {
	switch {
	case c.Stopped:
		return finishLoopLimit
	case len(clientCalls) > 0:
		return "tool_calls"
	case t.finishReason == "" || t.finishReason == "tool_calls":
		return "stop"
	}
	return t.finishReason
}

// sendDelta sends one synthesized chunk carrying delta.
func (c *Exchange) sendDelta(out *streamOut, delta []byte) error {
	if err := out.data(c.chunk(delta, "")); err != nil {
		c.Result = "client_gone"
		return err
	}
	out.roleSent = true
	return nil
}

// chunk synthesizes a chat.completion.chunk with one choice; reason ""
// means finish_reason null.
func (c *Exchange) chunk(delta []byte, reason string) []byte {
	b := c.chunkHead(64 + len(delta))
	b = append(b, `"choices":[{"index":0,"delta":`...)
	b = append(b, delta...)
	b = append(b, `,"logprobs":null,"finish_reason":`...)
	if reason == "" {
		b = append(b, "null"...)
	} else {
		b = append(b, rawjson.Marshal(reason)...)
	}
	return append(b, "}]}"...)
}

// usageChunk is the final chunk with the usage summed over the loop.
func (c *Exchange) usageChunk() []byte {
	b := c.chunkHead(32 + len(c.Usage))
	b = append(b, `"choices":[],"usage":`...)
	b = append(b, c.Usage...)
	return append(b, '}')
}

// chunkHead starts a synthesized chunk: `{"id":…,"object":…,"created":…,
// "model":…,["system_fingerprint":…,]`.
func (c *Exchange) chunkHead(extra int) []byte {
	c.ensureIdentity()
	f := c.first
	b := make([]byte, 0, 96+len(f.id)+len(f.model)+len(f.fingerprint)+extra)
	b = append(b, `{"id":`...)
	b = append(b, f.id...)
	b = append(b, `,"object":"chat.completion.chunk","created":`...)
	b = append(b, f.created...)
	b = append(b, `,"model":`...)
	b = append(b, f.model...)
	if f.fingerprint != "" && f.fingerprint != "null" {
		b = append(b, `,"system_fingerprint":`...)
		b = append(b, f.fingerprint...)
	}
	return append(b, ',')
}

// contentDelta is {"content": text} (with the role when the client has not
// had it yet), as encoding/json writes the struct of those fields
// (TestContentDeltaMatchesMarshal), appended rather than reflected: it
// carries the footer of every streamed answer.
func contentDelta(text string, withRole bool) []byte {
	b := make([]byte, 0, len(text)+48)
	if withRole {
		b = append(b, `{"role":"assistant","content":`...)
	} else {
		b = append(b, `{"content":`...)
	}
	b = rawjson.AppendString(b, text)
	return append(b, '}')
}

// toolCallDelta hands the client its call number i (counting from 0,
// whatever the upstream's numbering was) whole, in a delta of its own: one
// call a chunk, as OpenAI streams them, since a client may read only the
// first call of a chunk (LlamaIndex's OpenAI LLM does:
// TestStreamedClientCallsOnePerChunk).
func toolCallDelta(call toolCall, i int, withRole bool) []byte {
	d := struct {
		Role      string     `json:"role,omitempty"`
		Content   *string    `json:"content"`
		ToolCalls []wireCall `json:"tool_calls"`
	}{}
	if withRole {
		d.Role = "assistant"
	}
	d.ToolCalls = []wireCall{newWireCall(call, &i, false)}
	return rawjson.Marshal(d)
}

// turnUsage is one streamed reply's usage: the standard usage when the
// upstream sent one, else Groq's x_groq.usage from its finish chunk (Groq
// streams usage nowhere else).
func turnUsage(usage, finishChunk []byte) []byte {
	if len(usage) > 0 || len(finishChunk) == 0 {
		return usage
	}
	if u := gjson.GetBytes(finishChunk, "x_groq.usage"); u.IsObject() {
		return []byte(u.Raw)
	}
	return nil
}
