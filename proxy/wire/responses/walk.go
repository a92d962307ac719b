package responses

import (
	"strings"
	"unsafe"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// An upstream echoes the request in every response object it sends (its
// instructions, the receipts prompt among them, and its tools: a
// kilobyte or more), in response.created, response.in_progress and
// response.completed, and in a JSON answer. The rewrite reads such an
// object's top level several times; gjson's ForEach decodes every string
// value it passes (the prompt's escapes unescaped into a fresh string
// each time) though the rewrite only needs the members' bounds. Objects
// already checked valid (jsondup.Check or Validate) are walked here
// instead, without decoding.

// eachMember calls fn with every member of the object doc, in order: its
// key as written (quotes included), the key decoded, and its value's
// text; fn returns false to stop. doc must have been checked valid JSON:
// then the members are gjson's ForEach's, key for key and value for
// value. It reports false, having called fn for some members perhaps,
// when doc turns out not to be an object: the caller falls back to gjson.
func eachMember(doc string, fn func(raw, key, val string) bool) bool {
	i := skipSpace(doc, 0)
	if i == len(doc) || doc[i] != '{' {
		return false
	}
	i = skipSpace(doc, i+1)
	if i < len(doc) && doc[i] == '}' {
		return true
	}
	for i < len(doc) {
		if doc[i] != '"' {
			return false
		}
		end := rawjson.StringEnd(doc, i)
		if end < 0 {
			return false
		}
		raw := doc[i:end]
		key := raw[1 : len(raw)-1]
		if strings.IndexByte(key, '\\') >= 0 {
			key = gjson.Parse(raw).Str // decoded as gjson decodes a key
		}
		i = skipSpace(doc, end)
		if i == len(doc) || doc[i] != ':' {
			return false
		}
		v := skipSpace(doc, i+1)
		e := valueEnd(doc, v)
		if e < 0 {
			return false
		}
		if !fn(raw, key, doc[v:e]) {
			return true
		}
		i = skipSpace(doc, e)
		if i == len(doc) {
			return false
		}
		switch doc[i] {
		case '}':
			return true
		case ',':
			i = skipSpace(doc, i+1)
			continue
		}
		return false
	}
	return false
}

func skipSpace(doc string, i int) int {
	for i < len(doc) && (doc[i] == ' ' || doc[i] == '\t' || doc[i] == '\n' || doc[i] == '\r') {
		i++
	}
	return i
}

// valueEnd is the index after the value that starts at i (-1: none).
func valueEnd(doc string, i int) int {
	if i >= len(doc) {
		return -1
	}
	switch doc[i] {
	case '"':
		return rawjson.StringEnd(doc, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(doc); {
			switch doc[j] {
			case '"':
				j = rawjson.StringEnd(doc, j)
				if j < 0 {
					return -1
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
			j++
		}
		return -1
	}
	j := i
	for j < len(doc) {
		switch doc[j] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return j
		}
		j++
	}
	return j
}

// mspan is one member eachMember read: key as written, decoded, value.
type mspan struct{ raw, key, val string }

// respRead is the members of one event's response object, read once for
// the several looks Feed takes at them (zc_receipts, output, the rewrite).
type respRead struct {
	doc   string
	spans []mspan
	read  bool // spans are doc's
	ok    bool // doc was an object eachMember could read
}

func (r *respRead) reset() { r.doc, r.read, r.ok = "", false, false }

// seed takes the members of ev's response object that the event's check
// found (jsondup.CheckIn), so members need not walk it. They are the
// members of ev.resp: with m.Has the member written "response" is an
// object, and no other member decodes to that name (the event repeats
// none), so it is the one fill read.
func (r *respRead) seed(ev *event) {
	if !ev.m.Has || !ev.resp.IsObject() {
		return
	}
	doc := view(ev.data)
	r.spans = r.spans[:0]
	for _, sp := range ev.m.In {
		m := mspan{raw: doc[sp.KeyStart-1 : sp.KeyEnd+1], key: doc[sp.KeyStart:sp.KeyEnd], val: doc[sp.ValueStart:sp.ValueEnd]}
		if strings.IndexByte(m.key, '\\') >= 0 {
			m.key = gjson.Parse(m.raw).Str // decoded as eachMember decodes a key
		}
		r.spans = append(r.spans, m)
	}
	r.doc, r.read, r.ok = ev.resp.Raw, true, true
}

// readOf reports whether the members read are doc's (the same bytes).
func (r *respRead) readOf(doc string) bool {
	return r.read && len(r.doc) == len(doc) && unsafe.StringData(r.doc) == unsafe.StringData(doc)
}

// members is doc's members (doc checked valid JSON); ok false: doc is
// not an object as eachMember reads one, the caller falls back to gjson.
func (r *respRead) members(doc string) ([]mspan, bool) {
	if r.readOf(doc) {
		return r.spans, r.ok
	}
	r.spans = r.spans[:0]
	r.ok = eachMember(doc, func(raw, key, val string) bool {
		r.spans = append(r.spans, mspan{raw, key, val})
		return true
	})
	r.doc, r.read = doc, true
	return r.spans, r.ok
}

// get is the first member named key of the members read, as gjson's Get
// reads it.
func (r *respRead) get(key string) gjson.Result {
	for _, m := range r.spans {
		if m.key == key {
			return parseValue(m.val)
		}
	}
	return gjson.Result{}
}

// count is countMember(doc, key) from the members read.
func (r *respRead) count(doc, key string) int {
	spans, ok := r.members(doc)
	if !ok {
		return countMember(doc, key)
	}
	n := 0
	for _, m := range spans {
		if m.key == key {
			n++
		}
	}
	return n
}

// eachLeaf calls fn with every string and number of the JSON value doc
// (checked valid), in order: its bounds in doc, its value, and whether it
// is message-like (doc itself when message is set, a member named
// "message" in any case, or an element of an array that is); and name
// with every member name's bounds and decoded text. It is one
// pass over doc: walking by gjson's ForEach, which scans a whole child to
// find its end before the walk goes into it, read each byte once per
// level of nesting (an error event nested 500 deep cost half a second a
// megabyte: TestAttack13ErrorScrubLinear).
func eachLeaf(doc string, message bool, fn func(start, end int, v gjson.Result, message bool), name func(start, end int, key string)) {
	type frame struct{ array, message, expectKey, keyMessage bool }
	var stack []frame
	valueMessage := func() bool {
		if len(stack) == 0 {
			return message
		}
		if f := stack[len(stack)-1]; f.array {
			return f.message
		} else {
			return f.keyMessage
		}
	}
	for i := 0; i < len(doc); {
		switch c := doc[i]; c {
		case '{', '[':
			stack = append(stack, frame{array: c == '[', message: valueMessage(), expectKey: c == '{'})
			i++
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			i++
		case ',':
			if len(stack) > 0 && !stack[len(stack)-1].array {
				stack[len(stack)-1].expectKey = true
			}
			i++
		case ':':
			if len(stack) > 0 {
				stack[len(stack)-1].expectKey = false
			}
			i++
		case ' ', '\t', '\n', '\r':
			i++
		case '"':
			end := rawjson.StringEnd(doc, i)
			if end < 0 {
				return
			}
			if n := len(stack); n > 0 && !stack[n-1].array && stack[n-1].expectKey {
				key := doc[i+1 : end-1]
				if strings.IndexByte(key, '\\') >= 0 {
					key = gjson.Parse(doc[i:end]).Str
				}
				stack[n-1].keyMessage = strings.EqualFold(key, "message")
				name(i, end, key)
			} else {
				fn(i, end, gjson.Parse(doc[i:end]), valueMessage())
			}
			i = end
		default:
			end := valueEnd(doc, i)
			if end <= i {
				return
			}
			if c == '-' || '0' <= c && c <= '9' {
				fn(i, end, gjson.Parse(doc[i:end]), valueMessage())
			}
			i = end
		}
	}
}
