package rawjson

import (
	"math/bits"
	"strconv"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// AppendString appends s as a JSON string, byte for byte what Marshal (an
// encoding/json encoder without HTML escaping) writes for it: the short
// escapes for \b \f \n \r \t, \u00XX for the other control bytes, \ufffd
// for each invalid UTF-8 byte, and U+2028 and U+2029 escaped.
func AppendString(dst []byte, s string) []byte { return appendQuoted(dst, s, false) }

// AppendStringHTML is AppendString that also escapes <, > and & as
// \u003c, \u003e and \u0026: byte for byte what json.Marshal writes.
func AppendStringHTML(dst []byte, s string) []byte { return appendQuoted(dst, s, true) }

// Plain reports whether s needs no escaping as a JSON string (with html,
// no <, > or & either): AppendString would only quote it.
func Plain(s string, html bool) bool { return special(s, 0, html) == len(s) }

// appendQuoted is AppendString, with html AppendStringHTML. Runs of bytes
// that need nothing are found eight bytes at a time (special) and copied
// whole.
func appendQuoted(dst []byte, s string, html bool) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; ; {
		i = special(s, i, html)
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
			default: // another control byte, or (html) <, > or &
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

// AppendKey appends ,"key": (the comma unless first) for a key that needs
// no escaping.
func AppendKey(dst []byte, key string, first bool) []byte {
	if !first {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, key...)
	return append(dst, '"', ':')
}

// AppendInt appends n in decimal, as encoding/json writes an int.
func AppendInt(dst []byte, n int64) []byte { return strconv.AppendInt(dst, n, 10) }
