// Package jsondup finds a repeated object key in JSON text.
//
// RFC 8259 leaves the meaning of a repeated key to the parser, and parsers
// disagree: gjson (what the proxy reads with) takes the first copy,
// Python's json and encoding/json the last. A request whose "model" or
// "messages" appears twice is therefore read one way by the proxy and
// another by the upstream, and no check the proxy makes on its copy holds
// for the upstream's. Such a body is refused whole rather than
// "normalised" one way or the other.
//
// Keys compare as decoded strings, as every parser compares them:
// "mo\u0064el" repeats "model". Lone surrogates decode to U+FFFD, as
// encoding/json decodes them, so two keys that differ only in lone
// surrogates count as repeated: that refuses more than strictly needed,
// never less.
//
// Find reads its input once, skipping string contents with a byte search,
// and allocates nothing per byte: its state (a stack of open containers
// and the keys of open objects) is pooled and grows only with nesting and
// with the keys of the objects still open.
package jsondup

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// Duplicate is a key repeated in one object.
type Duplicate struct {
	Key  string // the repeated key, decoded
	Path string // where the repeat is: "model", "messages[2].role", `tools[0].function["a.b"]`
}

// smallObject is how many keys an object may have while each new key is
// checked against the earlier ones as it is read (the usual case: chat
// messages have a handful, a Responses response object some 35): a bit
// per key fingerprint (frame.seen) says when a comparison is needed at
// all, so a key is compared with the earlier ones only when its bit was
// taken, at most smallObject²/2 cheap comparisons for an object made to
// collide. Past it, the object's keys are sorted by their seeded hash
// when it closes, so a hostile object of a million keys costs n log n,
// not n².
const smallObject = 64

// key is one key of an open object.
type key struct {
	fp         uint64 // fingerprint of the decoded key (unseeded, cheap): equal keys, equal fp
	hash       uint64 // seeded hash of the decoded key, set by sortedRepeat only
	start, end int    // the key's text between its quotes
}

// frame is one open container.
type frame struct {
	obj   bool
	first int // objects: index in scanner.keys of the object's first key
	index int // arrays: the element being read
	cur   key // objects: the key of the member being read
	// objects (check): cur's text has an escape (childNames decodes it)
	curEsc bool
	// objects (check): one bit per fingerprint of the first smallObject
	// keys, so a key whose bit is clear is compared with none of them
	seen uint64
	// CheckNames: the kind of this object (of an array's elements)
	names *Names
}

type scanner struct {
	data    []byte
	seed    maphash.Seed
	keys    []key
	stack   []frame
	a, b    []byte // scratch for decoding escaped keys
	dupAt   key    // the repeat found
	dupPath int    // depth of the object holding it

	// check's limits (CheckBody): past maxDepth open containers it stops
	// with tooDeep; with checkUTF8 a string that is no UTF-8 stops it
	// with badUTF8.
	maxDepth         int
	checkUTF8        bool
	tooDeep, badUTF8 bool

	// CheckIn's: the member whose object's members are collected, those
	// members, and whether its value was an object; with inArr
	// (CheckBodyIn) the elements of its array instead, and whether its
	// value was an array
	in    string
	inner []Span
	hasIn bool
	inArr bool

	// CheckNames's: the top-level object's kind, and the first member
	// found spelled in another case
	names        *Names
	variantFound bool
	variant      Duplicate
	// CheckNamesKnown's: a value of In, or of a member of it, taken as
	// read (known.go); knownNext: where to look for the next member
	known     *Known
	knownNext int
}

var pool = sync.Pool{New: func() any {
	return &scanner{seed: maphash.MakeSeed(), stack: make([]frame, 0, 16), keys: make([]key, 0, 64)}
}}

// maxPooled bounds the state a pooled scanner keeps, so one huge body
// does not pin its memory.
const maxPooled = 1 << 12

// Find reports the first repeated key it meets in data (in an object of
// up to 16 keys that is the first repeat in document order; in a larger
// one it is found when the object closes). data should be valid JSON
// (check it first): on malformed input Find returns without panicking, and
// its answer means nothing.
func Find(data []byte) (Duplicate, bool) {
	s := pool.Get().(*scanner)
	s.data = data
	found := s.scan()
	var d Duplicate
	if found {
		d = Duplicate{Key: s.decoded(s.dupAt, &s.a), Path: s.path(s.dupPath, s.dupAt)}
	}
	s.data = nil
	if cap(s.keys) <= maxPooled && cap(s.stack) <= maxPooled {
		s.keys, s.stack = s.keys[:0], s.stack[:0]
		pool.Put(s)
	}
	return d, found
}

