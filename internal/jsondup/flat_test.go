package jsondup

import (
	"fmt"
	"testing"
)

// FuzzCheckFlat holds checkFlat to the full scan: whatever it takes, the
// full scan reports valid, nothing repeated and no case variant, with the
// same members and no member of in; and it takes the usual delta event.
func FuzzCheckFlat(f *testing.F) {
	for _, s := range []string{
		`{"type":"response.output_text.delta","content_index":0,"delta":"The","item_id":"msg_1","logprobs":[],"obfuscation":"R1wnpIhjSJIC","output_index":0,"sequence_number":4}`,
		`{"type":"x","delta":"d","delta":"e","sequence_number":1}`, `{"type":"x","Delta":"d","sequence_number":1}`,
		`{"type":"x","d\u0065lta":"d","sequence_number":1}`, `{"type":"x","response":{},"sequence_number":1}`,
		`{"type":"x","item":{},"a":[],"b":true,"c":false,"d":null,"e":-1.5e3}`, `{"type":"x","item":{"a":1},"sequence_number":1}`,
		`{"type":"x","a":[ ],"sequence_number":1}`, `{"type":"x","a":1,"sequence_number":1} `, `{"type":"x","a":01,"sequence_number":1}`,
		`{"type":"x","a":"\u00e9\n","sequence_number":1}`, `{"type":"x","a":"`, `{"type":"x","a":tru,"sequence_number":1}`,
		`{"type":"x","a":1,"sequence_number":1}}`, `{"type":"x","a":1,"sequence_number":1,}`, `{"ſtatus":1,"sequence_number":1}`,
	} {
		f.Add([]byte(s))
	}
	names := testNames()
	f.Fuzz(func(t *testing.T, data []byte) {
		top, ok := checkFlat(data, "response", nil)
		if !ok {
			return
		}
		var m Members
		r := checkNames(data, "response", names, &m)
		if !r.Valid || r.Repeated || r.Case || m.Has || len(m.In) != 0 || fmt.Sprint(m.Top) != fmt.Sprint(top) {
			t.Fatalf("%q: checkFlat took it (%v), full scan %+v %+v", data, top, r, m)
		}
	})
}

// TestCheckFlatTakes: the events checkFlat is for are taken, and what it
// leaves is left.
func TestCheckFlatTakes(t *testing.T) {
	cases := []struct {
		name, data string
		want       bool
	}{
		{"delta", `{"type":"response.output_text.delta","content_index":0,"delta":" build","item_id":"msg_1","logprobs":[],"obfuscation":"fIiBktoK1","output_index":0,"sequence_number":5}`, true},
		{"empty containers and literals", `{"type":"x","item":{},"a":[],"b":true,"c":false,"d":-1.5e3,"sequence_number":null}`, true},
		{"repeat", `{"type":"x","delta":"d","delta":"e","sequence_number":1}`, false},
		{"case variant", `{"type":"x","Delta":"d","sequence_number":1}`, false},
		{"escaped key", `{"type":"x","d\u0065lta":"d","sequence_number":1}`, false},
		{"member of in", `{"type":"x","response":{},"sequence_number":1}`, false},
		{"nested", `{"type":"x","item":{"a":1},"sequence_number":1}`, false},
		{"space", `{"type":"x", "a":1,"sequence_number":1}`, false},
		{"not JSON", `{"type":"x","a":1,"sequence_number":1,}`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, ok := checkFlat([]byte(tc.data), "response", nil); ok != tc.want {
				t.Errorf("taken %v, want %v", ok, tc.want)
			}
		})
	}
}
