package proxy

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// toolCall is one call the model asked for in a turn.
type toolCall struct {
	ID        string
	Type      string // "function" unless the model said otherwise
	Name      string
	Arguments string // JSON text as the model sent it
	raw       string // the call's JSON as it came (non-streamed replies); "" when assembled
}

// splitCalls sorts one turn's calls. client holds the calls of tools the
// client declared: when there is any, the turn ends the loop, the rest run
// and are kept for the client's follow-up (keepMixedTurn), and the client
// gets its own calls. run holds everything else (server tools, and names
// nobody declared, which get unknown_tool without running).
func (c *chatRun) splitCalls(calls []toolCall) (run, client []toolCall) {
	for _, call := range calls {
		if c.req.clientTools[call.Name] {
			client = append(client, call)
		} else {
			run = append(run, call)
		}
	}
	return run, client
}

// runCalls runs the server calls of one turn under ctx, in parallel, and
// answers the calls to tools nobody offered with unknown_tool and the calls
// past loop.max_tool_calls with capped, neither of which runs. Results are
// in call order.
func (c *chatRun) runCalls(ctx context.Context, calls []toolCall) []toolrun.Result {
	results := make([]toolrun.Result, len(calls))
	var toRun []toolrun.Call
	var at []int
	caps := c.s.cfg.Loop.MaxToolCalls
	for i, call := range calls {
		tc := toolrun.Call{ID: call.ID, Name: call.Name, Arguments: normalizeArguments(call.Arguments)}
		if detail := c.capCall(i, len(calls), caps); detail != "" {
			results[i] = toolrun.Result{Call: tc, Outcome: toolrun.OutcomeCapped, Detail: detail}
			continue
		}
		if !c.offersTool(call.Name) {
			results[i] = toolrun.Result{Call: tc, Outcome: toolrun.OutcomeUnknownTool,
				Detail: "unknown tool " + strconv.Quote(call.Name)}
			continue
		}
		toRun = append(toRun, tc)
		at = append(at, i)
	}
	if len(toRun) > 0 {
		start := time.Now()
		for j, res := range c.s.tools.RunAll(ctx, toRun) {
			results[at[j]] = res
		}
		statsFrom(ctx).addToolBatch(time.Since(start))
	}
	return results
}

// finishRound appends one tool round to the upstream body: the assistant
// message that asked for calls, then one tool message per call in order,
// each carrying its result and receipt (or "error: <reason>").
func (c *chatRun) finishRound(text string, calls []toolCall, results []toolrun.Result) error {
	msgs := make([][]byte, 0, 1+len(calls))
	msgs = append(msgs, assistantToolMessage(text, calls))
	for i, call := range calls {
		msgs = append(msgs, toolMessage(call.ID, c.toolContent(call, results[i])))
	}
	body, err := appendMessages(c.body, msgs...)
	if err != nil {
		return err
	}
	c.body = body
	c.rounds = append(c.rounds, msgs...)
	return nil
}

