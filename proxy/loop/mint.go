package loop

import (
	"encoding/hex"
	"log/slog"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// contents is the result text of each call of a round, in order.
func (r *Run) contents(calls []Call, results []toolrun.Result) []string {
	out := make([]string, len(calls))
	for i, call := range calls {
		out[i] = r.content(call, results[i])
	}
	return out
}

// content is the result text the model gets for one call: on success the
// output with a freshly minted receipt, otherwise "error: <reason>" and an
// event for zc_receipts.
func (r *Run) content(call Call, res toolrun.Result) string {
	if res.Outcome != toolrun.OutcomeOK {
		detail := res.Detail
		if detail == "" {
			detail = string(res.Outcome)
		}
		r.AddEvent(Event{Tool: call.Name, CallID: call.ID, Outcome: string(res.Outcome), Detail: detail})
		r.Host.Record(r.Ctx, res, nil, nil)
		r.recordCall(call, res.Outcome)
		r.addClaimCall(call, "", claims.Failed, "")
		return "error: " + detail
	}
	conv, err := r.conversationDigest()
	var m receipts.Minted
	if err == nil {
		m, err = r.Scope.MintCall(call.Name, call.ID, []byte(NormalizeArguments(call.Arguments)), []byte(res.Output), conv)
	}
	rc := m.Receipt
	if err != nil {
		const detail = "the result could not be receipted"
		r.Log.WarnContext(r.Ctx, "mint receipt", slog.String("tool", call.Name), slog.String("err", err.Error()))
		r.AddEvent(Event{Tool: call.Name, CallID: call.ID, Outcome: string(toolrun.OutcomeError), Detail: detail})
		res.Outcome, res.Detail = toolrun.OutcomeError, detail
		r.Host.Record(r.Ctx, res, nil, nil)
		r.recordCall(call, res.Outcome)
		return "error: " + detail
	}
	r.Host.Record(r.Ctx, res, &m, conv)
	r.Calls = append(r.Calls, CallRecord{Tool: call.Name, CallID: call.ID,
		Arguments: NormalizeArguments(call.Arguments), Outcome: string(toolrun.OutcomeOK), Receipt: rc.Receipt,
		ArgsSHA256: hex.EncodeToString(m.ArgsSHA256[:]), ResultSHA256: hex.EncodeToString(m.ResultSHA256[:]),
		ConversationSHA256: HexOrEmpty(conv), Kid: m.Kid})
	r.Minted = append(r.Minted, rc)
	if r.Backed != nil {
		r.Backed[call.Name] = true
	}
	r.addClaimCall(call, res.Output, claims.Verified, rc.Receipt)
	r.Log.DebugContext(r.Ctx, "tool receipt generated", slog.String("tool", call.Name), slog.String("receipt", rc.Receipt))
	return receipts.AppendReceipt(res.Output, rc.Receipt)
}

// recordCall adds a call that got no receipt to zc_receipts.calls.
func (r *Run) recordCall(call Call, outcome toolrun.Outcome) {
	r.Calls = append(r.Calls, CallRecord{Tool: call.Name, CallID: call.ID,
		Arguments: NormalizeArguments(call.Arguments), Outcome: string(outcome)})
}

// conversationDigest is the conversation digest under
// receipts.bind_conversation (nil otherwise), computed once.
func (r *Run) conversationDigest() ([]byte, error) {
	if !r.Scope.Bound() {
		return nil, nil
	}
	if r.conv == nil {
		d, err := receipts.ConversationDigest([]byte(r.Conversation))
		if err != nil {
			return nil, err
		}
		r.conv = d[:]
	}
	return r.conv, nil
}

// HexOrEmpty is the lowercase hex of d, or "" for nil.
func HexOrEmpty(d []byte) string {
	if d == nil {
		return ""
	}
	return hex.EncodeToString(d)
}
