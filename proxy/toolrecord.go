package proxy

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// record is the one call the tool loop makes per server tool call, once
// its result is final (loop.Run.Record): m is the receipt minted for it
// (nil when none was). A call that succeeded but could not be receipted is
// reported with the outcome the model was shown (error). It feeds the tool
// metrics (calls by tool and outcome, durations, receipts minted), the
// request's stats, and the audit trail, one line with the request id and
// the receipt, and for a receipted call what the receipt covers
// (result_sha256, the conversation digest when bound) and the key id, so
// zc-proxy audit verify can check it offline. Calls the loop answers
// itself (unknown_tool) go through here too, so the trail misses nothing.
//
// The Registry reports nothing itself: its calls lack the request id and
// the receipt, and a second source would write every call twice.
func (s *Server) record(ctx context.Context, res toolrun.Result, m *receipts.Minted, conv []byte) {
	var receipt string
	if m != nil {
		receipt = m.Receipt.Receipt
	}
	s.metrics.ObserveTool(res.Call.Name, string(res.Outcome), res.Duration)
	if receipt != "" {
		s.metrics.ReceiptMinted(res.Call.Name)
	}
	reqctx.StatsFrom(ctx).AddToolCall(receipt != "", res.Outcome != toolrun.OutcomeOK)
	if s.audit == nil {
		return
	}
	tool := toolrun.LogRef(res.Call.Name)
	if s.tools != nil {
		tool = s.tools.LogTool(res.Call.Name) // a name the model made up is model text
	}
	e := audit.Entry{
		RequestID:  reqctx.ID(ctx),
		Tool:       tool,
		CallID:     res.Call.ID,
		Outcome:    res.Outcome,
		Detail:     res.Detail,
		DurationMS: audit.Milliseconds(res.Duration),
		Receipt:    receipt,
	}
	if res.Outcome == toolrun.OutcomeOK {
		e.OutputBytes = len(res.Output)
	}
	if m != nil {
		// The digests the receipt signs, computed once when it was minted.
		e.ArgsSHA256 = hex.EncodeToString(m.ArgsSHA256[:])
		e.ResultSHA256 = hex.EncodeToString(m.ResultSHA256[:])
		e.ConversationSHA256 = loop.HexOrEmpty(conv)
		e.Kid = m.Kid
	} else {
		e.ArgsSHA256 = argsDigest(res.Call.Arguments)
	}
	s.audit.Record(e)
}

// argsDigest is the SHA-256 of the canonical arguments (of the raw text
// when it is not JSON): the digest a receipt covers.
func argsDigest(arguments string) string {
	args := []byte(loop.NormalizeArguments(arguments))
	if canon, err := receipts.Canonicalize(args); err == nil {
		args = canon
	} else {
		args = []byte(arguments)
	}
	sum := sha256.Sum256(args)
	return hex.EncodeToString(sum[:])
}

// recordKey writes a public receipt key to the trail when its scope
// starts and when it ends (receipts.Options.OnKey). Only the public half
// exists here.
func (s *Server) recordKey(ev receipts.KeyEvent) {
	s.jwks.invalidate() // a key started or ended: the JWKS changed
	if s.audit == nil {
		return
	}
	s.audit.RecordKey(audit.KeyEntryFor(ev.Key, ev.Ended))
}
