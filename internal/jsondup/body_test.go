package jsondup

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// checkBodyRef is what CheckBody fuses: the four checks in a row, each a
// pass of its own over the body.
func checkBodyRef(data []byte, maxDepth int) (Problem, Duplicate) {
	if !utf8.Valid(data) {
		return NotUTF8, Duplicate{}
	}
	if !jsonlimit.Within(data, maxDepth) {
		return TooDeep, Duplicate{}
	}
	if !gjson.ValidBytes(data) {
		return NotJSON, Duplicate{}
	}
	if d, found := Find(data); found {
		return Repeated, d
	}
	return OK, Duplicate{}
}

var checkBodySeeds = []string{
	`{"model":"m","messages":[{"role":"user","content":"héllo wörld ✓ 😀"}]}`,
	`{"a":1,"a":2}`, `{"a":"\xff"}`, `{"a":"\xc3"}`, "\xff{", `{"a":1}` + "\xff", `{"a":[[[1]]]}`, `[[[[]]]]`,
	`{"a":"x\u0000y"}`, `{"a":"\ud800"}`, `{"é":1,"\u00e9":2}`, `{"a":1,}`, `[1,]`, `{"a" 1}`, `01`, `-`, ``, ` `,
	`{"a":"` + "\xed\xa0\x80" + `"}`, `{"a":"` + "\xef\xbf\xbd" + `"}`, `[[[[` + "\xff", `[[[[1,2`, `{"k":"x` + "\x01" + `"}`,
	`{"a":"` + strings.Repeat("ü", 20) + `\"` + strings.Repeat("[", 9) + `"}`, `{"a":[1,{"b":2,"b":3}],"c":"` + "\xe2\x82" + `"}`,
	`"` + strings.Repeat("abcdefgh", 4) + "\xf0\x9f\x98\x80" + strings.Repeat("abcdefgh", 4) + `"`,
}

// FuzzCheckBody holds CheckBody to the four checks it replaces: the same
// problem, and for a repeat the same key and path, on every input and at
// every depth limit.
func FuzzCheckBody(f *testing.F) {
	for _, s := range checkBodySeeds {
		for _, max := range []int{0, 1, 3, 512} {
			f.Add([]byte(s), max)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, max int) {
		if max > 1<<10 || max < -1 {
			max %= 1 << 10
		}
		p, d := CheckBody(data, max)
		wp, wd := checkBodyRef(data, max)
		if p != wp || d != wd {
			t.Fatalf("%q (max %d): CheckBody %v %+v, the four checks %v %+v", data, max, p, d, wp, wd)
		}
		tp, td, spans := CheckBodyTop(data, max, nil)
		if tp != p || td != d {
			t.Fatalf("%q (max %d): CheckBodyTop %v %+v, CheckBody %v %+v", data, max, tp, td, p, d)
		}
		if p != OK {
			if len(spans) != 0 {
				t.Fatalf("%q (max %d): %v with spans %v", data, max, p, spans)
			}
			return
		}
		if want, _, _, _ := Check(data, nil); !slices.Equal(spans, want) {
			t.Fatalf("%q: CheckBodyTop spans %v, Check %v", data, spans, want)
		}
		for _, in := range []string{"messages", "a"} {
			var m Members
			if ip, id := CheckBodyIn(data, max, in, &m); ip != p || id != d || !slices.Equal(m.Top, spans) {
				t.Fatalf("%q (max %d, in %q): CheckBodyIn %v %+v %v, CheckBodyTop %v %+v %v", data, max, in, ip, id, m.Top, p, d, spans)
			}
			has, elems := arrayElems(data, spans, in)
			if m.Has != has || !slices.Equal(m.In, elems) {
				t.Fatalf("%q (in %q): CheckBodyIn elements %v %v, gjson %v %v", data, in, m.Has, m.In, has, elems)
			}
		}
	})
}

