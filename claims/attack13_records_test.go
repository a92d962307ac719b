package claims

import (
	"slices"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// recordsByWalk is jsonRecords as it was written before attack round 13:
// gjson ForEach, recursively (a pass over each nested value per level).
func recordsByWalk(res string) ([]string, bool) {
	if i := strings.LastIndex(res, "[receipt: "); i > 0 {
		res = res[:i]
	}
	res = strings.TrimSpace(res)
	if len(res) > maxRecordBytes || res == "" || res[0] != '{' && res[0] != '[' || !gjson.Valid(res) {
		return nil, false
	}
	var out []string
	var walk func(v gjson.Result)
	walk = func(v gjson.Result) {
		var vals []string
		v.ForEach(func(_, m gjson.Result) bool {
			if m.IsObject() || m.IsArray() {
				walk(m)
			} else if v.IsObject() {
				vals = append(vals, fold(m.String()))
			}
			return true
		})
		if len(vals) >= 2 {
			out = append(out, strings.Join(vals, " | "))
		}
	}
	walk(gjson.Parse(res))
	return out, true
}

var recordSeeds = []string{
	`{"name":"web","state":"degraded"}`,
	`[{"name":"web","state":"ok"},{"name":"db","state":"down","n":-1.5e3}]`,
	`{"a":{"b":"x","c":"y"},"d":"z","e":true,"f":null}`,
	`{"k\"ey":"v\\\"al","x":"A\u00c9\"}","arr":["s","t",{"p":"1","q":"2"}],"y":"Ü"}`,
	` { "a" : "1" , "b" : [ "2" , "3" ] , "c" : 4 } `,
	`[1,2,3]`, `{}`, `[]`, `{"a":"b"}`, `"x"`, `{"a":1}[receipt: zc-receipt-1-x]`,
	`{"a":"[","b":"{","c":"]}"}`, `{"a":{"b":{"c":"1","d":"2"},"e":"3"},"f":"4"}`,
}

// TestAttack13JSONRecordsLinear: jsonRecords reads records as the walk
// did, in one pass: a result nested 16,000 deep costs about what the same
// bytes nested once do.
func TestAttack13JSONRecordsLinear(t *testing.T) {
	for _, s := range recordSeeds {
		got, gok := jsonRecords(s)
		want, wok := recordsByWalk(s)
		if gok != wok || !slices.Equal(got, want) {
			t.Errorf("%s: got %q %v, want %q %v", s, got, gok, want, wok)
		}
	}
	const depth = 16000
	deep := strings.Repeat("[", depth) + `{"status":"ok","n":1}` + strings.Repeat("]", depth)
	flat := "[" + strings.Repeat("0,", depth-1) + `{"status":"ok","n":1}` + "]"
	cost := func(s string) float64 {
		best := 0.0
		for range 3 {
			d := cputime.Of(func() { jsonRecords(s) }).Seconds()
			if best == 0 || d < best {
				best = d
			}
		}
		return best
	}
	// (the slack: under -race on a loaded machine the deep read takes
	// ~20 ms, the flat one under a millisecond; a read per level takes
	// over half a second without -race)
	if d, f := cost(deep), cost(flat); d > 5*f+0.1 {
		t.Errorf("nested %d deep: %.3fs, the same bytes nested once %.3fs", depth, d, f)
	}
}

func FuzzJSONRecords(f *testing.F) {
	for _, s := range recordSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, gok := jsonRecords(s)
		want, wok := recordsByWalk(s)
		if gok != wok || !slices.Equal(got, want) {
			t.Errorf("%q: got %q %v, want %q %v", s, got, gok, want, wok)
		}
	})
}
