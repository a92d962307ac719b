package scripted

import (
	"context"
	"net/http"
	"time"
)

// Obfuscation targets per kind of chunk, read off the recorded gpt-4.1
// stream (payload length + padding length).
const (
	padOpen   = 13 // the role-only opening chunk
	padText   = 15 // a text delta, counted in escaped characters
	padHeader = 2  // the first delta of a tool call
	padArgs   = 5  // an arguments fragment, counted in escaped characters
	padFinish = 3
	padUsage  = 10
)

// chunkParts is what one chat.completion.chunk carries.
type chunkParts struct {
	delta   fields // nil: no choice at all ("choices": [], the usage chunk)
	finish  string // "" while unfinished
	usage   bool   // carry the usage object
	filter  bool   // Azure: full content_filter_results (else {})
	err     object // OpenRouter: a mid-stream "error" member
	payload int    // visible length, for obfuscation padding
	target  int
}

// chunk encodes one chat.completion.chunk in the dialect.
func (rp *reply) chunk(p chunkParts) []byte {
	spec := rp.spec
	f := fields{
		"id":      rp.id,
		"object":  "chat.completion.chunk",
		"created": rp.created,
		"model":   rp.model,
		"choices": []any{},
	}
	rp.addProviderFields(f)
	if p.delta != nil {
		c := fields{"index": 0, "delta": p.delta.ordered(spec.deltaKeys), "logprobs": nil}
		switch {
		case p.finish != "":
			c["finish_reason"], c["native_finish_reason"], c["stop_reason"] = p.finish, p.finish, nil
		case spec.nullFinish:
			c["finish_reason"], c["native_finish_reason"] = nil, nil
		}
		if spec.contentFilter {
			c["content_filter_results"] = object{}
			if p.filter {
				c["content_filter_results"] = safeContentFilter()
			}
		}
		f["choices"] = []any{c.ordered(spec.choiceKeys)}
	}
	switch {
	case p.usage && spec.groqMeta:
		f["x_groq"] = object{{"id", rp.requestID}, {"usage", rp.usageObject()}}
	case p.usage:
		f["usage"] = rp.usageObject()
	case rp.includeUsage && spec.nullUsage:
		f["usage"] = nil
	}
	if p.err != nil {
		f["error"] = p.err
	}
	if spec.obfuscation && rp.includeObfusc {
		f["obfuscation"] = obfuscation(rp.rng, p.payload, p.target)
	}
	return appendJSON(nil, f.ordered(spec.chunkKeys))
}

// events is the turn as the data payloads of its SSE events, [DONE] aside.
func (rp *reply) events() [][]byte {
	spec, t := rp.spec, rp.turn
	var ev [][]byte
	add := func(p chunkParts) { ev = append(ev, rp.chunk(p)) }

	if spec.contentFilter {
		ev = append(ev, rp.promptFilterChunk())
	}
	// OpenAI opens with a role-only delta, unless the turn is only tool
	// calls: then the role rides on the first call's delta (gpt-4.1).
	roleOnFirstCall := spec.roleChunk && spec.roleOnCall && t.Content == "" && len(t.ToolCalls) > 0
	if spec.roleChunk && !roleOnFirstCall {
		add(chunkParts{delta: fields{"role": "assistant", "content": "", "refusal": nil}, target: padOpen})
	}
	for _, piece := range splitWords(t.Content) {
		d := fields{"content": piece}
		if spec.rolePerDelta {
			d["role"] = "assistant"
		}
		add(chunkParts{delta: d, filter: true, payload: escapedLen(piece), target: padText})
	}
	if t.Status != 0 {
		// Only an errorEvents dialect streams an error turn: the status
		// went out as 200, so the error is a data event (OpenRouter).
		e := newAPIError(t.Status, t.ErrorMessage)
		add(chunkParts{delta: fields{"content": ""}, finish: "error",
			err: object{{"code", e.typ}, {"message", e.message}}})
		return ev
	}
	for i, call := range t.ToolCalls {
		index := rp.toolIndex(i)
		if call.Custom {
			// OpenAI's shape: the header names the tool, the input follows in fragments
			header := rp.toolDelta(fields{"index": index, "id": call.ID, "type": "custom", "custom": object{{"name", call.Name}, {"input", ""}}})
			if i == 0 && roleOnFirstCall {
				header["role"], header["content"], header["refusal"] = "assistant", nil, nil
			}
			add(chunkParts{delta: header, target: padHeader})
			for _, frag := range splitRunes(call.Arguments, argumentFragment) {
				add(chunkParts{delta: rp.toolDelta(fields{"index": index, "custom": object{{"input", frag}}}), payload: escapedLen(frag), target: padArgs})
			}
			continue
		}
		name := fields{"name": call.Name}
		if spec.headerArgs {
			name["arguments"] = ""
		}
		if spec.wholeCalls {
			name["arguments"] = call.Arguments
		}
		header := rp.toolDelta(fields{"index": index, "id": call.ID, "type": "function", "function": rp.function(name)})
		if i == 0 && roleOnFirstCall {
			header["role"], header["content"], header["refusal"] = "assistant", nil, nil
		}
		add(chunkParts{delta: header, target: padHeader})
		if spec.wholeCalls {
			continue
		}
		if spec.emptyArgs {
			add(chunkParts{delta: rp.argumentsDelta(index, ""), target: padArgs})
		}
		for _, frag := range splitRunes(call.Arguments, argumentFragment) {
			add(chunkParts{delta: rp.argumentsDelta(index, frag), payload: escapedLen(frag), target: padArgs})
		}
	}
	finish := fields{}
	for k, v := range spec.finishDelta {
		finish[k] = v
	}
	if spec.roleOnTools {
		finish["role"] = "assistant"
	}
	reason := t.FinishReason
	if reason == "tool_calls" && spec.streamToolFinish != "" {
		reason = spec.streamToolFinish
	}
	add(chunkParts{delta: finish, finish: reason, usage: spec.usageInFinish || spec.groqMeta, target: padFinish})
	if rp.includeUsage && !spec.usageInFinish && !spec.noStreamUsage {
		add(chunkParts{usage: true, target: padUsage})
	}
	return ev
}

