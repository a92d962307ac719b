package scripted

import (
	"net/http"

	"github.com/tidwall/gjson"
)

// events is the turn as Responses stream events, in the order and member
// order of the recorded gpt-4.1 and gpt-4o-mini streams (coder/aibridge
// fixtures): created, in_progress, the message item with its text deltas,
// each function_call item with its argument deltas, completed. A turn with
// Status fails after the text as the recorded insufficient_quota stream
// does (vercel/ai openai-error fixture): an error event, then
// response.failed.
func (rp *responseReply) events() [][]byte {
	var out [][]byte
	seq := 0
	add := func(typ string, members object) {
		o := append(object{{"type", typ}}, members...)
		o = append(o, member{"sequence_number", seq})
		seq++
		out = append(out, appendJSON(nil, o))
	}
	add("response.created", object{{"response", rp.response("in_progress", false, nil)}})
	add("response.in_progress", object{{"response", rp.response("in_progress", false, nil)}})
	index := 0
	if rp.msgID != "" {
		add("response.output_item.added", object{{"item", rp.messageItem(false)}, {"output_index", index}})
		add("response.content_part.added", object{{"content_index", 0}, {"item_id", rp.msgID},
			{"output_index", index}, {"part", rp.textPart("")}})
		for _, piece := range splitWords(rp.turn.Content) {
			add("response.output_text.delta", object{{"content_index", 0}, {"delta", piece}, {"item_id", rp.msgID},
				{"logprobs", []any{}}, {"obfuscation", obfuscation(rp.rng, escapedLen(piece), padText)}, {"output_index", index}})
		}
		if rp.turn.Status != 0 {
			rp.failEvents(add)
			return out
		}
		add("response.output_text.done", object{{"content_index", 0}, {"item_id", rp.msgID}, {"logprobs", []any{}},
			{"output_index", index}, {"text", rp.turn.Content}})
		add("response.content_part.done", object{{"content_index", 0}, {"item_id", rp.msgID},
			{"output_index", index}, {"part", rp.textPart(rp.turn.Content)}})
		add("response.output_item.done", object{{"item", rp.messageItem(true)}, {"output_index", index}})
		index++
	}
	if rp.turn.Status != 0 {
		rp.failEvents(add)
		return out
	}
	for i, c := range rp.turn.ToolCalls {
		id := rp.callIDs[i]
		add("response.output_item.added", object{{"item", rp.callItem(i, false)}, {"output_index", index}})
		if c.Custom {
			for _, frag := range splitRunes(c.Arguments, argumentFragment) {
				add("response.custom_tool_call_input.delta", object{{"delta", frag}, {"item_id", id},
					{"obfuscation", obfuscation(rp.rng, escapedLen(frag), padText)}, {"output_index", index}})
			}
			add("response.custom_tool_call_input.done", object{{"input", c.Arguments}, {"item_id", id}, {"output_index", index}})
			add("response.output_item.done", object{{"item", rp.callItem(i, true)}, {"output_index", index}})
			index++
			continue
		}
		for _, frag := range splitRunes(c.Arguments, argumentFragment) {
			add("response.function_call_arguments.delta", object{{"delta", frag}, {"item_id", id},
				{"obfuscation", obfuscation(rp.rng, escapedLen(frag), padText)}, {"output_index", index}})
		}
		add("response.function_call_arguments.done", object{{"arguments", c.Arguments}, {"item_id", id}, {"output_index", index}})
		add("response.output_item.done", object{{"item", rp.callItem(i, true)}, {"output_index", index}})
		index++
	}
	add("response.completed", object{{"response", rp.response("completed", false, nil)}})
	return out
}

// failEvents ends a stream the way the recorded failing stream does.
func (rp *responseReply) failEvents(add func(string, object)) {
	e := newAPIError(rp.turn.Status, rp.turn.ErrorMessage)
	code := e.code
	if code == nil {
		code = e.typ
	}
	add("error", object{{"error", object{{"type", e.typ}, {"code", code}, {"message", e.message}, {"param", e.param}}}})
	add("response.failed", object{{"response", rp.response("failed", false, object{{"code", code}, {"message", e.message}})}})
}

// streamResponse writes rp as named Server-Sent Events ("event: <type>"
// then "data: <json>"), flushing each; a Responses stream has no [DONE].
func (s *Server) streamResponse(w http.ResponseWriter, r *http.Request, rp *responseReply) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Request-Id", "req_"+randomString(rp.rng, 32))
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	send := func(b []byte) bool {
		if _, err := w.Write(b); err != nil {
			return false // the client went away
		}
		_ = rc.Flush()
		return true
	}
	for i, payload := range rp.events() {
		if rp.turn.CutAfter > 0 && i == rp.turn.CutAfter {
			panic(http.ErrAbortHandler)
		}
		if i > 0 {
			if s.KeepAlive && !send(keepAliveEvent) {
				return
			}
			if !pause(r.Context(), s.Delay) {
				return
			}
		}
		typ := gjsonType(payload)
		frame := make([]byte, 0, len(payload)+len(typ)+16)
		frame = append(append(append(frame, "event: "...), typ...), '\n')
		frame = append(append(append(frame, "data: "...), payload...), "\n\n"...)
		if !send(frame) {
			return
		}
	}
	if rp.turn.CutAfter > 0 {
		panic(http.ErrAbortHandler)
	}
}

// gjsonType is an event payload's "type".
func gjsonType(payload []byte) string { return gjson.GetBytes(payload, "type").String() }
