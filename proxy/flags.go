package proxy

import (
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

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
	budget := newSignatureBudget()
	messages.ForEach(func(_, m gjson.Result) bool {
		switch m.Get("role").Str {
		case "assistant":
			m.Get("tool_calls").ForEach(func(_, tc gjson.Result) bool {
				name, args := chatcall.NameArgs(tc)
				calls[tc.Get("id").Str] = call{name, args}
				return true
			})
			for _, tok := range receipts.FindTokens(claims.MessageText(m.Get("content"))) {
				if rc, ok := scope.Lookup(tok); ok && scope.Check(tok) == receipts.StatusValid {
					backed[rc.Tool] = true
				}
			}
		case "tool":
			result, tok, ok := receipts.SplitReceipt(claims.MessageText(m.Get("content")))
			if !ok {
				return true
			}
			cl, found := calls[m.Get("tool_call_id").Str]
			if !found || !budget.take(tok) {
				return true
			}
			if st := scope.Check(tok); st != receipts.StatusValid {
				// Another replica's receipt (cluster.redis_url): its signature decides.
				if st == receipts.StatusUnverifiable && verifyForeign(scope, tok, cl.name, loop.NormalizeArguments(cl.args), result, convs[tok]) {
					backed[cl.name] = true
				}
				return true
			}
			if scope.VerifyBound(tok, cl.name, []byte(loop.NormalizeArguments(cl.args)), []byte(result), convs[tok]) {
				backed[cl.name] = true
			}
		}
		return true
	})
	return backed
}