// scan walks data, stopping at the first repeat (true).
func (s *scanner) scan() bool {
	d := s.data
	wantKey := false
	for i := 0; i < len(d); {
		switch c := d[i]; c {
		case '{':
			s.stack = append(s.stack, frame{obj: true, first: len(s.keys)})
			wantKey = true
			i++
		case '[':
			s.stack = append(s.stack, frame{})
			i++
		case '}', ']':
			if len(s.stack) == 0 {
				return false
			}
			top := len(s.stack) - 1
			f := s.stack[top]
			if f.obj {
				if len(s.keys)-f.first > smallObject && s.sortedRepeat(top, f.first) {
					return true
				}
				s.keys = s.keys[:f.first]
			}
			s.stack = s.stack[:top]
			wantKey = false
			i++
		case ',':
			if n := len(s.stack); n > 0 {
				if s.stack[n-1].obj {
					wantKey = true
				} else {
					s.stack[n-1].index++
				}
			}
			i++
		case '"':
			end := stringEnd(d, i+1)
			if end < 0 {
				return false
			}
			if wantKey && len(s.stack) > 0 {
				wantKey = false
				top := len(s.stack) - 1
				k := key{start: i + 1, end: end}
				k.fp = s.fingerprint(i+1, end, bytes.IndexByte(d[i+1:end], '\\') >= 0)
				s.stack[top].cur = k
				if f := &s.stack[top]; len(s.keys)-f.first < smallObject && f.mark(k.fp) {
					for _, prev := range s.keys[f.first:] {
						if prev.fp == k.fp && s.equal(prev, k) {
							s.dupAt, s.dupPath = k, top
							return true
						}
					}
				}
				s.keys = append(s.keys, k)
			}
			i = end + 1
		default:
			i++
		}
	}
	return false
}

// sortedRepeat looks for a repeat among the keys of the object at depth
// top (from index first) by sorting them by their seeded hash (computed
// here: a small object never needs it), so keys made to collide cannot
// make it quadratic; the keys are dropped afterwards, so their order does
// not matter. Of the copies of a repeated key it reports the later one.
func (s *scanner) sortedRepeat(top, first int) bool {
	ks := s.keys[first:]
	for i := range ks {
		ks[i].hash = s.hash(ks[i].start, ks[i].end)
	}
	slices.SortFunc(ks, func(x, y key) int {
		switch {
		case x.hash < y.hash:
			return -1
		case x.hash > y.hash:
			return 1
		}
		return x.start - y.start
	})
	found := false
	for i := 0; i < len(ks); i++ {
		for j := i + 1; j < len(ks) && ks[j].hash == ks[i].hash; j++ {
			if s.equal(ks[i], ks[j]) && (!found || ks[j].start < s.dupAt.start) {
				s.dupAt, s.dupPath, found = ks[j], top, true
			}
		}
	}
	return found
}

// stringEnd returns the index of the quote that closes the string whose
// contents start at i, or -1.
func stringEnd(d []byte, i int) int {
	for {
		q := bytes.IndexByte(d[i:], '"')
		if q < 0 {
			return -1
		}
		q += i
		// The quote is escaped when an odd run of backslashes precedes it.
		bs := 0
		for j := q - 1; j >= i && d[j] == '\\'; j-- {
			bs++
		}
		if bs%2 == 0 {
			return q
		}
		i = q + 1
	}
}

// hash is the seeded hash of the decoded key d[start:end].
func (s *scanner) hash(start, end int) uint64 {
	raw := s.data[start:end]
	if bytes.IndexByte(raw, '\\') < 0 {
		return maphash.Bytes(s.seed, raw)
	}
	s.a = unescape(s.a[:0], raw)
	return maphash.Bytes(s.seed, s.a)
}

// fingerprint is a cheap unseeded digest of the decoded key
// d[start:end] (esc: the raw text has a backslash, so it is decoded
// first): the length and the first and last eight bytes (the bytes
// themselves, zero-padded, when shorter), so keys of up to sixteen bytes
// that differ always differ in it. It only saves equal a comparison; a
// collision costs one equal call. plainKey computes the same digest of a
// key with no escape without copying it.
func (s *scanner) fingerprint(start, end int, esc bool) uint64 {
	if !esc {
		fp, _ := plainKey(s.data, start, end)
		return fp
	}
	s.a = unescape(s.a[:0], s.data[start:end])
	b := s.a
	n := len(b)
	var lo, hi uint64
	if n >= 8 {
		lo, hi = binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n-8:])
	} else {
		for i, c := range b {
			lo |= uint64(c) << (8 * i)
		}
	}
	return mixFP(lo, hi, n)
}

