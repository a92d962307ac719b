package loop

import (
	"slices"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Verdict checks the answer text the client saw (every turn's text, not
// the footer) for receipt-less tool claims (claims package: tool-agnostic,
// backed per call), history receipts that do not verify, and quoted tokens
// this scope did not mint; when any of these, or a receipt, makes a
// footer, it flags the markup in the answer that can hide that footer.
func (r *Run) Verdict() []receipts.Flag {
	text := r.Text.String()
	tokenFlags := r.withoutCarried(receipts.CheckTokens(text, r.Scope))
	tokenFlags = append(tokenFlags, r.boundTokenFlags(text, tokenFlags)...)
	flags := r.claimFlags(text)
	for _, inv := range r.History.Invalid {
		flags = append(flags, receipts.Flag{Kind: receipts.FlagInvalidReceipt, Receipt: inv.Receipt, Tool: inv.Tool, Where: inv.Where})
	}
	flags = append(flags, tokenFlags...)
	// a footer the answer wrote itself, listing tools with no token
	flags = receipts.WithFooterEntries(flags, text)
	flags = append(flags, r.asideFlags()...)
	flags = append(flags, r.jsonFlags(text)...)
	if len(flags) > 0 || len(r.turnReceipts()) > 0 {
		// there is a footer to protect, and the answer's style sheet or
		// open plaintext element is beyond what its lead can close
		flags = append(flags, receipts.FooterUnprotected(text)...)
	}
	for _, f := range flags {
		r.Host.Flagged(string(f.Kind))
	}
	return flags
}

// withoutCarried drops the flags of quoted tokens that are receipts of a
// spliced turn: this proxy minted them for this conversation and kept them,
// so they are valid here even under scope: request, whose key for them is
// gone.
func (r *Run) withoutCarried(flags []receipts.Flag) []receipts.Flag {
	if len(r.Carried) == 0 {
		return flags
	}
	out := flags[:0]
	for _, f := range flags {
		if _, ok := r.Carried[f.Receipt]; !ok || f.Receipt == "" {
			out = append(out, f)
		}
	}
	return out
}

// ToolKinds is the action kinds of a server tool: from its config type
// (shell/exec: run; file: read and list; http: fetch and check), else from
// its name and description (MCP tools).
func ToolKinds(t toolrun.Tool) []string {
	if k := claims.KindsOfType(t.Type); k != nil {
		return k
	}
	return inferKinds(t.Name, t.Description)
}

// KindsOf returns the kinds of the named tool: a server tool's, else a
// client tool's (from its name and description).
func (r *Run) KindsOf(name string) []string {
	for _, t := range r.Known {
		if t.Name == name {
			return ToolKinds(t)
		}
	}
	for _, d := range r.ClientDocs {
		if d.Name == name {
			return inferKinds(name, d.Description)
		}
	}
	return nil
}

// IsServerTool reports whether name is one of the proxy's tools.
func (r *Run) IsServerTool(name string) bool { return hasTool(r.Known, name) }

// addClaimCall records one of this request's server calls for backing.
func (r *Run) addClaimCall(call Call, output string, status int, receipt string) {
	r.claimCalls = append(r.claimCalls, claims.Call{
		ID: call.ID, Tool: call.Name, Args: NormalizeArguments(call.Arguments), Result: output,
		Status: status, Kinds: r.KindsOf(call.Name), Where: "request", Index: -1, Receipt: receipt,
		Program: r.execProgram(call.Name), Argv: r.execArgv(call.Name),
	})
}

// execProgram is the program an exec tool runs (its argv[0]), "" for
// other tools: backing reads its arguments as that program's data.
func (r *Run) execProgram(name string) string {
	for _, t := range r.Known {
		if t.Name == name && t.Type == "exec" && len(t.Keywords) > 0 {
			return t.Keywords[0]
		}
	}
	return ""
}

// execArgv is an exec tool's fixed argv ({param} words as written), nil
// for other tools: backing reads a git template's subcommand from it.
func (r *Run) execArgv(name string) []string {
	for _, t := range r.Known {
		if t.Name == name && t.Type == "exec" {
			return t.Argv
		}
	}
	return nil
}

// withPrograms sets the program of each verified history call of an exec
// tool, as this request's calls have it: the receipt proves the proxy ran
// that tool, so its arguments were that program's data (a greeting of
// "git log" ran no git) wherever the call sits. calls is a copy of the
// history's.
func (r *Run) withPrograms(calls []claims.Call) []claims.Call {
	for i := range calls {
		if calls[i].Status == claims.Verified && calls[i].Program == "" {
			calls[i].Program = r.execProgram(calls[i].Tool)
			calls[i].Argv = r.execArgv(calls[i].Tool)
		}
	}
	return calls
}

// claimFlags finds the claims of text and returns a receipt_less_claim
// flag for each one no call backs.
func (r *Run) claimFlags(text string) []receipts.Flag {
	var cmds, offered []string
	queryTool := false // a tool that queries a database is offered (claims.Options.QueryTool)
	for _, t := range r.Offered {
		cmds = append(cmds, t.Keywords...)
		cmds = append(cmds, describedCommands(t.Description)...)
		offered = append(offered, t.Name)
		queryTool = queryTool || slices.Contains(ToolKinds(t), claims.KindQuery)
	}
	for _, d := range r.ClientDocs {
		cmds = append(cmds, describedCommands(d.Description)...)
		offered = append(offered, d.Name)
		queryTool = queryTool || slices.Contains(inferKinds(d.Name, d.Description), claims.KindQuery)
	}
	// the answer reports on the calls of this turn: the history's since
	// the last user message and this request's own
	h := &r.History
	after := len(r.claimCalls) > 0 || h.TurnHasCalls()
	// claims.FindWith reads the text as a reader sees it; offsets are text's
	cs := claims.FindWith(text, claims.Options{UserTexts: h.UserTexts, Commands: cmds, AfterCalls: after, NoChangeCalls: after && h.TurnChangedNothing(), FailedCalls: after && h.TurnAllFailed(), FollowUp: !after && h.FollowUp(), QueryTool: queryTool, Context: h.LastUser, Prior: h.Prior, PrevUser: h.PrevUser})
	var flags []receipts.Flag
	if len(cs) > 0 {
		calls := make([]claims.Call, 0, len(h.Calls)+len(r.claimCalls))
		calls = r.withPrograms(append(calls, h.Calls...))
		calls = append(calls, r.claimCalls...)
		calls = append(calls, r.quotedCalls(text)...)
		claims.BackOffered(cs, calls, offered)
		var tf toolFinder // built for the first unbacked claim, shared by the rest
		perSentence, lastStart := 0, -1
		for _, cl := range cs {
			if cl.Backed {
				continue
			}
			if cl.Start != lastStart {
				perSentence, lastStart = 0, cl.Start
			}
			if perSentence == maxClaimFlagsPerSentence || len(flags) == maxClaimFlags {
				continue // (the answer is flagged: see maxClaimFlags)
			}
			f := tf.claimFlag(cl, r.Offered)
			if n := len(flags); n > 0 && sameClaimFlag(flags[n-1], f) {
				continue // "I ran I ran I ran …": one claim, said again
			}
			flags = append(flags, f)
			perSentence++
		}
	}
	return flags
}

// maxClaimFlags and maxClaimFlagsPerSentence bound the receipt-less claim
// flags of one answer: a model can write thousands of claims in a few
// kilobytes ("I read a, I read b, …"), and every flag is a line of the
// footer and an entry of zc_receipts, so an unbounded list made a 16 KB
// answer a 1.5 MB response. The answer is flagged either way; the first
// claims of each sentence, in text order, are the ones listed.
const (
	maxClaimFlags            = 64
	maxClaimFlagsPerSentence = 4
)

// sameClaimFlag: b says what a says, of the same sentence.
func sameClaimFlag(a, b receipts.Flag) bool {
	return a.Kind == b.Kind && a.Text == b.Text && a.Reason == b.Reason && a.Action == b.Action &&
		a.Object == b.Object && a.Tool == b.Tool && *a.Start == *b.Start && *a.End == *b.End
}

// asideFlags checks the refusal text the client was shown as the answer
// is checked: chat UIs show a refusal where the answer goes, so a claim, a
// quoted token or a forged footer there misleads the same reader. Its
// offsets count in no answer text, so they are dropped and Where names the
// field. The other shown fields (Shown) are checked the same way.
func (r *Run) asideFlags() []receipts.Flag {
	var flags []receipts.Flag
	if r.Aside.Len() > 0 {
		flags = r.fieldFlags(flags, "refusal", r.Aside.String())
	}
	for _, s := range r.Shown {
		flags = r.fieldFlags(flags, s.Where, s.Text)
	}
	return flags
}

// fieldFlags appends the flags of text shown in the field where, outside
// the answer text: claims, quoted tokens and a self-written footer.
func (r *Run) fieldFlags(flags []receipts.Flag, where, text string) []receipts.Flag {
	if text == "" {
		return flags
	}
	f := r.claimFlags(text)
	tf := r.withoutCarried(receipts.CheckTokens(text, r.Scope))
	f = append(f, tf...)
	f = append(f, r.boundTokenFlags(text, tf)...)
	f = receipts.WithFooterEntries(f, text)
	for i := range f {
		f[i].Start, f[i].End = nil, nil
		f[i].Where = where
	}
	return append(flags, f...)
}

// toolCommands memoises claims.DescriptionCommands for tool descriptions
// (a server tool's come from the config and MCP servers, a client tool's
// with every request of the client; reading one costs several
// allocations), inferredKinds claims.InferKinds (a request asks for a
// tool's kinds once per call of it in the history and per claim, and each
// reading compares every word with every kind's stems). The slices are
// shared, read only, as KindsOfType's are.
var toolCommands, inferredKinds memo

func describedCommands(desc string) []string {
	return toolCommands.get("", desc, func() []string { return claims.DescriptionCommands(desc) })
}

func inferKinds(name, description string) []string {
	return inferredKinds.get(name, description, func() []string { return claims.InferKinds(name, description) })
}

// toolFinder holds the offered tools' names and kinds for claims.ToolFor,
// read once per answer rather than once per flag.
type toolFinder struct {
	names  []string
	byName map[string][]string
}

// claimFlag is the receipt_less_claim flag of an unbacked claim. Tool names
// the offered server tool the claim is about or that could have done it.
func (tf *toolFinder) claimFlag(cl claims.Claim, offered []toolrun.Tool) receipts.Flag {
	start, end := cl.Start, cl.End
	f := receipts.Flag{Kind: receipts.FlagReceiptLessClaim, Text: claims.FlagText(cl.Sentence), Reason: cl.Reason, Start: &start, End: &end, Action: cl.Action}
	if len(cl.Objects) > 0 {
		f.Object = cl.Objects[0]
	}
	if tf.names == nil {
		tf.names = make([]string, len(offered))
		tf.byName = make(map[string][]string, len(offered))
		for i, t := range offered {
			tf.names[i] = t.Name
			tf.byName[t.Name] = ToolKinds(t)
		}
	}
	f.Tool = claims.ToolFor(cl, tf.names, func(n string) []string { return tf.byName[n] })
	return f
}

// quotedCalls are the receipts quoted in assistant texts (earlier answers
// and this one) that this scope issued: its ledger knows their tool and
// call id but not what they sign, so they back only claims naming no
// object (claims.Quoted).
func (r *Run) quotedCalls(text string) []claims.Call {
	var out []claims.Call
	seen := map[string]bool{}
	for _, tok := range append(slices.Clone(r.History.Quoted), receipts.FindTokens(text)...) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		rc, ok := r.Carried[tok]
		if !ok {
			if r.Scope.Check(tok) != receipts.StatusValid {
				continue
			}
			if rc, ok = r.Scope.Lookup(tok); !ok {
				continue
			}
			if !r.quotedInConversation(tok) {
				continue
			}
		}
		out = append(out, claims.Call{ID: rc.CallID, Tool: rc.Tool, Status: claims.Quoted, Kinds: r.KindsOf(rc.Tool), Where: "quoted", Index: -1, Receipt: tok})
	}
	return out
}

// quotedInConversation reports whether a token of this scope's ledger may
// be quoted in this conversation: always when receipts are not bound to
// it; under receipts.bind_conversation only when the conversation it was
// minted in is this one's messages, or a prefix of them (an earlier turn).
// A bound receipt moved into another conversation backed the claims there
// that name no object, quoted in an earlier answer or in this one.
func (r *Run) quotedInConversation(tok string) bool {
	conv, bound, ok := r.Scope.BoundConversation(tok)
	if !bound {
		return true
	}
	if !ok {
		return false
	}
	if !r.prefixesRead {
		r.prefixesRead = true
		r.prefixes, _ = receipts.ConversationPrefixes([]byte(r.Conversation)) // nil on error: nothing matches
	}
	return r.prefixes[conv]
}

// turnReceipts lists the receipts that back the answer across the agent's
// turn: the verified history calls since the last user message, then the
// receipts minted in this request.
func (r *Run) turnReceipts() []receipts.Receipt {
	var out []receipts.Receipt
	for _, call := range r.History.Calls {
		if call.Index >= r.History.TurnStart && call.Status == claims.Verified && call.Receipt != "" {
			out = append(out, receipts.Receipt{Tool: call.Tool, CallID: call.ID, Receipt: call.Receipt})
		}
	}
	if len(out) == 0 {
		return r.Minted
	}
	return append(out, r.Minted...)
}
