package sse

import (
	"fmt"
	"testing"
)

// TestTargetWorkPerDelta: finding the call a tool-call delta belongs to
// looks at a bounded number of calls. It searched every call so far for an
// index-less delta that starts a call (for the next number) and for a
// delta with a new index (for a call of that number): a hostile upstream
// streaming 20,000 calls made the proxy look at 2×10⁸.
func TestTargetWorkPerDelta(t *testing.T) {
	const n = 20_000
	for _, c := range []struct {
		name  string
		delta func(i int) string
	}{
		{"without index", func(i int) string { return fmt.Sprintf(`{"id":"c%d","function":{"name":"f","arguments":"{}"}}`, i) }},
		{"with index", func(i int) string { return fmt.Sprintf(`{"index":%d,"id":"c%d","function":{"name":"f"}}`, i, i) }},
		{"one number, new ids", func(i int) string { return fmt.Sprintf(`{"index":0,"id":"c%d","function":{"name":"f"}}`, i) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			var a Assembler
			for i := range n {
				chunk := `{"choices":[{"index":0,"delta":{"tool_calls":[` + c.delta(i) + `]}}]}`
				if _, err := addChunk(&a, []byte(chunk)); err != nil {
					t.Fatal(err)
				}
			}
			if got := len(a.Message().ToolCalls); got != n {
				t.Fatalf("%d calls assembled, want %d", got, n)
			}
			if a.probes > 2*n {
				t.Errorf("%d deltas looked at %d calls: the search is not constant per delta", n, a.probes)
			}
		})
	}
}

// refAssembler is target as it was (a search of every call), the
// reference the map's behaviour is held to.
type refAssembler struct {
	calls []callState
	last  int
}

func (a *refAssembler) target(index int, hasIndex bool, id string) *callState {
	if hasIndex {
		for i := len(a.calls) - 1; i >= 0; i-- {
			c := &a.calls[i]
			if c.index != index {
				continue
			}
			if id != "" && c.hasID && id != c.id {
				break
			}
			a.last = i + 1
			return c
		}
		return a.start(index)
	}
	if a.last > 0 {
		c := &a.calls[a.last-1]
		if id == "" || !c.hasID || id == c.id {
			return c
		}
	}
	next := 0
	for _, c := range a.calls {
		next = max(next, c.index+1)
	}
	return a.start(next)
}

func (a *refAssembler) start(index int) *callState {
	a.calls = append(a.calls, callState{index: index})
	a.last = len(a.calls)
	return &a.calls[a.last-1]
}

// FuzzTargetMatchesSearch: every delta (index or none, id or none) goes to
// the same call, and the same calls are started with the same numbers, as
// under the search, also across a Reset.
func FuzzTargetMatchesSearch(f *testing.F) {
	f.Add([]byte{0, 0, 0, 1, 0, 1, 0, 0, 2})
	f.Add([]byte{1, 0, 1, 1, 0, 2, 1, 0, 0, 0, 0, 3, 1, 255, 0})
	f.Add([]byte{1, 127, 1, 0, 0, 2, 1, 128, 3, 0, 0, 0, 2, 0, 0, 1, 3, 1})
	f.Fuzz(func(t *testing.T, ops []byte) {
		var a Assembler
		var ref refAssembler
		ids := []string{"", "a", "b", "c"}
		for i := 0; i+2 < len(ops); i += 3 {
			if ops[i] == 2 { // a new stream
				a.Reset()
				ref = refAssembler{}
				continue
			}
			hasIndex := ops[i]&1 == 1
			index := int(int8(ops[i+1]))
			switch ops[i+1] {
			case 127:
				index = int(^uint(0) >> 1) // MaxInt: one past it wraps
			case 128:
				index = -int(^uint(0)>>1) - 1
			}
			id := ids[int(ops[i+2])%len(ids)]
			got, want := a.target(index, hasIndex, id), ref.target(index, hasIndex, id)
			if got != &a.calls[a.last-1] || len(a.calls) != len(ref.calls) || a.last != ref.last {
				t.Fatalf("op %d: %d calls, last %d; search: %d calls, last %d", i/3, len(a.calls), a.last, len(ref.calls), ref.last)
			}
			if got.index != want.index {
				t.Fatalf("op %d: call numbered %d, search %d", i/3, got.index, want.index)
			}
			// set the id as addToolCall does, on both
			if !got.hasID && id != "" {
				got.id, got.hasID = id, true
				want.id, want.hasID = id, true
			}
		}
		for i := range a.calls {
			if a.calls[i].index != ref.calls[i].index || a.calls[i].id != ref.calls[i].id {
				t.Fatalf("call %d: %d %q, search %d %q", i, a.calls[i].index, a.calls[i].id, ref.calls[i].index, ref.calls[i].id)
			}
		}
	})
}
