package chat

import (
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/sse"
)

// clientChunkParsed rewrites a chunk parsed already (clientChunkParts): raw is
// trimmed of JSON space and root is its parse (sse.ParseChunk), so the
// stream path parses each chunk once for the assembler and for this.
func (c *Exchange) clientChunkParsed(raw []byte, root gjson.Result, needRole bool) (out []byte, hasDelta bool, err error) {
	return c.clientChunkParts(nil, raw, partsOfRoot(root), needRole)
}

// clientChunkScanned rewrites a chunk read by sse.ScanChunk (the
// one-pass reading of the plain shape); raw is the chunk trimmed of JSON
// space, as sc.Raw is.
func (c *Exchange) clientChunkScanned(raw []byte, sc *sse.Scan, needRole bool) (out []byte, hasDelta bool, err error) {
	return c.clientChunkParts(nil, raw, partsOfScan(sc), needRole)
}

// partsOfScan reads chunkParts from a chunk read by sse.ScanChunk.
func partsOfScan(sc *sse.Scan) chunkParts {
	return chunkParts{
		choice: sc.Choice, delta: sc.Delta, finish: sc.FinishReason, role: sc.Role,
		usage: sc.Usage, usageKey: sc.UsageKey,
		ident:    [3]gjson.Result{sc.ID, sc.Created, sc.Model},
		carries:  sc.DeltaData,
		hasCalls: false, // ScanChunk leaves chunks with tool calls to the gjson path
	}
}

// chunkParts are the members of one upstream chunk the client rewrite
// reads and edits (Index offsets into the trimmed chunk).
type chunkParts struct {
	choice, delta, finish, role gjson.Result // choice 0 and its members
	usage, usageKey             gjson.Result
	ident                       [3]gjson.Result // id, created, model
	carries                     bool            // delta holds data for the client (carriesClientData)
	hasCalls                    bool            // delta holds tool_calls
}

// partsOfRoot reads chunkParts from a gjson parse: one pass over the top
// level, the first of a repeated key counting, as with Get.
func partsOfRoot(root gjson.Result) chunkParts {
	var p chunkParts
	var choices gjson.Result
	root.ForEach(func(k, v gjson.Result) bool {
		var dst *gjson.Result
		switch k.Str {
		case "choices":
			dst = &choices
		case "usage":
			if !p.usage.Exists() {
				p.usageKey = k
			}
			dst = &p.usage
		case "id":
			dst = &p.ident[0]
		case "created":
			dst = &p.ident[1]
		case "model":
			dst = &p.ident[2]
		}
		if dst != nil && !dst.Exists() {
			*dst = v
		}
		return true
	})
	p.choice = choices.Get("0")
	if p.choice.Exists() {
		p.delta = p.choice.Get("delta")
		p.finish = p.choice.Get("finish_reason")
		p.role = p.delta.Get("role")
		p.carries = carriesClientData(p.delta)
		p.hasCalls = p.delta.Get("tool_calls").Exists()
	}
	return p
}

// clientChunkParts turns one upstream chunk into what the client sees, or nil
// when it carries nothing for the client. Kept: text and refusal deltas and
// any other non-empty delta field (reasoning_content, audio, ...), and
// every unknown top-level field (obfuscation, logprobs, provider extras).
// Removed: tool-call deltas (the loop assembles them), finish_reason (the
// loop sends the one finish chunk), usage (summed and sent at the end).
// id, created and model are set to the first reply's so the whole loop
// reads as one completion; needRole adds role "assistant" to the first
// delta the client gets. hasDelta reports whether out carries a choice.
// A "usage": null is kept when the client asked for usage (OpenAI sends it
// on every chunk then). out is raw itself when nothing needs changing, so
// it is only valid until raw's buffer is reused.
// Every edit is a splice at a known offset (chunkEdits), so a chunk costs
// at most one copy, into dst's storage when it is large enough (a scratch
// buffer the caller reuses once out is sent; nil: a new one).
func (c *Exchange) clientChunkParts(dst, raw []byte, p chunkParts, needRole bool) (out []byte, hasDelta bool, err error) {
	if !p.choice.Exists() {
		if p.usage.Exists() && p.usage.Type != gjson.Null {
			return nil, false, nil // usage chunk: summed, sent at the end
		}
		// A chunk without choices and without usage (Azure's
		// prompt_filter_results) opens an upstream reply: pass on the
		// first round's, so the client sees one opening, not one per
		// round mid-stream.
		if c.Iterations > 1 {
			return nil, false, nil
		}
	} else if !p.carries {
		return nil, false, nil
	}

	// the Exchange's edit set, emptied: zeroing a new one (eight edits
	// of about a hundred bytes) cost more than the rest of a chunk's edits
	ed := &c.edits
	ed.reset()
	dropToolCalls, setRole := false, false
	if p.choice.Exists() {
		hasDelta = true
		dropToolCalls = p.hasCalls
		if p.finish.Exists() && p.finish.Type != gjson.Null {
			ed.replace(p.finish, "null")
		}
		if needRole {
			switch role := p.role; {
			case role.Str == "assistant":
			case role.Exists():
				ed.replace(role, `"assistant"`)
			case p.delta.IsObject():
				ed.insertLast(p.delta, `"role":"assistant"`)
			default: // a delta that is no object: sjson decides
				setRole = true
			}
		}
	}
	if p.usage.Exists() && (p.usage.Type != gjson.Null || !c.WantUsage) {
		ed.removeMember(raw, p.usageKey, p.usage)
	}
	missing := c.first.edits(ed, p.ident) // identity fields the chunk lacks (rare)
	if out, err = ed.applyTo(dst, raw); err != nil {
		return nil, false, err
	}
	// The rare edits that add or drop members next to others go through
	// sjson, which places commas for any shape.
	for _, i := range missing {
		if out, err = sjson.SetRawBytes(out, identityKeys[i], []byte(c.first.fields()[i])); err != nil {
			return nil, false, err
		}
	}
	if setRole {
		if out, err = sjson.SetBytes(out, "choices.0.delta.role", "assistant"); err != nil {
			return nil, false, err
		}
	}
	if dropToolCalls { // text and tool calls in one chunk
		if out, err = sjson.DeleteBytes(out, "choices.0.delta.tool_calls"); err != nil {
			return nil, false, err
		}
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

// identityKeys are the chunk fields turnIdentity.fields returns, in order.
var identityKeys = [3]string{"id", "created", "model"}

// fields returns the raw id, created and model.
func (t *turnIdentity) fields() [3]string { return [3]string{t.id, t.created, t.model} }

// captureScan is capture for a chunk read by sse.ScanChunk or
// sse.ScanChunkShared: the identity is copied out of the chunk, which a
// shared scan does not outlive.
func (t *turnIdentity) captureScan(sc *sse.Scan) {
	if t.set {
		return
	}
	t.captureFields(sc.ID, sc.Created, sc.Model, sc.SystemFingerprint)
	if t.set {
		t.id, t.created, t.model, t.fingerprint = strings.Clone(t.id), strings.Clone(t.created), strings.Clone(t.model), strings.Clone(t.fingerprint)
	}
}

// captureView is capture for a JSON reply read by viewReply.
func (t *turnIdentity) captureView(v replyView) {
	t.captureFields(v.ident[0], v.ident[1], v.ident[2], v.fingerprint)
}
