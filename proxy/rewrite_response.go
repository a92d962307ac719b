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
	case len(clientCalls) > 0 && (len(clientCalls) < len(calls.Array()) || idsFilled(clientCalls)):
		raws := make([][]byte, len(clientCalls))
		for i, tc := range clientCalls {
			if raws[i], err = clientCallRaw(tc); err != nil {
				return nil, err
			}
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

// idsFilled reports whether the proxy gave any of calls the id the model
// left out (fillCallIDs), so the client's copy must carry it.
func idsFilled(calls []toolCall) bool {
	for _, tc := range calls {
		if gjson.Get(tc.raw, "id").Str != tc.ID {
			return true
		}
	}
	return false
}

// clientCallRaw is a client call as the model sent it, with the id the
// client must answer (and the pending store waits for).
func clientCallRaw(tc toolCall) ([]byte, error) {
	if gjson.Get(tc.raw, "id").Str == tc.ID {
		return []byte(tc.raw), nil
	}
	return sjson.SetBytes([]byte(tc.raw), "id", tc.ID)
}
