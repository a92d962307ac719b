package audit

import (
	"time"
	"unicode/utf8"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// maxField caps each free-text field of a line. Tool names and call ids of
// unknown tools come straight from the model, which may send anything.
const maxField = 1 << 10

// Entry is one line of the audit file.
type Entry struct {
	Time        time.Time       `json:"time"`                 // zero means the time Record is called
	RequestID   string          `json:"request_id,omitempty"` // the proxy's request id; empty from ToolEvent
	Tool        string          `json:"tool"`
	CallID      string          `json:"call_id,omitempty"`
	ArgsSHA256  string          `json:"args_sha256,omitempty"` // hex SHA-256 of the canonical arguments (raw text when not JSON)
	Outcome     toolrun.Outcome `json:"outcome"`
	Detail      string          `json:"detail,omitempty"` // reason for a call that did not succeed; written only with Options.IncludeDetails
	DurationMS  float64         `json:"duration_ms"`
	OutputBytes int             `json:"output_bytes"`
	Receipt     string          `json:"receipt,omitempty"` // public token minted for an OK call; empty from ToolEvent
	// What the receipt covers, for offline re-verification (VerifyTrail):
	// hex SHA-256 of the result as the model received it, the conversation
	// digest under receipts.bind_conversation, and the Ed25519 key id.
	ResultSHA256       string `json:"result_sha256,omitempty"`
	ConversationSHA256 string `json:"conversation_sha256,omitempty"`
	Kid                string `json:"kid,omitempty"`
	// MoreNotWritten marks the last line a request writes for calls that
	// never ran (Writer.Record, MaxRefusedLines): its later ones are not
	// written.
	MoreNotWritten bool `json:"more_not_written,omitempty"`
}

// Milliseconds converts d to fractional milliseconds, the unit of
// Entry.DurationMS (sub-millisecond tool calls are common).
func Milliseconds(d time.Duration) float64 {
	return float64(d) / float64(time.Millisecond)
}

// clipped returns e with every free-text field cut to maxField bytes, so one
// hostile tool name cannot make a line too long to summarise.
func (e Entry) clipped() Entry {
	e.RequestID = clip(e.RequestID)
	// Model-chosen: a call id only as its digest, a tool name only in a
	// shape that carries no control characters (the proxy digests the
	// name of a tool it does not have: Registry.LogTool).
	e.Tool = toolrun.SafeName(e.Tool)
	if e.CallID != "" {
		e.CallID = toolrun.SafeID(e.CallID)
	}
	e.ArgsSHA256 = clip(e.ArgsSHA256)
	e.Outcome = toolrun.Outcome(clip(string(e.Outcome)))
	e.Detail = clip(e.Detail)
	e.Receipt = clip(e.Receipt)
	e.ResultSHA256 = clip(e.ResultSHA256)
	e.ConversationSHA256 = clip(e.ConversationSHA256)
	e.Kid = clip(e.Kid)
	return e
}

func clip(s string) string {
	if len(s) <= maxField {
		return s
	}
	cut := maxField
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}
