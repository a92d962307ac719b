package jsondup

import (
	"unicode/utf8"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// Problem is what CheckBody finds wrong with a request body: the first of
// the four checks it fuses that fails, in their order.
type Problem uint8

const (
	// OK: UTF-8, nested at most maxDepth deep, valid JSON, no key repeated.
	OK Problem = iota
	// NotUTF8: utf8.Valid fails.
	NotUTF8
	// TooDeep: UTF-8, but jsonlimit.Within(data, maxDepth) fails.
	TooDeep
	// NotJSON: UTF-8 and within the depth, but gjson.ValidBytes fails.
	NotJSON
	// Repeated: all the above hold and Find finds a repeated key.
	Repeated
)

// CheckBody is, in one pass over data, the four checks a request body
// passes before anything reads it, in this order: utf8.Valid,
// jsonlimit.Within(data, maxDepth), gjson.ValidBytes and Find. It returns
// the first that fails (and, for Repeated, what Find reports), exactly as
// the four in a row would: FuzzCheckBody holds it to them
// (checkBodyRef). A body that passes, the usual case, is read once; one
// that fails may be read again, by utf8.Valid and jsonlimit.Within, to
// tell which check fails first (a JSON error early in the body does not
// say whether the rest is UTF-8).
//
// A valid JSON text is ASCII outside its strings and nests as deep as the
// scan's stack grows, so the walk checks UTF-8 in strings only and the
// depth as it opens containers; anything else stops it at once.
func CheckBody(data []byte, maxDepth int) (Problem, Duplicate) {
	p, d, _ := checkBody(data, maxDepth, nil, false)
	return p, d
}

// CheckBodyTop is CheckBody that also appends the members of the
// top-level object, when data is one that passes (OK), to top (reused) and
// returns them, as Check does: the caller reads the fields it needs from
// them rather than parsing the top level again. FuzzCheckBody holds it to
// CheckBody and Check.
func CheckBodyTop(data []byte, maxDepth int, top []Span) (Problem, Duplicate, []Span) {
	p, d, spans := checkBody(data, maxDepth, top[:0], true)
	if p != OK {
		spans = spans[:0]
	}
	return p, d, spans
}

// CheckBodyIn is CheckBodyTop that also collects the elements of the
// array that is the value of the top-level member whose key is written
// exactly in (no escape: a key spelled with one is not that member here,
// and m.Has stays false for the caller to read it otherwise), as spans
// whose keys are empty, in m.In: one pass for a request body and its
// messages. m.Top are the top-level members; both are empty unless the
// body passes (OK). FuzzCheckBody holds it to CheckBody and Check.
func CheckBodyIn(data []byte, maxDepth int, in string, m *Members) (Problem, Duplicate) {
	s := pool.Get().(*scanner)
	s.in, s.inner, s.hasIn, s.inArr = in, m.In[:0], false, true
	p, d, top := checkBodyWith(s, data, maxDepth, m.Top[:0], true)
	m.Top, m.In, m.Has = top, s.inner, s.hasIn
	s.in, s.inner, s.hasIn, s.inArr = "", nil, false, false
	s.release()
	if p != OK {
		m.Top, m.In, m.Has = m.Top[:0], m.In[:0], false
	}
	return p, d
}

func checkBody(data []byte, maxDepth int, top []Span, collect bool) (Problem, Duplicate, []Span) {
	s := pool.Get().(*scanner)
	p, d, top := checkBodyWith(s, data, maxDepth, top, collect)
	s.release()
	return p, d, top
}

// checkBodyWith is checkBody with scanner s, which the caller releases.
func checkBodyWith(s *scanner, data []byte, maxDepth int, top []Span, collect bool) (Problem, Duplicate, []Span) {
	s.data, s.maxDepth, s.checkUTF8 = data, maxDepth, true
	s.tooDeep, s.badUTF8 = false, false
	var (
		d     Duplicate
		found bool
	)
	top, valid := s.check(top, collect, &found, &d)
	tooDeep, badUTF8 := s.tooDeep, s.badUTF8
	s.data, s.checkUTF8 = nil, false
	switch {
	case valid && found:
		return Repeated, d, top // the walk went to the end: UTF-8, within the depth
	case valid:
		return OK, Duplicate{}, top
	case badUTF8:
		return NotUTF8, Duplicate{}, top // a string that is no UTF-8: utf8.Valid fails
	case !utf8.Valid(data):
		return NotUTF8, Duplicate{}, top
	case tooDeep:
		// The walk read valid JSON up to a container one level too deep,
		// so jsonlimit.Within, reading the same prefix, fails there too.
		return TooDeep, Duplicate{}, top
	case !jsonlimit.Within(data, maxDepth):
		return TooDeep, Duplicate{}, top
	}
	return NotJSON, Duplicate{}, top
}
