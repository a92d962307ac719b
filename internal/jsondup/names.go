package jsondup

import (
	"encoding/binary"
	"strings"
)

// Names is a tree of the member names a reader takes by their exact,
// lower-case spelling, for CheckNames to find a member spelled in another
// case: encoding/json (and so a Go client decoding into structs) matches
// member names case-blind, Unicode's simple folding included ("ſtatus"
// is "status", "\u212aind" is "kind"), so a member the proxy never read
// is the one such a client shows. The tree says where to look: a
// response's metadata or a tool's JSON schema may hold any name and are
// not looked into.
type Names struct {
	names []string // members of this object read by name
	kids  []kid    // members whose value (an object, or an array of them) has names of its own
}

type kid struct {
	name string
	n    *Names
}

// NewNames is the names of one kind of object.
func NewNames(names ...string) *Names { return &Names{names: names} }

// Kid says the value of the member name (an object, or an array of
// objects, nested arrays included) is an object of kind n; name is read
// by name too. It returns the receiver, for chaining.
func (ns *Names) Kid(name string, n *Names) *Names {
	ns.kids = append(ns.kids, kid{name, n})
	for _, x := range ns.names {
		if x == name {
			return ns
		}
	}
	ns.names = append(ns.names, name)
	return ns
}

// opaqueKind marks a member's value, and everything in it, as opaque:
// checked valid JSON, nothing more (Opaque).
var opaqueKind = &Names{}

// Opaque says the values of the members names are dropped or replaced
// unread by the caller (the echoed tools and instructions of a response
// object, say): CheckNames checks them valid JSON but looks for no
// repeated or case-variant member inside them, which no reader of the
// caller's output would meet. The names themselves are read by name.
func (ns *Names) Opaque(names ...string) *Names {
	for _, n := range names {
		ns.Kid(n, opaqueKind)
	}
	return ns
}

// kidOf is the kind of the member named key (decoded), or nil.
func (ns *Names) kidOf(key []byte) *Names {
	for i := range ns.kids {
		if string(key) == ns.kids[i].name {
			return ns.kids[i].n
		}
	}
	return nil
}

// variant reports whether key (decoded) is one of ns's names spelled in
// another case. A key of no upper-case ASCII letter and no byte past
// ASCII (nearly every key) equals a lower-case name whenever it folds to
// it, so only the other keys are folded.
func (ns *Names) variant(key []byte) bool {
	if !foldable(key) {
		return false
	}
	for _, n := range ns.names {
		if strings.EqualFold(string(key), n) && string(key) != n {
			return true
		}
	}
	return false
}

// foldable: key has an upper-case ASCII letter or a byte past ASCII, the
// only bytes that fold to a lower-case ASCII letter other than itself.
// Eight bytes at a time: a byte past ASCII shows in its high bit; for
// ASCII bytes, adding 0x80-'A' (0x80-'Z'-1) to a lane sets its high bit
// when the byte is at least 'A' (past 'Z'), with no carry into the next
// lane (0x7f+0x3f < 0x100). FuzzFoldable holds it to the byte loop.
func foldable(key []byte) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for len(key) >= 8 {
		if foldWord(binary.LittleEndian.Uint64(key)) {
			return true
		}
		key = key[8:]
	}
	for _, c := range key {
		if 'A' <= c && c <= 'Z' || c >= 0x80 {
			return true
		}
	}
	return false
}

// foldWord is foldable's test of eight bytes: one of them is an
// upper-case ASCII letter or past ASCII. The test is per byte (no carry
// crosses lanes), so a zero byte, which is neither, changes nothing: a
// word padded with zeros tests as its bytes do, and a byte tested twice
// (overlapping words) tests the same each time.
func foldWord(x uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return x&highs != 0 || (x+ones*(0x80-'A'))&^(x+ones*(0x80-'Z'-1))&highs != 0
}

// Report is what CheckNames finds.
type Report struct {
	Valid    bool      // gjson.ValidBytes
	Repeated bool      // a key repeated in one object (valid input only)
	Dup      Duplicate // the first repeat, as Find reports it
	Case     bool      // a member of names spelled in another case (valid input only)
	Variant  Duplicate // the first such member, decoded, and where it is
}

// CheckNames is CheckIn (in may be "": no inner object collected) that
// also looks, in the same pass, for a member of names (the top-level
// object's kind) spelled in another case, and looks for neither inside
// the values names calls Opaque. FuzzCheckNames holds it to CheckIn and
// to a gjson walk of the tree (variantRef, repeatRef). The usual stream
// event is checkFlat's.
func CheckNames(data []byte, in string, names *Names, m *Members) Report {
	if top, ok := checkFlat(data, in, m.Top[:0]); ok {
		m.Top, m.In, m.Has = top, m.In[:0], false
		return Report{Valid: true}
	}
	return checkNames(data, in, names, m)
}

// checkNames is CheckNames by the full scan (what checkFlat is held to).
func checkNames(data []byte, in string, names *Names, m *Members) Report {
	s := pool.Get().(*scanner)
	r := checkNamesWith(s, data, in, names, m)
	s.release()
	return r
}

// checkNamesWith is checkNames on the scanner s, which the caller gets
// from the pool and releases.
func checkNamesWith(s *scanner, data []byte, in string, names *Names, m *Members) Report {
	s.in, s.inner, s.hasIn = in, m.In[:0], false
	s.names, s.variantFound = names, false
	var r Report
	s.data, s.maxDepth, s.checkUTF8 = data, 1<<62, false
	m.Top, r.Valid = s.check(m.Top[:0], true, &r.Repeated, &r.Dup)
	m.In, m.Has = s.inner, s.hasIn
	r.Case, r.Variant = s.variantFound, s.variant
	s.data, s.in, s.inner, s.hasIn = nil, "", nil, false
	s.names, s.variantFound, s.variant = nil, false, Duplicate{}
	if !r.Valid {
		return Report{}
	}
	if !r.Repeated {
		r.Dup = Duplicate{}
	}
	return r
}
