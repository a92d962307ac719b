package jsondup

import (
	"bytes"
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

// FuzzCheckNamesKnownStream holds CheckNamesKnown, fed a stream's events
// in turn with one Known (the keys of the last flat event kept in it:
// flatKeys), to CheckNames of each event alone: each line of input is an
// event, and each is fed again with the value of its last member
// replaced by value.
func FuzzCheckNamesKnownStream(f *testing.F) {
	delta := func(d string, seq int) string {
		return fmt.Sprintf(`{"type":"response.output_text.delta","content_index":0,"delta":%s,"item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":%d}`, d, seq)
	}
	f.Add([]byte(delta(`"a"`, 1)+"\n"+delta(`"b \u00e9"`, 2)+"\n"+delta(`"c"`, 3)+`,"delta":"d"}`+"\n"+`{"type":"x","response":{"a":1}}`+"\n"+delta(`"\"`, 4)), []byte(`7`))
	f.Add([]byte(`{"a":1,"b":2}`+"\n"+`{"a":1,"b":[]}`+"\n"+`{"a":1,"B":2}`+"\n"+`{"a":1,"b":2,"a":3}`), []byte(`{ }`))
	names := testNames()
	f.Fuzz(func(t *testing.T, input, value []byte) {
		var k Known
		for line := range bytes.Lines(input) {
			line = bytes.TrimRight(line, "\n")
			events := [][]byte{line}
			if i := bytes.LastIndexByte(line, ':'); i >= 0 {
				events = append(events, append(append(bytes.Clone(line[:i+1]), value...), '}'))
			}
			for _, ev := range events {
				var mk, mb Members
				rk := CheckNamesKnown(ev, "response", names, &mk, &k)
				rb := CheckNames(ev, "response", names, &mb)
				if fmt.Sprint(rk) != fmt.Sprint(rb) || fmt.Sprint(mk) != fmt.Sprint(mb) {
					t.Fatalf("%q: CheckNamesKnown %+v %v, CheckNames %+v %v", ev, rk, mk, rb, mb)
				}
			}
		}
	})
}
