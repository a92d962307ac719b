package chat

import (
	"testing"

	"github.com/tidwall/gjson"
)

func TestMoveAnnotations(t *testing.T) {
	for _, c := range []struct {
		name, in   string
		base, part int
		want       string
		wantOK     bool
	}{
		{"kept at base 0", `[{"type":"url_citation","url_citation":{"start_index":0,"end_index":5,"url":"u"}}]`, 0, 5,
			`[{"type":"url_citation","url_citation":{"start_index":0,"end_index":5,"url":"u"}}]`, true},
		{"moved", `[{"type":"url_citation","url_citation":{"start_index":1,"end_index":3}}]`, 10, 5,
			`[{"type":"url_citation","url_citation":{"start_index":11,"end_index":13}}]`, true},
		{"past the text dropped", `[{"type":"url_citation","url_citation":{"start_index":1,"end_index":6}},{"type":"url_citation","url_citation":{"start_index":0,"end_index":1}}]`, 0, 5,
			`[{"type":"url_citation","url_citation":{"start_index":0,"end_index":1}}]`, true},
		{"half a span dropped", `[{"type":"url_citation","url_citation":{"end_index":2}}]`, 0, 5, `[]`, true},
		{"not a number dropped", `[{"type":"url_citation","url_citation":{"start_index":"0","end_index":2}}]`, 0, 5, `[]`, true},
		{"top-level offsets", `[{"type":"x","start_index":0,"end_index":9}]`, 0, 5, `[]`, true},
		{"no offsets kept", `[{"type":"file","file":{"name":"a.txt"}}]`, 3, 5, `[{"type":"file","file":{"name":"a.txt"}}]`, true},
		{"not an object dropped", `["x",1,null]`, 0, 5, `[]`, true},
		{"not an array", `{"type":"url_citation"}`, 0, 5, ``, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := moveAnnotations(gjson.Parse(c.in), c.base, c.part)
			if ok != c.wantOK || string(got) != c.want {
				t.Errorf("moveAnnotations(%s, %d, %d) = %s, %v; want %s, %v", c.in, c.base, c.part, got, ok, c.want, c.wantOK)
			}
		})
	}
}

// FuzzMoveAnnotations: what moveAnnotations keeps is valid JSON, an array
// of at most as many annotations, each of whose offsets (its own and its
// object members') lies within [base, base+part].
func FuzzMoveAnnotations(f *testing.F) {
	f.Add(`[{"type":"url_citation","url_citation":{"start_index":0,"end_index":5,"title":"t","url":"u"}}]`, 3, 5)
	f.Add(`[{"type":"url_citation","start_index":1,"end_index":2,"url_citation":{"index":7}}]`, 0, 9)
	f.Add(`[{"a":{"start_index":1e2,"end_index":-1}},{"b":{"index":2}}]`, 1, 1)
	f.Fuzz(func(t *testing.T, raw string, base, part int) {
		if base < 0 || part < 0 || base > 1<<30 || part > 1<<30 || !gjson.Valid(raw) {
			return
		}
		in := gjson.Parse(raw)
		out, ok := moveAnnotations(in, base, part)
		if ok != in.IsArray() {
			t.Fatalf("%q: ok %v for an array %v", raw, ok, in.IsArray())
		}
		if !ok {
			return
		}
		if !gjson.ValidBytes(out) {
			t.Fatalf("%q → %q: not JSON", raw, out)
		}
		got := gjson.ParseBytes(out)
		if !got.IsArray() || len(got.Array()) > len(in.Array()) {
			t.Fatalf("%q → %q", raw, out)
		}
		check := func(o gjson.Result) {
			for _, k := range []string{"start_index", "end_index", "index"} {
				if v := o.Get(k); v.Exists() && (v.Type != gjson.Number || v.Int() < int64(base) || v.Int() > int64(base+part)) {
					t.Fatalf("%q (base %d, part %d) → %q: %s outside the round's text", raw, base, part, out, k)
				}
			}
		}
		for _, a := range got.Array() {
			if !a.IsObject() {
				t.Fatalf("%q → %q: kept a non-object", raw, out)
			}
			check(a)
			a.ForEach(func(_, v gjson.Result) bool {
				if v.IsObject() {
					check(v)
				}
				return true
			})
		}
	})
}
