package rawjson

import (
	"bytes"
	"unsafe"

	"github.com/tidwall/gjson"
)

// ParseView is gjson.ParseBytes without its copy of b: the result's Raw
// and Str alias b, so b must never be written afterwards. For request and
// reply bodies, read once and then only read: the copy was a second body
// per request for the collector.
func ParseView(b []byte) gjson.Result {
	if len(b) == 0 {
		return gjson.Result{}
	}
	return gjson.Parse(unsafe.String(unsafe.SliceData(b), len(b)))
}

// SpanKey is the key whose text (between its quotes, as written) is
// b[start:end], as gjson reads it: escapes decoded. Without a backslash it
// is a view of b, as ParseView's results are.
func SpanKey(b []byte, start, end int) string {
	raw := b[start:end]
	if bytes.IndexByte(raw, '\\') < 0 {
		return unsafe.String(unsafe.SliceData(raw), len(raw))
	}
	return ParseView(b[start-1 : end+1]).Str
}

// SpanValue is the value whose text is b[start:end], as ForEach over the
// object around it gives it: its parse (a view of b), Index its offset in b.
func SpanValue(b []byte, start, end int) gjson.Result {
	v := ParseView(b[start:end])
	v.Index = start
	return v
}
