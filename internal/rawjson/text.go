package rawjson

import (
	"strings"

	"github.com/tidwall/gjson"
)

// TextOrNull: v is absent, null or a string, the shapes of a chat
// message's (or delta's) content and refusal that the proxy reads as text.
// Anything else (an array of parts) a client may show while the proxy
// would read no text of it.
func TextOrNull(v gjson.Result) bool { return v.Type == gjson.String || v.Type == gjson.Null }

// StringEnd is the index after the closing quote of the JSON string whose
// opening quote is at s[i], or -1 when it is not closed: a quote counts
// as closing when an even number of backslashes stands before it.
func StringEnd(s string, i int) int {
	for j := i + 1; ; {
		q := strings.IndexByte(s[j:], '"')
		if q < 0 {
			return -1
		}
		j += q
		bs := 0
		for k := j - 1; k > i && s[k] == '\\'; k-- {
			bs++
		}
		j++
		if bs%2 == 0 {
			return j
		}
	}
}
