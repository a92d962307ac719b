package chat

import (
	"errors"
	"slices"
	"strings"
	"unicode"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// errEditOffsets is a chunk whose parsed values do not sit where gjson said:
// never expected, but a wrong splice must not reach the client.
var errEditOffsets = errors.New("chunk edit: value offsets do not match the chunk")

// chunkEdits are byte splices at offsets gjson reported in one parse of a
// chunk, applied in a single copy: cheaper than an sjson call per field,
// each of which parses the chunk again and copies it.
//
// The edits live in a fixed array (no edit set of the wire needs more than
// eight: identity three, finish, role or delta, usage, zc_receipts), so a
// chunkEdits on the stack costs no allocation per chunk; more spill over.
type chunkEdits struct {
	fixed [8]chunkEdit
	n     int         // edits in fixed
	more  []chunkEdit // edits past len(fixed) (never expected)
}

// reset empties e for another set of edits. The fixed edits past n stay
// as they were: only the first n are ever read (edits).
func (e *chunkEdits) reset() { e.n, e.more = 0, e.more[:0] }

// add records one edit.
func (e *chunkEdits) add(ed chunkEdit) {
	if e.n < len(e.fixed) {
		e.fixed[e.n] = ed
		e.n++
		return
	}
	e.more = append(e.more, ed)
}

// edits returns every recorded edit, in the order added.
func (e *chunkEdits) edits() []chunkEdit {
	if len(e.more) == 0 {
		return e.fixed[:e.n]
	}
	return append(e.fixed[:e.n:e.n], e.more...)
}

type chunkEdit struct {
	start, end int    // bytes [start, end) are replaced
	with       string // by these,
	key        string // then these,
	withB      []byte // then these (a value not copied into a string first),
	tail       string // then these
	check      string // what [start, end) must hold ("" for an insertion)
}

// replace swaps the value v for with.
func (e *chunkEdits) replace(v gjson.Result, with string) {
	e.add(chunkEdit{start: v.Index, end: v.Index + len(v.Raw), with: with, check: v.Raw})
}

// replaceBytes is replace with the new value as bytes.
func (e *chunkEdits) replaceBytes(v gjson.Result, with []byte) {
	e.add(chunkEdit{start: v.Index, end: v.Index + len(v.Raw), withB: with, check: v.Raw})
}

// insertLast adds member ("key":value) as the last member of the object
// obj.
func (e *chunkEdits) insertLast(obj gjson.Result, member string) {
	e.insertLastKV(obj, member, nil)
}

// insertLastKV is insertLast of the member keyColon+value (keyColon is
// `"key":`), value not copied first.
func (e *chunkEdits) insertLastKV(obj gjson.Result, keyColon string, value []byte) {
	// A root parsed whole keeps its surrounding space in Raw.
	body := strings.TrimSpace(obj.Raw)
	if len(body) < 2 || body[0] != '{' || body[len(body)-1] != '}' {
		e.add(chunkEdit{start: -1}) // apply refuses it
		return
	}
	// body is the first substring of Raw after its leading space: no
	// '{' can start in that space.
	lead := len(obj.Raw) - len(strings.TrimLeftFunc(obj.Raw, unicode.IsSpace))
	end := obj.Index + lead + len(body) - 1 // the closing brace
	sep := ","
	if strings.TrimSpace(body[1:len(body)-1]) == "" {
		sep = ""
	}
	e.add(chunkEdit{start: end, end: end + 1, with: sep, key: keyColon, withB: value, tail: "}", check: "}"})
}

// removeMember deletes the object member whose key and value gjson found
// in raw, with the comma that joins it to its neighbours.
func (e *chunkEdits) removeMember(raw []byte, key, val gjson.Result) {
	start, end := key.Index, val.Index+len(val.Raw)
	if start <= 0 || end > len(raw) || val.Index < start ||
		string(raw[start:start+len(key.Raw)]) != key.Raw || string(raw[val.Index:end]) != val.Raw {
		e.add(chunkEdit{start: -1}) // apply refuses it
		return
	}
	// Take the comma before the member; for a first member, the one after.
	i := start - 1
	for i > 0 && rawjson.IsSpace(raw[i]) {
		i--
	}
	if raw[i] == ',' {
		start = i
	} else {
		j := end
		for j < len(raw) && rawjson.IsSpace(raw[j]) {
			j++
		}
		if j < len(raw) && raw[j] == ',' {
			end = j + 1
		}
	}
	e.add(chunkEdit{start: start, end: end})
}

// apply returns a copy of raw with the edits made, or raw itself when
// there are none.
func (e *chunkEdits) apply(raw []byte) ([]byte, error) { return e.applyTo(nil, raw) }

// applyTo is apply writing the copy into dst's storage (dst[:0]) when it
// is large enough, so a caller that sends the result on at once can reuse
// one buffer for every chunk. raw must not overlap dst.
func (e *chunkEdits) applyTo(dst, raw []byte) ([]byte, error) {
	list := e.edits()
	if len(list) == 0 {
		return raw, nil
	}
	slices.SortFunc(list, func(a, b chunkEdit) int { return a.start - b.start })
	n := len(raw)
	prev := 0
	for _, ed := range list {
		if ed.start < prev || ed.end < ed.start || ed.end > len(raw) ||
			(ed.check != "" && string(raw[ed.start:ed.end]) != ed.check) {
			return nil, errEditOffsets
		}
		prev = ed.end
		n += len(ed.with) + len(ed.key) + len(ed.withB) + len(ed.tail) - (ed.end - ed.start)
	}
	out := dst[:0]
	if cap(out) < n {
		out = make([]byte, 0, n)
	}
	prev = 0
	for _, ed := range list {
		out = append(out, raw[prev:ed.start]...)
		out = append(out, ed.with...)
		out = append(out, ed.key...)
		out = append(out, ed.withB...)
		out = append(out, ed.tail...)
		prev = ed.end
	}
	return append(out, raw[prev:]...), nil
}

// zcReceiptsKey is the member a chat completion's receipts report lives in.
// It is the proxy's alone: one an upstream sends is dropped, every copy of
// it, so no client parser (first or last duplicate wins) can read a forged
// report.
const zcReceiptsKey = "zc_receipts"

// hasMember reports whether the object obj has a member named key (after
// unescaping, as a client's parser reads it).
func hasMember(obj gjson.Result, key string) bool {
	found := false
	obj.ForEach(func(k, _ gjson.Result) bool {
		found = k.Str == key
		return !found
	})
	return found
}

// withoutMember is the JSON object raw (parsed as obj) without any member
// named key, every other member copied as it was; raw itself when it has
// none. It is for the rare reply that carries such a member, so it
// rebuilds the object rather than splice around repeated keys.
func withoutMember(raw []byte, obj gjson.Result, key string) []byte {
	if !hasMember(obj, key) {
		return raw
	}
	out := make([]byte, 0, len(raw))
	out = append(out, '{')
	obj.ForEach(func(k, v gjson.Result) bool {
		if k.Str == key {
			return true
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(out, k.Raw...)
		out = append(out, ':')
		out = append(out, v.Raw...)
		return true
	})
	return append(out, '}')
}
