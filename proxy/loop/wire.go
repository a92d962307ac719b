package loop

import (
	"context"
	"errors"
)

// Model is a model turn on one wire: the adapter owns the upstream request
// body in its own shape and rewrites nothing the loop does not ask for.
type Model interface {
	// Turn sends the conversation so far upstream and reads the reply.
	// When the client streams, the adapter forwards the client-visible
	// parts as they arrive (text, with Run.Separator before this turn's
	// first text) and holds back what the loop decides on (tool calls,
	// finish, usage). An error ends the run (Client.Fail).
	Turn(ctx context.Context) (Turn, error)
	// AppendRound adds one tool round to the next upstream request: the
	// assistant turn that asked for calls (text, then calls in order), and
	// results[i], the result text with its receipt or an error line, as
	// the answer to calls[i].
	AppendRound(text string, calls []Call, results []string) error
	// Hold keeps the server half of a mixed turn for the client's
	// follow-up, keyed by the client's call ids: all is every call of the
	// turn in the model's order, run the server calls and results their
	// result texts, client the calls handed to the client. An error (the
	// store did not answer) fails the run: the client must not get calls
	// whose follow-up would lose the server half.
	Hold(text string, all, run []Call, results []string, client []Call) error
}

// Client is what is written to the client, in the wire's shape.
type Client interface {
	// KeepAlive tells a waiting client that tools run (note names them)
	// when a round starts; with more true it is called again every
	// Run.KeepAliveEvery until the round ends. An adapter with nothing to
	// send (a JSON answer) returns more false, and the round runs without
	// a timer; an error means the client is gone.
	KeepAlive(note string) (more bool, err error)
	// Final writes the answer: last is the turn that ended the loop and
	// clientCalls the calls handed to the client (none unless the turn
	// called client tools). The adapter reads the verdict, footer,
	// zc_receipts and summed usage from the Run (Verdict, Footer, Report,
	// Usage, Stopped, StopCause, StopNotice).
	Final(last Turn, clientCalls []Call)
	// Fail ends the run after err: before anything was written the client
	// gets an error response; after, an error in the wire's terms and no
	// success marker. ErrClientGone means nothing more is written.
	Fail(err error)
}

// Turn is one upstream reply, normalised.
type Turn struct {
	Text   string  // the model's answer text of this turn
	Aside  string  // text the client is shown beside the answer: a refusal
	Shown  []Shown // other text fields the client may show (reasoning, an audio transcript)
	Lead   string  // what the client was shown before Text: Run.Separator when Text is not empty
	Calls  []Call  // the tool calls the model asked for, in order
	Usage  []byte  // the reply's usage object (raw JSON), nil when none
	Finish string  // the finish reason in the wire's terms
}

// Call is one tool call the model asked for.
type Call struct {
	ID        string
	Type      string // "function" unless the model said otherwise
	Name      string
	Arguments string // JSON text as the model sent it
	Raw       string // the call's JSON as it came, when the wire has it whole; "" when assembled
}

// CallCustom is the Type of a custom tool's call (Chat Completions
// "type":"custom"; a Responses custom_tool_call item): its Arguments are
// the free-text input, not JSON. Only a client declares custom tools, so
// such a call is handed to the client or answered unknown_tool; it never
// runs a server tool.
const CallCustom = "custom"

// Custom reports whether c is a custom tool's call.
func (c Call) Custom() bool { return c.Type == CallCustom }

// ErrClientGone ends a run whose client went away: nothing more is sent and
// nothing is logged as an upstream failure.
var ErrClientGone = errors.New("client went away")

// SystemPrompt is the system message receipts.inject_system_prompt adds
// in front of the conversation, on every wire (DESIGN.md "System prompt").
const SystemPrompt = "Tool results in this conversation come from a gateway that appends " +
	"a receipt to each successful result, in the form [receipt: zc-receipt-<epoch>-<digest>]. " +
	"When your answer relies on a tool result, quote its receipt verbatim. " +
	"Never write a receipt yourself and never claim a tool ran unless its result is in this conversation: " +
	"a missing or invalid receipt marks the call as fabricated, and the user is shown that."

// Response headers every adapter sets on a receipts-mode answer
// (DESIGN.md "Response"): X-ZC-Receipts: on, the receipts minted and the
// flags raised.
const (
	HeaderReceipts     = "X-ZC-Receipts"
	HeaderReceiptCount = "X-ZC-Receipt-Count"
	HeaderFlagCount    = "X-ZC-Flag-Count"
	ReceiptsOn         = "on"
)
