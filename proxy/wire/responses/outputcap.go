package responses

import (
	"fmt"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// OutputCapMember is the member a Responses request caps its output with.
const OutputCapMember = "max_output_tokens"

// CapOutput lowers the next upstream request's max_output_tokens to left,
// the part of the client's cap the loop has not spent
// (loop.OutputCapper), at least 1.
func (c *Exchange) CapOutput(left int64) error {
	left = max(left, 1)
	if v := gjson.GetBytes(c.Body, OutputCapMember); v.Type != gjson.Number || v.Int() <= left {
		return nil
	}
	body, err := sjson.SetBytes(c.Body, OutputCapMember, left)
	if err != nil {
		return fmt.Errorf("set %s: %w", OutputCapMember, err)
	}
	c.Body = body
	return nil
}
