package rawjson

import (
	"encoding/binary"
	"strconv"
	"unicode/utf8"
	"unsafe"
)

const hexDigits = "0123456789abcdef"

// AppendString appends s as a JSON string, byte for byte what Marshal (an
// encoding/json encoder without HTML escaping) writes for it: the short
// escapes for \b \f \n \r \t, \u00XX for the other control bytes, \ufffd
// for each invalid UTF-8 byte, and U+2028 and U+2029 escaped.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	w := unsafe.Slice(unsafe.StringData(s), len(s)) // read only: one load per word
	for i := 0; i < len(s); {
		// Eight bytes at a time past the common run of bytes that need
		// nothing (printable ASCII but " and \): a word holding any other
		// byte may be flagged (never missed) and goes byte by byte.
		for i+8 <= len(w) {
			const ones, highs = 0x0101010101010101, 0x8080808080808080
			x := binary.LittleEndian.Uint64(w[i:])
			if (x|(x-ones*0x20)|((x^ones*'"')-ones)|((x^ones*'\\')-ones))&highs != 0 {
				break
			}
			i += 8
		}
		if i >= len(s) {
			break
		}
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
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
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
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
