package proxy

import (
	"sync"

	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// offerCache is the per-Server work every receipts-mode request would
// otherwise redo: the server tools (fixed once New returns, MCP tools
// included), each rendered once as an OpenAI function tool.
type offerCache struct {
	once     sync.Once
	all      []toolrun.Tool
	rendered map[string][]byte // functionTool of each tool, by name
}

// offers returns the Server's cache, built on first use.
func (s *Server) offers() *offerCache {
	c := &s.offerCache
	c.once.Do(func() {
		c.all = s.tools.Tools()
		c.rendered = make(map[string][]byte, len(c.all))
		for _, t := range c.all {
			c.rendered[t.Name] = chat.FunctionTool(t)
		}
	})
	return c
}

// render returns the function-tool JSON of tools, from the cache where it
// has them. The slices are shared: callers must not modify them.
func (c *offerCache) render(tools []toolrun.Tool) [][]byte {
	out := make([][]byte, len(tools))
	for i, t := range tools {
		if b, ok := c.rendered[t.Name]; ok {
			out[i] = b
		} else {
			out[i] = chat.FunctionTool(t)
		}
	}
	return out
}
