package receipts

import "time"

// Clock returns the current time. Tests inject a fixed clock so receipt
// timestamps are reproducible; nil means time.Now.
type Clock func() time.Time

// Receipt is one minted receipt: which tool call it covers and its token.
// It is safe to log, store and send: it holds no secret.
type Receipt struct {
	Tool    string `json:"tool"`
	CallID  string `json:"call_id"`
	Receipt string `json:"receipt"`
}

// Flag kinds, as they appear in zc_receipts.flags.
const (
	FlagReceiptLessClaim    = "receipt_less_claim"
	FlagInvalidReceipt      = "invalid_receipt"
	FlagUnverifiableReceipt = "unverifiable_receipt"
)

// Reasons of a receipt flag (Flag.Reason) under receipts.bind_conversation:
// a token this scope minted, quoted where it backs nothing.
const (
	// ReasonOtherConversation (invalid_receipt): minted for a conversation
	// that is neither this request's messages nor a prefix of them.
	ReasonOtherConversation = "other_conversation"
	// ReasonConversationUnknown (unverifiable_receipt): the request holds
	// only the new part of its conversation (a Responses request chained by
	// previous_response_id), so the conversation the token was minted for
	// cannot be found in it.
	ReasonConversationUnknown = "conversation_unknown"
)

// Flag is one problem found in an assistant answer. Kind is one of the Flag*
// constants; Tool and Text are set for receipt_less_claim, Receipt for the
// two receipt kinds; a footer_unprotected flag (FooterUnprotected) has
// Reason, Text (the start tag) and the element's Start and End.
//
// A receipt_less_claim also says why (Reason: no_call, call_failed,
// no_matching_call, receipt_not_valid, footer_without_receipt), where the claiming sentence sits in
// the final answer text (Start, End: byte offsets), the claimed Action kind
// and the Object it names ("" when none). An invalid_receipt found in
// re-sent history says Where it sits ("messages[3]"); a flag only the
// decoded strings of an answer asked for as JSON raise has Where "json"
// and no offsets (the client's parser decodes escapes the raw text hides).
type Flag struct {
	Kind    string `json:"kind"`
	Tool    string `json:"tool,omitempty"`
	Text    string `json:"text,omitempty"`
	Receipt string `json:"receipt,omitempty"`
	Reason  string `json:"reason,omitempty"`
	Start   *int   `json:"start,omitempty"`
	End     *int   `json:"end,omitempty"`
	Action  string `json:"action,omitempty"`
	Object  string `json:"object,omitempty"`
	Where   string `json:"where,omitempty"`
}

// Status is what a ledger says about a quoted token.
type Status int

const (
	// StatusInvalid: well-formed or not, this scope never minted it.
	StatusInvalid Status = iota
	// StatusValid: minted by this proxy in the current key scope.
	StatusValid
	// StatusUnverifiable: a well-formed token from an expired scope (older
	// than the process, an earlier request under scope "request", or
	// evicted from the bounded ledger).
	StatusUnverifiable
)

func (s Status) String() string {
	switch s {
	case StatusValid:
		return "valid"
	case StatusUnverifiable:
		return "unverifiable"
	default:
		return "invalid"
	}
}

// ToolInfo describes one server tool to the claim detector: its name as
// offered to the model, its description, and extra words that name it
// (shell allow prefixes such as "git log", MCP tool names, URL hosts).
type ToolInfo struct {
	Name        string
	Description string
	Keywords    []string
}