// toolDelta wraps one tool_calls entry in a delta.
func (rp *reply) toolDelta(call fields) fields {
	o := call.ordered(rp.spec.toolKeys)
	if c, ok := call["custom"]; ok { // a custom call's body, in place of "function"
		o = append(o, member{"custom", c})
	}
	d := fields{"tool_calls": []any{o}}
	if rp.spec.toolContent != nil {
		d["content"] = rp.spec.toolContent
	}
	if rp.spec.roleOnTools {
		d["role"] = "assistant"
	}
	return d
}

func (rp *reply) argumentsDelta(index int, frag string) fields {
	return rp.toolDelta(fields{"index": index, "function": rp.function(fields{"arguments": frag})})
}

// promptFilterChunk is Azure's opening chunk: no choice, blank id, model
// and object, created 0, and the prompt's content filter verdicts.
func (rp *reply) promptFilterChunk() []byte {
	f := fields{
		"choices": []any{}, "created": 0, "id": "", "model": "", "object": "",
		"prompt_filter_results": promptFilterResults(),
	}
	return appendJSON(nil, f.ordered(rp.spec.chunkKeys))
}

// safeContentFilter is Azure's verdict on harmless text.
func safeContentFilter() object {
	safe := object{{"filtered", false}, {"severity", "safe"}}
	return object{{"hate", safe}, {"self_harm", safe}, {"sexual", safe}, {"violence", safe}}
}

func promptFilterResults() []any {
	return []any{object{{"prompt_index", 0}, {"content_filter_results", safeContentFilter()}}}
}

var (
	doneEvent      = []byte("data: [DONE]\n\n")
	keepAliveEvent = []byte(": keep-alive\n\n")
	// processingEvent is OpenRouter's keep-alive comment.
	processingEvent = []byte(": OPENROUTER PROCESSING\n\n")
)

// stream writes rp as Server-Sent Events, flushing each one.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, rp *reply) {
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
		_ = rc.Flush() // a writer that cannot flush still gets every byte
		return true
	}
	if !send(nil) {
		return
	}
	for range rp.spec.processing {
		if !send(processingEvent) {
			return
		}
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
		frame := make([]byte, 0, len(payload)+8)
		frame = append(append(append(frame, "data: "...), payload...), "\n\n"...)
		if !send(frame) {
			return
		}
	}
	if rp.turn.CutAfter > 0 {
		panic(http.ErrAbortHandler)
	}
	if rp.turn.Status != 0 {
		return // an error event ends the stream without [DONE]
	}
	send(doneEvent)
}

// pause waits d, or reports false when ctx ends first.
func pause(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
