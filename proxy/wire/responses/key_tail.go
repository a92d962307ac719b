package responses

import (
	"fmt"
	"strconv"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// The upstream key split across a stream's deltas is in no upstream
// string whole (the body mask, Host.Scrub, reads strings one at a time),
// and the client's SDK joins the deltas into it. Each stream of text the
// client joins keeps back its own tail that may start the key
// (secretmask.Tail, as the chat wire's content deltas): the event still
// goes out at once, less those bytes, and the key whole across a cut is
// masked with '*'. A tail goes out, as a delta of its own, before
// anything that ends its part: its done events, its content or summary
// part's done, its item's output_item.done, the round's terminal event,
// an error event (the upstream's or the proxy's own).
//
// The merged message's text (part 0, every output_text part of the
// round's messages, across rounds) keeps textTail until Finish or Fail:
// its done events wait for Finish too. The other streams (a refusal
// part, reasoning summary or text, a client call's arguments or input)
// keep theirs in tails, by upstream indexes, released by the events that
// end them. So do the texts of built-in tools a client shows as they
// stream (a code interpreter's code, an MCP call's arguments) and the
// audio transcript, whose events carry no output index (0 stands for it).

// tailKind is a delta event whose text the client joins, and the done
// event that carries it whole.
type tailKind uint8

const (
	kindRefusal tailKind = iota
	kindSummary
	kindReasoning
	kindArgs
	kindInput
	kindTranscript // the audio answer's transcript (no output index)
	kindCode       // a code interpreter call's code
	kindMCPArgs    // an MCP call's arguments
	numKinds
)

var kindDelta = [numKinds]string{"response.refusal.delta", "response.reasoning_summary_text.delta", "response.reasoning_text.delta", "response.function_call_arguments.delta", "response.custom_tool_call_input.delta",
	"response.audio.transcript.delta", "response.code_interpreter_call_code.delta", "response.mcp_call_arguments.delta"}
var kindDone = [numKinds]string{"response.refusal.done", "response.reasoning_summary_text.done", "response.reasoning_text.done", "response.function_call_arguments.done", "response.custom_tool_call_input.done",
	"response.audio.transcript.done", "response.code_interpreter_call_code.done", "response.mcp_call_arguments.done"}

// tailKey places one stream of text: its kind, upstream output index and
// content (or summary) index.
type tailKey struct {
	kind     tailKind
	out, sub int
}

// heldStream is what a release needs to write a stream's tail as a delta
// of its own: a copy of its last delta event's data and its renumbering.
type heldStream struct {
	data []byte
	set  renumber
}

// deltaKind reports the kind of a delta event of typ (ok false: none of
// them), and whether typ is one's done event.
func deltaKind(typ string) (k tailKind, done, ok bool) {
	for k := range numKinds {
		if typ == kindDelta[k] {
			return k, false, true
		}
		if typ == kindDone[k] {
			return k, true, true
		}
	}
	return 0, false, false
}

// subIndex is the event's content or summary index.
func subIndex(ev *event, k tailKind) int {
	if k == kindSummary {
		return int(gjson.GetBytes(ev.data, "summary_index").Int())
	}
	return int(ev.index.Int())
}

// emitHeld emits the delta event ev of stream k (at upstream output up)
// renumbered by set, its text less a tail that may start the key, after
// the tail kept back before.
func (rw *Rewriter) emitHeld(ev *event, k tailKind, up int, set renumber) ([]byte, error) {
	key := tailKey{k, up, subIndex(ev, k)}
	if rw.endedSt.ended(key) {
		return nil, fmt.Errorf("upstream %.64s at output_index %d after the event that ended its text", rw.typ, up)
	}
	send, changed := rw.tails.Push(key, ev.delta.Str, rw.Key)
	if rw.tails.Len() > 0 && rw.tails.Holds(key) {
		setMap(&rw.heldAt, key, heldStream{data: append([]byte(nil), ev.data...), set: set})
	}
	if !changed {
		return rw.emit(ev, set)
	}
	return rw.emitDelta(ev.data, send, set)
}

// emitDelta emits the delta event data, its delta set to text, renumbered
// by set, as an event of rw.typ.
func (rw *Rewriter) emitDelta(data []byte, text string, set renumber) ([]byte, error) {
	d, err := sjson.SetBytes(data, "delta", text)
	if err != nil {
		return nil, err
	}
	var dev event
	if err := dev.reindex(d); err != nil {
		return nil, err
	}
	return rw.emit(&dev, set)
}

// releaseTails writes, in the order they were first kept, the tails kept
// back for which match is true, each as a delta of its own stream.
func (rw *Rewriter) releaseTails(match func(tailKey) bool) {
	if rw.tails.Len() == 0 {
		return
	}
	typ := rw.typ
	rw.tails.Each(match, func(k tailKey, tail string) {
		h := rw.heldAt[k]
		delete(rw.heldAt, k)
		rw.typ = kindDelta[k.kind]
		_, _ = rw.emitDelta(h.data, tail, h.set) // h.data read as an event before
	})
	rw.typ = typ
}

// releaseFor writes the tails an event of typ ends, before it goes out.
func (rw *Rewriter) releaseFor(ev *event, typ string, up int, hasIndex bool) {
	if rw.tails.Len() == 0 && (rw.textTail.Held() == "" && rw.lpTail.Held() == "" || typ != "error" && typ != "response.failed") {
		return
	}
	switch typ {
	case "response.failed", "error":
		rw.frames = rw.appendTextTail(rw.frames)
		rw.releaseTails(func(tailKey) bool { return true })
		return
	case "response.completed", "response.incomplete":
		rw.releaseTails(func(tailKey) bool { return true })
		return
	case "response.output_item.done":
		rw.releaseTails(func(k tailKey) bool { return hasIndex && k.out == up })
		return
	case "response.content_part.done":
		sub := int(ev.index.Int())
		rw.releaseTails(func(k tailKey) bool {
			return hasIndex && k.out == up && k.sub == sub && k.kind != kindSummary
		})
		return
	case "response.reasoning_summary_part.done":
		sub := subIndex(ev, kindSummary)
		rw.releaseTails(func(k tailKey) bool { return hasIndex && k.out == up && k.sub == sub && k.kind == kindSummary })
		return
	}
	if k, done, ok := deltaKind(typ); ok && done {
		key := tailKey{k, up, subIndex(ev, k)}
		rw.releaseTails(func(h tailKey) bool { return h == key })
	}
}

// textDelta is the merged text's delta event text, less a tail that may
// start the key, after the tail kept back before (textTail). It is what
// goes out for delta; changed: not delta as it came.
func (rw *Rewriter) textDelta(delta string) (string, bool) {
	return rw.textTail.Push(delta, rw.Key)
}

// appendTextTail appends the merged text's tail kept back, if any, and its
// logprobs' (lpTail), as a delta of the message the proxy writes itself
// (Finish, Fail).
func (rw *Rewriter) appendTextTail(out []byte) []byte {
	tail, lpTail := rw.textTail.Flush(), rw.lpTail.Flush()
	m := rw.out.msg
	if tail == "" && lpTail == "" || m == nil {
		return out
	}
	out = rw.open(out, "response.output_text.delta")
	if lpTail == "" {
		out = append(out, `,"logprobs":[]`...)
	} else {
		out = appendQuote(append(out, `,"logprobs":[{"token":`...), lpTail)
		out = append(append(append(out, `,"logprob":0,"bytes":`...), wire.LogprobBytes(lpTail)...), `,"top_logprobs":[]}]`...)
	}
	out = appendQuote(append(out, `,"content_index":0,"delta":`...), tail)
	out = appendQuote(append(out, `,"item_id":`...), m.id)
	return rw.close(strconv.AppendInt(append(out, `,"output_index":`...), int64(m.index), 10))
}

// textLogprobs is the merged text's delta event data with its logprobs'
// tokens through lpTail, as the text goes through textTail (the tokens
// are the text again, cut at every token: wire.SetLogprobToken); changed:
// not data as it came.
func (rw *Rewriter) textLogprobs(data []byte) (out []byte, changed bool, err error) {
	out = data
	if len(rw.Key) < secretmask.Min || !wire.MayHoldLogprobTokens(data) {
		return out, false, nil // no key to mask; most deltas: no logprobs asked for
	}
	lp := gjson.GetBytes(data, "logprobs")
	n := 0
	lp.ForEach(func(_, e gjson.Result) bool {
		i := n
		n++
		tok := e.Get("token")
		if tok.Type != gjson.String {
			return true
		}
		if send, ch := rw.lpTail.Push(tok.Str, rw.Key); ch {
			changed = true
			out, err = wire.SetLogprobToken(out, "logprobs."+strconv.Itoa(i), e, tok.Str, send)
		}
		return err == nil
	})
	return out, changed, err
}

// appendTails appends every other stream's tail kept back (Finish, Fail).
func (rw *Rewriter) appendTails(out []byte) []byte {
	if rw.tails.Len() == 0 {
		return out
	}
	frames := rw.frames
	rw.frames = out
	rw.releaseTails(func(tailKey) bool { return true })
	out = rw.frames
	rw.frames = frames
	return out
}

// endedStreams are the round's streams an ending event let out (a done
// event, its content or summary part's done, its item's
// output_item.done). A delta after one went out whole: the tail kept back
// had gone out before it, so a key split across the end reached a client
// that joins the deltas on (by item_id and index, not by done events).
// Real upstreams send none: it is a protocol error.
type endedStreams struct {
	items     map[int]bool
	parts     map[[2]int]bool // (output, content index): not summaries
	summaries map[[2]int]bool
	streams   map[tailKey]bool
}

func (e *endedStreams) ended(k tailKey) bool {
	if e.streams[k] || k.out >= 0 && e.items[k.out] {
		return true
	}
	if k.kind == kindSummary {
		return e.summaries[[2]int{k.out, k.sub}]
	}
	return e.parts[[2]int{k.out, k.sub}]
}

// markEnded records the streams an event of typ ends. A held stream's
// delta or done event with no output index is the audio transcript's
// alone: any other is a protocol error (its tail would be kept apart
// from the stream the client joins it to by item_id).
func (rw *Rewriter) markEnded(ev *event, typ string, up int, hasIndex bool) error {
	e := &rw.endedSt
	switch typ {
	case "response.output_item.done":
		if hasIndex {
			setMap(&e.items, up, true)
		}
		return nil
	case "response.content_part.done":
		if hasIndex {
			setMap(&e.parts, [2]int{up, int(ev.index.Int())}, true)
		}
		return nil
	case "response.reasoning_summary_part.done":
		if hasIndex {
			setMap(&e.summaries, [2]int{up, subIndex(ev, kindSummary)}, true)
		}
		return nil
	}
	k, done, ok := deltaKind(typ)
	if !ok {
		return nil
	}
	if !hasIndex && k != kindTranscript {
		return fmt.Errorf("upstream %.64s carries no output_index", typ)
	}
	if done {
		setMap(&e.streams, tailKey{k, up, subIndex(ev, k)}, true)
	}
	return nil
}
