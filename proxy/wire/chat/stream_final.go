package chat

import (
	"encoding/json"
	"errors"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// endStream ends a streamed answer: the loop-limit notice (if any), the
// footer as one more content delta, the client's tool calls, the single
// finish chunk carrying zc_receipts, the summed usage when the client
// asked for it, and [DONE].
func (c *Exchange) endStream(out *streamOut, t streamTurn, clientCalls []toolCall) {
	out.hold() // the tail goes out in one flush
	defer out.release()
	flags := c.Verdict()
	var text string
	if c.Stopped {
		text = c.StopNotice()
	}
	text += c.Footer(flags, clientCalls)
	if text != "" && c.sendDelta(out, contentDelta(text, !out.roleSent)) != nil {
		return
	}
	if len(clientCalls) > 0 && c.sendDelta(out, toolCallsDelta(clientCalls, !out.roleSent)) != nil {
		return
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

// finishChunk is the upstream's last finish chunk (so its unknown fields
// survive) with our identity, an empty delta, the loop's finish_reason, no
// usage and zc_receipts; a synthesized one when the upstream sent none or
// its chunk has no choice 0.
//
// The edits are splices at the offsets one gjson parse reports, the chunk
// copied once; they land where sjson's path edits land (the first member
// of a repeated key, a missing member added last), which
// finishChunkSJSON in stream_final_sjson_test.go, the reference, and
// FuzzFinishChunk hold equal byte for byte. A chunk this cannot edit that
// way (not JSON, a choice 0 that is not an object) is an error:
// the stream then ends with an error event, never a guessed finish.
func (c *Exchange) finishChunk(t streamTurn, reason string, needRole bool, report []byte) ([]byte, error) {
	delta := []byte("{}")
	if needRole {
		delta = []byte(`{"role":"assistant","content":""}`)
	}
	if t.finishChunk == nil {
		return c.synthFinish(delta, reason, report), nil
	}
	raw := rawjson.TrimSpace(t.finishChunk)
	if !gjson.ValidBytes(raw) {
		return nil, errFinishChunk
	}
	root := rawjson.ParseView(raw) // raw is only read from here on
	if !root.IsObject() {
		return c.synthFinish(delta, reason, report), nil // no choice 0 to keep
	}
	if hasMember(root, zcReceiptsKey) {
		raw = withoutMember(raw, root, zcReceiptsKey) // every copy, under any spelling of the key
		root = rawjson.ParseView(raw)
	}
	choice := root.Get("choices.0")
	if !choice.Exists() {
		return c.synthFinish(delta, reason, report), nil
	}
	if !choice.IsObject() {
		return nil, errFinishChunk
	}
	var ed chunkEdits
	// choice 0: delta, then finish_reason, replaced or added last.
	var add []byte
	for _, m := range [...]struct {
		key   string
		value []byte
	}{{"delta", delta}, {"finish_reason", sjsonString(reason)}} {
		if v := choice.Get(m.key); v.Exists() {
			ed.replaceBytes(v, m.value)
		} else {
			add = appendMember(add, m.key, m.value)
		}
	}
	if add != nil {
		ed.insertLastKV(choice, "", add[1:]) // without add's leading comma
	}
	// The top level: no usage, the loop's identity, and zc_receipts last.
	add = nil
	var usageKey, usage gjson.Result // the first usage member, as gjson's Get finds
	root.ForEach(func(k, v gjson.Result) bool {
		if k.Str == "usage" {
			usageKey, usage = k, v
			return false
		}
		return true
	})
	if usage.Exists() {
		ed.removeMember(raw, usageKey, usage)
	}
	have := [3]gjson.Result{root.Get("id"), root.Get("created"), root.Get("model")}
	for _, i := range c.first.edits(&ed, have) {
		add = appendMember(add, identityKeys[i], []byte(c.first.fields()[i]))
	}
	add = appendMember(add, zcReceiptsKey, report)
	ed.insertLastKV(root, "", add[1:])
	return ed.apply(raw)
}

// errFinishChunk is an upstream finish chunk finishChunk cannot edit.
var errFinishChunk = errors.New("finish chunk: the upstream's finish chunk is not JSON, or its choice 0 is not an object")

// synthFinish is a synthesized finish chunk carrying zc_receipts.
func (c *Exchange) synthFinish(delta []byte, reason string, report []byte) []byte {
	b := c.chunk(delta, reason)
	b = append(b[:len(b)-1], `,"zc_receipts":`...) // the chunk ends with its object's '}'
	b = append(b, report...)
	return append(b, '}')
}

// sjsonString is s as a JSON string the way sjson writes a Go string
// value (the reference's encoding, so the bytes match it): as it is,
// quoted, when it holds no control character, no byte above 0x7f and no
// '"' or '\\';
// otherwise as encoding/json writes it (HTML-safe escapes included).
func sjsonString(s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > 0x7f || c == '"' || c == '\\' {
			b, _ := json.Marshal(s) // a string always marshals
			return b
		}
	}
	return append(append(append(make([]byte, 0, len(s)+2), '"'), s...), '"')
}

// appendMember appends `,"key":value` to b.
func appendMember(b []byte, key string, value []byte) []byte {
	b = append(b, ',')
	b = rawjson.AppendString(b, key)
	b = append(b, ':')
	return append(b, value...)
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
// had it yet).
func contentDelta(text string, withRole bool) []byte {
	if withRole {
		return rawjson.Marshal(struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		}{"assistant", text})
	}
	return rawjson.Marshal(struct {
		Content string `json:"content"`
	}{text})
}

// toolCallsDelta hands the client its tool calls whole in one delta,
// numbered from 0 (whatever the upstream's numbering was).
func toolCallsDelta(calls []toolCall, withRole bool) []byte {
	type function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	}
	type call struct {
		Index    int      `json:"index"`
		ID       string   `json:"id"`
		Type     string   `json:"type"`
		Function function `json:"function"`
	}
	d := struct {
		Role      string  `json:"role,omitempty"`
		Content   *string `json:"content"`
		ToolCalls []call  `json:"tool_calls"`
	}{}
	if withRole {
		d.Role = "assistant"
	}
	for i, tc := range calls {
		d.ToolCalls = append(d.ToolCalls, call{Index: i, ID: tc.ID, Type: tc.Type,
			Function: function{Name: tc.Name, Arguments: tc.Arguments}})
	}
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
