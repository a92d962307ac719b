package proxy

import (
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// zcReport is the zc_receipts object (DESIGN.md "Response"). Slices are
// never nil so the client always sees arrays.
type zcReport struct {
	Receipts []receipts.Receipt `json:"receipts"`
	Flags    []receipts.Flag    `json:"flags"`
	Events   []loopEvent        `json:"events"`
	Calls    []callRecord       `json:"calls"` // every server call of the request, in order
	// Key is the Ed25519 public key that signed this request's receipts
	// (receipts.signing: ed25519), so a client under receipts.scope:
	// request holds it without fetching the JWKS.
	Key *receipts.JWK `json:"key,omitempty"`
}

// verdict checks the answer text the client saw (every turn's text, not the
// footer) for receipt-less tool claims (claims package: tool-agnostic,
// backed per call), history receipts that do not verify, and quoted tokens
// this scope did not mint.
func (c *chatRun) verdict() []receipts.Flag {
	text := c.text.String()
	tokenFlags := c.withoutCarried(receipts.CheckTokens(text, c.scope))
	flags := c.claimFlags(text)
	flags = append(flags, tokenFlags...)
	c.flagCount = len(flags)
	for _, f := range flags {
		statsFrom(c.ctx).addFlag(string(f.Kind))
	}
	return flags
}

// emptyReport is zc_receipts with nothing in it.
var emptyReport = mustJSON(zcReport{Receipts: []receipts.Receipt{}, Flags: []receipts.Flag{}, Events: []loopEvent{}, Calls: []callRecord{}})

// report renders zc_receipts (and keeps it for the inspect page).
func (c *chatRun) report(flags []receipts.Flag) []byte {
	out := c.renderReport(flags)
	if c.ctx != nil {
		statsFrom(c.ctx).setReport(out)
	}
	return out
}

func (c *chatRun) renderReport(flags []receipts.Flag) []byte {
	if len(c.minted) == 0 && len(flags) == 0 && len(c.events) == 0 && len(c.calls) == 0 {
		return emptyReport // most answers: no call, no flag
	}
	rep := zcReport{Receipts: c.minted, Flags: flags, Events: c.events, Calls: c.calls}
	if len(c.minted) > 0 && c.scope != nil {
		if pk, ok := c.scope.PublicKey(); ok {
			j := pk.ToJWK()
			rep.Key = &j
		}
	}
	if rep.Receipts == nil {
		rep.Receipts = []receipts.Receipt{}
	}
	if rep.Flags == nil {
		rep.Flags = []receipts.Flag{}
	}
	if rep.Events == nil {
		rep.Events = []loopEvent{}
	}
	if rep.Calls == nil {
		rep.Calls = []callRecord{}
	}
	return mustJSON(rep)
}

// footer is the text appended to the answer, or "" when it is switched off
// or there is nothing to show.
//
// A response that hands tool calls to the client gets no footer text: the
// answer is not final, and agent frameworks would take the footer for the
// final answer and drop the calls. zc_receipts still carries everything.
func (c *chatRun) footer(flags []receipts.Flag, clientCalls []toolCall) string {
	if !c.mode.footer || len(clientCalls) > 0 {
		return ""
	}
	return receipts.RenderFooter(c.turnReceipts(), flags)
}

// historyBacking finds the server tools the incoming history already backs:
// a tool message whose receipt this scope minted and which verifies
// against that message's result and the assistant call it answers, or a
// valid receipt quoted in an earlier assistant answer (such as a footer).
// Either needs receipts.TokenPrefix in the message's text, which
// historySummary.receiptText records: without it newChatRun skips this.
func historyBacking(messages gjson.Result, scope *receipts.Scope) receipts.Backing {
	backed := make(receipts.Backing)
	convs := historyConversations(messages, scope)
	type call struct{ name, args string }
	calls := make(map[string]call)
	messages.ForEach(func(_, m gjson.Result) bool {
		switch m.Get("role").Str {
		case "assistant":
			m.Get("tool_calls").ForEach(func(_, tc gjson.Result) bool {
				calls[tc.Get("id").Str] = call{tc.Get("function.name").Str, tc.Get("function.arguments").Str}
				return true
			})
			for _, tok := range receipts.FindTokens(messageText(m.Get("content"))) {
				if rc, ok := scope.Lookup(tok); ok && scope.Check(tok) == receipts.StatusValid {
					backed[rc.Tool] = true
				}
			}
		case "tool":
			result, tok, ok := receipts.SplitReceipt(messageText(m.Get("content")))
			if !ok {
				return true
			}
			cl, found := calls[m.Get("tool_call_id").Str]
			if !found {
				return true
			}
			if st := scope.Check(tok); st != receipts.StatusValid {
				// Another replica's receipt (cluster.redis_url): its signature decides.
				if st == receipts.StatusUnverifiable && verifyForeign(scope, tok, cl.name, normalizeArguments(cl.args), result, convs[tok]) {
					backed[cl.name] = true
				}
				return true
			}
			if scope.VerifyBound(tok, cl.name, []byte(normalizeArguments(cl.args)), []byte(result), convs[tok]) {
				backed[cl.name] = true
			}
		}
		return true
	})
	return backed
}

// messageText is a message content as text: the string itself, or the
// text parts of a content array joined.
func messageText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.Str
	}
	var text string
	content.ForEach(func(_, part gjson.Result) bool {
		if part.Get("type").Str == "text" {
			text += part.Get("text").Str
		}
		return true
	})
	return text
}
