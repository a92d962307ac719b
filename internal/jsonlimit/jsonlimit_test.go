package jsonlimit

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestWithin(t *testing.T) {
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	cases := []struct {
		name string
		in   string
		max  int
		want bool
	}{
		{"flat object", `{"a":1,"b":[1,2,3]}`, 2, true},
		{"exactly max", deep(5), 5, true},
		{"one over max", deep(6), 5, false},
		{"mixed brackets", `{"a":[{"b":[{}]}]}`, 4, false},
		{"mixed brackets within", `{"a":[{"b":[{}]}]}`, 5, true},
		{"brackets inside strings do not count", `{"a":"` + strings.Repeat("[{", 50) + `"}`, 2, true},
		{"escaped quote keeps the string open", `{"a":"\"` + strings.Repeat("[", 50) + `"}`, 2, true},
		{"escaped backslash closes it", `["\\",` + deep(10) + `]`, 5, false},
		{"unterminated string", `["` + strings.Repeat("[", 50), 2, true},
		{"siblings do not add up", strings.Repeat(`[[1]],`, 200), 2, true},
		{"only openers, few", strings.Repeat("[", 100), 100, true},
		{"only openers, many", strings.Repeat("[", 8<<20), MaxDepth, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Within([]byte(tc.in), tc.max); got != tc.want {
				t.Fatalf("Within(%.40q…, %d) = %v, want %v", tc.in, tc.max, got, tc.want)
			}
		})
	}
}

// depthOf is the nesting of a decoded JSON value: the reference Within is
// held to on valid JSON.
func depthOf(v any) int {
	d := 0
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			d = max(d, depthOf(e))
		}
		return d + 1
	case map[string]any:
		for _, e := range x {
			d = max(d, depthOf(e))
		}
		return d + 1
	}
	return 0
}

func FuzzWithin(f *testing.F) {
	for _, s := range []string{`{"a":[{"b":"[["}]}`, `[[["\\"]]]`, `{"k\"[":[[]]}`, `"x"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var v any
		if json.Unmarshal(b, &v) != nil {
			Within(b, 3) // must not panic on anything
			return
		}
		d := depthOf(v)
		for _, limit := range []int{0, 1, 2, 3, d - 1, d, d + 1} {
			if limit < 0 {
				continue
			}
			if got, want := Within(b, limit), d <= limit; got != want {
				t.Fatalf("Within(%q, %d) = %v, depth is %d", b, limit, got, d)
			}
		}
	})
}
