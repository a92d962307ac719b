package proxy

import (
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Loop outcomes of a follow-up whose mixed turn cannot be spliced
// (zc_receipts.events); the history is then forwarded as the client sent it.
const (
	outcomePendingExpired = "pending_expired"           // kept too long, or pushed out of a full store
	outcomePendingUnknown = "pending_unknown"           // the ids wait in another conversation, or for other ids
	outcomePendingStore   = "pending_store_unavailable" // the shared store (Redis) did not answer
)

// prepareHistory readies the client's messages for the upstream: it
// rejects a tool history no upstream would accept and splices the server
// half of earlier mixed turns back in. It returns the body to rewrite.
//
// A plain chat skips both (req.history): checkToolHistory refuses only
// over a tool message, and splicePending looks only at assistant messages
// with tool calls, leaving the body, the events and c.carried untouched
// without one. The conversation hash a mixed turn of this request is kept
// under is computed when one is kept (conversationPrefix).
func (c *chatRun) prepareHistory() ([]byte, *apierr.Error) {
	msgs, h := c.req.messages, c.req.history
	if h.toolMessages {
		if e := checkToolHistory(msgs); e != nil {
			return nil, e
		}
	}
	if !h.toolCalls {
		return c.req.body, nil
	}
	hashes := pending.PrefixHashes(msgs)
	c.prefix, c.prefixSet = hashes[len(hashes)-1], true
	body, err := c.splicePending(c.req.body, msgs, hashes)
	if err != nil {
		var e *apierr.Error
		if errors.As(err, &e) {
			return nil, e
		}
		return nil, apierr.Internal(err)
	}
	return body, nil
}

// carriedBacking adds to c.Backed the tools of the receipts spliced back
// in: the proxy kept those results itself, so they back claims even when
// the key that minted them is gone (scope: request).
func (c *chatRun) carriedBacking() {
	for _, rc := range c.carried {
		c.Backed[rc.Tool] = true
	}
}

// splicePending rebuilds the messages array with every assistant turn that
// stands for a kept mixed turn replaced by the full turn (the loop's
// earlier rounds, the assistant message with all calls in the model's
// order, the server tool messages), the client's own tool messages
// following as it sent them. Turns it cannot splice stay as sent, with an
// event when the proxy remembers them. body is returned unchanged when
// nothing was spliced.
//
// Only the newest maxPendingLookups assistant turns with at most a turn's
// ceiling of calls are looked up: each lookup is a round trip to the
// shared store (cluster.redis_url), and a client chooses how many such
// turns its history holds (tens of thousands in a few MB). Older ones are
// forwarded as sent.
func (c *chatRun) splicePending(body []byte, msgs gjson.Result, hashes [][32]byte) ([]byte, error) {
	spliced := false
	var items []string // views of body, or kept messages; copied only when spliced
	i := 0
	var storeErr error
	ceiling := c.Caps.TurnCeiling()
	skip := 0 // candidates left unlooked-up, the oldest first
	if n := countPendingCandidates(msgs, ceiling); n > maxPendingLookups {
		skip = n - maxPendingLookups
	}
	msgs.ForEach(func(_, m gjson.Result) bool {
		defer func() { i++ }()
		ids := assistantCallIDs(m)
		if ids == nil || len(ids) > ceiling {
			items = append(items, m.Raw)
			return true
		}
		if skip > 0 {
			skip--
			items = append(items, m.Raw)
			return true
		}
		e, status, err := c.s.pendingTurns().Find(c.ctx, c.pendingKey(hashes[i]), ids)
		if err != nil {
			storeErr = err
			return false
		}
		switch status {
		case pending.Found:
			spliced = true
			for _, b := range e.Messages {
				items = append(items, string(b))
			}
			for _, b := range e.Results {
				items = append(items, string(b))
			}
			if c.carried == nil {
				c.carried = make(map[string]receipts.Receipt)
			}
			for _, rc := range e.Receipts {
				c.carried[rc.Receipt] = rc
			}
			c.kept = keptCalls(c.kept, entryArray(e), c.carried)
			c.s.log.DebugContext(c.ctx, "mixed turn spliced",
				slog.String("call_refs", logRefs(ids)), slog.Int("server_results", len(e.Results)))
		case pending.Expired:
			c.AddEvent(loopEvent{CallID: ids[0], Outcome: outcomePendingExpired,
				Detail: fmt.Sprintf("the server calls of the turn with %s are no longer kept (unused for %s, or the store was full); history forwarded as sent",
					strings.Join(ids, ", "), c.s.pendingTurns().TTL())})
		case pending.Mismatch:
			c.AddEvent(loopEvent{CallID: ids[0], Outcome: outcomePendingUnknown,
				Detail: fmt.Sprintf("no kept turn matches %s in this conversation; history forwarded as sent", strings.Join(ids, ", "))})
		}
		if status != pending.Found {
			items = append(items, m.Raw)
		}
		return true
	})
	if storeErr != nil {
		var e *apierr.Error
		if errors.As(c.pendingStoreFailed("look up", storeErr), &e) {
			return nil, e
		}
		return nil, loop.ErrClientGone
	}
	if !spliced {
		return body, nil
	}
	raws := make([][]byte, len(items))
	for j, it := range items {
		raws[j] = []byte(it)
	}
	out, err := sjson.SetRawBytes(body, "messages", chat.AppendRawArray("[]", raws...))
	if err != nil {
		return nil, fmt.Errorf("splice mixed turn: %w", err)
	}
	return out, nil
}

// assistantCallIDs returns the tool call ids of an assistant message, or
// nil when m is not an assistant message with tool calls.
// maxPendingLookups bounds the pending-store lookups of one request
// (splicePending). A variable so tests can lower it.
var maxPendingLookups = 256

// countPendingCandidates counts the assistant messages of msgs that
// splicePending may look up: tool calls, no more than ceiling of them.
func countPendingCandidates(msgs gjson.Result, ceiling int) int {
	n := 0
	msgs.ForEach(func(_, m gjson.Result) bool {
		if m.Get("role").Str != "assistant" {
			return true
		}
		calls := 0
		m.Get("tool_calls").ForEach(func(_, _ gjson.Result) bool {
			calls++
			return calls <= ceiling
		})
		if calls > 0 && calls <= ceiling {
			n++
		}
		return true
	})
	return n
}

func assistantCallIDs(m gjson.Result) []string {
	if m.Get("role").Str != "assistant" {
		return nil
	}
	var ids []string
	m.Get("tool_calls").ForEach(func(_, tc gjson.Result) bool {
		ids = append(ids, tc.Get("id").Str)
		return true
	})
	return ids
}

// checkToolHistory rejects, as OpenAI does, a history whose tool messages
// and tool calls do not pair up: a tool message answering an id no earlier
// assistant message declares, or a final tool round (an assistant turn
// followed only by tool messages) that leaves a call unanswered. Sent
// upstream, either is an error anyway; caught here, the message names the
// id. Earlier rounds are left to the upstream: some providers accept a
// call a later user turn overtook.
func checkToolHistory(msgs gjson.Result) *apierr.Error {
	declared := make(map[string]bool)
	lastAt := -1         // index of the last assistant message with tool calls
	var lastIDs []string // its ids
	answered := make(map[string]bool)
	tail := false // every message after lastAt is a tool message
	var bad *apierr.Error
	i := 0
	msgs.ForEach(func(_, m gjson.Result) bool {
		defer func() { i++ }()
		switch m.Get("role").Str {
		case "assistant":
			ids := assistantCallIDs(m)
			for _, id := range ids {
				declared[id] = true
			}
			tail = false
			if ids != nil {
				lastAt, lastIDs, tail = i, ids, true
				clear(answered)
			}
		case "tool":
			id := m.Get("tool_call_id").Str
			if id != "" && !declared[id] {
				bad = apierr.BadRequest(fmt.Sprintf("messages[%d] is a tool message for tool_call_id %q, but no earlier assistant message has a tool call with that id.", i, id),
					fmt.Sprintf("messages[%d].tool_call_id", i))
				bad.Code = "tool_call_id_missing"
				return false
			}
			answered[id] = true
		default:
			tail = false
		}
		return true
	})
	if bad != nil || lastAt < 0 || !tail || len(answered) == 0 {
		return bad
	}
	var missing []string
	for _, id := range lastIDs {
		if !answered[id] {
			missing = append(missing, id)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	e := apierr.BadRequest(fmt.Sprintf("The assistant message at messages[%d] has tool calls no tool message answers: tool_call_id %s. Send one tool message per tool call.",
		lastAt, strings.Join(quoteAll(missing), ", ")), fmt.Sprintf("messages[%d].tool_calls", lastAt))
	e.Code = "tool_call_id_missing"
	return e
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// logRefs is the log form of call ids: their digests (toolrun.LogRef),
// since ids are the model's or client's own text.
func logRefs(ids []string) string {
	refs := make([]string, len(ids))
	for i, id := range ids {
		refs[i] = toolrun.LogRef(id)
	}
	return strings.Join(refs, ",")
}
