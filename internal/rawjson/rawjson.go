// Package rawjson holds the small JSON text helpers every layer uses: a
// marshal that cannot fail and keeps text byte for byte, and the JSON
// space trim gjson offsets need.
package rawjson

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tidwall/gjson"
)

// Marshal marshals values that cannot fail (strings, plain structs),
// without HTML escaping so text reaches the model and the client byte for
// byte.
func Marshal(v any) []byte {
	if s, ok := v.(string); ok {
		return AppendString(make([]byte, 0, len(s)+2), s)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("rawjson: marshal %T: %v", v, err))
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// TrimSpace drops the JSON space around a JSON text: gjson.Parse reports
// offsets from its first non-space byte.
func TrimSpace(b []byte) []byte {
	for len(b) > 0 && IsSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && IsSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

// IsSpace reports whether b is JSON white space.
func IsSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// ReadFirst reads the members of obj whose slot is non-nil in one pass
// rather than one scan per field; the first of a repeated key wins, as
// with gjson.Get.
func ReadFirst(obj gjson.Result, slot func(key string) *gjson.Result) {
	obj.ForEach(func(k, v gjson.Result) bool {
		if dst := slot(k.Str); dst != nil && !dst.Exists() {
			*dst = v
		}
		return true
	})
}
