package receipts

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lowerInto writes s lowercased into dst (grown to len(s), reused when it
// is large enough) without changing any byte offset: a rune whose
// lowercase form has another UTF-8 length is kept as is. Sentence offsets
// found in the lowercase copy then address the original text too.
func lowerInto(dst []byte, s string) []byte {
	if cap(dst) < len(s) {
		dst = make([]byte, len(s))
	}
	b := dst[:len(s)]
	copy(b, s)
	for i := 0; i < len(s); {
		// Eight ASCII bytes at a time: set bit 5 of every byte in A..Z.
		if i+8 <= len(s) {
			w := binary.LittleEndian.Uint64(b[i:])
			if w&highBits == 0 {
				low7 := w & ^highBits
				geA := low7 + 0x3f*lowBits // high bit set where byte >= 'A'
				gtZ := low7 + 0x25*lowBits // high bit set where byte > 'Z'
				upper := geA &^ gtZ & highBits
				binary.LittleEndian.PutUint64(b[i:], w|upper>>2)
				i += 8
				continue
			}
		}
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
			i++
			continue
		}
		// Latin-1 letters (Spanish among them): À..Þ lower by 0x20, except ×.
		if (c == 0xC2 || c == 0xC3) && i+1 < len(s) && 0x80 <= s[i+1] && s[i+1] <= 0xBF {
			if c2 := s[i+1]; c == 0xC3 && c2 <= 0x9E && c2 != 0x97 {
				b[i+1] = c2 + 0x20
			}
			i += 2
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			utf8.EncodeRune(b[i:], l)
		}
		i += n
	}
	return b
}

// isWordByte reports whether an ASCII byte belongs to a word. Underscores
// count, so tool names such as get_weather stay one word.
func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || 'A' <= c && c <= 'Z'
}

// wordBytes marks the ASCII bytes that belong to a word.
var wordBytes = func() (t [256]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		t[c] = isWordByte(byte(c))
	}
	return t
}()

// Byte kinds for tokenize's inner loops.
const (
	kindWord    = 1 << iota // an ASCII word byte
	kindDigit               // an ASCII digit
	kindSpecial             // punctuation tokenize keeps: ` : ; "
	kindApos                // ' (inside a word: "didn't")
	kindHigh                // a byte of a multi-byte rune
)

var byteKinds = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = kindHigh
		case '0' <= c && c <= '9':
			t[c] = kindWord | kindDigit
		case isWordByte(byte(c)):
			t[c] = kindWord
		case c == '`' || c == ':' || c == ';' || c == '"':
			t[c] = kindSpecial
		case c == '\'':
			t[c] = kindApos
		}
	}
	return t
}()

