package chat

import (
	"fmt"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// OutputCapMembers are the members a chat request caps its output with.
var OutputCapMembers = []string{"max_completion_tokens", "max_tokens"}

// CapOutput lowers the next upstream request's output cap to left, the
// part of the client's cap the loop has not spent (loop.OutputCapper):
// each cap member the client set is set to left (at least 1: a provider
// refuses 0).
func (c *Exchange) CapOutput(left int64) error {
	left = max(left, 1)
	for _, name := range OutputCapMembers {
		if v := gjson.GetBytes(c.Body, name); v.Type != gjson.Number || v.Int() <= left {
			continue
		}
		body, err := sjson.SetBytes(c.Body, name, left)
		if err != nil {
			return fmt.Errorf("set %s: %w", name, err)
		}
		c.Body = body
	}
	return nil
}
