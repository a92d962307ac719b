package responses

import (
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// appendQuote appends s as a JSON string, byte for byte what json.Marshal
// writes for it (HTML characters escaped too): what this package has
// always written, without Marshal's allocations.
func appendQuote(dst []byte, s string) []byte {
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
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > 0x7f || c == '"' || c == '\\' {
			return appendQuote(dst, s)
		}
	}
	return append(append(append(dst, '"'), s...), '"')
}

func quote(s string) string { return string(appendQuote(make([]byte, 0, len(s)+2), s)) }
