package proxy

import (
	"sync"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// offerCache is the per-Server work every receipts-mode request would
// otherwise redo: the server tools (fixed once New returns, MCP tools
// included), each rendered once as an OpenAI function tool, and the claim
// detector for the full set, which is what most requests offer.
type offerCache struct {
	once     sync.Once
	all      []toolrun.Tool
	rendered map[string][]byte // functionTool of each tool, by name
	detector *receipts.Detector
}

// offers returns the Server's cache, built on first use.
func (s *Server) offers() *offerCache {
	c := &s.offerCache
	c.once.Do(func() {
		c.all = s.tools.Tools()
		c.rendered = make(map[string][]byte, len(c.all))
		for _, t := range c.all {
			c.rendered[t.Name] = functionTool(t)
		}
		c.detector = receipts.NewDetector(toolInfos(c.all))
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
			out[i] = functionTool(t)
		}
	}
	return out
}

// detect runs the claim detector for offered: the cached one when every
// server tool is offered, else receipts.DetectClaims (which keeps its own
// cache of tool sets).
func (c *offerCache) detect(text string, offered []toolrun.Tool, backed receipts.Backing) []receipts.Flag {
	if len(offered) == 0 {
		return nil
	}
	if len(offered) == len(c.all) {
		return c.detector.Detect(text, backed)
	}
	return receipts.DetectClaims(text, toolInfos(offered), backed)
}
