package proxy

import (
	"github.com/zc-proxy/zc-proxy/proxy/loop"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// readHistory reads the re-sent history's calls for claim backing. A
// history receipt backs its call only when it verifies in this scope over
// the tool name, the canonical arguments of the assistant call with the
// same id and the result text; a receipt of a spliced pending turn is the
// proxy's own and stands for the call it was kept with (keptCall). A
// token from an earlier key scope backs nothing but is not reported as
// invalid (it may be genuine).
func (c *chatRun) readHistory(messages gjson.Result, _ gjson.Result) {
	c.History = readHistory(&c.run, c.scope, c.kept, messages, historyConversations(messages, c.scope), false)
}

// readHistory is the history reader of both wires: messages is a Chat
// Completions messages array (the Responses adapter converts its input
// items), convs the conversation each bound token signs. With convsUnknown
// (receipts.bind_conversation over the Responses wire, whose bound
// conversations are not rebuilt from the history) a token of this scope
// that does not verify backs nothing but is not called invalid either.
func readHistory(run *loop.Run, scope *receipts.Scope, kept map[string]keptCall, messages gjson.Result, convs map[string][]byte, convsUnknown bool) claims.History {
	earlier := map[string]bool{}
	budget := newSignatureBudget()
	verify := func(tool, args, result, tok string) bool {
		// A kept token verifies over its own call only: pasted under
		// another call it is read as any other history token.
		if k, ok := kept[tok]; ok && k.matches(tool, args, result) {
			return true
		}
		if !budget.take(tok) {
			earlier[tok] = true // backs nothing, not called invalid
			return false
		}
		switch scope.Check(tok) {
		case receipts.StatusValid:
			if scope.VerifyBound(tok, tool, []byte(loop.NormalizeArguments(args)), []byte(result), convs[tok]) {
				return true
			}
			if convsUnknown && scope.Bound() {
				earlier[tok] = true
			}
			return false
		case receipts.StatusUnverifiable:
			if verifyForeign(scope, tok, tool, loop.NormalizeArguments(args), result, convs[tok]) {
				return true // another replica minted it, and its signature covers this call
			}
			earlier[tok] = true
		}
		return false
	}
	h := claims.ReadHistory(messages, run.KindsOf, run.IsServerTool, verify)
	invalid := h.Invalid[:0]
	for _, inv := range h.Invalid {
		if !earlier[inv.Receipt] {
			invalid = append(invalid, inv)
		}
	}
	h.Invalid = invalid
	return h
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
