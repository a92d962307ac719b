package responses

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// field is one top-level member of an event: its key decoded and as
// written (quotes included), and its value's text.
type field struct {
	key, raw, val string
}

// event is what Feed reads of one upstream event in its one pass over it
// (jsondup.CheckIn: the JSON checked, no member repeated anywhere, the
// top-level members found, and those of its response object): every member in order (what emit copies, with
// the renumbered ones replaced, without reading the event again) and the
// few members the rewrite reads. Its strings alias the event's data (no
// copy per event): whatever outlives the Feed call is copied where it is
// kept.
type event struct {
	data   []byte
	fields []field
	m      jsondup.Members // its members, and its response object's (m.In)
	typ    gjson.Result
	output gjson.Result // output_index
	index  gjson.Result // content_index
	delta  gjson.Result
	item   gjson.Result
	resp   gjson.Result // response
	part   gjson.Result
	// item and part read once, when asked for (item_read.go)
	itemRd             itemRead
	partRd             partRead
	itemDone, partDone bool
	// known: the last response.created's response object, checked, for
	// an event that repeats it (jsondup.CheckNamesKnown)
	known jsondup.Known
}

// read checks and indexes data into ev (whose slices it reuses): invalid
// JSON, anything but an object and an object that repeats a member
// anywhere are refused.
//
// echoed: Echo replaces the tools and instructions of the response objects
// of the lifecycle events, so those are only checked valid (names.go); on
// an event of another type that carries a response object anyway, the
// object is checked whole, in a second pass.
func (ev *event) read(data []byte, echoed bool) error {
	names := eventNames
	if echoed {
		names = eventNamesEcho
	}
	r := jsondup.CheckNamesKnown(data, "response", names, &ev.m, &ev.known)
	if err := refuseEvent(data, r); err != nil {
		return err
	}
	ev.fill(data)
	if ev.typ.Str == "response.created" {
		// response.in_progress repeats its response object byte for byte
		if k, ok := jsondup.Remember(data, "response", names, &ev.m, r); ok {
			ev.known = k
		}
	}
	if echoed && ev.resp.Exists() && !echoedResponse(ev.typ.Str) {
		r = jsondup.CheckNames(data, "response", eventNames, &ev.m)
		if err := refuseEvent(data, r); err != nil {
			return err
		}
		ev.fill(data)
	}
	return nil
}

// refuseEvent is the error for an event CheckNames found fault with (r),
// or nil.
func refuseEvent(data []byte, r jsondup.Report) error {
	d, dup, valid := r.Dup, r.Repeated, r.Valid
	if !valid {
		return fmt.Errorf("upstream event is not JSON")
	}
	// A repeated member reads one way here (gjson keeps the first copy,
	// and sjson edits it) and another in the client (its parser keeps the
	// last): a second "delta" the claims check never reads, a second
	// sequence_number or output_index the renumbering never touched, a
	// second item name that turns a hidden server call into a client's.
	// OpenAI never repeats one; such an event is refused, as a request is.
	if dup {
		return fmt.Errorf("upstream event repeats the member %q at %s", d.Key, d.Path)
	}
	if t := rawjson.TrimSpace(data); len(t) == 0 || t[0] != '{' {
		return fmt.Errorf("upstream event is not a JSON object")
	}
	// "Delta" beside "delta", "Text" in a part: a Go client reads it as
	// the member the proxy read and checked (names.go)
	if r.Case {
		return CaseError("event", r.Variant)
	}
	return nil
}

// reindex indexes data, an object already checked (an event Feed edited).
func (ev *event) reindex(data []byte) error {
	_, _, valid := jsondup.CheckIn(data, "response", &ev.m)
	if t := rawjson.TrimSpace(data); !valid || len(t) == 0 || t[0] != '{' {
		return fmt.Errorf("upstream event edited into no JSON object")
	}
	ev.fill(data)
	return nil
}

// fill fills ev from data's top-level members (ev.m.Top).
func (ev *event) fill(data []byte) {
	// reset member by member: the item and part read (large) are only
	// marked unread
	ev.data, ev.fields = data, ev.fields[:0]
	ev.typ, ev.output, ev.index, ev.delta = gjson.Result{}, gjson.Result{}, gjson.Result{}, gjson.Result{}
	ev.item, ev.resp, ev.part = gjson.Result{}, gjson.Result{}, gjson.Result{}
	ev.itemDone, ev.partDone = false, false
	doc := view(data)
	for _, sp := range ev.m.Top {
		raw := doc[sp.KeyStart-1 : sp.KeyEnd+1]
		key := doc[sp.KeyStart:sp.KeyEnd]
		if strings.IndexByte(key, '\\') >= 0 {
			key = gjson.Parse(raw).Str
		}
		val := doc[sp.ValueStart:sp.ValueEnd]
		ev.fields = append(ev.fields, field{key: key, raw: raw, val: val})
		var slot *gjson.Result
		switch key {
		case "type":
			slot = &ev.typ
		case "output_index":
			slot = &ev.output
		case "content_index":
			slot = &ev.index
		case "delta":
			slot = &ev.delta
		case "item":
			slot = &ev.item
		case "response":
			slot = &ev.resp
		case "part":
			slot = &ev.part
		}
		if slot != nil && !slot.Exists() {
			*slot = parseValue(val)
		}
	}
}

// hasKey reports whether the event has a top-level member named key.
func (ev *event) hasKey(key string) bool {
	for _, f := range ev.fields {
		if f.key == key {
			return true
		}
	}
	return false
}
