package proxy

import (
	"bytes"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// rewriteFinal edits the last upstream chat.completion into the client's
// answer, keeping every field it does not need to change: the first
// reply's id/created/model; as content the text of every turn (what a
// streaming client sees), the loop-limit notice and the footer; only the
// client's tool calls; the summed usage; and zc_receipts.
func (c *chatRun) rewriteFinal(body []byte, clientCalls []toolCall, flags []receipts.Flag) ([]byte, error) {
	root := gjson.ParseBytes(body)
	out, err := c.first.apply(bytes.Clone(body), root)
	if err != nil {
		return nil, err
	}
	const msg = "choices.0.message"
	content := root.Get(msg + ".content")
	text := c.text.String()
	if c.stopped {
		text += c.stopNotice()
	}
	text += c.footer(flags)
	if text != content.Str || (text != "" && content.Type != gjson.String) {
		if out, err = sjson.SetBytes(out, msg+".content", text); err != nil {
			return nil, err
		}
	}
	calls := root.Get(msg + ".tool_calls")
	switch {
	case c.stopped:
		if out, err = sjson.DeleteBytes(out, msg+".tool_calls"); err == nil {
			out, err = sjson.SetBytes(out, "choices.0.finish_reason", finishLoopLimit)
		}
	case len(clientCalls) > 0 && len(clientCalls) < len(calls.Array()):
		raws := make([][]byte, len(clientCalls))
		for i, tc := range clientCalls {
			raws[i] = []byte(tc.raw)
		}
		out, err = sjson.SetRawBytes(out, msg+".tool_calls", appendRawArray("[]", raws...))
	}
	if err != nil {
		return nil, err
	}
	if c.usage != nil {
		if out, err = sjson.SetRawBytes(out, "usage", c.usage); err != nil {
			return nil, err
		}
	}
	return sjson.SetRawBytes(out, "zc_receipts", c.report(flags))
}
