package proxy

import "github.com/zc-proxy/zc-proxy/toolrun"

// callRecord is one entry of zc_receipts.calls: a server call this request
// ran (or refused), so a client that wants the loop's intermediate steps
// can show them without the stream or the message ever carrying them.
type callRecord struct {
	Tool      string `json:"tool"`
	CallID    string `json:"call_id"`
	Arguments string `json:"arguments"` // JSON text, as the tool got it
	Outcome   string `json:"outcome"`   // "ok" or a toolrun outcome (denied, timeout, …)
	Receipt   string `json:"receipt,omitempty"`
}

// recordCall adds call's outcome to zc_receipts.calls.
func (c *chatRun) recordCall(call toolCall, outcome toolrun.Outcome, receipt string) {
	c.calls = append(c.calls, callRecord{Tool: call.Name, CallID: call.ID,
		Arguments: normalizeArguments(call.Arguments), Outcome: string(outcome), Receipt: receipt})
}