// TestCheckBody: each problem, and the order they are reported in when a
// body has several (the first of the four checks to fail wins).
func TestCheckBody(t *testing.T) {
	deep := strings.Repeat("[", 6) + strings.Repeat("]", 6)
	cases := []struct {
		name, in string
		want     Problem
		key      string
	}{
		{"fine", `{"model":"m","messages":[{"role":"user","content":"héllo ✓"}]}`, OK, ""},
		{"repeat", `{"model":"m","model":"n"}`, Repeated, "model"},
		{"bad UTF-8 in a string", `{"model":"` + "\xff" + `"}`, NotUTF8, ""},
		{"bad UTF-8 after a JSON error", `{"model" 1, "x":"` + "\xff" + `"}`, NotUTF8, ""},
		{"bad UTF-8 beats depth", deep + "\xff", NotUTF8, ""},
		{"bad UTF-8 beats a repeat", `{"a":1,"a":"` + "\xc3" + `"}`, NotUTF8, ""},
		{"too deep", deep, TooDeep, ""},
		{"too deep after a JSON error", `[1,,` + deep + `]`, TooDeep, ""},
		{"depth beats a repeat", `{"a":1,"a":` + deep + `}`, TooDeep, ""},
		{"not JSON", `{"a":1,}`, NotJSON, ""},
		{"not JSON beats a repeat", `{"a":1,"a":2,}`, NotJSON, ""},
		{"surrogate escape is JSON", `{"a":"\ud800"}`, OK, ""},
		{"encoded surrogate is no UTF-8", `{"a":"` + "\xed\xa0\x80" + `"}`, NotUTF8, ""},
	}
	for _, tc := range cases {
		p, d := CheckBody([]byte(tc.in), 5)
		if wp, wd := checkBodyRef([]byte(tc.in), 5); p != wp || d != wd {
			t.Errorf("%s: CheckBody %v %+v, the four checks %v %+v", tc.name, p, d, wp, wd)
		}
		if p != tc.want || d.Key != tc.key {
			t.Errorf("%s: %v %q, want %v %q", tc.name, p, d.Key, tc.want, tc.key)
		}
	}
}

// BenchmarkCheckBody against BenchmarkCheckBodyRef: the one pass against
// the four it replaces, on a request of the size the proxy benchmark sends.
func BenchmarkCheckBody(b *testing.B) {
	b.SetBytes(int64(len(benchBody)))
	b.ReportAllocs()
	for b.Loop() {
		if p, _ := CheckBody(benchBody, jsonlimit.MaxDepth); p != OK {
			b.Fatal(p)
		}
	}
}

func BenchmarkCheckBodyRef(b *testing.B) {
	b.SetBytes(int64(len(benchBody)))
	b.ReportAllocs()
	for b.Loop() {
		if p, _ := checkBodyRef(benchBody, jsonlimit.MaxDepth); p != OK {
			b.Fatal(p)
		}
	}
}

// TestCheckBodyEveryByte puts each byte value at each offset of a string
// long enough for the eight-byte skip, so no lane of the word test can
// miss a byte that the four checks see (a control byte, a quote, a
// backslash, a byte past ASCII), with and without a neighbour that wraps.
func TestCheckBodyEveryByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 40; at++ {
			for _, next := range []byte{'a', 0x1f, ' ', 0x80} {
				s := []byte(strings.Repeat("a", 40))
				s[at] = byte(c)
				if at+1 < len(s) {
					s[at+1] = next
				}
				body := append(append([]byte(`{"k":"`), s...), `"}`...)
				p, d := CheckBody(body, 4)
				if wp, wd := checkBodyRef(body, 4); p != wp || d != wd {
					t.Fatalf("%q: CheckBody %v, the four checks %v", body, p, wp)
				}
			}
		}
	}
}

// arrayElems is what CheckBodyIn collects, read with gjson: the elements
// of the array that is the value of the last top-level member whose key is
// written exactly in (one passing body has at most one), by offset.
func arrayElems(data []byte, top []Span, in string) (has bool, elems []Span) {
	for _, sp := range top {
		if string(data[sp.KeyStart:sp.KeyEnd]) != in {
			continue
		}
		v := gjson.ParseBytes(data[sp.ValueStart:sp.ValueEnd])
		has, elems = v.IsArray(), nil
		if !has {
			continue
		}
		v.ForEach(func(_, e gjson.Result) bool {
			start := sp.ValueStart + e.Index
			elems = append(elems, Span{ValueStart: start, ValueEnd: start + len(e.Raw)})
			return true
		})
	}
	return has, elems
}
