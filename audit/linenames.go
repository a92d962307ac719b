package audit

import (
	"reflect"
	"strings"

	"github.com/tidwall/gjson"
)

// callNames and keyNames are the members the Writer puts in a call line
// (Entry) and a key line (KeyEntry): a member outside them (a "result"
// or "arguments" added by hand) is something a reader of the trail would
// show and no check covers.
var (
	callNames = jsonNames(reflect.TypeFor[Entry](), nil)
	keyNames  = jsonNames(reflect.TypeFor[KeyEntry](), nil)
)

// jsonNames adds the member names encoding/json writes for struct t,
// embedded structs included, to m.
func jsonNames(t reflect.Type, m map[string]bool) map[string]bool {
	if m == nil {
		m = make(map[string]bool)
	}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		switch {
		case name == "-":
		case f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct:
			jsonNames(f.Type, m)
		case !f.IsExported():
		case name == "":
			m[f.Name] = true
		default:
			m[name] = true
		}
	}
	return m
}

// unknownMember is the first top-level member of line (a valid object)
// whose name is not in names, or "".
func unknownMember(line []byte, names map[string]bool) string {
	var bad string
	gjson.ParseBytes(line).ForEach(func(k, _ gjson.Result) bool {
		if !names[decodeName(k)] {
			bad = decodeName(k)
		}
		return bad == ""
	})
	return bad
}
