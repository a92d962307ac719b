package rawjson

import (
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
