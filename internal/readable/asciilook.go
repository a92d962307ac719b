package readable

import "strings"

// asciiLookalikes is the reading of s in a sans-serif font, where ASCII
// itself holds look-alikes (UTS #39 skeletons): a capital I inside a
// lower-case word is the stroke of an l ("deIeted" is drawn "deleted"),
// "rn" is drawn as m ("rernoved"), "vv" as w. It returns s with those
// read so, and the shifts back to s, or nil shifts when s holds none.
// Only words of lower-case letters (the first may be a capital) are
// read: "IBM", "iPhone", "eBay" stay. It is one more reading (Readings
// keeps the claims of every reading), never Text's: "modern" and
// "return" read as written there, and an extra reading can only add a
// claim, which a verified call still backs.
//
// Only a word holding an I, "rn" or "vv" can read differently, so the
// scan jumps from one of those to the next (vectorised searches) and reads
// just the word around it: most of a text is never looked at byte by
// byte. asciiLookalikesRef (tests) is the word-by-word reading it must
// equal (FuzzASCIILookalikes).
func asciiLookalikes(s string) (string, *shifts) {
	var b strings.Builder
	var sh *shifts
	prev := 0 // s[prev:] is not yet copied
	var next lookalikeCands
	// i is 0 or the end of a word read: no word starts before it and
	// runs past it
	for i := 0; i < len(s); {
		p := next.from(s, i)
		if p >= len(s) {
			break
		}
		i = p
		for i > 0 && asciiLetter(s[i-1]) {
			i-- // (not past the last word read: it ended at a non-letter)
		}
		j := p
		for j < len(s) && asciiLetter(s[j]) {
			j++
		}
		if j < len(s) && s[j] >= 0x80 {
			i = j // a word going on in another script: not ASCII's
			continue
		}
		if i > 0 && s[i-1] >= 0x80 {
			i = j
			continue
		}
		if !lowerWord(s[i:j]) {
			i = j
			continue
		}
		word := s[i:j]
		read, changed := asciiWordRead(word)
		if !changed || LookalikeWordMatters != nil && !LookalikeWordMatters(strings.ToLower(read)) {
			// "return" read "retum", "modern" "modem": a word no reader
			// of this text cares about costs no second pass
			i = j
			continue
		}
		for k := i; k < j; k++ {
			var out string
			n := 1
			switch c := s[k]; {
			case c == 'I' && k > i:
				// after a lower-case letter (lowerWord: only I is upper
				// past the first letter): drawn as l
				out = "l"
			case c == 'r' && k+1 < j && s[k+1] == 'n':
				out, n = "m", 2
			case c == 'v' && k+1 < j && s[k+1] == 'v':
				out, n = "w", 2
			default:
				continue
			}
			if sh == nil {
				sh = &shifts{}
				sh.note(0, 0)
				b.Grow(len(s))
			}
			b.WriteString(s[prev:k])
			sh.note(b.Len(), k)
			b.WriteString(out)
			sh.note(b.Len(), k+n)
			prev = k + n
			k += n - 1
		}
		i = j
	}
	if sh == nil {
		return s, nil
	}
	b.WriteString(s[prev:])
	sh.note(b.Len(), len(s))
	return b.String(), sh
}

// LookalikeWordMatters, when set (once, by the claim detector, before
// any Readings), says whether a word as the ASCII look-alike reading
// reads it (lower case) is one its reader knows: the reading then
// changes only such words, and is made only when some word is one.
// Nearly every text holds "rn" ("return", "modern"), and a reading that
// changes no known word would cost the detector a second pass for
// nothing. Nil: every look-alike word is read.
var LookalikeWordMatters func(word string) bool

// asciiWordRead is word as asciiLookalikes reads it, and whether that
// differs.
func asciiWordRead(word string) (string, bool) {
	var b []byte // nil until the first change
	for k := 0; k < len(word); k++ {
		c, n := word[k], 1
		switch {
		case c == 'I' && k > 0:
			c = 'l'
		case c == 'r' && k+1 < len(word) && word[k+1] == 'n':
			c, n = 'm', 2
		case c == 'v' && k+1 < len(word) && word[k+1] == 'v':
			c, n = 'w', 2
		default:
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(word)), word[:k]...)
		}
		b = append(b, c)
		k += n - 1
	}
	if b == nil {
		return word, false
	}
	return string(b), true
}

// lookalikeCands finds the next byte from which a word may read
// differently: an I, or the start of "rn" or "vv". Each search resumes
// only once the scan has passed its last find, so every byte is searched
// at most once per pattern: linear in the text.
type lookalikeCands struct {
	capI, rn, vv int // the next find of each at or after the last search (-1: not searched)
	searched     bool
}

// from is the first candidate at or after i, or len(s).
func (c *lookalikeCands) from(s string, i int) int {
	if !c.searched {
		c.capI, c.rn, c.vv, c.searched = -1, -1, -1, true
	}
	find := func(at *int, pat string) {
		if *at >= i || *at == len(s) {
			return
		}
		if k := strings.Index(s[i:], pat); k >= 0 {
			*at = i + k
		} else {
			*at = len(s)
		}
	}
	find(&c.capI, "I")
	find(&c.rn, "rn")
	find(&c.vv, "vv")
	return min(c.capI, c.rn, c.vv)
}

func asciiLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// lowerWord: w (ASCII letters) holds a lower-case letter, and past its
// first letter no capital but I.
func lowerWord(w string) bool {
	lower := false
	for k := 0; k < len(w); k++ {
		switch c := w[k]; {
		case 'a' <= c && c <= 'z':
			lower = true
		case k > 0 && c != 'I':
			return false
		}
	}
	return lower
}
