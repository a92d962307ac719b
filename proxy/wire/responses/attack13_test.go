package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestAttack13ErrorScrubLinear: the scrub of an upstream error's members
// walked them by gjson's ForEach, which scans a whole child to find its
// end before the walk goes into it, so every byte was read once per level
// of nesting: an error event of 8 MB nested 500 deep cost a second of CPU
// (23× the same bytes nested once), and an upstream could send such
// events one after another. It is one pass now; the twins: the leaves it
// finds, their message-likeness and their bounds are those of the walk.
func TestAttack13ErrorScrubLinear(t *testing.T) {
	payload := strings.TrimSuffix(strings.Repeat(`"`+strings.Repeat("x", 64)+`",`, (4<<20)/66), ",")
	event := func(depth int) []byte {
		return []byte(`{"type":"error","error":` + strings.Repeat("[", depth) + payload + strings.Repeat("]", depth) + `}`)
	}
	never := func(s string) bool { return strings.Contains(s, "zzz") }
	shallow, deep := event(1), event(500)
	cost := func(ev []byte) float64 {
		best := 0.0
		for range 3 {
			d := cputime.Of(func() { withoutRevealing(ev, "error", never) }).Seconds()
			if best == 0 || d < best {
				best = d
			}
		}
		return best
	}
	a, b := cost(shallow), cost(deep)
	if b > 4*a+0.02 {
		t.Errorf("nested 500 deep the scrub cost %.3fs, %.1f× the same bytes nested once (%.3fs)", b, b/a, a)
	}

	reveals := func(s string) bool { return strings.Contains(s, "10.0.0.5") }
	for _, c := range []struct{ in, want string }{
		{`{"type":"error","error":"at 10.0.0.5"}`, `{"type":"error","error":"The upstream reported an error."}`},
		{`{"type":"error","error":{"message":["a", "at 10.0.0.5"],"code":"10.0.0.5","n":1}}`, `{"type":"error","error":{"message":["a", "The upstream reported an error."],"code":null,"n":1}}`},
		{`{"type":"error","error":{"m\u0065ssage":"at 10.0.0.5","meta":{"raw":["x",{"message":"10.0.0.5"}, 10.0e0]}}}`, `{"type":"error","error":{"m\u0065ssage":"The upstream reported an error.","meta":{"raw":["x",{"message":"The upstream reported an error."}, 10.0e0]}}}`},
		{`{"type":"error","error":{"detail":"ok","10.0.0.5":"x"},"message":{"k":"10.0.0.5"}}`, `{"type":"error","error":{"detail":"ok","redacted":"x"},"message":{"k":null}}`},
		{`{"type":"error","error":{"detail":"\"10.0.0.5\"", "list":[[["10.0.0.5"]], true, null]}}`, `{"type":"error","error":{"detail":null, "list":[[[null]], true, null]}}`},
	} {
		got, _ := withoutRevealing([]byte(c.in), "error", reveals)
		if string(got) != c.want || !gjson.ValidBytes(got) {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}
