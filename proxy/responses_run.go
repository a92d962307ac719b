package proxy

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// respRun is one /v1/responses request in receipts mode: the Responses
// adapter of the tool loop (the loop's Model; respJSON and respStream add
// its Client), over the codec in proxy/wire/responses.
type respRun struct {
	*loop.Run
	s    *Server
	r    *http.Request
	u    *upstream.Upstream
	rreq *responses.Request

	ctx     context.Context // the request's, canceled when the client can no longer be written to
	cancel  context.CancelFunc
	scope   *receipts.Scope
	release func()

	body   []byte          // the next upstream request body
	last   responses.Reply // the latest upstream reply
	hidden [][]byte        // this request's server function_call items and their outputs, in order
	// heldCalls are the function_call items of a kept mixed turn spliced
	// back into a follow-up chained by previous_response_id: the upstream
	// has them, the history check reads them beside their outputs.
	heldCalls [][]byte
	result    string // how the request ended, for the log line
}

// newResponsesRun prepares the loop: a previous_response_id that names a
// streamed answer resolved, the server half of an earlier mixed turn
// spliced back in, the server tools and the receipts prompt added.
func (s *Server) newResponsesRun(r *http.Request, u *upstream.Upstream, req *responses.Request, mode requestMode) (*respRun, *apierr.Error) {
	c := &respRun{s: s, r: r, u: u, rreq: req, result: "ok"}
	c.ctx, c.cancel = context.WithCancel(r.Context())
	offers := s.offers()
	c.Run = &loop.Run{
		Ctx: c.ctx, Log: s.log,
		Offered: loop.Offered(offers.all, mode.narrow, req.ClientTools), Known: offers.all,
		ClientTools: req.ClientTools, Conversation: req.Input.Raw,
		MaxIterations:  s.cfg.Loop.MaxIterations,
		Caps:           loop.Caps{PerTurn: s.cfg.Loop.MaxToolCalls.PerTurn, PerRequest: s.cfg.Loop.MaxToolCalls.PerRequest},
		KeepAliveEvery: s.toolKeepAlive,
		ShowFooter:     mode.footer,
	}
	c.Run.Host = c
	req.Tools.ForEach(func(_, t gjson.Result) bool {
		c.ClientDocs = append(c.ClientDocs, loop.ToolDoc{Name: t.Get("name").Str, Description: t.Get("description").Str})
		return true
	})
	fail := func(e *apierr.Error) (*respRun, *apierr.Error) { c.cancel(); return nil, e }
	req, e := c.resolveAlias(req)
	if e != nil {
		return fail(e)
	}
	body, carried, e := c.spliceFollowUp(req)
	if e != nil {
		return fail(e)
	}
	if len(carried) > 0 {
		if req, e = parseResponsesRequest(body); e != nil {
			return fail(e)
		}
	}
	tools := make([]responses.Tool, len(c.Offered))
	for i, t := range c.Offered {
		tools[i] = responses.Tool{Name: t.Name, Description: t.Description, Parameters: t.Parameters}
	}
	prompt := ""
	if *s.cfg.Receipts.InjectSystemPrompt {
		prompt = loop.SystemPrompt
	}
	out, err := responses.Rewrite(req, tools, prompt)
	if err != nil {
		return fail(apierr.BadRequest(fmt.Sprintf("The request cannot be looped: %v.", err), "instructions"))
	}
	c.body = out
	c.scope, c.release = s.scopes.Acquire()
	c.Scope = c.scope
	c.Carried = carried
	c.readHistory(req.Input)
	for _, rc := range carried {
		c.Backed[rc.Tool] = true // the proxy kept those results itself
	}
	return c, nil
}

// readHistory reads the client's input items as history, as the chat
// path reads its messages: the tools whose receipts verify back claims,
// and a receipt that does not verify is flagged invalid_receipt.
func (c *respRun) readHistory(input gjson.Result) {
	if len(c.heldCalls) > 0 && input.IsArray() {
		// The kept calls go just before the first output, where the
		// upstream's stored turn had them: after the user's words, so the
		// turn since the last user message still holds them.
		arr := []byte{'['}
		held := false
		input.ForEach(func(_, it gjson.Result) bool {
			if !held && it.Get("type").Str == "function_call_output" {
				for _, call := range c.heldCalls {
					arr = append(append(arr, call...), ',')
				}
				held = true
			}
			arr = append(append(arr, it.Raw...), ',')
			return true
		})
		input = gjson.ParseBytes(append(bytes.TrimSuffix(arr, []byte{','}), ']'))
	}
	var hist []byte
	if len(c.heldCalls) == 0 {
		hist = responses.HistoryMessagesValid(input) // the request's own input, checked whole
	} else {
		hist = responses.HistoryMessages(input) // kept calls spliced in from the pending store
	}
	msgs := rawjson.ParseView(hist) // fresh bytes, only read: no copy
	if strings.Contains(input.Raw, receipts.TokenPrefix) {
		c.Backed = historyBacking(msgs, c.scope)
	} else {
		c.Backed = make(receipts.Backing) // no receipt anywhere: nothing backs a tool yet
	}
	// Client tool results, the user's own words and receipts in the
	// history are read as the chat path reads its messages.
	c.History = readHistory(c.Run, c.scope, c.Carried, msgs, nil, true)
}

