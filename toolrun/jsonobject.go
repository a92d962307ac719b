package toolrun

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// member is one name/value pair of a JSON object.
type member struct {
	name  string // decoded, as encoding/json decodes a map key
	value string // the value's JSON text as sent, without surrounding space
}

// objectMembers splits text, which json.Valid accepts, into the members of
// its top-level object, in order and with duplicates kept. It decodes
// nothing but member names. ok is false when text is not an object, or
// holds a number encoding/json cannot decode into a float64 (1e400):
// encoding/json then gives the verdict and its wording.
func objectMembers(text string) (members []member, ok bool) {
	i := skipSpace(text, 0)
	if byteAt(text, i) != '{' {
		return nil, false
	}
	i = skipSpace(text, i+1)
	if byteAt(text, i) == '}' {
		return nil, skipSpace(text, i+1) == len(text)
	}
	for {
		if byteAt(text, i) != '"' {
			return nil, false
		}
		end := rawjson.StringEnd(text, i)
		if end < 0 {
			return nil, false
		}
		name, ok := jsonString(text[i:end])
		if !ok {
			return nil, false
		}
		i = skipSpace(text, end)
		if byteAt(text, i) != ':' {
			return nil, false
		}
		i = skipSpace(text, i+1)
		end = valueEnd(text, i)
		if end < 0 {
			return nil, false
		}
		if members == nil {
			members = make([]member, 0, 4)
		}
		members = append(members, member{name: name, value: text[i:end]})
		i = skipSpace(text, end)
		switch byteAt(text, i) {
		case ',':
			i = skipSpace(text, i+1)
		case '}':
			return members, skipSpace(text, i+1) == len(text)
		default:
			return nil, false
		}
	}
}

// jsonString decodes v if it is a JSON string, exactly as encoding/json
// does (invalid UTF-8 and lone surrogates become U+FFFD). Plain strings,
// the common case, are returned without a copy.
func jsonString(v string) (string, bool) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", false
	}
	if inner := v[1 : len(v)-1]; plainString(inner) {
		return inner, true
	}
	var s string
	if err := json.Unmarshal([]byte(v), &s); err != nil {
		return "", false
	}
	return s, true
}

// plainString reports whether the contents of a JSON string decode to
// themselves: no escapes, quotes or control bytes, and valid UTF-8 (the
// test of encoding/json's unquote fast path).
func plainString(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' || c == '"' || c < ' ':
			return false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return ascii || utf8.ValidString(s)
}

// byteAt returns s[i], or 0 past the end.
func byteAt(s string, i int) byte {
	if i < 0 || i >= len(s) {
		return 0
	}
	return s[i]
}

// skipSpace returns the index of the first non-space byte at or after i,
// by JSON's definition of space.
func skipSpace(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// valueEnd returns the index just past the JSON value starting at s[i], or
// -1 when it is malformed or holds a number out of float64's range.
func valueEnd(s string, i int) int {
	switch byteAt(s, i) {
	case '"':
		return rawjson.StringEnd(s, i)
	case '{', '[':
		return containerEnd(s, i)
	case 't', 'n':
		return literalEnd(s, i, 4)
	case 'f':
		return literalEnd(s, i, 5)
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return numberEnd(s, i)
	}
	return -1
}

func literalEnd(s string, i, n int) int {
	if i+n > len(s) {
		return -1
	}
	return i + n
}

// containerEnd returns the index just past the object or array starting at
// s[i], checking every number inside it, or -1.
func containerEnd(s string, i int) int {
	depth := 0
	for j := i; j < len(s); {
		switch c := s[j]; c {
		case '"':
			j = rawjson.StringEnd(s, j)
			if j < 0 {
				return -1
			}
		case '{', '[':
			depth++
			j++
		case '}', ']':
			depth--
			j++
			if depth == 0 {
				return j
			}
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			j = numberEnd(s, j)
			if j < 0 {
				return -1
			}
		default:
			j++
		}
	}
	return -1
}

// numberEnd returns the index just past the number starting at s[i], or -1
// when strconv.ParseFloat (which encoding/json decodes numbers with)
// rejects it. Without an exponent only more than 308 digits can overflow.
func numberEnd(s string, i int) int {
	j := i
	hasExp := false
	for ; j < len(s); j++ {
		c := s[j]
		if c == 'e' || c == 'E' {
			hasExp = true
		} else if (c < '0' || c > '9') && c != '-' && c != '+' && c != '.' {
			break
		}
	}
	if hasExp || j-i > 308 {
		if _, err := strconv.ParseFloat(s[i:j], 64); err != nil {
			return -1
		}
	}
	return j
}

// numberIsIntegral reports whether the JSON number n (which numberEnd
// accepted) decodes to a float64 without a fractional part: what
// jsonschema-go calls an "integer", so 1.0 and 1e2 are integers.
func numberIsIntegral(n string) bool {
	if !strings.ContainsAny(n, ".eE") {
		return true
	}
	f, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return false
	}
	_, frac := math.Modf(f)
	return frac == 0
}
