package responses

import (
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// appendQuote appends s as a JSON string, byte for byte what json.Marshal
// writes for it (HTML characters escaped too): what this package has
// always written, without Marshal's allocations.
func appendQuote(dst []byte, s string) []byte {
	if plain(s, true) {
		return append(append(append(dst, '"'), s...), '"')
	}
	start := len(dst)
	dst = rawjson.AppendString(dst, s)
	if !strings.ContainsAny(s, "<>&") {
		return dst
	}
	// AppendString writes <, > and & as they are and never inside an
	// escape (those are hex digits), so each one left is one to escape.
	seg := string(dst[start:])
	dst = dst[:start]
	for i := 0; i < len(seg); i++ {
		switch c := seg[i]; c {
		case '<':
			dst = append(dst, `\u003c`...)
		case '>':
			dst = append(dst, `\u003e`...)
		case '&':
			dst = append(dst, `\u0026`...)
		default:
			dst = append(dst, c)
		}
	}
	return dst
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
// Eight bytes at a time: a byte below 0x20 wraps its lane's subtraction
// to the high bit, as does a byte equal to one of the others after the
// xor; a borrow only comes from a lane that wrapped itself, so a word
// tests clear exactly when it has none of them (FuzzQuote holds the
// writers to json.Marshal and sjson).
func plain(s string, html bool) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		t := x | (x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones)
		if html {
			t |= ((x ^ ones*'<') - ones) | ((x ^ ones*'>') - ones) | ((x ^ ones*'&') - ones)
		}
		if t&highs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < ' ' || c >= 0x80 || c == '"' || c == '\\' || html && (c == '<' || c == '>' || c == '&') {
			return false
		}
	}
	return true
}

func quote(s string) string { return string(appendQuote(make([]byte, 0, len(s)+2), s)) }
