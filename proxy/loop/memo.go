package loop

import (
	"strings"
	"sync"
)

// memo is a bounded memo keyed on a tool's text. Tools are the client's to
// write and their strings are slices of the request body, so an entry
// keeps copies, never the body; a key past maxMemoKey bytes is not kept;
// and a memo that fills up is emptied, so a client sending new tools with
// every request costs recomputation, never memory.
type memo struct {
	mu sync.Mutex
	m  map[memoKey][]string
}

type memoKey struct{ a, b string }

const (
	maxMemoEntries = 1024
	maxMemoKey     = 4 << 10
)

// get returns compute's answer for (a, b), from the memo when it is there.
func (c *memo) get(a, b string, compute func() []string) []string {
	if len(a)+len(b) > maxMemoKey {
		return compute()
	}
	k := memoKey{a, b}
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = compute()
	var own []string // the answer may be slices of b
	if v != nil {
		own = make([]string, len(v))
		for i, s := range v {
			own[i] = strings.Clone(s)
		}
	}
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxMemoEntries {
		c.m = make(map[memoKey][]string, 64)
	}
	c.m[memoKey{strings.Clone(a), strings.Clone(b)}] = own
	c.mu.Unlock()
	return v
}

// len is the number of entries (for tests).
func (c *memo) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
