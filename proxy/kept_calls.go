package proxy

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// keptCall is the call a receipt of a spliced mixed turn was minted for,
// as the proxy kept it: a kept token backs a history call only when that
// call is this one, since the token stands in for a key the scope may no
// longer hold and so proves nothing about any other call.
type keptCall struct {
	tool, args, result string // args canonical (loop.NormalizeArguments)
}

// keptCalls reads the calls of a kept entry's messages (Chat Completions
// messages: convert Responses items first) into dst by receipt token,
// for the receipts in carried only. It reads them as readHistory reads
// the history, so a kept call compares equal to its spliced copy.
func keptCalls(dst map[string]keptCall, msgs []byte, carried map[string]receipts.Receipt) map[string]keptCall {
	if dst == nil {
		dst = make(map[string]keptCall)
	}
	own := func(_, _, _, tok string) bool { _, ok := carried[tok]; return ok }
	parsed := gjson.ParseBytes(msgs)
	h := claims.ReadHistory(parsed, nil, nil, own)
	shared := sharedCallIDs(parsed)
	for _, c := range h.Calls {
		if c.Status != claims.Verified || shared[c.ID] {
			// A result is paired with the last call of its id: where the
			// model gave two calls of one turn the same id (a call that
			// ran and one refused), that may not be the call it answers.
			continue
		}
		if _, ok := dst[c.Receipt]; ok {
			continue // the first copy is the proxy's own
		}
		dst[c.Receipt] = keptCall{tool: c.Tool, args: loop.NormalizeArguments(c.Args), result: c.Result}
	}
	return dst
}

// sharedCallIDs are the call ids that more than one call of one assistant
// message holds: the model chooses ids, and nothing makes them distinct.
func sharedCallIDs(msgs gjson.Result) map[string]bool {
	var shared map[string]bool
	msgs.ForEach(func(_, m gjson.Result) bool {
		calls := m.Get("tool_calls")
		if m.Get("role").Str != "assistant" || len(calls.Array()) < 2 {
			return true
		}
		seen := map[string]bool{}
		calls.ForEach(func(_, tc gjson.Result) bool {
			id := tc.Get("id").Str
			if seen[id] {
				if shared == nil {
					shared = map[string]bool{}
				}
				shared[id] = true
			}
			seen[id] = true
			return true
		})
		return true
	})
	return shared
}

// entryArray is a kept entry's messages and results as one JSON array.
func entryArray(e *pending.Entry) []byte {
	arr := []byte{'['}
	for _, raws := range [][][]byte{e.Messages, e.Results} {
		for _, b := range raws {
			if len(arr) > 1 {
				arr = append(arr, ',')
			}
			arr = append(arr, b...)
		}
	}
	return append(arr, ']')
}

// matches reports whether the history call (tool, arguments as sent,
// result) is the kept call.
func (k keptCall) matches(tool, args, result string) bool {
	return k.tool == tool && k.result == result && k.args == loop.NormalizeArguments(args)
}
