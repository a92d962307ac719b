package responses

import (
	"strings"

	"github.com/tidwall/gjson"
)

// parseValue is gjson.Parse(val) for val, one whole JSON value of a
// document checked valid (a member's value as jsondup or eachMember
// found it, no space around it). The values the rewriter reads on every
// event (an event's type, delta and indexes, a response's id and status)
// are short strings without escapes, small whole numbers and containers:
// those are built here directly rather than scanned again (gjson's number
// goes through strconv.ParseFloat); anything else is gjson's.
// FuzzParseValue holds it to gjson.Parse.
func parseValue(val string) gjson.Result {
	if val == "" {
		return gjson.Parse(val)
	}
	switch c := val[0]; {
	case c == '{' || c == '[':
		return gjson.Result{Type: gjson.JSON, Raw: val}
	case c == '"':
		if len(val) >= 2 && strings.IndexByte(val[1:], '\\') < 0 && strings.IndexByte(val[1:], '"') == len(val)-2 {
			return gjson.Result{Type: gjson.String, Raw: val, Str: val[1 : len(val)-1]}
		}
	case '0' <= c && c <= '9' && len(val) <= 15:
		// up to 15 digits: the integer is exactly a float64, as
		// ParseFloat reads it
		n := 0
		for i := 0; i < len(val); i++ {
			d := val[i]
			if d < '0' || d > '9' {
				return gjson.Parse(val)
			}
			n = n*10 + int(d-'0')
		}
		return gjson.Result{Type: gjson.Number, Raw: val, Num: float64(n)}
	}
	return gjson.Parse(val)
}
