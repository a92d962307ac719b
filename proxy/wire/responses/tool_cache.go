package responses

import (
	"encoding/binary"
	"sync"
)

// toolCache holds each server tool's JSON, rendered once: the tools a
// proxy offers are the same on every request, and json.Marshal per tool
// per request was a visible share of a request's CPU. Bounded: a proxy
// has a fixed set of tools, so the cache is only emptied when something
// renders far more distinct tools than any configuration has.
var toolCache struct {
	sync.RWMutex
	m map[string][]byte
}

const toolCacheMax = 4096

// cachedJSON is t.json(), from the cache when it has it. The slice is
// shared: callers must not modify it.
func (t Tool) cachedJSON() []byte {
	var buf [512]byte
	// lengths first, so no name or description can run into the next part
	key := binary.AppendUvarint(binary.AppendUvarint(buf[:0], uint64(len(t.Name))), uint64(len(t.Description)))
	key = append(append(append(key, t.Name...), t.Description...), t.Parameters...)
	toolCache.RLock()
	b, ok := toolCache.m[string(key)]
	toolCache.RUnlock()
	if ok {
		return b
	}
	b = t.json()
	toolCache.Lock()
	if toolCache.m == nil || len(toolCache.m) >= toolCacheMax {
		toolCache.m = make(map[string][]byte)
	}
	toolCache.m[string(key)] = b
	toolCache.Unlock()
	return b
}
