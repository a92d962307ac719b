package proxy

import (
	"slices"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// toolKinds is the action kinds of a server tool: from its config type
// (shell/exec: run; file: read and list; http: fetch and check), else from
// its name and description (MCP tools).
func toolKinds(t toolrun.Tool) []string {
	if k := claims.KindsOfType(t.Type); k != nil {
		return k
	}
	return claims.InferKinds(t.Name, t.Description)
}

// kindsOf returns the kinds of the named tool: a server tool's, else a
// client tool's from the request's tools (name and description).
func (c *chatRun) kindsOf(name string) []string {
	for _, t := range c.s.offers().all {
		if t.Name == name {
			return toolKinds(t)
		}
	}
	var kinds []string
	c.req.tools.ForEach(func(_, t gjson.Result) bool {
		if t.Get("function.name").Str == name {
			kinds = claims.InferKinds(name, t.Get("function.description").Str)
			return false
		}
		return true
	})
	return kinds
}

// isServerTool reports whether name is one of the proxy's tools.
func (c *chatRun) isServerTool(name string) bool {
	for _, t := range c.s.offers().all {
		if t.Name == name {
			return true
		}
	}
	return false
}

// readHistory reads the re-sent history's calls for claim backing. A
// history receipt backs its call only when it verifies in this scope over
// the tool name, the canonical arguments of the assistant call with the
// same id and the result text; a receipt of a spliced pending turn is the
// proxy's own and stands. A token from an earlier key scope backs nothing
// but is not reported as invalid (it may be genuine).
func (c *chatRun) readHistory(messages gjson.Result, _ gjson.Result) {
	earlier := map[string]bool{}
	convs := historyConversations(messages, c.scope)
	verify := func(tool, args, result, tok string) bool {
		if _, ok := c.carried[tok]; ok {
			return true
		}
		switch c.scope.Check(tok) {
		case receipts.StatusValid:
			return c.scope.VerifyBound(tok, tool, []byte(normalizeArguments(args)), []byte(result), convs[tok])
		case receipts.StatusUnverifiable:
			if verifyForeign(c.scope, tok, tool, normalizeArguments(args), result, convs[tok]) {
				return true // another replica minted it, and its signature covers this call
			}
			earlier[tok] = true
		}
		return false
	}
	c.hist = claims.ReadHistory(messages, c.kindsOf, c.isServerTool, verify)
	kept := c.hist.Invalid[:0]
	for _, inv := range c.hist.Invalid {
		if !earlier[inv.Receipt] {
			kept = append(kept, inv)
		}
	}
	c.hist.Invalid = kept
}

// verifyForeign checks a history receipt that another replica minted
// (cluster.redis_url with signing: ed25519) by its signature under the
// public key that replica published. Without a shared key set it is false.
func verifyForeign(scope *receipts.Scope, tok, tool, args, result string, conv []byte) bool {
	keys := scope.Keys()
	if keys == nil {
		return false
	}
	t, err := receipts.Parse(tok)
	if err != nil || !t.Ed25519() {
		return false
	}
	call, err := receipts.NewCall(tool, []byte(args), []byte(result), conv)
	if err != nil {
		return false
	}
	return receipts.VerifyForeign(keys, &t, &call)
}

// addClaimCall records one of this request's server calls for backing.
func (c *chatRun) addClaimCall(call toolCall, output string, status int, receipt string) {
	c.claimCalls = append(c.claimCalls, claims.Call{
		ID: call.ID, Tool: call.Name, Args: normalizeArguments(call.Arguments), Result: output,
		Status: status, Kinds: c.kindsOf(call.Name), Where: "request", Index: -1, Receipt: receipt,
	})
}

// claimFlags finds the claims of the answer text and returns a
// receipt_less_claim flag for each one no call backs, then an
// invalid_receipt flag for each history receipt that did not verify.
func (c *chatRun) claimFlags(text string) []receipts.Flag {
	var cmds []string
	for _, t := range c.offered {
		cmds = append(cmds, t.Keywords...)
		cmds = append(cmds, claims.DescriptionCommands(t.Description)...)
	}
	c.req.tools.ForEach(func(_, t gjson.Result) bool {
		cmds = append(cmds, claims.DescriptionCommands(t.Get("function.description").Str)...)
		return true
	})
	// the answer reports on the calls of this turn: the history's since
	// the last user message and this request's own
	after := len(c.claimCalls) > 0 || c.hist.TurnHasCalls()
	cs := claims.FindWith(text, claims.Options{UserTexts: c.hist.UserTexts, Commands: cmds, AfterCalls: after, Context: c.hist.LastUser})
	var flags []receipts.Flag
	if len(cs) > 0 {
		calls := make([]claims.Call, 0, len(c.hist.Calls)+len(c.claimCalls))
		calls = append(append(calls, c.hist.Calls...), c.claimCalls...)
		calls = append(calls, c.quotedCalls(text)...)
		claims.Back(cs, calls)
		for _, cl := range cs {
			if !cl.Backed {
				flags = append(flags, claimFlag(cl, c.offered))
			}
		}
	}
	for _, inv := range c.hist.Invalid {
		flags = append(flags, receipts.Flag{Kind: receipts.FlagInvalidReceipt, Receipt: inv.Receipt, Tool: inv.Tool, Where: inv.Where})
	}
	return flags
}

// claimFlag is the receipt_less_claim flag of an unbacked claim. Tool names
// the offered server tool the claim is about or that could have done it.
func claimFlag(cl claims.Claim, offered []toolrun.Tool) receipts.Flag {
	start, end := cl.Start, cl.End
	f := receipts.Flag{Kind: receipts.FlagReceiptLessClaim, Text: claims.FlagText(cl.Sentence), Reason: cl.Reason, Start: &start, End: &end, Action: cl.Action}
	if len(cl.Objects) > 0 {
		f.Object = cl.Objects[0]
	}
	names := make([]string, len(offered))
	byName := make(map[string][]string, len(offered))
	for i, t := range offered {
		names[i] = t.Name
		byName[t.Name] = toolKinds(t)
	}
	f.Tool = claims.ToolFor(cl, names, func(n string) []string { return byName[n] })
	return f
}

// quotedCalls are the receipts quoted in assistant texts (earlier answers
// and this one) that this scope issued: its ledger knows their tool and
// call id but not what they sign, so they back only claims naming no
// object (claims.Quoted).
func (c *chatRun) quotedCalls(text string) []claims.Call {
	var out []claims.Call
	seen := map[string]bool{}
	for _, tok := range append(slices.Clone(c.hist.Quoted), receipts.FindTokens(text)...) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		rc, ok := c.carried[tok]
		if !ok {
			if c.scope.Check(tok) != receipts.StatusValid {
				continue
			}
			if rc, ok = c.scope.Lookup(tok); !ok {
				continue
			}
		}
		out = append(out, claims.Call{ID: rc.CallID, Tool: rc.Tool, Status: claims.Quoted, Kinds: c.kindsOf(rc.Tool), Where: "quoted", Index: -1, Receipt: tok})
	}
	return out
}

// turnReceipts lists the receipts that back the answer across the agent's
// turn: the verified history calls since the last user message, then the
// receipts minted in this request.
func (c *chatRun) turnReceipts() []receipts.Receipt {
	var out []receipts.Receipt
	for _, call := range c.hist.Calls {
		if call.Index >= c.hist.TurnStart && call.Status == claims.Verified && call.Receipt != "" {
			out = append(out, receipts.Receipt{Tool: call.Tool, CallID: call.ID, Receipt: call.Receipt})
		}
	}
	if len(out) == 0 {
		return c.minted
	}
	return append(out, c.minted...)
}
