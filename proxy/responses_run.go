package proxy

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// respRun is one /v1/responses request in receipts mode: the Responses
// side of the tool loop. It shares chatRun's request plumbing (context,
// key scope, upstream errors, limits); the wire is the codec's.
type respRun struct {
	*chatRun
	rreq   *responses.Request
	last   responses.Reply // the latest upstream reply
	hidden [][]byte        // this request's server function_call items and their outputs, in order
}

// newResponsesRun prepares the loop: the server half of an earlier mixed
// turn spliced back in, the server tools and the receipts prompt added.
func (s *Server) newResponsesRun(r *http.Request, u *upstream, req *responses.Request, mode requestMode) (*respRun, *apiError) {
	creq := &chatRequest{body: req.Body, model: req.Model, stream: req.Stream, clientTools: req.ClientTools}
	c := &respRun{chatRun: &chatRun{s: s, r: r, u: u, req: creq, mode: mode, result: "ok"}, rreq: req}
	offers := s.offers()
	c.ctx, c.cancel = context.WithCancel(r.Context())
	c.Run = c.newLoop(offers.all, offeredTools(offers.all, mode.narrow, req.ClientTools))
	c.Conversation = req.Input.Raw
	req.Tools.ForEach(func(_, t gjson.Result) bool {
		c.ClientDocs = append(c.ClientDocs, loop.ToolDoc{Name: t.Get("name").Str, Description: t.Get("description").Str})
		return true
	})
	req, e := c.resolveAlias(req)
	if e != nil {
		c.cancel()
		return nil, e
	}
	body, carried, e := c.spliceFollowUp(req)
	if e != nil {
		c.cancel()
		return nil, e
	}
	if len(carried) > 0 {
		if req, e = parseResponsesRequest(body); e != nil {
			c.cancel()
			return nil, e
		}
	}
	tools := make([]responses.Tool, len(c.Offered))
	for i, t := range c.Offered {
		tools[i] = responses.Tool{Name: t.Name, Description: t.Description, Parameters: t.Parameters}
	}
	prompt := ""
	if boolOr(s.cfg.Receipts.InjectSystemPrompt, true) {
		prompt = loop.SystemPrompt
	}
	out, err := responses.Rewrite(req, tools, prompt)
	if err != nil {
		c.cancel()
		return nil, errBadRequest(fmt.Sprintf("The request cannot be looped: %v.", err), "instructions")
	}
	c.body = out
	c.scope, c.release = s.scopes.Acquire()
	c.Scope = c.scope
	c.Backed = make(receipts.Backing)
	c.carried = carried
	c.carriedBacking()
	c.Carried = c.carried
	return c, nil
}

// isServer reports whether a function call is the loop's to answer: every
// name the client did not declare (unknown ones get an error result).
func (c *respRun) isServer(name string) bool { return !c.rreq.ClientTools[name] }

// newUpstreamRequest is POST <base_url>/responses with the headers a chat
// call gets.
func (c *respRun) newUpstreamRequest(ctx context.Context, stream bool) (*http.Request, error) {
	req, err := c.u.newChatRequest(ctx, c.body, c.r.Header, stream)
	if err != nil {
		return nil, err
	}
	req.URL = c.u.base.JoinPath("responses")
	return req, nil
}

// turnOf normalises a reply for the loop.
func turnOf(r responses.Reply, text, lead string) loop.Turn {
	t := loop.Turn{Text: text, Lead: lead, Finish: r.Status}
	for _, call := range r.Calls {
		t.Calls = append(t.Calls, loop.Call{ID: call.CallID, Type: "function", Name: call.Name, Arguments: call.Arguments, Raw: call.Raw})
	}
	if u := gjson.GetBytes(r.Raw, "usage"); u.IsObject() {
		t.Usage = []byte(u.Raw)
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
		return err
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
	if err := c.s.pendingTurns().Keep(c.ctx, e); err != nil {
		return c.pendingStoreFailed("keep", err)
	}
	return nil
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
