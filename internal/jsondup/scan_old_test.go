package jsondup

import (
	"encoding/binary"
	"math"
)

// The scanner's walk as it was before validString found a string's end
// with bytes.IndexByte: kept to hold the new one to it (FuzzCheckOld).

// checkOldAPI is Check as it was.
func checkOldAPI(data []byte, top []Span) (spans []Span, d Duplicate, found, valid bool) {
	s := pool.Get().(*scanner)
	s.data, s.maxDepth, s.checkUTF8 = data, math.MaxInt, false
	spans, valid = s.checkOld(top[:0], true, &found, &d)
	s.data = nil
	s.release()
	if !valid || !found {
		d = Duplicate{}
	}
	return spans, d, found && valid, valid
}

func (s *scanner) checkOld(top []Span, collect bool, found *bool, dup *Duplicate) ([]Span, bool) {
	d := s.data
	n := len(d)
	i := 0
	skip := func() {
		for i < n && isSpace(d[i]) {
			i++
		}
	}
	var open Span // the top-level member being read
	var f *frame
	skip()
	if i == n {
		return top, false
	}
value:
	skip()
	if i == n {
		return top, false
	}
	if len(s.stack) == 1 && s.stack[0].obj {
		open.ValueStart = i
	}
	switch c := d[i]; {
	case c == '{':
		s.stack = append(s.stack, frame{obj: true, first: len(s.keys)})
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
			s.popOld(found, dup)
			goto after
		case '"':
			goto key
		}
		return top, false
	case c == '[':
		s.stack = append(s.stack, frame{})
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
			s.popOld(found, dup)
			goto after
		}
		goto value
	case c == '"':
		end, ok := s.validStringOld(d, i+1)
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
	}
	skip()
	if i == n {
		return top, false
	}
	f = &s.stack[len(s.stack)-1]
	switch c := d[i]; {
	case c == ',':
		i++
		if !f.obj {
			f.index++
			goto value
		}
		skip()
		if i == n || d[i] != '"' {
			return top, false
		}
		goto key
	case f.obj && c == '}', !f.obj && c == ']':
		i++
		s.popOld(found, dup)
		goto after
	}
	return top, false
key:
	// d[i] is the quote that opens a key
	{
		end, ok := s.validStringOld(d, i+1)
		if !ok {
			return top, false
		}
		t := len(s.stack) - 1
		k := key{start: i + 1, end: end - 1}
		if t == 0 {
			open = Span{KeyStart: k.start, KeyEnd: k.end}
		}
		if !*found {
			k.hash = s.hash(k.start, k.end)
			if len(s.keys)-s.stack[t].first < smallObject {
				for _, prev := range s.keys[s.stack[t].first:] {
					if prev.hash == k.hash && s.equal(prev, k) {
						*found = true
						*dup = Duplicate{Key: s.decoded(k, &s.a), Path: s.path(t, k)}
						break
					}
				}
			}
		}
		s.stack[t].cur = k
		s.keys = append(s.keys, k)
		i = end
		skip()
		if i == n || d[i] != ':' {
			return top, false
		}
		i++
		goto value
	}
}

// pop closes the innermost container, looking for a repeat among a large
// object's keys as scan does.
func (s *scanner) popOld(found *bool, dup *Duplicate) {
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
func (s *scanner) validStringOld(d []byte, i int) (int, bool) {
	if !s.checkUTF8 {
		return validStringOld(d, i)
	}
	end, ok, bad := validStringUTF8(d, i)
	if bad {
		s.badUTF8 = true
	}
	return end, ok
}

// validString checks the string whose contents start at i as gjson does
// (no byte below 0x20, only JSON's escapes) and returns the index after
// its closing quote. Plain text is skipped eight bytes at a time.
func validStringOld(d []byte, i int) (int, bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for i < len(d) {
		// A byte below 0x20, a quote or a backslash among the eight: each
		// wraps its lane's subtraction to a high bit. x^'"' and x^'\\'
		// keep x's high bits, so one &^x drops the lanes past ASCII for
		// all three.
		for ; i+8 <= len(d); i += 8 {
			x := binary.LittleEndian.Uint64(d[i:])
			if ((x-ones*0x20)|((x^ones*'"')-ones)|((x^ones*'\\')-ones))&^x&highs != 0 {
				break
			}
		}
		if i == len(d) {
			break
		}
		switch c := d[i]; {
		case c < ' ':
			return i, false
		case c == '"':
			return i + 1, true
		case c == '\\':
			i++
			if i == len(d) {
				return i, false
			}
			switch d[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					i++
					if i >= len(d) || !isHex(d[i]) {
						return i, false
					}
				}
			default:
				return i, false
			}
		}
		i++
	}
	return i, false
}
