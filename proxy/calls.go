package proxy

import (
	"encoding/hex"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// callRecord is one entry of zc_receipts.calls: a server call this request
// ran (or refused), so a client that wants the loop's intermediate steps
// can show them without the stream or the message ever carrying them.
type callRecord struct {
	Tool      string `json:"tool"`
	CallID    string `json:"call_id"`
	Arguments string `json:"arguments"` // JSON text, as the tool got it
	Outcome   string `json:"outcome"`   // "ok" or a toolrun outcome (denied, timeout, …)
	Receipt   string `json:"receipt,omitempty"`
	// What the receipt covers, in digest form (lowercase hex): SHA-256 of
	// the canonical arguments and of the result exactly as the model
	// received it, before the receipt; the conversation digest when
	// receipts.bind_conversation is on; the key id for Ed25519.
	ArgsSHA256         string `json:"args_sha256,omitempty"`
	ResultSHA256       string `json:"result_sha256,omitempty"`
	ConversationSHA256 string `json:"conversation_sha256,omitempty"`
	Kid                string `json:"kid,omitempty"`
}

// recordMintedCall adds a receipted call to zc_receipts.calls.
func (c *chatRun) recordMintedCall(call toolCall, m *receipts.Minted, conv []byte) {
	c.calls = append(c.calls, callRecord{Tool: call.Name, CallID: call.ID,
		Arguments: normalizeArguments(call.Arguments), Outcome: string(toolrun.OutcomeOK), Receipt: m.Receipt.Receipt,
		ArgsSHA256: hex.EncodeToString(m.ArgsSHA256[:]), ResultSHA256: hex.EncodeToString(m.ResultSHA256[:]),
		ConversationSHA256: hexOrEmpty(conv), Kid: m.Kid})
}

// recordCall adds call's outcome to zc_receipts.calls.
func (c *chatRun) recordCall(call toolCall, outcome toolrun.Outcome, receipt string) {
	c.calls = append(c.calls, callRecord{Tool: call.Name, CallID: call.ID,
		Arguments: normalizeArguments(call.Arguments), Outcome: string(outcome), Receipt: receipt})
}
