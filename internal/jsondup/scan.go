package jsondup

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"unicode/utf8"
)

// Span is one member of the top-level object: its key's text between the
// quotes (as written, escapes and all) and its value's text.
type Span struct {
	KeyStart, KeyEnd, ValueStart, ValueEnd int
}

// Check is gjson.ValidBytes and Find in one pass, for a hot path that
// would otherwise read every byte twice (the proxy checks each upstream
// stream event): valid is what gjson.ValidBytes reports, byte for byte
// the same grammar (RFC 8259 without a UTF-8 check, no depth limit); when
// valid, found and d are what Find reports. It appends the members of the
// top-level object, when data is one, to top (reused, to allocate
// nothing per call) and returns it. FuzzCheck holds it to the two.
func Check(data []byte, top []Span) (spans []Span, d Duplicate, found, valid bool) {
	return check(data, top[:0], true)
}

// Validate is Check without the top-level members (nothing allocated for
// them): gjson.ValidBytes and Find in one pass.
func Validate(data []byte) (d Duplicate, found, valid bool) {
	_, d, found, valid = check(data, nil, false)
	return d, found, valid
}

// Members are what CheckIn collects: the top-level members and those of
// the object that is the value of the top-level member named In (Has: there
// was one). Its slices are reused by the next call.
type Members struct {
	Top, In []Span
	Has     bool
}

// CheckIn is Check that also collects the members of the object that is
// the value of the top-level member whose key is written exactly in (no
// escape: a key spelled with one is not that member here, and m.Has stays
// false for the caller to read it otherwise): one pass for an upstream
// event and the response object it carries.
func CheckIn(data []byte, in string, m *Members) (d Duplicate, found, valid bool) {
	s := pool.Get().(*scanner)
	s.in, s.inner, s.hasIn = in, m.In[:0], false
	s.data, s.maxDepth, s.checkUTF8 = data, math.MaxInt, false
	m.Top, valid = s.check(m.Top[:0], true, &found, &d)
	m.In, m.Has = s.inner, s.hasIn
	s.data, s.in, s.inner, s.hasIn = nil, "", nil, false
	s.release()
	if !valid || !found {
		d = Duplicate{}
	}
	return d, found && valid, valid
}

func check(data []byte, top []Span, collect bool) (spans []Span, d Duplicate, found, valid bool) {
	s := pool.Get().(*scanner)
	s.data, s.maxDepth, s.checkUTF8 = data, math.MaxInt, false
	spans, valid = s.check(top, collect, &found, &d)
	s.data = nil
	s.release()
	if !valid || !found {
		d = Duplicate{}
	}
	return spans, d, found && valid, valid
}

