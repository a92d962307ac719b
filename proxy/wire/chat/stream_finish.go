package chat

import (
	"encoding/json"
	"errors"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// finishChunk is the upstream's last finish chunk (so its unknown fields
// survive) with our identity, an empty delta, the loop's finish_reason, no
// usage and zc_receipts; a synthesized one when the upstream sent none or
// its chunk has no choice 0.
//
// The edits are splices at the offsets one gjson parse reports, the chunk
// copied once; they land where sjson's path edits land (the first member
// of a repeated key, a missing member added last), which
// finishChunkSJSON in stream_finish_sjson_test.go, the reference, and
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
	if !t.finishValid && !gjson.ValidBytes(raw) {
		return nil, errFinishChunk
	}
	root := rawjson.ParseView(raw) // raw is only read from here on
	if !root.IsObject() {
		return c.synthFinish(delta, reason, report), nil // no choice 0 to keep
	}
	top := readFinishTop(root)
	if top.receipts {
		raw = withoutMember(raw, root, zcReceiptsKey) // every copy, under any spelling of the key
		root = rawjson.ParseView(raw)
		top = readFinishTop(root)
	}
	choice := top.choices.Get("0")
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
	if top.usage.Exists() {
		ed.removeMember(raw, top.usageKey, top.usage)
	}
	for _, i := range c.first.edits(&ed, top.ident) {
		add = appendMember(add, identityKeys[i], []byte(c.first.fields()[i]))
	}
	add = appendMember(add, zcReceiptsKey, report)
	ed.insertLastKV(root, "", add[1:])
	return ed.apply(raw)
}

// finishTop is what finishChunk reads of the finish chunk's top level.
type finishTop struct {
	choices         gjson.Result    // the first "choices", as Get finds it
	usageKey, usage gjson.Result    // the first "usage" member
	ident           [3]gjson.Result // the first id, created, model
	receipts        bool            // some member is named zc_receipts (hasMember)
}

// readFinishTop reads the members finishChunk needs in one pass over the
// top level, where a Get per member and a hasMember pass each read it
// from its start; the first of a repeated key counts, as with Get.
func readFinishTop(root gjson.Result) finishTop {
	var f finishTop
	root.ForEach(func(k, v gjson.Result) bool {
		var dst *gjson.Result
		switch k.Str {
		case "choices":
			dst = &f.choices
		case "usage":
			if !f.usage.Exists() {
				f.usageKey = k
			}
			dst = &f.usage
		case "id":
			dst = &f.ident[0]
		case "created":
			dst = &f.ident[1]
		case "model":
			dst = &f.ident[2]
		case zcReceiptsKey:
			f.receipts = true
		}
		if dst != nil && !dst.Exists() {
			*dst = v
		}
		return true
	})
	return f
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
// value (the reference's encoding, so the bytes match it): quoted as it
// is when it holds no control character, no byte above 0x7f and no '"'
// or '\\'; otherwise as encoding/json writes it (HTML-safe escapes
// included).
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
