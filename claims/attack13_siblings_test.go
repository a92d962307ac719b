package claims

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// markOwnPartsByPairs is markOwnParts as written before attack round 13:
// every call's every argument against every other call of its tool.
func markOwnPartsByPairs(calls []Call) {
	if len(calls) < 2 {
		return
	}
	for i := range calls {
		calls[i].own = nil
	}
	for i := range calls {
		a := &calls[i]
		if !gjson.Valid(a.Args) {
			continue
		}
		gjson.Parse(a.Args).ForEach(func(k, v gjson.Result) bool {
			if v.Type != gjson.String || len(v.Str) > 200 {
				return true
			}
			mine := argParts(v.Str)
			if f := strings.Fields(fold(v.Str)); len(f) > 1 && len(mine) > 0 && mine[0] == f[0] {
				if _, known := knownCommands[f[0]]; known || strings.HasPrefix(f[1], "-") {
					mine = mine[1:]
				}
			}
			var others []string
			sibling := false
			for j := range calls {
				b := &calls[j]
				if j == i || b.Tool != a.Tool || !gjson.Valid(b.Args) {
					continue
				}
				w := gjson.Get(b.Args, gjsonKey(k.String()))
				if w.Type != gjson.String || w.Str == v.Str {
					continue
				}
				sibling = true
				others = append(others, argParts(w.Str)...)
			}
			if !sibling {
				return true
			}
			for _, p := range mine {
				if len(p) >= 3 && !hasString(others, p) && !hasString(a.own, p) {
					a.own = append(a.own, p)
				}
			}
			return true
		})
	}
}

var siblingSeeds = [][]string{
	{"t", `{"device":"temp_garage"}`, "t", `{"device":"temp_cellar"}`, "t", `{"device":"temp_garage"}`},
	{"t", `{"moeda":"USD"}`, "t", `{"moeda":"EUR"}`, "u", `{"moeda":"GBP"}`},
	{"t", `{"a":"x y","a":"garden shed"}`, "t", `{"a":"garden house"}`, "t", `{"a":"x y"}`},
	{"t", `{"a.b":"north wing","c*":"one"}`, "t", `{"a.b":"south wing","c*":"two"}`},
	{"shell", `{"command":"free -m"}`, "shell", `{"command":"df -h /mnt"}`},
	{"t", `{"k":"alpha beta"}`, "t", `{"k":1}`, "t", `not json`, "t", `{"k":"alpha gamma"}`},
	{"t", `{"":"empty key"}`, "t", `{"":"other key"}`, "t", `{"k\\u0065y":"kitchen window"}`, "t", `{"key":"bedroom window"}`},
}

func siblingCalls(seed []string) []Call {
	var calls []Call
	for i := 0; i+1 < len(seed); i += 2 {
		calls = append(calls, Call{Tool: seed[i], Args: seed[i+1]})
	}
	return calls
}

func ownOf(calls []Call) [][]string {
	out := make([][]string, len(calls))
	for i := range calls {
		out[i] = calls[i].own
	}
	return out
}

// TestAttack13ManyCallsBacking: the sibling reading compared every call
// with every other (calls² gjson look-ups, each building a replacer), and
// the tool-name reading built a replacer for every claim and call: 2,000
// claims beside 4,000 client calls of the client's history took nearly
// three minutes. Both are linear now, with the same words marked.
func TestAttack13ManyCallsBacking(t *testing.T) {
	for _, seed := range siblingSeeds {
		a, b := siblingCalls(seed), siblingCalls(seed)
		markOwnParts(a)
		markOwnPartsByPairs(b)
		if !slices.EqualFunc(ownOf(a), ownOf(b), slices.Equal) {
			t.Errorf("%q: own %q, want %q", seed, ownOf(a), ownOf(b))
		}
	}
	many := func(n int) []Call {
		calls := make([]Call, n)
		for i := range calls {
			calls[i] = Call{Tool: "lookup", Args: fmt.Sprintf(`{"q":"row %d of the portland table"}`, i)}
		}
		return calls
	}
	small, large := many(250), many(4000)
	d1 := cputime.Of(func() {
		for range 16 {
			markOwnParts(small)
		}
	})
	d2 := cputime.Of(func() { markOwnParts(large) })
	if d2 > 4*d1+100e6 {
		t.Errorf("4,000 calls cost %v, sixteen times 250 calls %v", d2, d1)
	}
}

func FuzzMarkOwnParts(f *testing.F) {
	for _, s := range siblingSeeds {
		f.Add(strings.Join(s, "\x00"))
	}
	f.Fuzz(func(t *testing.T, joined string) {
		seed := strings.Split(joined, "\x00")
		if len(seed) > 40 {
			return
		}
		a, b := siblingCalls(seed), siblingCalls(seed)
		markOwnParts(a)
		markOwnPartsByPairs(b)
		if !slices.EqualFunc(ownOf(a), ownOf(b), slices.Equal) {
			t.Errorf("%q: own %q, want %q", seed, ownOf(a), ownOf(b))
		}
	})
}
