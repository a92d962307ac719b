package claims

import (
	"math/bits"
	"unicode/utf8"
)

// Language detection's two counting loops, written for speed: they read
// every word of the answer's first prose blocks (and often of the user's
// message) and every byte of the first 4 KB, on every request.
// detect_ref_test.go keeps the plain versions; FuzzDetectCounts holds
// these equal to them.

// tallyStops adds weight to counts[i] for each word of toks that is a stop
// word of languages[i], and returns the number of words.
func tallyStops(toks []token, weight int, counts *[maxLangs]int) int {
	n := 0
	for i := range toks {
		t := &toks[i]
		if t.kind != tokWord {
			continue
		}
		n++
		var b uint16
		if t.lex > 0 {
			b = lexStop[t.lex]
		} else {
			b = stopLangs[t.w]
		}
		if len(t.bare) != len(t.w) { // t.bare != t.w: bare is w or a suffix of it
			b |= stopLangs[t.bare]
		}
		for b != 0 {
			counts[bits.TrailingZeros16(b)] += weight
			b &= b - 1
		}
	}
	return n
}

// letterLangIdx[r-0x80] is 1 + the index in languages of the one language
// that uses letter r (letterLang), 0 for none: the letters counted are
// the 2-byte ones led by C2–C5, U+0080–U+017F. Built by initFast.
var letterLangIdx [0x100]uint8

func initLetterLangs() {
	for r, code := range letterLang {
		if r < 0x80 || r >= 0x180 {
			continue // (letterHints counts only these)
		}
		for li, l := range languages {
			if l.code == code {
				letterLangIdx[r-0x80] = uint8(li + 1)
			}
		}
	}
}

// letterHints adds one to counts for each letter of src's first limit
// bytes that only one language uses (letterLang), skipping ASCII eight
// bytes at a time.
func letterHints(src string, limit int, counts *[maxLangs]int) {
	if len(src) > limit {
		src = src[:limit]
	}
	const high = 0x8080808080808080
	for i := 0; i < len(src); i++ {
		for i+8 <= len(src) && load64(src, i)&high == 0 {
			i += 8
		}
		if i >= len(src) {
			break
		}
		if src[i] < 0xC2 || src[i] > 0xC5 {
			continue // the letters counted are all 2-byte, lead C2–C5
		}
		r, _ := utf8.DecodeRuneInString(src[i:])
		if r >= 0x80 && r < 0x180 {
			if li := letterLangIdx[r-0x80]; li > 0 {
				counts[li-1]++
			}
		}
	}
}

// load64 is the eight bytes of s from i, little-endian (one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}
