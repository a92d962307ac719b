package loop

import (
	"fmt"
	"strconv"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Event is one entry of zc_receipts.events.
type Event struct {
	Tool    string `json:"tool"`
	CallID  string `json:"call_id"`
	Outcome string `json:"outcome"`
	Detail  string `json:"detail"`
}

// OutcomeMaxIterations is the event of a loop stopped by max_iterations.
const OutcomeMaxIterations = "max_iterations"

// CallRecord is one entry of zc_receipts.calls: a server call this request
// ran (or refused), so a client that wants the loop's intermediate steps
// can show them without the stream or the message ever carrying them.
type CallRecord struct {
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

// report is the zc_receipts object (DESIGN.md "Response"). Slices are
// never nil so the client always sees arrays.
type report struct {
	Receipts []receipts.Receipt `json:"receipts"`
	Flags    []receipts.Flag    `json:"flags"`
	Events   []Event            `json:"events"`
	Calls    []CallRecord       `json:"calls"` // every server call of the request, in order
	// Key is the Ed25519 public key that signed this request's receipts
	// (receipts.signing: ed25519), so a client under receipts.scope:
	// request holds it without fetching the JWKS.
	Key *receipts.JWK `json:"key,omitempty"`
}

// EmptyReport is zc_receipts with nothing in it.
var EmptyReport = rawjson.Marshal(report{Receipts: []receipts.Receipt{}, Flags: []receipts.Flag{}, Events: []Event{}, Calls: []CallRecord{}})

// Report renders zc_receipts, the same object on every wire.
func (r *Run) Report(flags []receipts.Flag) []byte {
	out := r.renderReport(flags)
	r.Host.Reported(out)
	return out
}

func (r *Run) renderReport(flags []receipts.Flag) []byte {
	if len(r.Minted) == 0 && len(flags) == 0 && len(r.Events) == 0 && len(r.Calls) == 0 {
		return EmptyReport // most answers: no call, no flag
	}
	rep := report{Receipts: r.Minted, Flags: flags, Events: r.Events, Calls: r.Calls}
	if len(r.Minted) > 0 && r.Scope != nil {
		if pk, ok := r.Scope.PublicKey(); ok {
			j := pk.ToJWK()
			rep.Key = &j
		}
	}
	return appendReport(make([]byte, 0, 256+192*(len(rep.Receipts)+len(rep.Calls))+128*(len(rep.Flags)+len(rep.Events))), rep)
}

// appendReport writes rep as encoding/json would (the struct tags above,
// nil slices as []), without its reflection: report_test.go holds the two
// equal.
func appendReport(b []byte, rep report) []byte {
	str := func(b []byte, key, v string, first, omitEmpty bool) []byte {
		if omitEmpty && v == "" {
			return b
		}
		return rawjson.AppendString(rawjson.AppendKey(b, key, first), v)
	}
	b = append(b, `{"receipts":[`...)
	for i, r := range rep.Receipts {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		b = str(b, "tool", r.Tool, true, false)
		b = str(b, "call_id", r.CallID, false, false)
		b = str(b, "receipt", r.Receipt, false, false)
		b = append(b, '}')
	}
	b = append(b, `],"flags":[`...)
	for i, f := range rep.Flags {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		b = str(b, "kind", f.Kind, true, false)
		b = str(b, "tool", f.Tool, false, true)
		b = str(b, "text", f.Text, false, true)
		b = str(b, "receipt", f.Receipt, false, true)
		b = str(b, "reason", f.Reason, false, true)
		if f.Start != nil {
			b = rawjson.AppendInt(rawjson.AppendKey(b, "start", false), int64(*f.Start))
		}
		if f.End != nil {
			b = rawjson.AppendInt(rawjson.AppendKey(b, "end", false), int64(*f.End))
		}
		b = str(b, "action", f.Action, false, true)
		b = str(b, "object", f.Object, false, true)
		b = str(b, "where", f.Where, false, true)
		b = append(b, '}')
	}
	b = append(b, `],"events":[`...)
	for i, e := range rep.Events {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		b = str(b, "tool", e.Tool, true, false)
		b = str(b, "call_id", e.CallID, false, false)
		b = str(b, "outcome", e.Outcome, false, false)
		b = str(b, "detail", e.Detail, false, false)
		b = append(b, '}')
	}
	b = append(b, `],"calls":[`...)
	for i, c := range rep.Calls {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		b = str(b, "tool", c.Tool, true, false)
		b = str(b, "call_id", c.CallID, false, false)
		b = str(b, "arguments", c.Arguments, false, false)
		b = str(b, "outcome", c.Outcome, false, false)
		b = str(b, "receipt", c.Receipt, false, true)
		b = str(b, "args_sha256", c.ArgsSHA256, false, true)
		b = str(b, "result_sha256", c.ResultSHA256, false, true)
		b = str(b, "conversation_sha256", c.ConversationSHA256, false, true)
		b = str(b, "kid", c.Kid, false, true)
		b = append(b, '}')
	}
	b = append(b, ']')
	if k := rep.Key; k != nil {
		b = append(b, `,"key":{`...)
		b = str(b, "kty", k.Kty, true, false)
		b = str(b, "crv", k.Crv, false, false)
		b = str(b, "kid", k.Kid, false, false)
		b = str(b, "x", k.X, false, false)
		b = str(b, "alg", k.Alg, false, false)
		b = str(b, "use", k.Use, false, false)
		b = rawjson.AppendInt(rawjson.AppendKey(b, "nbf", false), k.NotBefore)
		if k.NotAfter != 0 {
			b = rawjson.AppendInt(rawjson.AppendKey(b, "exp", false), k.NotAfter)
		}
		if k.Bound {
			b = append(b, `,"zc_bind_conversation":true`...)
		}
		b = append(b, '}')
	}
	return append(b, '}')
}

// Footer is the text appended to the answer, or "" when it is switched off
// or there is nothing to show.
//
// A response that hands tool calls to the client gets no footer text: the
// answer is not final, and agent frameworks would take the footer for the
// final answer and drop the calls. zc_receipts still carries everything.
func (r *Run) Footer(flags []receipts.Flag, clientCalls []Call) string {
	if !r.ShowFooter || len(clientCalls) > 0 {
		return ""
	}
	footer := receipts.RenderFooter(r.turnReceipts(), flags)
	if footer == "" {
		return ""
	}
	// The answer is the model's: one left inside an HTML comment, a hiding
	// element or a code fence would swallow the footer.
	return receipts.FooterLead(r.Text.String()) + footer
}

// stopAtLimit ends the loop at max_iterations while the model still asks
// for tools: those calls are not run, and an event says why.
func (r *Run) stopAtLimit() {
	r.Stopped = true
	r.AddEvent(Event{Outcome: OutcomeMaxIterations,
		Detail: fmt.Sprintf("stopped after %s (loop.max_iterations); the model still asked for tools", modelCalls(r.Iterations))})
}

// Stop is why the loop ended before the model gave its final answer:
// what a wire reports beside the stop notice (chat finish_reason
// "length", a Responses status "incomplete"). The loop knows no wire.
type Stop uint8

const (
	StopNone          Stop = iota // the model answered (or handed calls to the client)
	StopMaxIterations             // loop.max_iterations reached while the model still asked for tools
	StopOutputCap                 // the client's output token cap used up (outputcap.go)
)

// StopCause is why the loop stopped early (StopNone: it did not).
func (r *Run) StopCause() Stop {
	switch {
	case !r.Stopped:
		return StopNone
	case r.stoppedByCap:
		return StopOutputCap
	}
	return StopMaxIterations
}

// StopNotice is the text that tells the user the answer is incomplete.
func (r *Run) StopNotice() string {
	notice := fmt.Sprintf("zc-proxy: stopped after %s without a final answer (loop.max_iterations reached).", modelCalls(r.Iterations))
	if r.stoppedByCap {
		notice = fmt.Sprintf("zc-proxy: stopped after %s without a final answer (the request's %s, %d, used up).", modelCalls(r.Iterations), r.outputCapName(), r.OutputCap)
	}
	if r.Text.Len() > 0 {
		notice = "\n\n" + notice
	}
	return notice
}

func modelCalls(n int) string {
	if n == 1 {
		return "1 model call"
	}
	return strconv.Itoa(n) + " model calls"
}
