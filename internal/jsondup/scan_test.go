package jsondup

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// FuzzCheck holds Check to what it replaces: gjson.ValidBytes for
// validity, Find for the repeat (on valid input), and gjson's ForEach for
// the top-level members.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		`{"a":1,"b":[1,2,{"c":"d"}],"e":{"f":null}}`, `{"a":1,"a":2}`, `{"a":{"b":1,"b\u0000":2,"\u0062":3}}`,
		` [1, 2 , 3e-5, -0.5, true, false, null] `, `{"a":1,}`, `[1,]`, `{"a" 1}`, `"\u12"`, `01`, `-`, `{}`, `[]`, ``, ` `,
		`{"k":"x\ty"}`, `{"a":[{"x":1,"x":2}],"a":3}`, `{"b":{"c":1},"a":{"x":[1,{"y":2}],"z":{},"w":"s"},"c":{"d":2}}`, `{"\u0061":{"x":1}}`, `{"a":{}}`, `{` + strings.Repeat(`"k":1,`, 3) + `"z":{}}`,
		`{"a0":0,"a1":1,"a2":2,"a3":3,"a4":4,"a5":5,"a6":6,"a7":7,"a8":8,"a9":9,"b0":0,"b1":1,"b2":2,"b3":3,"b4":4,"b5":5,"b6":6,"a0":7}`,
	} {
		f.Add([]byte(s))
	}
	// past smallObject keys: sorted when the object closes
	var big strings.Builder
	for i := range smallObject + 6 {
		fmt.Fprintf(&big, `"k%d":%d,`, i, i)
	}
	f.Add([]byte(`{` + big.String() + `"k\u0033":0}`))
	f.Add([]byte(`{"a":{` + big.String() + `"z":0},"b":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		spans, d, found, valid := Check(data, nil)
		if want := gjson.ValidBytes(data); valid != want {
			t.Fatalf("%q: valid %v, gjson %v", data, valid, want)
		}
		if _, _, vvalid := Validate(data); vvalid != valid {
			t.Fatalf("%q: Validate says valid %v, Check %v", data, vvalid, valid)
		}
		if !valid {
			return
		}
		wd, wfound := Find(data)
		if found != wfound || d != wd {
			t.Fatalf("%q: found %v %+v, Find %v %+v", data, found, d, wfound, wd)
		}
		if vd, vfound, vvalid := Validate(data); vd != d || vfound != found || !vvalid {
			t.Fatalf("%q: Validate %v %v %+v, Check %v %+v", data, vvalid, vfound, vd, found, d)
		}
		var want []Span
		root := gjson.ParseBytes(data)
		if root.IsObject() {
			// gjson's offsets count from data's first byte, space included
			root.ForEach(func(k, v gjson.Result) bool {
				want = append(want, Span{k.Index + 1, k.Index + len(k.Raw) - 1, v.Index, v.Index + len(v.Raw)})
				return true
			})
		}
		if len(spans) != len(want) {
			t.Fatalf("%q: spans %v, gjson %v", data, spans, want)
		}
		// CheckIn: the same top-level members, and those of the object
		// under the first member written "a" (a repeat makes it moot)
		var m Members
		if id, ifound, ivalid := CheckIn(data, "a", &m); id != d || ifound != found || !ivalid || fmt.Sprint(m.Top) != fmt.Sprint(spans) {
			t.Fatalf("%q: CheckIn %v %v %+v %v, Check %v %+v %v", data, ivalid, ifound, id, m.Top, found, d, spans)
		}
		if !found && root.IsObject() {
			var in []Span
			has := false
			root.ForEach(func(k, v gjson.Result) bool {
				if k.Raw != `"a"` {
					return true
				}
				if has = v.IsObject(); has {
					v.ForEach(func(k2, v2 gjson.Result) bool {
						in = append(in, Span{k2.Index + 1, k2.Index + len(k2.Raw) - 1, v2.Index, v2.Index + len(v2.Raw)}) // gjson counts from data's first byte here too
						return true
					})
				}
				return false
			})
			if m.Has != has || fmt.Sprint(m.In) != fmt.Sprint(in) {
				t.Fatalf("%q: CheckIn's members of a %v %v, gjson %v %v", data, m.Has, m.In, has, in)
			}
		}
		for i := range want {
			if spans[i] != want[i] {
				t.Fatalf("%q: spans %v, gjson %v", data, spans, want)
			}
		}
	})
}

// TestValidateEveryByte puts each byte value at each lane of a string long
// enough for the eight-byte skip, with neighbours that wrap or carry:
// Validate must say what gjson.ValidBytes says.
func TestValidateEveryByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 40; at++ {
			for _, next := range []byte{'a', 0x1f, ' ', 0x80, 0xff, '"'} {
				s := []byte(strings.Repeat("a", 40))
				s[at] = byte(c)
				if at+1 < len(s) {
					s[at+1] = next
				}
				body := append(append([]byte(`{"k":"`), s...), `"}`...)
				if _, _, got := Validate(body); got != gjson.ValidBytes(body) {
					t.Fatalf("%q: Validate %v, gjson %v", body, got, !got)
				}
			}
		}
	}
}

// FuzzCheckOld holds validString's IndexByte path to the byte loop it
// falls back on (validStringSlow, the loop validString was before)
// wherever a string may start in any input, so an early "valid" from the
// fast path cannot hide behind a document that fails later for another
// reason.
func FuzzCheckOld(f *testing.F) {
	for _, s := range []string{
		`{"a":1,"b":[1,2,{"c":"d"}],"e":{"f":null}}`, `{"a":1,"a":2}`, `{"a":{"b":1,"b\u0000":2,"\u0062":3}}`,
		`{"k":"x\ty"}`, `{"k":"0123456789abcdef\u00e9\n"}`, `"0123456789abcdef0123456789abcdef\u001f"`,
		"\"0123456789abcdef0123456789\x1fabcdef\"", "\"\xff\xfe0123456789abcdef0123456789\\\"\"", `"abc\`, `"abc`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for i := 0; i <= len(data); i++ {
			end, ok := validString(data, i)
			oend, ook := validStringSlow(data, i)
			if ok != ook || ok && end != oend {
				t.Fatalf("%q at %d: validString %d %v, old %d %v", data, i, end, ok, oend, ook)
			}
		}
	})
}
