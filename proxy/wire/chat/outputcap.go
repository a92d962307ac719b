package chat

import "github.com/zc-proxy/zc-proxy/proxy/loop"

// OutputCapMembers are the members a chat request caps its output with.
var OutputCapMembers = []string{"max_completion_tokens", "max_tokens"}

// CapOutput lowers the next upstream request's output cap to left, the
// part of the client's cap the loop has not spent (loop.OutputCapper):
// each cap member the client set is set to left.
func (c *Exchange) CapOutput(left int64) (err error) {
	c.Body, err = loop.LowerOutputCaps(c.Body, left, OutputCapMembers...)
	return err
}
