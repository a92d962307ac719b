package proxy

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// recordToolCall is the one call the tool loop makes per server tool call,
// once its result is final: receipt is the token minted for it ("" when
// none was). A call that succeeded but could not be receipted is reported
// with the outcome the model was shown (error). It
// feeds the tool metrics (calls by tool and outcome, durations, receipts
// minted), the request's stats, and the audit trail, one line with the
// request id and the receipt. Calls the loop answers itself (unknown_tool)
// go through here too, so the trail misses nothing.
//
// The Registry is built without an Auditor for this reason: its events
// lack the request id and the receipt, and a second source would write
// every call twice.
func (s *Server) recordToolCall(ctx context.Context, res toolrun.Result, receipt string) {
	s.metrics.ObserveTool(res.Call.Name, string(res.Outcome), res.Duration)
	if receipt != "" {
		s.metrics.ReceiptMinted(res.Call.Name)
	}
	statsFrom(ctx).addToolCall(receipt != "", res.Outcome != toolrun.OutcomeOK)
	if s.audit == nil {
		return
	}
	sum := sha256.Sum256([]byte(res.Call.Arguments))
	e := audit.Entry{
		RequestID:  requestIDFrom(ctx),
		Tool:       res.Call.Name,
		CallID:     res.Call.ID,
		ArgsSHA256: hex.EncodeToString(sum[:]),
		Outcome:    res.Outcome,
		Detail:     res.Detail,
		DurationMS: audit.Milliseconds(res.Duration),
		Receipt:    receipt,
	}
	if res.Outcome == toolrun.OutcomeOK {
		e.OutputBytes = len(res.Output)
	}
	s.audit.Record(e)
}

// recordDropped records the results of a tool batch that never reached the
// model (the client left or the proxy is stopping): no receipt is minted
// for them, but the trail still shows what ran.
func (c *chatRun) recordDropped(results []toolrun.Result) {
	for _, res := range results {
		c.s.recordToolCall(c.ctx, res, "")
	}
}