// toolContent is the tool message content for one result: on success the
// output with a freshly minted receipt, otherwise an error line, and an
// event for zc_receipts.
func (c *chatRun) toolContent(call toolCall, res toolrun.Result) string {
	if res.Outcome != toolrun.OutcomeOK {
		detail := res.Detail
		if detail == "" {
			detail = string(res.Outcome)
		}
		c.events = append(c.events, loopEvent{Tool: call.Name, CallID: call.ID, Outcome: string(res.Outcome), Detail: detail})
		c.s.recordToolCall(c.ctx, res, "")
		c.recordCall(call, res.Outcome, "")
		c.addClaimCall(call, "", claims.Failed, "")
		return "error: " + detail
	}
	conv, err := c.conversationDigest()
	var m receipts.Minted
	if err == nil {
		m, err = c.scope.MintCall(call.Name, call.ID, []byte(normalizeArguments(call.Arguments)), []byte(res.Output), conv)
	}
	rc := m.Receipt
	if err != nil {
		const detail = "the result could not be receipted"
		c.s.log.WarnContext(c.ctx, "mint receipt", slog.String("tool", call.Name), slog.String("err", err.Error()))
		c.events = append(c.events, loopEvent{Tool: call.Name, CallID: call.ID, Outcome: string(toolrun.OutcomeError), Detail: detail})
		res.Outcome, res.Detail = toolrun.OutcomeError, detail
		c.s.recordToolCall(c.ctx, res, "")
		c.recordCall(call, res.Outcome, "")
		return "error: " + detail
	}
	c.s.recordMinted(c.ctx, res, &m, conv)
	c.recordMintedCall(call, &m, conv)
	c.minted = append(c.minted, rc)
	c.backed[call.Name] = true
	c.addClaimCall(call, res.Output, claims.Verified, rc.Receipt)
	c.s.log.DebugContext(c.ctx, "tool receipt generated", slog.String("tool", call.Name), slog.String("receipt", rc.Receipt))
	return receipts.AppendReceipt(res.Output, rc.Receipt)
}

// normalizeArguments maps the empty arguments some providers stream for
// parameterless calls to "{}", so tools, receipts and the upstream (which
// rejects "" in history) all see valid JSON.
func normalizeArguments(args string) string {
	if strings.TrimSpace(args) == "" {
		return "{}"
	}
	return args
}

// fillCallIDs gives calls without an id (some providers omit it) a unique
// one, since every tool message must name the call it answers.
func (c *chatRun) fillCallIDs(calls []toolCall) {
	for i := range calls {
		if calls[i].ID == "" {
			calls[i].ID = fmt.Sprintf("call_zc_%d_%d", c.iterations, i)
		}
		if calls[i].Type == "" {
			calls[i].Type = "function"
		}
	}
}

// assistantToolMessage is the assistant turn that asked for calls, with its
// text (null when none) and the calls exactly as the model sent them.
func assistantToolMessage(text string, calls []toolCall) []byte {
	type function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	}
	type call struct {
		ID       string   `json:"id"`
		Type     string   `json:"type"`
		Function function `json:"function"`
	}
	msg := struct {
		Role      string  `json:"role"`
		Content   *string `json:"content"`
		ToolCalls []call  `json:"tool_calls"`
	}{Role: "assistant"}
	if text != "" {
		msg.Content = &text
	}
	for _, tc := range calls {
		msg.ToolCalls = append(msg.ToolCalls, call{ID: tc.ID, Type: tc.Type,
			Function: function{Name: tc.Name, Arguments: normalizeArguments(tc.Arguments)}})
	}
	return mustJSON(msg)
}

// toolMessage is one tool result message.
func toolMessage(callID, content string) []byte {
	return mustJSON(struct {
		Role       string `json:"role"`
		ToolCallID string `json:"tool_call_id"`
		Content    string `json:"content"`
	}{"tool", callID, content})
}

// offersTool reports whether this run offered the server tool name.
func (c *chatRun) offersTool(name string) bool {
	for _, t := range c.offered {
		if t.Name == name {
			return true
		}
	}
	return false
}

// capCall decides whether call i of a turn of n server calls may run: ""
// when it may, and it is counted against the request's cap; otherwise
// why not, naming the cap. Every call of the turn counts, calls to unknown
// tools too, in the order the model sent them.
func (c *chatRun) capCall(i, n int, caps ToolCallCaps) string {
	switch {
	case caps.PerTurn > 0 && i >= caps.PerTurn:
		return fmt.Sprintf("not run: the model asked for %d tool calls in one turn, more than loop.max_tool_calls.per_turn (%d)", n, caps.PerTurn)
	case caps.PerRequest > 0 && c.callsAllowed >= caps.PerRequest:
		return fmt.Sprintf("not run: this request reached loop.max_tool_calls.per_request (%d tool calls)", caps.PerRequest)
	}
	c.callsAllowed++
	return ""
}