func mixFP(lo, hi uint64, n int) uint64 {
	return lo ^ bits.RotateLeft64(hi, 29) ^ uint64(n)*0x9e3779b97f4a7c15
}

// plainKey is fingerprint and foldable of the key d[start:end], which has
// no escape, reading its bytes as words once: a key shorter than eight
// bytes is read as the word at start with the bytes past the key masked
// off (when eight bytes are there to read), a longer one as its words
// and its last eight bytes, overlapping. FuzzPlainKey holds it to the two.
func plainKey(d []byte, start, end int) (fp uint64, fold bool) {
	n := end - start
	var lo, hi uint64
	if n >= 8 {
		lo, hi = binary.LittleEndian.Uint64(d[start:]), binary.LittleEndian.Uint64(d[end-8:])
		fold = foldWord(lo) || foldWord(hi)
		for j := start + 8; !fold && j < end-8; j += 8 {
			fold = foldWord(binary.LittleEndian.Uint64(d[j:]))
		}
	} else {
		if start+8 <= len(d) {
			lo = binary.LittleEndian.Uint64(d[start:]) & (1<<(8*uint(n)) - 1)
		} else {
			for i, c := range d[start:end] {
				lo |= uint64(c) << (8 * i)
			}
		}
		fold = foldWord(lo)
	}
	return mixFP(lo, hi, n), fold
}

// equal reports whether two keys decode to the same string.
func (s *scanner) equal(x, y key) bool {
	rx, ry := s.data[x.start:x.end], s.data[y.start:y.end]
	if bytes.Equal(rx, ry) {
		return true
	}
	if bytes.IndexByte(rx, '\\') < 0 && bytes.IndexByte(ry, '\\') < 0 {
		return false
	}
	s.a = unescape(s.a[:0], rx)
	s.b = unescape(s.b[:0], ry)
	return bytes.Equal(s.a, s.b)
}

// decoded is k's decoded text.
func (s *scanner) decoded(k key, buf *[]byte) string {
	*buf = unescape((*buf)[:0], s.data[k.start:k.end])
	return string(*buf)
}

// path names the member k of the object at depth top, from the root.
func (s *scanner) path(top int, k key) string {
	var b strings.Builder
	for i := 0; i < top; i++ {
		f := s.stack[i]
		if f.obj {
			s.member(&b, s.decoded(f.cur, &s.a))
		} else {
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(f.index))
			b.WriteByte(']')
		}
	}
	s.member(&b, s.decoded(k, &s.a))
	return b.String()
}

// member appends .name to a path, or ["name"] when name is not a plain
// identifier.
func (s *scanner) member(b *strings.Builder, name string) {
	plain := name != ""
	for i := 0; i < len(name) && plain; i++ {
		c := name[i]
		plain = c == '_' || c == '-' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9'
	}
	switch {
	case !plain:
		b.WriteByte('[')
		b.WriteString(strconv.Quote(name))
		b.WriteByte(']')
	case b.Len() > 0:
		b.WriteByte('.')
		b.WriteString(name)
	default:
		b.WriteString(name)
	}
}

// unescape appends the decoded contents of a JSON string (without its
// quotes) to dst, as encoding/json decodes them: lone surrogates and
// malformed escapes become U+FFFD.
func unescape(dst, raw []byte) []byte {
	for i := 0; i < len(raw); {
		c := raw[i]
		if c != '\\' {
			j := bytes.IndexByte(raw[i:], '\\')
			if j < 0 {
				return append(dst, raw[i:]...)
			}
			dst = append(dst, raw[i:i+j]...)
			i += j
			continue
		}
		if i+1 >= len(raw) {
			return utf8.AppendRune(dst, utf8.RuneError)
		}
		switch e := raw[i+1]; e {
		case '"', '\\', '/':
			dst = append(dst, e)
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r, ok := hex4(raw, i+2)
			if !ok {
				dst = utf8.AppendRune(dst, utf8.RuneError)
				i += 2
				continue
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r2, ok := hex4(raw, i+2); ok && i+1 < len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
					if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
						dst = utf8.AppendRune(dst, pair)
						i += 6
						continue
					}
				}
				r = utf8.RuneError
			}
			dst = utf8.AppendRune(dst, r)
			continue
		default:
			dst = utf8.AppendRune(dst, utf8.RuneError)
		}
		i += 2
	}
	return dst
}

// hex4 decodes the four hex digits at raw[i:].
func hex4(raw []byte, i int) (rune, bool) {
	if i+4 > len(raw) {
		return 0, false
	}
	var r rune
	for _, c := range raw[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
