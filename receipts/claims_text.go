package receipts

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lowerSameLen lowercases s without changing any byte offset: a rune whose
// lowercase form has another UTF-8 length is kept as is. Sentence offsets
// found in the lowercase copy then address the original text too.
func lowerSameLen(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') {
			break
		}
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, len(s))
	copy(b, s)
	for i < len(s) {
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
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			utf8.EncodeRune(b[i:], l)
		}
		i += n
	}
	return string(b)
}

const (
	lowBits  uint64 = 0x0101010101010101
	highBits uint64 = 0x8080808080808080
)

// isWordByte reports whether an ASCII byte belongs to a word. Underscores
// count, so tool names such as get_weather stay one word.
func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || 'A' <= c && c <= 'Z'
}

// wordRuneAt reports whether the rune starting at s[i] belongs to a word,
// and its byte length.
func wordRuneAt(s string, i int) (bool, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return isWordByte(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r), n
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
}

// tokenize splits lower[start:end] into words and the punctuation marks
// the rules read, appending them to toks.
func tokenize(lower string, start, end int, toks []token) []token {
	inCode := false
	i := start
	for i < end {
		c := lower[i]
		switch {
		case c == '`':
			if !inCode {
				toks = append(toks, token{start: i, end: i + 1, punct: punctCode})
			}
			inCode = !inCode
			i++
			continue
		case c == ':' || c == ';':
			// "16:05" and "http://" are not clause breaks.
			if c == ';' || i+1 >= end || lower[i+1] == ' ' || lower[i+1] == '*' || lower[i+1] == '\t' {
				toks = append(toks, token{start: i, end: i + 1, punct: c, inCode: inCode})
			}
			i++
			continue
		case c == '"':
			toks = append(toks, token{start: i, end: i + 1, punct: punctQuote, inCode: inCode})
			i++
			continue
		}
		isWord, n := wordRuneAt(lower, i)
		if !isWord {
			if c >= utf8.RuneSelf {
				switch r, _ := utf8.DecodeRuneInString(lower[i:]); r {
				case '—', '–':
					toks = append(toks, token{start: i, end: i + n, punct: punctDash, inCode: inCode})
				case '“', '”', '«', '»':
					toks = append(toks, token{start: i, end: i + n, punct: punctQuote, inCode: inCode})
				}
			}
			i += n
			continue
		}
		ws := i
		digit, apos := false, false
		for i < end {
			c := lower[i]
			if wordBytes[c] {
				digit = digit || c <= '9'
				i++
				continue
			}
			if c == '\'' && i > ws && i+1 < end && isWordByte(lower[i+1]) {
				i++
				apos = true
				continue
			}
			if c == 0xE2 && strings.HasPrefix(lower[i:end], "’") && i > ws && i+3 < end && isWordByte(lower[i+3]) {
				i += 3
				apos = true
				continue
			}
			if c < utf8.RuneSelf {
				break
			}
			ok, n := wordRuneAt(lower, i)
			if !ok {
				break
			}
			i += n
		}
		toks = append(toks, token{start: ws, end: i, inCode: inCode, digit: digit, apos: apos})
	}
	return toks
}

// wordBytes marks the ASCII bytes that belong to a word.
var wordBytes = func() (t [256]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		t[c] = isWordByte(byte(c))
	}
	return t
}()

// text returns the token's text in lower.
func (t token) text(lower string) string { return lower[t.start:t.end] }

// firstWord returns the leading word of s as tokenize would cut it.
func firstWord(s string) string {
	i := 0
	for i < len(s) {
		ok, n := wordRuneAt(s, i)
		if !ok {
			break
		}
		i += n
	}
	return s[:i]
}

// wordBoundaryAfter reports whether s has no word character at i.
func wordBoundaryAfter(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	ok, _ := wordRuneAt(s, i)
	return !ok
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
