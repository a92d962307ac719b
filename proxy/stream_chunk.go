package proxy

import (
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// clientChunk turns one upstream chunk into what the client sees, or nil
// when it carries nothing for the client. Kept: text and refusal deltas and
// any other non-empty delta field (reasoning_content, audio, ...), and
// every unknown top-level field (obfuscation, logprobs, provider extras).
// Removed: tool-call deltas (the loop assembles them), finish_reason (the
// loop sends the one finish chunk), usage (summed and sent at the end).
// id, created and model are set to the first reply's so the whole loop
// reads as one completion; needRole adds role "assistant" to the first
// delta the client gets. hasDelta reports whether out carries a choice.
func (c *chatRun) clientChunk(raw []byte, needRole bool) (out []byte, hasDelta bool, err error) {
	root := gjson.ParseBytes(raw)
	choice := root.Get("choices.0")
	if !choice.Exists() {
		if u := root.Get("usage"); u.Exists() && u.Type != gjson.Null {
			return nil, false, nil // usage chunk: summed, sent at the end
		}
		// A chunk without choices and without usage (Azure's
		// prompt_filter_results): pass it on.
	} else if !carriesClientData(choice.Get("delta")) {
		return nil, false, nil
	}

	out = make([]byte, len(raw), len(raw)+32)
	copy(out, raw)
	if choice.Exists() {
		hasDelta = true
		delta := choice.Get("delta")
		if delta.Get("tool_calls").Exists() {
			if out, err = sjson.DeleteBytes(out, "choices.0.delta.tool_calls"); err != nil {
				return nil, false, err
			}
		}
		if fr := choice.Get("finish_reason"); fr.Exists() && fr.Type != gjson.Null {
			if out, err = sjson.SetRawBytes(out, "choices.0.finish_reason", []byte("null")); err != nil {
				return nil, false, err
			}
		}
		if needRole && delta.Get("role").Str != "assistant" {
			if out, err = sjson.SetBytes(out, "choices.0.delta.role", "assistant"); err != nil {
				return nil, false, err
			}
		}
	}
	if root.Get("usage").Exists() {
		if out, err = sjson.DeleteBytes(out, "usage"); err != nil {
			return nil, false, err
		}
	}
	if out, err = c.first.apply(out, root); err != nil {
		return nil, false, err
	}
	return out, hasDelta, nil
}

// carriesClientData reports whether a delta holds anything but role,
// tool calls and empty text.
func carriesClientData(delta gjson.Result) bool {
	found := false
	delta.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "role", "tool_calls":
			return true
		}
		if v.Type == gjson.Null || (v.Type == gjson.String && v.Str == "") {
			return true
		}
		found = true
		return false
	})
	return found
}

// apply sets id, created and model of chunk (parsed as root) to the first
// reply's, touching nothing when they already match.
func (t *turnIdentity) apply(chunk []byte, root gjson.Result) ([]byte, error) {
	if !t.set {
		return chunk, nil
	}
	var err error
	for _, f := range [...]struct{ key, want string }{{"id", t.id}, {"created", t.created}, {"model", t.model}} {
		if f.want == "" || root.Get(f.key).Raw == f.want {
			continue
		}
		if chunk, err = sjson.SetRawBytes(chunk, f.key, []byte(f.want)); err != nil {
			return nil, err
		}
	}
	return chunk, nil
}
