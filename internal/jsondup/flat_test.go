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

// flatKeysOf is the flatKeys of a, when checkFlat takes it.
func flatKeysOf(a []byte, in string) (*flatKeys, bool) {
	var fk flatKeys
	top, ok := checkFlat(a, in, nil)
	if ok {
		fk.note(a, in, top)
	}
	return &fk, ok
}

// FuzzCheckFlatKeys holds flatKeys.check, with the keys of an event
// checkFlat took (a), to the full scan of the event after it (b), as
// FuzzCheckFlat holds checkFlat: whatever it takes, the full scan finds
// valid, with nothing repeated, no case variant, no member of in, and the
// same members.
func FuzzCheckFlatKeys(f *testing.F) {
	delta := `{"type":"response.output_text.delta","content_index":0,"delta":"The","item_id":"msg_1","logprobs":[],"obfuscation":"R1wnpIhjSJIC","output_index":0,"sequence_number":4}`
	for _, b := range []string{
		`{"type":"response.output_text.delta","content_index":0,"delta":" build \u00e9\"","item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":5}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":"a","item_id":"msg_1","logprobs":{},"obfuscation":"x","output_index":0,"sequence_number":5,"delta":"b"}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":{"a":1},"item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":5}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":"a","item_id":"msg_1","logprobs":[ ],"obfuscation":"x","output_index":0,"sequence_number":5}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":"a","item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":5} `,
		`{"type":"response.output_text.delta","content_index":0,"delta":"a","item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":-0.5e+1}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":"a","item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":tru}`,
		`{"type":"response.output_text.delta","content_index":0,"delta":"\x01","item_id":"msg_1","logprobs":[],"obfuscation":"x","output_index":0,"sequence_number":5}`,
		`{"type":"x","content_index":0}`,
	} {
		f.Add([]byte(delta), []byte(b))
	}
	f.Add([]byte(`{"a":1}`), []byte(`{"a":"\u0000"}`))
	names := testNames()
	f.Fuzz(func(t *testing.T, a, b []byte) {
		fk, ok := flatKeysOf(a, "response")
		if !ok {
			return
		}
		top, ok := fk.check(b, "response", nil)
		if !ok {
			return
		}
		var m Members
		r := checkNames(b, "response", names, &m)
		if !r.Valid || r.Repeated || r.Case || m.Has || len(m.In) != 0 || fmt.Sprint(m.Top) != fmt.Sprint(top) {
			t.Fatalf("%q after %q: flatKeys took it (%v), full scan %+v %+v", b, a, top, r, m)
		}
	})
}

// TestCheckFlatKeys: a delta event after another is taken by its keys;
// anything else is left to checkFlat.
func TestCheckFlatKeys(t *testing.T) {
	a := `{"type":"response.output_text.delta","content_index":0,"delta":"The","item_id":"msg_1","logprobs":[],"obfuscation":"R1wnpIhjSJIC","output_index":0,"sequence_number":4}`
	fk, ok := flatKeysOf([]byte(a), "response")
	if !ok {
		t.Fatal("checkFlat left the delta event")
	}
	for _, tc := range []struct {
		name, b, in string
		want        bool
	}{
		{"next delta", `{"type":"response.output_text.delta","content_index":0,"delta":" build","item_id":"msg_1","logprobs":[],"obfuscation":"fIiBktoK1","output_index":0,"sequence_number":15}`, "response", true},
		{"other in", `{"type":"response.output_text.delta","content_index":0,"delta":" build","item_id":"msg_1","logprobs":[],"obfuscation":"fIiBktoK1","output_index":0,"sequence_number":15}`, "delta", false},
		{"member after", `{"type":"x","content_index":0,"delta":"b","item_id":"m","logprobs":[],"obfuscation":"o","output_index":0,"sequence_number":5,"delta":"c"}`, "response", false},
		{"member short", `{"type":"x","content_index":0,"delta":"b","item_id":"m","logprobs":[],"obfuscation":"o","output_index":0}`, "response", false},
		{"other key", `{"type":"x","content_index":0,"Delta":"b","item_id":"m","logprobs":[],"obfuscation":"o","output_index":0,"sequence_number":5}`, "response", false},
		{"space", `{"type":"x","content_index":0, "delta":"b","item_id":"m","logprobs":[],"obfuscation":"o","output_index":0,"sequence_number":5}`, "response", false},
		{"nested", `{"type":"x","content_index":0,"delta":["b"],"item_id":"m","logprobs":[],"obfuscation":"o","output_index":0,"sequence_number":5}`, "response", false},
		{"bad string", "{\"type\":\"x\",\"content_index\":0,\"delta\":\"b\x00\",\"item_id\":\"m\",\"logprobs\":[],\"obfuscation\":\"o\",\"output_index\":0,\"sequence_number\":5}", "response", false},
		{"trailing", `{"type":"x","content_index":0,"delta":"b","item_id":"m","logprobs":[],"obfuscation":"o","output_index":0,"sequence_number":5}}`, "response", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got := fk.check([]byte(tc.b), tc.in, nil); got != tc.want {
				t.Fatalf("took %v, want %v", got, tc.want)
			}
		})
	}
}
