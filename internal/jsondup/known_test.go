package jsondup

import (
	"fmt"
	"testing"
)

// FuzzCheckNamesKnown holds CheckNamesKnown to CheckNames: with what a
// first input left remembered, a second is reported and indexed exactly
// as CheckNames reports and indexes it.
func FuzzCheckNamesKnown(f *testing.F) {
	resp := `{"id":"r1","status":"in_progress","output":[],"tools":[{"a":1}],"metadata":{}}`
	for _, s := range [][2]string{
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"response.in_progress","response":` + resp + `,"sequence_number":1}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"x","response":` + resp + `,"response":` + resp + `}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"x","response":` + resp + `1}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"x","Type":1,"response":` + resp + `}`},
		{`{"type":"response.created","response":{"a":1,"a":2}}`, `{"type":"x","response":{"a":1,"a":2}}`},
		{`{"response":{"Status":1}}`, `{"response":{"Status":1}}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"response.completed","response":{"id":"r1","status":"completed","output":[{"type":"message","content":[{"type":"output_text","text":"hi","Text":"x"}]}],"tools":[{"a":1}],"metadata":{}},"sequence_number":9}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"response.completed","response":{"metadata":{},"tools":[{"a":1}],"id":"r1","id":"r2","output":[]}}`},
		{`{"type":"response.created","response":` + resp + `,"sequence_number":0}`, `{"type":"response.completed","response":{"tools":[{"a":1}]1,"id":"r1"}}`},
		{`{"type":"response.created","response":{"output":[{"type":"message"}],"text":"a"}}`, `{"type":"x","response":{"output":[{"type":"message"}],"Text":"a","output":[{"type":"message"}]}}`},
		{`{"response":{}}`, `{"response":{},"x":[{"response":{}}]}`},
	} {
		f.Add([]byte(s[0]), []byte(s[1]))
	}
	names := testNames()
	f.Fuzz(func(t *testing.T, a, b []byte) {
		var ma, mk, mb Members
		k, ok := Remember(a, "response", names, &ma, CheckNames(a, "response", names, &ma))
		if !ok {
			return
		}
		rk := CheckNamesKnown(b, "response", names, &mk, &k)
		rb := CheckNames(b, "response", names, &mb)
		if fmt.Sprint(rk) != fmt.Sprint(rb) || fmt.Sprint(mk) != fmt.Sprint(mb) {
			t.Fatalf("after %q, %q: CheckNamesKnown %+v %v, CheckNames %+v %v", a, b, rk, mk, rb, mb)
		}
	})
}

// TestRemember: only a clean report's object value is kept.
func TestRemember(t *testing.T) {
	cases := []struct {
		name, data string
		want       bool
	}{
		{"object", `{"type":"x","response":{"status":"ok"}}`, true},
		{"repeat inside", `{"type":"x","response":{"status":1,"status":2}}`, false},
		{"case variant inside", `{"type":"x","response":{"Status":1}}`, false},
		{"not an object", `{"type":"x","response":[1]}`, false},
		{"none", `{"type":"x"}`, false},
	}
	names := testNames()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var m Members
			r := CheckNames([]byte(tc.data), "response", names, &m)
			if _, ok := Remember([]byte(tc.data), "response", names, &m, r); ok != tc.want {
				t.Errorf("kept %v, want %v", ok, tc.want)
			}
		})
	}
}