// wordRuneAt reports whether the rune starting at b[i] belongs to a word,
// and its byte length.
func wordRuneAt(b []byte, i int) (bool, int) {
	c := b[i]
	if c < utf8.RuneSelf {
		return wordBytes[c], 1
	}
	r, n := utf8.DecodeRune(b[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r), n
}

// wordEnd returns the end of the word that starts at b[i] (a word rune),
// not past end, and whether it holds a digit or an inner apostrophe
// ("didn't", "didn’t"). tokenize's ASCII fast path hands over to it at
// an apostrophe or a multi-byte rune, and firstWord cuts tool patterns with
// it, so patterns and tokens always agree.
func wordEnd(b []byte, i, end int) (j int, digit, apos bool) {
	ws := i
	for i < end {
		c := b[i]
		if wordBytes[c] {
			digit = digit || c <= '9'
			i++
			continue
		}
		if c == '\'' && i > ws && i+1 < end && wordBytes[b[i+1]] {
			i++
			apos = true
			continue
		}
		if c == 0xE2 && i > ws && i+3 < end && b[i+1] == 0x80 && b[i+2] == 0x99 && wordBytes[b[i+3]] {
			i += 3 // ’
			apos = true
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		ok, n := wordRuneAt(b, i)
		if !ok {
			break
		}
		i += n
	}
	return i, digit, apos
}

// Punctuation kinds kept as tokens.
const (
	punctColon = ':'
	punctSemi  = ';'
	punctDash  = '-' // an em or en dash between clauses
	punctCode  = '`' // the opening backtick of a code span
	punctQuote = '"'
)

// token is one word or kept punctuation mark of a sentence.
type token struct {
	start, end int  // byte offsets in the text
	punct      byte // 0 for a word
	inCode     bool // inside a `code span`
	digit      bool // a word holding a digit
	apos       bool // a word holding an apostrophe ("didn't")
	cand       bool // a word that may start a tool mention
}

// tokenize splits lower[start:end] into words and the punctuation marks
// the rules read, appending them to toks. It marks the words that may
// start a tool mention according to starts (nil marks none) and reports
// whether there is any, so that a sentence naming no tool costs one pass.
func tokenize(lower []byte, start, end int, toks []token, starts *wordIndex) ([]token, bool) {
	b := lower[:end]
	inCode, anyCand := false, false
	for i := start; i < len(b); {
		c := b[i]
		kind := byteKinds[c]
		if kind&kindWord != 0 {
			// An ASCII word: the common case, kept tight. wordEnd takes
			// over at an apostrophe or a multi-byte rune.
			j, seen, slow := i+1, kind, false
			for j < len(b) {
				k := byteKinds[b[j]]
				if k&kindWord == 0 {
					slow = k&(kindApos|kindHigh) != 0
					break
				}
				seen |= k
				j++
			}
			digit, apos := seen&kindDigit != 0, false
			if slow {
				j, digit, apos = wordEnd(b, i, len(b))
			}
			cand := starts != nil && starts[c]&(1<<min(j-i, 63)) != 0 // starts.may, inlined
			anyCand = anyCand || cand
			toks = append(toks, token{start: i, end: j, inCode: inCode, digit: digit, apos: apos, cand: cand})
			i = j
			continue
		}
		if kind == 0 {
			i++ // space or punctuation the rules ignore
			continue
		}
		n := 1
		switch {
		case c == '`':
			if !inCode {
				toks = append(toks, token{start: i, end: i + 1, punct: punctCode})
			}
			inCode = !inCode
		case c == ':' || c == ';':
			// "16:05" and "http://" are not clause breaks.
			if c == ';' || i+1 >= end || b[i+1] == ' ' || b[i+1] == '*' || b[i+1] == '\t' {
				toks = append(toks, token{start: i, end: i + 1, punct: c, inCode: inCode})
			}
		case c == '"':
			toks = append(toks, token{start: i, end: i + 1, punct: punctQuote, inCode: inCode})
		case c >= utf8.RuneSelf:
			var isWord bool
			if isWord, n = wordRuneAt(b, i); isWord {
				j, digit, apos := wordEnd(b, i, len(b))
				t := token{start: i, end: j, inCode: inCode, digit: digit, apos: apos}
				if starts != nil && starts.may(b[i:j]) {
					t.cand, anyCand = true, true
				}
				toks = append(toks, t)
				n = j - i
				break
			}
			switch r, _ := utf8.DecodeRune(b[i:]); r {
			case '—', '–':
				toks = append(toks, token{start: i, end: i + n, punct: punctDash, inCode: inCode})
			case '“', '”', '«', '»':
				toks = append(toks, token{start: i, end: i + n, punct: punctQuote, inCode: inCode})
			}
		}
		i += n
	}
	return toks, anyCand
}

// wordIndex is a bit set over (first byte, length) of a set of words: a
// one-load test that rules out most words before a map lookup. Bit n of
// entry b is set when a word of length n (63 for longer) starts with b.
type wordIndex [256]uint64

func (x *wordIndex) add(w string) {
	if w != "" {
		x[w[0]] |= 1 << min(len(w), 63)
	}
}

// may reports whether w can be in the set.
func (x *wordIndex) may(w []byte) bool {
	return len(w) > 0 && x[w[0]]&(1<<min(len(w), 63)) != 0
}

// text returns the token's bytes in lower.
func (t token) text(lower []byte) []byte { return lower[t.start:t.end] }

// firstWord returns the leading word of s as tokenize would cut it.
func firstWord(s string) string {
	b := []byte(s)
	if len(b) == 0 {
		return ""
	}
	if ok, _ := wordRuneAt(b, 0); !ok {
		return ""
	}
	j, _, _ := wordEnd(b, 0, len(b))
	return s[:j]
}

// wordBoundaryAfter reports whether b has no word character at i.
func wordBoundaryAfter(b []byte, i int) bool {
	if i >= len(b) {
		return true
	}
	ok, _ := wordRuneAt(b, i)
	return !ok
}

// isBlank reports whether s holds only white space, as
// strings.TrimSpace(s) == "" would, but stops at the first ASCII non-space
// byte instead of trimming both ends.
func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || '\t' <= c && c <= '\r':
		case c >= utf8.RuneSelf:
			return strings.TrimSpace(s[i:]) == ""
		default:
			return false
		}
	}
	return true
}

// clip trims a sentence for a flag: surrounding space and markdown list or
// quote markers, capped at maxClaimText bytes on a rune boundary.
func clip(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimLeft(s, "#>*-+ \t")
	s = strings.TrimSpace(s)
	if len(s) <= maxClaimText {
		return s
	}
	cut := maxClaimText
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strings.TrimSpace(s[:cut]) + "…"
}

// maxClaimText caps Flag.Text for receipt_less_claim.
const maxClaimText = 200
