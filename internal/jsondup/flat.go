package jsondup

// maxFlat is how many members checkFlat takes; an object with more is
// left to the full scan.
const maxFlat = 16

// checkFlat is CheckNames for the usual stream event (nearly every event
// of a Responses stream is a text delta): one object written without a
// space, of at most maxFlat members, whose keys are plain (no escape, no
// control byte, no upper-case ASCII letter, no byte past ASCII, their
// contents at most sixteen bytes, none written as in) and whose values are
// strings, numbers, literals and empty arrays and objects. For such an
// input it reports ok and appends its members to top; CheckNames's report
// would be valid, nothing repeated, no name spelled in another case (a
// key with no upper-case letter and nothing past ASCII equals any name it
// folds to), no member of in. For anything else, a repeated key included,
// ok is false and the caller scans in full, which decides it.
// FuzzCheckFlat holds it to the full scan.
//
// It reads each byte once, as the full scan does, without the scan's
// stack, per-object key list and name lookups: a delta event costs about
// a third of the full scan.
func checkFlat(d []byte, in string, top []Span) ([]Span, bool) {
	n := len(d)
	if n < 2 || d[0] != '{' || d[1] != '"' || d[n-1] != '}' {
		return top, false
	}
	var fps [maxFlat]uint64
	i := 1 // at a key's opening quote
	for k := 0; ; k++ {
		if k == maxFlat {
			return top, false
		}
		end, fp, fold, fast := keyWords(d, i+1)
		if !fast || fold || end == n || d[end] != ':' {
			return top, false
		}
		ks, ke := i+1, end-1
		if ke-ks == len(in) && in != "" && string(d[ks:ke]) == in {
			return top, false
		}
		for j := 0; j < k; j++ {
			// an equal fingerprint is a repeat, or a collision: either
			// way the full scan decides
			if fps[j] == fp {
				return top, false
			}
		}
		fps[k] = fp
		i = end + 1
		if i == n {
			return top, false
		}
		vs := i
		var ok bool
		if i, ok = flatValue(d, i); !ok {
			return top, false
		}
		top = append(top, Span{KeyStart: ks, KeyEnd: ke, ValueStart: vs, ValueEnd: i})
		if i == n {
			return top, false
		}
		switch d[i] {
		case ',':
			i++
			if i == n || d[i] != '"' {
				return top, false
			}
		case '}':
			return top, i+1 == n
		default:
			return top, false
		}
	}
}

// flatValue reads the value at d[i] (i < len(d)) as checkFlat takes it: a
// string, a number, a literal, or an empty array or object written "[]"
// or "{}". It returns the index after it; ok is false for anything else.
func flatValue(d []byte, i int) (int, bool) {
	switch c := d[i]; {
	case c == '"':
		e, ok, _ := validStringEsc(d, i+1)
		return e, ok
	case c == '-' || '0' <= c && c <= '9':
		return validNumber(d, i)
	case c == 't':
		return i + 4, literal(d, i, "true")
	case c == 'f':
		return i + 5, literal(d, i, "false")
	case c == 'n':
		return i + 4, literal(d, i, "null")
	case c == '[' || c == '{':
		// ']' is '['+2, '}' is '{'+2
		return i + 2, i+1 < len(d) && d[i+1] == c+2
	}
	return i, false
}

// flatKeys are the keys of an event checkFlat took, in order, each as
// written from its opening quote to its colon: a stream's delta events
// all have the same keys in the same order.
type flatKeys struct {
	in   string       // the in of the checkFlat call that took them
	buf  []byte       // the keys, back to back
	ends [maxFlat]int // where each ends in buf
	n    int          // how many
}

// note keeps the keys of d, whose members checkFlat(d, in, ...) took and
// returned as top.
func (fk *flatKeys) note(d []byte, in string, top []Span) {
	fk.in, fk.buf, fk.n = in, fk.buf[:0], 0
	for _, sp := range top {
		fk.buf = append(fk.buf, d[sp.KeyStart-1:sp.KeyEnd+2]...) // `"key":`
		fk.ends[fk.n] = len(fk.buf)
		fk.n++
	}
}

// check is checkFlat for an object whose keys are fk's, written as they
// were, in the same order and nothing else: each key is compared with
// fk's, not read (checkFlat took it, and took the keys together: plain,
// none repeated, none spelled as in), and each value is read as checkFlat
// reads it. ok is false for anything else, and the caller then runs
// checkFlat (or the full scan). FuzzCheckFlatKeys holds it to the full
// scan as FuzzCheckFlat holds checkFlat.
func (fk *flatKeys) check(d []byte, in string, top []Span) ([]Span, bool) {
	n := len(d)
	if fk.n == 0 || fk.in != in || n < 2 || d[0] != '{' {
		return top, false
	}
	i, prev := 1, 0
	for k := 0; k < fk.n; k++ {
		key := fk.buf[prev:fk.ends[k]]
		prev = fk.ends[k]
		if n-i <= len(key) || string(d[i:i+len(key)]) != string(key) {
			return top, false
		}
		ks, ke := i+1, i+len(key)-2
		vs := i + len(key)
		var ok bool
		if i, ok = flatValue(d, vs); !ok || i >= n {
			return top, false
		}
		top = append(top, Span{KeyStart: ks, KeyEnd: ke, ValueStart: vs, ValueEnd: i})
		if k == fk.n-1 {
			return top, d[i] == '}' && i+1 == n
		}
		if d[i] != ',' {
			return top, false
		}
		i++
	}
	return top, false
}
