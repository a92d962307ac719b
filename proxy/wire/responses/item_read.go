package responses

import "github.com/tidwall/gjson"

// An output item or content part an event carries is read several times
// while the event is fed: its type for which path it takes, its name for
// which side a call is on, its parts' types and texts for the text-copy
// and part-kind checks, its refusals. Each is read once here, in one walk
// of the (checked valid) object, member by member as gjson's Get reads
// it (firstOf), rather than by one Get per look.

// partRead is a content part's members the rewriter reads.
type partRead struct {
	raw                gjson.Result // the part
	typ, text, refusal gjson.Result
}

func readPart(p gjson.Result) partRead {
	var f [3]gjson.Result
	firstOf(p, f[:], "type", "text", "refusal")
	return partRead{raw: p, typ: f[0], text: f[1], refusal: f[2]}
}

// crossed is crossedPart(typ, the part).
func (p *partRead) crossed(typ string) bool {
	switch typ {
	case "output_text":
		return p.refusal.Exists()
	case "refusal":
		return p.text.Exists()
	}
	return false
}

// itemRead is an output item's members the rewriter reads, and, for a
// message whose content is an array, its parts.
type itemRead struct {
	raw                    gjson.Result // the item
	typ, id, name, content gjson.Result
	parts                  []partRead
}

func readItemOf(it gjson.Result) itemRead {
	var f [4]gjson.Result
	firstOf(it, f[:], "type", "id", "name", "content")
	r := itemRead{raw: it, typ: f[0], id: f[1], name: f[2], content: f[3]}
	if r.typ.Str == "message" && r.content.IsArray() {
		r.content.ForEach(func(_, p gjson.Result) bool {
			r.parts = append(r.parts, readPart(p))
			return true
		})
	}
	return r
}

// serverCall is isServerCall of the item.
func (r *itemRead) serverCall(isServer func(string) bool) bool {
	return isCallType(r.typ.Str) && isServer != nil && isServer(r.name.Str)
}

// isCallType reports whether an output item's type is a call the loop
// decides on: function_call, or custom_tool_call (a custom tool's, which
// is the client's when it declared the name and never runs otherwise).
// One the client did not declare is hidden from it either way.
func isCallType(typ string) bool { return typ == "function_call" || typ == "custom_tool_call" }

// textPartsOnly is textPartsOnly of the item.
func (r *itemRead) textPartsOnly() bool {
	if r.typ.Str != "message" {
		return true
	}
	if !r.content.IsArray() {
		return r.content.Type == gjson.Null
	}
	for i := range r.parts {
		p := &r.parts[i]
		if !textPart(p.typ.Str) || p.crossed(p.typ.Str) {
			return false
		}
	}
	return true
}

// item is the event's item, read once.
func (ev *event) itemR() *itemRead {
	if !ev.itemDone {
		ev.itemDone, ev.itemRd = true, readItemOf(ev.item)
	}
	return &ev.itemRd
}

// partR is the event's part, read once.
func (ev *event) partR() *partRead {
	if !ev.partDone {
		ev.partDone, ev.partRd = true, readPart(ev.part)
	}
	return &ev.partRd
}
