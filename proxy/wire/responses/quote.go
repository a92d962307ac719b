package responses

import (
	"math/bits"
	"unicode/utf8"
)

// appendQuote appends s as a JSON string, byte for byte what json.Marshal
// writes for it (HTML characters escaped too): what this package has
// always written, without Marshal's allocations. Runs of bytes that need
// nothing are found eight bytes at a time (special) and copied whole;
// FuzzQuote and TestQuoteEveryByte hold it to json.Marshal.
func appendQuote(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; ; {
		i = special(s, i, true)
		if i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch c {
			case '\\', '"':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default: // another control byte, <, > or &
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			dst = append(append(dst, s[start:i]...), `\ufffd`...)
			start = i + n
		case r == '\u2028' || r == '\u2029':
			dst = append(append(dst, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			start = i + n
		}
		i += n
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

const hexDigits = "0123456789abcdef"

// special is the index of the first byte at or after i that json.Marshal
// may not copy as it is (a control byte, a quote, a backslash, a byte
// past ASCII and, with html, <, > or &), or len(s). Eight bytes at a
// time: such a byte sets its lane's high bit in t (a byte below 0x20
// wraps its lane's subtraction, as does a byte equal to one of the others
// after the xor); a borrow only comes from a lane that wrapped itself,
// so the lowest lane set is the first such byte.
func special(s string, i int, html bool) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8] // one bounds check, one load
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		t := x | (x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones)
		if html {
			t |= ((x ^ ones*'<') - ones) | ((x ^ ones*'>') - ones) | ((x ^ ones*'&') - ones)
		}
		if t &= highs; t != 0 {
			return i + bits.TrailingZeros64(t)/8
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < ' ' || c >= 0x80 || c == '"' || c == '\\' || html && (c == '<' || c == '>' || c == '&') {
			return i
		}
	}
	return i
}

// appendSetString appends s as sjson.SetBytes writes a string value: as
// it is when it holds no byte that needs escaping (a control byte, a
// quote, a backslash or any non-ASCII byte), else as json.Marshal writes
// it. Replacing sjson edits must not change a byte of what clients got.
func appendSetString(dst []byte, s string) []byte {
	if plain(s, false) {
		return append(append(append(dst, '"'), s...), '"')
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > 0x7f || c == '"' || c == '\\' {
			return appendQuote(dst, s)
		}
	}
	return append(append(append(dst, '"'), s...), '"')
}

// plain reports whether s is written as it is between quotes: no control
// byte, quote, backslash or non-ASCII byte (and, with html, no <, > or &).
func plain(s string, html bool) bool { return special(s, 0, html) == len(s) }

func quote(s string) string { return string(appendQuote(make([]byte, 0, len(s)+2), s)) }
