package responses

import (
	"fmt"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// field is one top-level member of an event: its key decoded and as
// written, and its value.
type field struct {
	key, raw string
	val      gjson.Result
}

// event is what Feed reads of one upstream event in its one walk over the
// top level: every member in order (what emit copies, with the renumbered
// ones replaced, without parsing the event again) and the few members the
// rewrite reads. Its strings alias the event's data (no copy per event):
// whatever outlives the Feed call is copied where it is kept.
type event struct {
	data   []byte
	fields []field
	typ    gjson.Result
	output gjson.Result // output_index
	index  gjson.Result // content_index
	delta  gjson.Result
	item   gjson.Result
	resp   gjson.Result // response
	part   gjson.Result
}

// read checks and indexes data into ev (whose field slice it reuses):
// invalid JSON, anything but an object and an object that repeats a member
// anywhere are refused.
func (ev *event) read(data []byte) error {
	if !gjson.ValidBytes(data) {
		return fmt.Errorf("upstream event is not JSON")
	}
	// A repeated member reads one way here (gjson keeps the first copy,
	// and sjson edits it) and another in the client (its parser keeps the
	// last): a second "delta" the claims check never reads, a second
	// sequence_number or output_index the renumbering never touched, a
	// second item name that turns a hidden server call into a client's.
	// OpenAI never repeats one; such an event is refused, as a request is.
	if d, dup := jsondup.Find(data); dup {
		return fmt.Errorf("upstream event repeats the member %q at %s", d.Key, d.Path)
	}
	return ev.index1(data)
}

// index1 indexes data, already checked, into ev.
func (ev *event) index1(data []byte) error {
	root := rawjson.ParseView(rawjson.TrimSpace(data))
	if !root.IsObject() {
		return fmt.Errorf("upstream event is not a JSON object")
	}
	*ev = event{data: data, fields: ev.fields[:0]}
	root.ForEach(func(k, v gjson.Result) bool {
		ev.fields = append(ev.fields, field{key: k.Str, raw: k.Raw, val: v})
		var slot *gjson.Result
		switch k.Str {
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
			*slot = v
		}
		return true
	})
	return nil
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
