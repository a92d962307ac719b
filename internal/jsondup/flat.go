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
		switch c := d[i]; {
		case c == '"':
			e, ok, _ := validStringEsc(d, i+1)
			if !ok {
				return top, false
			}
			i = e
		case c == '-' || '0' <= c && c <= '9':
			e, ok := validNumber(d, i)
			if !ok {
				return top, false
			}
			i = e
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
		case c == '[' || c == '{':
			if i+1 == n || d[i+1] != c+2 { // ']' is '['+2, '}' is '{'+2
				return top, false
			}
			i += 2
		default:
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
