package loop

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// sumUsageByGet is SumUsage as written before attack round 13: each
// member of a looked up in b by gjson Get.
func sumUsageByGet(a, b []byte) []byte {
	var buf bytes.Buffer
	var merge func(a, b gjson.Result)
	merge = func(a, b gjson.Result) {
		switch {
		case a.IsObject() && b.IsObject():
			buf.WriteByte('{')
			n := 0
			seen := make(map[string]bool)
			a.ForEach(func(k, av gjson.Result) bool {
				seen[k.Str] = true
				if n > 0 {
					buf.WriteByte(',')
				}
				n++
				buf.WriteString(k.Raw)
				buf.WriteByte(':')
				merge(av, b.Get(gjson.Escape(k.Str)))
				return true
			})
			b.ForEach(func(k, bv gjson.Result) bool {
				if seen[k.Str] {
					return true
				}
				if n > 0 {
					buf.WriteByte(',')
				}
				n++
				buf.WriteString(k.Raw)
				buf.WriteByte(':')
				buf.WriteString(bv.Raw)
				return true
			})
			buf.WriteByte('}')
		case a.Type == gjson.Number && b.Type == gjson.Number:
			buf.WriteString(addNumbers(a, b))
		case b.Exists() && b.Type != gjson.Null:
			buf.WriteString(b.Raw)
		default:
			buf.WriteString(a.Raw)
		}
	}
	merge(gjson.ParseBytes(a), gjson.ParseBytes(b))
	return buf.Bytes()
}

var usageSeeds = [][2]string{
	{`{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}`, `{"prompt_tokens":4,"completion_tokens":1,"total_tokens":5}`},
	{`{"a":1,"d":{"x":1,"y":{"z":2}}}`, `{"d":{"y":{"z":3},"w":1},"b":"s","a":1.5}`},
	{`{"a":1,"a":2}`, `{"a":10,"a":20,"b":1,"b":2}`},
	{`{"a.b":1,"a*":2,"\u0061":3}`, `{"a.b":1,"a*":2,"a":4}`},
	{`{"a":{"b":1}}`, `{"a":null}`},
	{`{"k\"q":1}`, `{"k\"q":2,"k\\\\":3}`},
}

// TestAttack13UsageSumLinear: SumUsage sums as the Get look-ups did, at
// a cost linear in its objects (80,000 members: 54 s before).
func TestAttack13UsageSumLinear(t *testing.T) {
	for _, c := range usageSeeds {
		if got, want := SumUsage([]byte(c[0]), []byte(c[1])), sumUsageByGet([]byte(c[0]), []byte(c[1])); !bytes.Equal(got, want) {
			t.Errorf("SumUsage(%s, %s) = %s, want %s", c[0], c[1], got, want)
		}
	}
	object := func(n int) []byte {
		var b strings.Builder
		b.WriteString(`{`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"k%d":1`, i)
		}
		b.WriteString(`}`)
		return []byte(b.String())
	}
	small, large := object(5000), object(80000)
	d1 := cputime.Of(func() {
		for range 16 {
			SumUsage(small, small)
		}
	})
	d2 := cputime.Of(func() { SumUsage(large, large) })
	if d2 > 4*d1+100e6 {
		t.Errorf("one sum of 80,000 members cost %v, sixteen of 5,000 %v", d2, d1)
	}
}

func FuzzSumUsage(f *testing.F) {
	for _, c := range usageSeeds {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if !gjson.Valid(a) || !gjson.Valid(b) || !gjson.Parse(a).IsObject() || !gjson.Parse(b).IsObject() {
			return
		}
		if got, want := SumUsage([]byte(a), []byte(b)), sumUsageByGet([]byte(a), []byte(b)); !bytes.Equal(got, want) {
			t.Errorf("SumUsage(%s, %s) = %s, want %s", a, b, got, want)
		}
	})
}
