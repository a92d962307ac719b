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
			return c.scope.VerifyBound(tok, tool, []byte(loop.NormalizeArguments(args)), []byte(result), convs[tok])
		case receipts.StatusUnverifiable:
			if verifyForeign(c.scope, tok, tool, loop.NormalizeArguments(args), result, convs[tok]) {
				return true // another replica minted it, and its signature covers this call
			}
			earlier[tok] = true
		}
		return false
	}
	c.History = claims.ReadHistory(messages, c.KindsOf, c.IsServerTool, verify)
	kept := c.History.Invalid[:0]
	for _, inv := range c.History.Invalid {
		if !earlier[inv.Receipt] {
			kept = append(kept, inv)
		}
	}
	c.History.Invalid = kept
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