// RunTools runs a round of server calls (loop.Host).
func (c *respRun) RunTools(ctx context.Context, calls []toolrun.Call) []toolrun.Result {
	return c.s.runTools(ctx, calls)
}

// Record feeds one final call to the metrics, the stats and the trail.
func (c *respRun) Record(ctx context.Context, res toolrun.Result, m *receipts.Minted, conv []byte) {
	c.s.record(ctx, res, m, conv)
}

// ToolBatch adds a round's wall time to the request's stats.
func (c *respRun) ToolBatch(d time.Duration) { reqctx.StatsFrom(c.ctx).AddToolBatch(d) }

// Flagged counts a flag raised on the answer in the request's stats.
func (c *respRun) Flagged(kind string) { reqctx.StatsFrom(c.ctx).AddFlag(kind) }

// Reported keeps the zc_receipts sent, for the inspect page.
func (c *respRun) Reported(report []byte) { reqctx.StatsFrom(c.ctx).SetReport(report) }

// close releases the key scope and stops anything still running.
func (c *respRun) close() {
	c.cancel()
	if c.release != nil {
		c.release()
	}
}

// isServer reports whether a function call is the loop's to answer: every
// name the client did not declare (unknown ones get an error result).
func (c *respRun) isServer(name string) bool { return !c.rreq.ClientTools[name] }

// turnOf normalises a reply for the loop.
func turnOf(r responses.Reply, text, lead string) loop.Turn {
	t := loop.Turn{Text: text, Lead: lead, Finish: r.Status}
	for _, call := range r.Calls {
		t.Calls = append(t.Calls, loop.Call{ID: call.CallID, Type: "function", Name: call.Name, Arguments: call.Arguments, Raw: call.Raw})
	}
	if r.UsageRaw != "" { // found by the reading of the reply: no second walk of it
		t.Usage = []byte(r.UsageRaw)
	}
	return t
}

// AppendRound chains the follow-up: by previous_response_id when the
// upstream stored the last reply, else by resending everything.
func (c *respRun) AppendRound(_ string, calls []loop.Call, results []string) error {
	outs := make([]responses.Output, len(calls))
	for i, call := range calls {
		outs[i] = responses.Output{CallID: call.ID, Text: results[i]}
		c.hidden = append(c.hidden, []byte(call.Raw), outs[i].Item())
	}
	next, err := responses.FollowUp(c.body, c.last, outs)
	if err != nil {
		return fmt.Errorf("responses follow-up: %w", err)
	}
	c.body = next
	return nil
}

// Hold keeps a mixed turn's server half under the client's call ids: the
// function_call items and outputs of every server call of this request
// (for a follow-up that resends the whole input) and the outputs of this
// turn's (for one chained by previous_response_id).
func (c *respRun) Hold(_ string, _ []loop.Call, run []loop.Call, results []string, client []loop.Call) error {
	e := &pending.Entry{Prefix: c.clientPrefix(responsesPrefix)}
	for _, call := range client {
		e.ClientIDs = append(e.ClientIDs, call.ID)
	}
	e.Messages = slices.Clone(c.hidden)
	for i, call := range run {
		e.Messages = append(e.Messages, []byte(call.Raw))
		e.Results = append(e.Results, responses.Output{CallID: call.ID, Text: results[i]}.Item())
	}
	e.Receipts = slices.Clone(c.Minted)
	for _, m := range e.Messages {
		e.Size += len(m)
	}
	for _, m := range e.Results {
		e.Size += len(m)
	}
	return c.keep(e)
}

// keep stores e, failing the run when the store does not answer.
func (c *respRun) keep(e *pending.Entry) error {
	if err := c.s.pendingTurns().Keep(c.ctx, e); err != nil {
		return c.storeFailed("keep", err)
	}
	return nil
}

// storeFailed reports a pending store failure: an event, a warning (the
// store named, never its URL) and the 503 the client gets.
func (c *respRun) storeFailed(op string, err error) error {
	if c.ClientGone() {
		return loop.ErrClientGone
	}
	store := c.s.pendingTurns().Describe()
	c.AddEvent(loopEvent{Outcome: outcomePendingStore,
		Detail: fmt.Sprintf("the %s pending store did not answer (%s); the mixed turn failed", store, op)})
	c.s.log.WarnContext(c.ctx, "pending store unavailable", slog.String("event", "pending_store_unavailable"),
		slog.String("store", store), slog.String("op", op), slog.Any("err", err))
	return errPendingStore(store, err)
}

// tail is what follows the answer text: the stop notice when the loop hit
// max_iterations, then the footer.
func (c *respRun) tail(flags []receipts.Flag, clientCalls []loop.Call) string {
	t := ""
	if c.Stopped {
		t = c.StopNotice()
	}
	return t + c.Footer(flags, clientCalls)
}

// respShown is a Responses turn's shown text beside the answer (reasoning,
// an audio transcript) for the loop's check (loop.Shown).
func respShown(reasoning, transcript string) []loop.Shown {
	var out []loop.Shown
	if reasoning != "" {
		out = append(out, loop.Shown{Where: responses.WhereReasoning, Text: reasoning})
	}
	if transcript != "" {
		out = append(out, loop.Shown{Where: responses.WhereTranscript, Text: transcript})
	}
	return out
}
