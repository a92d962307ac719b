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
			c["finish_reason"] = p.finish
		case spec.nullFinish:
			c["finish_reason"] = nil
		}
		f["choices"] = []any{c.ordered(spec.choiceKeys)}
	}
	switch {
	case p.usage:
		f["usage"] = rp.usageObject()
	case rp.includeUsage && !spec.usageInFinish:
		f["usage"] = nil
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

	// OpenAI opens with a role-only delta, unless the turn is only tool
	// calls: then the role rides on the first call's delta (gpt-4.1).
	roleOnFirstCall := spec.roleChunk && t.Content == "" && len(t.ToolCalls) > 0
	if spec.roleChunk && !roleOnFirstCall {
		add(chunkParts{delta: fields{"role": "assistant", "content": "", "refusal": nil}, target: padOpen})
	}
	for _, piece := range splitWords(t.Content) {
		d := fields{"content": piece}
		if spec.rolePerDelta {
			d["role"] = "assistant"
		}
		add(chunkParts{delta: d, payload: escapedLen(piece), target: padText})
	}
	for i, call := range t.ToolCalls {
		index := rp.toolIndex(i)
		name := fields{"name": call.Name}
		if spec.headerArgs {
			name["arguments"] = ""
		}
		header := rp.toolDelta(fields{"index": index, "id": call.ID, "type": "function", "function": rp.function(name)})
		if i == 0 && roleOnFirstCall {
			header["role"], header["content"], header["refusal"] = "assistant", nil, nil
		}
		add(chunkParts{delta: header, target: padHeader})
		if !spec.headerArgs {
			add(chunkParts{delta: rp.argumentsDelta(index, ""), target: padArgs})
		}
		for _, frag := range splitRunes(call.Arguments, argumentFragment) {
			add(chunkParts{delta: rp.argumentsDelta(index, frag), payload: escapedLen(frag), target: padArgs})
		}
	}
	finish := fields{}
	if spec.toolContent {
		finish["content"] = nil
	}
	add(chunkParts{delta: finish, finish: t.FinishReason, usage: spec.usageInFinish, target: padFinish})
	if rp.includeUsage && !spec.usageInFinish {
		add(chunkParts{usage: true, target: padUsage})
	}
	return ev
}

// toolDelta wraps one tool_calls entry in a delta.
func (rp *reply) toolDelta(call fields) fields {
	d := fields{"tool_calls": []any{call.ordered(rp.spec.toolKeys)}}
	if rp.spec.toolContent {
		d["content"] = nil
	}
	return d
}

func (rp *reply) argumentsDelta(index int, frag string) fields {
	return rp.toolDelta(fields{"index": index, "function": rp.function(fields{"arguments": frag})})
}

var (
	doneEvent      = []byte("data: [DONE]\n\n")
	keepAliveEvent = []byte(": keep-alive\n\n")
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
