package responses

import (
	"strconv"
	"unsafe"

	"github.com/tidwall/gjson"
)

// renumber is what emit changes in an event: its sequence number always;
// output_index, content_index and item_id when set (index -1, id "" keep;
// the id as JSON, quoted once per message rather than once per event).
type renumber struct {
	output, content int
	itemID          string
}

var keep = renumber{output: -1, content: -1}

// appendRewritten appends the object of fields to dst with the members r
// names replaced and sequence_number set to seq (appended when missing).
func appendRewritten(dst []byte, fields []field, seq int, r renumber) []byte {
	dst = append(dst, '{')
	hasSeq := false
	for i, f := range fields {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(append(dst, f.raw...), ':')
		switch {
		case f.key == "sequence_number" && !hasSeq:
			hasSeq = true
			dst = strconv.AppendInt(dst, int64(seq), 10)
		case f.key == "output_index" && r.output >= 0:
			dst = strconv.AppendInt(dst, int64(r.output), 10)
		case f.key == "content_index" && r.content >= 0:
			dst = strconv.AppendInt(dst, int64(r.content), 10)
		case f.key == "item_id" && r.itemID != "":
			dst = append(dst, r.itemID...)
		default:
			dst = append(dst, f.val...)
		}
	}
	if !hasSeq {
		if len(fields) > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `"sequence_number":`...)
		dst = strconv.AppendInt(dst, int64(seq), 10)
	}
	return append(dst, '}')
}

// member is one top-level member to set: Raw is its JSON value.
type member struct {
	Key string
	Raw []byte
}

// setTop copies the JSON object doc with members replaced in one pass
// (sjson would copy doc once per member); a member doc lacks is appended
// when add is set, else left out.
func setTop(doc []byte, add bool, members ...member) []byte {
	var adds []bool
	if add {
		adds = make([]bool, len(members))
		for i := range adds {
			adds[i] = true
		}
	}
	return setTopEach(doc, members, adds)
}

// setTopEach is setTop with add given per member (adds nil: none added).
func setTopEach(doc []byte, members []member, adds []bool) []byte {
	return appendSetTop(make([]byte, 0, setSize(doc, members)), view(doc), members, adds)
}

// setSize is about the size of doc with members set.
func setSize(doc []byte, members []member) int {
	n := len(doc) + 16
	for _, m := range members {
		n += len(m.Key) + len(m.Raw) + 4
	}
	return n
}

// appendSetTop appends setTopEach's object to dst, reading doc in place
// (checked valid JSON: see eachMember).
func appendSetTop(out []byte, doc string, members []member, adds []bool) []byte {
	return appendSet(out, doc, func(fn func(raw, key, val string) bool) bool {
		return eachMember(doc, fn)
	}, members, adds)
}

// appendSetSpans is appendSetTop over the members of doc already read.
func appendSetSpans(out []byte, doc string, spans []mspan, members []member, adds []bool) []byte {
	return appendSet(out, doc, func(fn func(raw, key, val string) bool) bool {
		for _, m := range spans {
			if !fn(m.raw, m.key, m.val) {
				break
			}
		}
		return true
	}, members, adds)
}

// appendSet is appendSetTop with doc's members given by walk, which
// reports false when doc turned out not to be an object.
func appendSet(out []byte, doc string, walk func(func(raw, key, val string) bool) bool, members []member, adds []bool) []byte {
	start := len(out)
	out = append(out, '{')
	var doneBuf [8]bool
	done := doneBuf[:0]
	if len(members) > len(doneBuf) {
		done = make([]bool, 0, len(members))
	}
	done = done[:len(members)]
	n := 0
	set := func(raw, key, val string) bool {
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = append(append(out, raw...), ':')
		for i, m := range members {
			if !done[i] && m.Key == key {
				done[i] = true
				out = append(out, m.Raw...)
				return true
			}
		}
		out = append(out, val...)
		return true
	}
	if !walk(set) {
		// not an object after all: gjson's reading, as it always was
		out, n = append(out[:start], '{'), 0
		clear(done)
		gjson.Parse(doc).ForEach(func(k, v gjson.Result) bool { return set(k.Raw, k.Str, v.Raw) })
	}
	for i, m := range members {
		if done[i] || adds == nil || !adds[i] {
			continue
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = appendQuote(out, m.Key)
		out = append(append(out, ':'), m.Raw...)
	}
	return append(out, '}')
}

// view is b as a string without a copy: b must not change while the
// string is in use.
func view(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
