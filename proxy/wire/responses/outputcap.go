package responses

import "github.com/zc-proxy/zc-proxy/proxy/loop"

// OutputCapMember is the member a Responses request caps its output with.
const OutputCapMember = "max_output_tokens"

// CapOutput lowers the next upstream request's max_output_tokens to left,
// the part of the client's cap the loop has not spent
// (loop.OutputCapper).
func (c *Exchange) CapOutput(left int64) (err error) {
	c.Body, err = loop.LowerOutputCaps(c.Body, left, OutputCapMember)
	return err
}
