package proxy

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// respRun is one /v1/responses request in receipts mode: the proxy's side
// of it (key scope, history, pending store) around the Responses adapter
// (wire/responses) of the tool loop (proxy/loop). It is the Host of both:
// methods rather than closures, so wiring a request allocates nothing.
type respRun struct {
	*responses.Exchange // &exch
	exch                responses.Exchange
	run                 loop.Run // exch.Run: one allocation for the three
	runHost                      // s, r and ctx (the request's, canceled when the client can no longer be written to)

	cancel  context.CancelFunc
	scope   *receipts.Scope
	release func()

	found *pending.Entry      // the last entry Find found (the mixed turn SpliceFollowUp spliced)
	kept  map[string]keptCall // the calls of c.Carried, by token: what each verifies over
}

// newResponsesRun prepares the loop: a previous_response_id that names a
// streamed answer resolved, the server half of an earlier mixed turn
// spliced back in, the server tools and the receipts prompt added.
func (s *Server) newResponsesRun(r *http.Request, u *upstream.Upstream, req *responses.Request, mode requestMode) (*respRun, *apierr.Error) {
	c := &respRun{runHost: runHost{s: s, r: r}}
	c.ctx, c.cancel = context.WithCancel(r.Context())
	offers := s.offers()
	c.run = loop.Run{
		Ctx: c.ctx, Log: s.log, Host: c,
		Offered: loop.Offered(offers.all, mode.narrow, req.ClientTools), Known: offers.all,
		ClientTools: req.ClientTools, Conversation: responsesConversation(req.Input),
		PartialConversation: req.PreviousID != "",
		MaxIterations:       s.cfg.Loop.MaxIterations,
		Caps:                loop.Caps{PerTurn: s.cfg.Loop.MaxToolCalls.PerTurn, PerRequest: s.cfg.Loop.MaxToolCalls.PerRequest},
		KeepAliveEvery:      s.toolKeepAlive,
		MaxAnswerBytes:      s.cfg.Limits.MaxAnswerBytes,
		ShowFooter:          mode.answerFooter(req.Structured),
		Structured:          req.Structured,
	}
	c.run.OutputCap, c.run.OutputCapMember = loop.OutputCapFrom([]gjson.Result{req.MaxOutputTokens}, []string{responses.OutputCapMember})
	req.Tools.ForEach(func(_, t gjson.Result) bool {
		c.run.ClientDocs = append(c.run.ClientDocs, loop.ToolDoc{Name: t.Get("name").Str, Description: t.Get("description").Str})
		return true
	})
	c.initExchange(u, req)
	fail := func(e *apierr.Error) (*respRun, *apierr.Error) { c.cancel(); return nil, e }
	req, e := c.ResolveAlias(req)
	if e != nil {
		return fail(e)
	}
	body, carried, e := c.SpliceFollowUp(req)
	if e != nil {
		return fail(e)
	}
	if len(carried) > 0 {
		if req, e = parseResponsesRequest(body, c.s.structured); e != nil {
			return fail(e)
		}
		if c.found != nil {
			c.kept = keptCalls(nil, responses.HistoryMessages(gjson.ParseBytes(entryArray(c.found))), carried)
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
	c.Body = out
	c.scope, c.release = s.scopes.Acquire()
	c.Scope = c.scope
	c.Carried = carried
	c.readHistory(req.Input)
	for _, rc := range carried {
		c.Backed[rc.Tool] = true // the proxy kept those results itself
	}
	return c, nil
}

// initExchange sets up the Responses adapter of this request over the
// loop; c is its Host.
func (c *respRun) initExchange(u *upstream.Upstream, req *responses.Request) {
	s, x := c.s, &c.exch
	x.Run, x.Host, x.Upstream, x.Header, x.Request = &c.run, c, u, c.r.Header, req
	x.Credential, _ = bearerToken(c.r.Header)
	x.MaxResponseBytes = s.cfg.Limits.MaxResponseBytes
	x.StreamIdle = s.cfg.Limits.StreamIdle
	x.Cancel = c.cancel
	x.Metrics = s.metrics
	x.Result = "ok"
	c.Exchange = x
}

// readHistory reads the client's input items as history, as the chat
// path reads its messages: the tools whose receipts verify back claims,
// and a receipt that does not verify is flagged invalid_receipt.
func (c *respRun) readHistory(input gjson.Result) {
	hist, input := c.HistoryMessages(input)
	msgs := rawjson.ParseView(hist) // fresh bytes, only read: no copy
	if strings.Contains(input.Raw, receipts.TokenPrefix) {
		c.Backed = historyBacking(msgs, c.scope)
	} else {
		c.Backed = make(receipts.Backing) // no receipt anywhere: nothing backs a tool yet
	}
	// Client tool results, the user's own words and receipts in the
	// history are read as the chat path reads its messages.
	c.History = readHistory(&c.run, c.scope, c.kept, msgs, nil, true)
}

// close releases the key scope and stops anything still running.
func (c *respRun) close() {
	c.cancel()
	if c.release != nil {
		c.release()
	}
}

// Keep stores a pending entry, failing the run when the store does not
// answer.
func (c *respRun) Keep(e *pending.Entry) error {
	if err := c.s.pendingTurns().Keep(c.ctx, e); err != nil {
		return c.storeFailed("keep", err)
	}
	return nil
}

// Find looks a pending entry up, failing the run when the store does not
// answer.
func (c *respRun) Find(prefix [32]byte, ids []string) (*pending.Entry, pending.Status, error) {
	e, status, err := c.s.pendingTurns().Find(c.ctx, prefix, ids)
	if err != nil {
		return nil, status, c.storeFailed("find", err)
	}
	if status == pending.Found {
		c.found = e
	}
	return e, status, nil
}

// ParseRequest reads a spliced body as the handler read the client's.
func (c *respRun) ParseRequest(body []byte) (*responses.Request, *apierr.Error) {
	return parseResponsesRequest(body, c.s.structured)
}

// Scrub masks the upstream's key in its reply, as a pass-through body is.
func (c *respRun) Scrub(body io.ReadCloser) io.ReadCloser {
	return newScrubBody(body, c.Upstream.Config.APIKey)
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

// responsesConversation is the messages array a Responses request's input
// stands for, for the conversation digest (receipts.bind_conversation): the
// input items as sent, or for a string input the one user message it is
// ([{"content":"…","role":"user"}], which a client can rebuild).
func responsesConversation(input gjson.Result) string {
	if input.Type != gjson.String {
		return input.Raw
	}
	b, _ := json.Marshal([]map[string]string{{"role": "user", "content": input.Str}})
	return string(b)
}
