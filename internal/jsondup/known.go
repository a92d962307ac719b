package jsondup

import "bytes"

// Known is the object value of a member In that CheckNames accepted (valid,
// nothing repeated in it, no name spelled in another case in it), kept for
// CheckNamesKnown: a stream repeats a response object whole in its next
// event (response.created, then response.in_progress), and a value
// written byte for byte as one checked already, under the same names, is
// not scanned again.
type Known struct {
	value []byte // a copy: the event it came from is reused
	in    []Span // its members, as offsets into value
	names *Names // the kind of the top-level object it was read under
	in0   string // the member it was the value of
	// flat: the keys of the last event checkFlat took, for the events
	// after it (nearly all of a stream's are text deltas, with the same
	// keys): kept whether or not a value is known
	flat *flatKeys
}

// Remember keeps the value of data's top-level member in as a Known, when
// CheckNames(data, in, names, m) reported r, a clean report (valid,
// nothing repeated, no case variant), and the value is an object; else ok
// is false.
func Remember(data []byte, in string, names *Names, m *Members, r Report) (k Known, ok bool) {
	if !r.Valid || r.Repeated || r.Case || !m.Has || in == "" {
		return Known{}, false
	}
	for _, sp := range m.Top {
		if string(data[sp.KeyStart:sp.KeyEnd]) != in || data[sp.ValueStart] != '{' {
			continue
		}
		k = Known{value: bytes.Clone(data[sp.ValueStart:sp.ValueEnd]), names: names, in0: in}
		for _, s := range m.In {
			k.in = append(k.in, Span{s.KeyStart - sp.ValueStart, s.KeyEnd - sp.ValueStart, s.ValueStart - sp.ValueStart, s.ValueEnd - sp.ValueStart})
		}
		return k, true
	}
	return Known{}, false
}

// CheckNamesKnown is CheckNames, but a value of the top-level member in
// written byte for byte as k's (k kept under the same in and names) is
// taken as k was read rather than scanned: an object value ends at its
// closing brace, so the scan of those bytes would go exactly as k's did,
// finding nothing and collecting k's members. FuzzCheckNamesKnown holds
// it to CheckNames.
//
// An event written with the keys of the last one checkFlat took (k's),
// in the same order, has only its values read (flatKeys.check); an event
// checkFlat takes leaves its keys in k for the next.
func CheckNamesKnown(data []byte, in string, names *Names, m *Members, k *Known) Report {
	if k == nil {
		return CheckNames(data, in, names, m)
	}
	if k.flat == nil {
		k.flat = new(flatKeys)
	}
	top, ok := k.flat.check(data, in, m.Top[:0])
	if !ok {
		if top, ok = checkFlat(data, in, m.Top[:0]); ok {
			k.flat.note(data, in, top)
		}
	}
	if ok { // no member in: nothing to skip
		m.Top, m.In, m.Has = top, m.In[:0], false
		return Report{Valid: true}
	}
	if k.value == nil || k.names != names || k.in0 != in {
		return checkNames(data, in, names, m)
	}
	s := pool.Get().(*scanner)
	s.known, s.knownNext = k, 0
	r := checkNamesWith(s, data, in, names, m)
	s.known = nil
	s.release()
	return r
}

// skipKnown is the scan's step over a value of In at d[i:] written as
// s.known's: it collects the known members and returns the index after the
// value; ok is false when the bytes at i are not the known value's.
func (s *scanner) skipKnown(d []byte, i int) (int, bool) {
	k := s.known
	if !bytes.HasPrefix(d[i:], k.value) {
		return i, false
	}
	s.hasIn, s.inner = true, s.inner[:0]
	for _, sp := range k.in {
		s.inner = append(s.inner, Span{sp.KeyStart + i, sp.KeyEnd + i, sp.ValueStart + i, sp.ValueEnd + i})
	}
	return i + len(k.value), true
}

// skipKnownMember is the scan's step over the value at d[i:] of a member of
// In's object (its key at sp) written as the value of the member with the
// same key in s.known's object: one checked already under the same kind
// (the same key of the same kind of object), so its scan would go as
// that one's did and find nothing. Only strings and containers are taken,
// which end at their own closing byte; ok is false for anything else.
// Members mostly come in the known object's order: the look-up starts
// after the last one found.
func (s *scanner) skipKnownMember(d []byte, i int, sp Span) (int, bool) {
	k := s.known
	if c := d[i]; c != '"' && c != '{' && c != '[' {
		return i, false
	}
	key := d[sp.KeyStart:sp.KeyEnd]
	for n, j := 0, s.knownNext; n < len(k.in); n, j = n+1, j+1 {
		if j == len(k.in) {
			j = 0
		}
		m := k.in[j]
		if string(k.value[m.KeyStart:m.KeyEnd]) != string(key) {
			continue
		}
		s.knownNext = j + 1
		v := k.value[m.ValueStart:m.ValueEnd]
		if !bytes.HasPrefix(d[i:], v) {
			return i, false
		}
		return i + len(v), true
	}
	return i, false
}
