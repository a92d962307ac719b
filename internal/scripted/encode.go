package scripted

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// member is one key/value pair of an ordered JSON object.
type member struct {
	key string
	val any
}

// object is a JSON object whose members keep their order on the wire. Real
// providers emit keys in a fixed order (OpenAI: id, object, created, …;
// Copilot: choices, created, id, …), and a faithful stand-in must too, which
// encoding/json's map sorting cannot do.
type object []member

// rawJSON is already-encoded JSON, emitted verbatim.
type rawJSON []byte

// fields holds the values a chunk could carry; a dialect's key list picks
// which appear and in what order.
type fields map[string]any

// ordered arranges f by keys, dropping keys f lacks and members keys does
// not name. Presence of null is explicit: store nil under the key.
func (f fields) ordered(keys []string) object {
	o := make(object, 0, len(keys))
	for _, k := range keys {
		if v, ok := f[k]; ok {
			o = append(o, member{k, v})
		}
	}
	return o
}

// appendJSON appends the JSON encoding of v. It supports exactly the value
// kinds this package builds; anything else is a programming error.
func appendJSON(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return appendString(b, v)
	case int:
		return strconv.AppendInt(b, int64(v), 10)
	case int64:
		return strconv.AppendInt(b, v, 10)
	case bool:
		return strconv.AppendBool(b, v)
	case rawJSON:
		return append(b, v...)
	case object:
		b = append(b, '{')
		for i, m := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, m.key)
			b = append(b, ':')
			b = appendJSON(b, m.val)
		}
		return append(b, '}')
	case []any:
		b = append(b, '[')
		for i, e := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSON(b, e)
		}
		return append(b, ']')
	default:
		panic(fmt.Sprintf("scripted: cannot encode %T", v))
	}
}

// appendString appends s as a JSON string the way OpenAI's servers write
// them: UTF-8 left as is (no \u escapes for non-ASCII or for <, >, &),
// control characters escaped, invalid UTF-8 replaced by U+FFFD.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			// Valid JSON, but they end lines in JavaScript clients.
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// escapedLen is the length of s inside a JSON string, without quotes.
func escapedLen(s string) int {
	return len(appendString(nil, s)) - 2
}