// release returns s to the pool unless one huge input grew its state.
func (s *scanner) release() {
	if cap(s.keys) <= maxPooled && cap(s.stack) <= maxPooled {
		s.keys, s.stack = s.keys[:0], s.stack[:0]
		pool.Put(s)
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// check walks data once, iteratively (no recursion however deep),
// validating as gjson does and looking for the first repeated key as scan
// does; after a repeat it only validates (a repeat in a document that is
// no JSON is reported as no JSON, as the two separate checks would).
func (s *scanner) check(top []Span, collect bool, found *bool, dup *Duplicate) ([]Span, bool) {
	d := s.data
	n := len(d)
	i := 0
	skip := func() {
		for i < n && d[i] <= ' ' && isSpace(d[i]) { // one compare for the usual non-space byte
			i++
		}
	}
	var open Span  // the top-level member being read
	var inner Span // the member of In's object being read (CheckIn)
	inOn := false  // the top-level member being read is In's
	var f *frame
	skip()
	if i == n {
		return top, false
	}
value:
	if i == n {
		return top, false
	}
	if d[i] <= ' ' {
		skip()
		if i == n {
			return top, false
		}
	}
	if len(s.stack) == 1 && s.stack[0].obj {
		open.ValueStart = i
		if inOn && s.known != nil {
			if end, ok := s.skipKnown(d, i); ok {
				i = end
				goto after
			}
		}
	} else if inOn && len(s.stack) == 2 && s.stack[1].obj != s.inArr {
		inner.ValueStart = i
		if s.known != nil && s.stack[1].obj {
			if end, ok := s.skipKnownMember(d, i, inner); ok {
				i = end
				goto after
			}
		}
	}
	switch c := d[i]; {
	case c == '{':
		s.stack = append(s.stack, frame{obj: true, first: len(s.keys), names: s.childNames()})
		if inOn && len(s.stack) == 2 && !s.inArr {
			s.hasIn, s.inner = true, s.inner[:0] // In's value is this object
		}
		if len(s.stack) > s.maxDepth {
			s.tooDeep = true
			return top, false
		}
		i++
		skip()
		if i == n {
			return top, false
		}
		switch d[i] {
		case '}':
			i++
			s.pop(found, dup)
			goto after
		case '"':
			goto key
		}
		return top, false
	case c == '[':
		s.stack = append(s.stack, frame{names: s.childNames()})
		if inOn && len(s.stack) == 2 && s.inArr {
			s.hasIn, s.inner = true, s.inner[:0] // In's value is this array
		}
		if len(s.stack) > s.maxDepth {
			s.tooDeep = true
			return top, false
		}
		i++
		skip()
		if i == n {
			return top, false
		}
		if d[i] == ']' {
			i++
			s.pop(found, dup)
			goto after
		}
		goto value
	case c == '"':
		var end int
		var ok bool
		if s.checkUTF8 {
			end, ok = s.validString(d, i+1)
		} else {
			end, ok, _ = validStringEsc(d, i+1)
		}
		if !ok {
			return top, false
		}
		i = end
	case c == '-' || '0' <= c && c <= '9':
		end, ok := validNumber(d, i)
		if !ok {
			return top, false
		}
		i = end
	case c == 't':
		if !literal(d, i, "true") {
			return top, false
		}
		i += 4
	case c == 'f':
		if !literal(d, i, "false") {
			return top, false
		}
		i += 5
	case c == 'n':
		if !literal(d, i, "null") {
			return top, false
		}
		i += 4
	default:
		return top, false
	}
after:
	// a value ended at i
	if len(s.stack) == 0 {
		skip()
		return top, i == n
	}
	if collect && len(s.stack) == 1 && s.stack[0].obj {
		open.ValueEnd = i
		top = append(top, open)
	} else if inOn && len(s.stack) == 2 && s.stack[1].obj != s.inArr {
		inner.ValueEnd = i
		s.inner = append(s.inner, inner)
	}
	if i == n {
		return top, false
	}
	if d[i] <= ' ' {
		skip()
		if i == n {
			return top, false
		}
	}
	f = &s.stack[len(s.stack)-1]
	switch c := d[i]; {
	case c == ',':
		i++
		if !f.obj {
			f.index++
			goto value
		}
		if i < n && d[i] == '"' { // the usual: no space before the key
			goto key
		}
		skip()
		if i == n || d[i] != '"' {
			return top, false
		}
		goto key
	case f.obj && c == '}', !f.obj && c == ']':
		i++
		s.pop(found, dup)
		goto after
	}
	return top, false
key:
	// d[i] is the quote that opens a key
	{
		var end int
		var ok, esc bool
		var fp uint64
		var fold bool // the key may fold to a lower-case name (foldable)
		// the usual key, read and fingerprinted in one go (keyWords); in
		// a UTF-8 checking scan, one past ASCII is left to validKey
		kend, kfp, kfold, fast := keyWords(d, i+1)
		if fast && s.checkUTF8 && kfold {
			fast = false
		}
		switch {
		case fast:
			end, ok, fp, fold = kend, true, kfp, kfold
		case s.checkUTF8:
			end, ok, esc = s.validKey(d, i+1)
		default:
			end, ok, esc = validStringEsc(d, i+1)
		}
		if !ok {
			return top, false
		}
		t := len(s.stack) - 1
		k := key{start: i + 1, end: end - 1}
		if t == 0 {
			open = Span{KeyStart: k.start, KeyEnd: k.end}
			inOn = s.in != "" && string(d[k.start:k.end]) == s.in
		} else if t == 1 && inOn {
			inner = Span{KeyStart: k.start, KeyEnd: k.end}
		}
		f = &s.stack[t] // valid through the block: nothing here pushes or pops
		if f.names == opaqueKind {
			// a member the caller drops unread: valid JSON is all it needs
			f.cur, f.curEsc = k, esc
			i = end
			skip()
			if i == n || d[i] != ':' {
				return top, false
			}
			i++
			goto value
		}
		switch {
		case fast:
			k.fp = fp
		case esc:
			k.fp = s.fingerprint(k.start, k.end, esc)
		default:
			k.fp, fold = plainKey(d, k.start, k.end)
		}
		if !*found && len(s.keys)-f.first < smallObject && f.mark(k.fp) {
			for _, prev := range s.keys[f.first:] {
				if prev.fp == k.fp && s.equal(prev, k) {
					*found = true
					*dup = Duplicate{Key: s.decoded(k, &s.a), Path: s.path(t, k)}
					break
				}
			}
		}
		f.cur, f.curEsc = k, esc
		if ns := f.names; ns != nil && !s.variantFound && (esc || fold) {
			s.readName(t, ns, k, esc) // rare: only such a key can fold to a lower-case name
		}
		s.keys = append(s.keys, k)
		i = end
		if i < n && d[i] == ':' { // the usual: no space before the colon
			i++
			goto value
		}
		skip()
		if i == n || d[i] != ':' {
			return top, false
		}
		i++
		goto value
	}
}

// childNames is the kind of the container being opened (CheckNames):
// the root's is s.names; an object member's, its key's kid; an array
// element's, the array's.
func (s *scanner) childNames() *Names {
	if s.names == nil {
		return nil
	}
	if len(s.stack) == 0 {
		return s.names
	}
	p := &s.stack[len(s.stack)-1]
	if !p.obj || p.names == opaqueKind {
		return p.names
	}
	if p.names == nil || len(p.names.kids) == 0 {
		return nil
	}
	// the member's kind, looked up only for a value that is a container
	dk := s.data[p.cur.start:p.cur.end]
	if p.curEsc {
		s.b = unescape(s.b[:0], dk)
		dk = s.b
	}
	return p.names.kidOf(dk)
}

// readName checks the key k of the object at depth t, of kind ns, for a
// name spelled in another case (the first one found is kept).
func (s *scanner) readName(t int, ns *Names, k key, esc bool) {
	dk := s.data[k.start:k.end]
	if esc {
		s.b = unescape(s.b[:0], dk)
		dk = s.b
	}
	if ns.variant(dk) {
		s.variantFound = true
		s.variant = Duplicate{Key: string(dk), Path: s.path(t, k)}
	}
}

// mark sets fp's bit among the object's keys and reports whether it was
// set already (a key with that fingerprint may have come before).
func (f *frame) mark(fp uint64) bool {
	bit := uint64(1) << ((fp * 0x9e3779b97f4a7c15) >> 58)
	was := f.seen&bit != 0
	f.seen |= bit
	return was
}

// pop closes the innermost container, looking for a repeat among a large
// object's keys as scan does.
func (s *scanner) pop(found *bool, dup *Duplicate) {
	t := len(s.stack) - 1
	if f := s.stack[t]; f.obj {
		if !*found && len(s.keys)-f.first > smallObject && s.sortedRepeat(t, f.first) {
			*found = true
			*dup = Duplicate{Key: s.decoded(s.dupAt, &s.a), Path: s.path(t, s.dupAt)}
		}
		s.keys = s.keys[:f.first]
	}
	s.stack = s.stack[:t]
}

// validString is validString, or validStringUTF8 when the scan checks
// UTF-8 too (CheckBody); a string that is no UTF-8 sets s.badUTF8.
func (s *scanner) validString(d []byte, i int) (int, bool) {
	end, ok, _ := s.validKey(d, i)
	return end, ok
}

// validKey is validString that also says whether the string has an
// escape (a key to decode before it is compared).
func (s *scanner) validKey(d []byte, i int) (end int, ok, esc bool) {
	if !s.checkUTF8 {
		return validStringEsc(d, i)
	}
	end, ok, bad := validStringUTF8(d, i)
	if bad {
		s.badUTF8 = true
	}
	return end, ok, ok && bytes.IndexByte(d[i:end], '\\') >= 0
}

// validStringUTF8 is validString that also requires the contents to be
// UTF-8 as utf8.Valid has it (bad: a byte sequence that is not). A quote
// and a backslash are ASCII, never inside a multi-byte sequence, so
// checking each string's bytes is checking the whole of a JSON text:
// outside strings, valid JSON is ASCII.
func validStringUTF8(d []byte, i int) (end int, ok, bad bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for i < len(d) {
		// Eight bytes at a time while none is past ASCII, below 0x20, a
		// quote or a backslash. Past ASCII shows in x's high bits; for the
		// rest a byte's subtraction wraps to a high bit. A borrow only
		// comes from a lower byte that wrapped itself, so a clear word has
		// none of the four: the test has no false negative (a false
		// positive only sends a byte to the loop below).
		for ; i+8 <= len(d); i += 8 {
			x := binary.LittleEndian.Uint64(d[i:])
			if (x|(x-ones*0x20)|((x^ones*'"')-ones)|((x^ones*'\\')-ones))&highs != 0 {
				break
			}
		}
		if i == len(d) {
			break
		}
		switch c := d[i]; {
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && n == 1 {
				return i, false, true
			}
			i += n
			continue
		case c < ' ':
			return i, false, false
		case c == '"':
			return i + 1, true, false
		case c == '\\':
			i++
			if i == len(d) {
				return i, false, false
			}
			switch d[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					i++
					if i >= len(d) || !isHex(d[i]) {
						return i, false, false
					}
				}
			default:
				return i, false, false
			}
		}
		i++
	}
	return i, false, false
}

// keyWords is validStringEsc and plainKey of the usual key in one read:
// no escape, no control byte, and its closing quote within the first
// sixteen bytes of its contents, which start at i (with at least sixteen
// bytes there to read). fast is false for any other key, and the caller
// reads it the long way; else end is validStringEsc's end (the key has
// no escape) and fp and fold are plainKey's. The first word flagging a
// quote, a backslash or a control byte ends the key when the lowest
// flagged byte is its quote (the lowest flag is exact: see
// validStringEsc); the bytes before it are the key's. FuzzKeyWords holds
// it to the two.
func keyWords(d []byte, i int) (end int, fp uint64, fold, fast bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	if i+16 > len(d) {
		return 0, 0, false, false
	}
	x := binary.LittleEndian.Uint64(d[i:])
	if m := ((x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones)) &^ x & highs; m != 0 {
		n := bits.TrailingZeros64(m) / 8
		if d[i+n] != '"' {
			return 0, 0, false, false
		}
		lo := x & (1<<(8*uint(n)) - 1)
		return i + n + 1, mixFP(lo, 0, n), foldWord(lo), true
	}
	y := binary.LittleEndian.Uint64(d[i+8:])
	m := ((y - ones*0x20) | ((y ^ ones*'"') - ones) | ((y ^ ones*'\\') - ones)) &^ y & highs
	if m == 0 {
		return 0, 0, false, false
	}
	n := 8 + bits.TrailingZeros64(m)/8
	if d[i+n] != '"' {
		return 0, 0, false, false
	}
	hi := binary.LittleEndian.Uint64(d[i+n-8:])
	return i + n + 1, mixFP(x, hi, n), foldWord(x) || foldWord(hi), true
}

// validString checks the string whose contents start at i as gjson does
// (no byte below 0x20, only JSON's escapes) and returns the index after
// its closing quote.
func validString(d []byte, i int) (int, bool) {
	end, ok, _ := validStringEsc(d, i)
	return end, ok
}

// shortWords is how many eight-byte words validStringEsc tests itself
// before it hands a long string to bytes.IndexByte.
const shortWords = 8

// validStringEsc is validString that also reports whether the string has
// a backslash (esc).
//
// The usual string has no escape: its end is the next quote, and it is
// valid when no backslash and no byte below 0x20 comes before that quote.
// Most strings (keys, ids, types) are short: eight bytes at a time, the
// first word holding a quote, a backslash or a control byte ends the walk
// (the lowest flagged lane is exact: a false flag only sits above a true
// one, where a borrow carried), and a quote there ends the string. Past
// shortWords words, bytes.IndexByte (vector code) finds the quote and
// looks for a backslash faster than any word loop, leaving only the
// control bytes to the sixteen-bytes-a-time test of noControl. A string
// that has an escape, a control byte or no closing quote is read again,
// from the word that stopped the walk, by validStringSlow, which decides
// it (FuzzCheckOld holds the fast paths to it).
func validStringEsc(d []byte, i int) (int, bool, bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for w := 0; w < shortWords && i+8 <= len(d); w++ {
		x := binary.LittleEndian.Uint64(d[i:])
		if m := ((x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones)) &^ x & highs; m != 0 {
			if j := i + bits.TrailingZeros64(m)/8; d[j] == '"' {
				return j + 1, true, false
			}
			return validStringSlowEsc(d, i)
		}
		i += 8
	}
	if i <= len(d) {
		if q := bytes.IndexByte(d[i:], '"'); q >= 0 {
			if s := d[i : i+q]; noControl(s) && bytes.IndexByte(s, '\\') < 0 {
				return i + q + 1, true, false
			}
		}
	}
	return validStringSlowEsc(d, i)
}

// noControl reports whether s has no byte below 0x20. x-0x20 in a lane
// wraps to its high bit when the byte is below 0x20, or when the lane
// below borrowed, which only a wrapped lane does; &^x drops the lanes
// whose own high bit (a byte past ASCII) was set already. So a word with
// no byte below 0x20 tests clear, and one with such a byte tests set in
// that byte's lane at least.
func noControl(s []byte) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+16 <= len(s); i += 16 {
		x := binary.LittleEndian.Uint64(s[i:])
		y := binary.LittleEndian.Uint64(s[i+8:])
		if ((x-ones*0x20)&^x|(y-ones*0x20)&^y)&highs != 0 {
			return false
		}
	}
	if len(s) >= 8 {
		// The last eight bytes as one word, overlapping what was tested
		// (the test is per byte, so a byte tested twice changes nothing);
		// then, past the sixteen-byte steps, the eight before them.
		x := binary.LittleEndian.Uint64(s[len(s)-8:])
		y := binary.LittleEndian.Uint64(s[min(i, len(s)-8):])
		return ((x-ones*0x20)&^x|(y-ones*0x20)&^y)&highs == 0
	}
	for ; i < len(s); i++ {
		if s[i] < ' ' {
			return false
		}
	}
	return true
}

