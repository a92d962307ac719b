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
	st := newSetter(out, members)
	if !eachMember(doc, func(raw, key, val string) bool { st.set(raw, key, val); return true }) {
		// not an object after all: gjson's reading, as it always was
		st = newSetter(out, members)
		gjson.Parse(doc).ForEach(func(k, v gjson.Result) bool { st.set(k.Raw, k.Str, v.Raw); return true })
	}
	return st.finish(adds)
}

// appendSetSpans is appendSetTop over the members of doc already read.
func appendSetSpans(out []byte, _ string, spans []mspan, members []member, adds []bool) []byte {
	st := newSetter(out, members)
	for i := range spans {
		st.set(spans[i].raw, spans[i].key, spans[i].val)
	}
	return st.finish(adds)
}

// setter copies an object's members one by one, those named in members
// replaced (the first of each name), into out.
type setter struct {
	out     []byte
	members []member
	n       int
	// done has bit i set once members[i] was set (more: past 64 members)
	done uint64
	more []bool
	// lens has bit l set when a member's key is l bytes long (every bit
	// for a key of 64 or more): a key of no such length is copied without
	// comparing it with each member's
	lens uint64
}

func newSetter(out []byte, members []member) setter {
	st := setter{out: append(out, '{'), members: members}
	if len(members) > 64 {
		st.more = make([]bool, len(members))
	}
	for _, m := range members {
		if len(m.Key) < 64 {
			st.lens |= 1 << len(m.Key)
		} else {
			st.lens = ^uint64(0)
		}
	}
	return st
}

func (st *setter) isDone(i int) bool {
	if st.more != nil {
		return st.more[i]
	}
	return st.done&(1<<uint(i)) != 0
}

func (st *setter) markDone(i int) {
	if st.more != nil {
		st.more[i] = true
		return
	}
	st.done |= 1 << uint(i)
}

// set copies one member: key decoded, raw as written, val its value.
func (st *setter) set(raw, key, val string) {
	if st.n > 0 {
		st.out = append(st.out, ',')
	}
	st.n++
	st.out = append(append(st.out, raw...), ':')
	if l := len(key); l >= 64 || st.lens&(1<<l) != 0 {
		for i, m := range st.members {
			if !st.isDone(i) && m.Key == key {
				st.markDone(i)
				st.out = append(st.out, m.Raw...)
				return
			}
		}
	}
	st.out = append(st.out, val...)
}

// finish appends the members not met that adds says to add, and closes
// the object.
func (st *setter) finish(adds []bool) []byte {
	out := st.out
	for i, m := range st.members {
		if st.isDone(i) || adds == nil || !adds[i] {
			continue
		}
		if st.n > 0 {
			out = append(out, ',')
		}
		st.n++
		out = appendQuote(out, m.Key)
		out = append(append(out, ':'), m.Raw...)
	}
	return append(out, '}')
}

// view is b as a string without a copy: b must not change while the
// string is in use.
func view(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