// validStringSlow is validString for a string with an escape, a control
// byte or no end. Plain text is skipped eight bytes at a time.
func validStringSlow(d []byte, i int) (int, bool) {
	end, ok, _ := validStringSlowEsc(d, i)
	return end, ok
}

// validStringSlowEsc is validStringSlow that also reports whether the
// string has a backslash.
func validStringSlowEsc(d []byte, i int) (int, bool, bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	esc := false
	for i < len(d) {
		// A byte below 0x20, a quote or a backslash among the eight: each
		// wraps its lane's subtraction to a high bit. x^'"' and x^'\\'
		// keep x's high bits, so one &^x drops the lanes past ASCII for
		// all three. The lowest flagged lane is the first such byte.
		for ; i+8 <= len(d); i += 8 {
			x := binary.LittleEndian.Uint64(d[i:])
			if m := ((x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones)) &^ x & highs; m != 0 {
				i += bits.TrailingZeros64(m) / 8
				break
			}
		}
		if i == len(d) {
			break
		}
		switch c := d[i]; {
		case c < ' ':
			return i, false, esc
		case c == '"':
			return i + 1, true, esc
		case c == '\\':
			esc = true
			i++
			if i == len(d) {
				return i, false, esc
			}
			switch d[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					i++
					if i >= len(d) || !isHex(d[i]) {
						return i, false, esc
					}
				}
			default:
				return i, false, esc
			}
		}
		i++
	}
	return i, false, esc
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// validNumber checks the number starting at i as gjson does and returns
// the index after it.
func validNumber(d []byte, i int) (int, bool) {
	digits := func() {
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	}
	if d[i] == '-' {
		i++
		if i == len(d) || d[i] < '0' || d[i] > '9' {
			return i, false
		}
	}
	if d[i] == '0' {
		i++
	} else {
		digits()
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i == len(d) || d[i] < '0' || d[i] > '9' {
			return i, false
		}
		digits()
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i == len(d) || d[i] < '0' || d[i] > '9' {
			return i, false
		}
		digits()
	}
	return i, true
}

// literal reports whether d holds word at i.
func literal(d []byte, i int, word string) bool {
	return len(d)-i >= len(word) && string(d[i:i+len(word)]) == word
}
