package proxy

import (
	"context"
	"net/http"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// chatRun is one chat-completions request in receipts mode: the proxy's
// side of it (key scope, history, mixed turns) around the Chat Completions
// adapter (wire/chat) of the tool loop (proxy/loop).
type chatRun struct {
	*chat.Exchange // &exch
	exch           chat.Exchange
	run            loop.Run // exch.Run: one allocation for the three
	// s, r and ctx (the request's context plus cancel, which the loop
	// calls when the client can no longer be written to, so upstream
	// calls and tools stop at once)
	runHost
	u    *upstream.Upstream
	req  *chatRequest
	mode requestMode

	cancel  context.CancelFunc
	scope   *receipts.Scope
	release func()

	// Mixed turns (pending*.go).
	prefix    [32]byte                    // conversationHash of the client's messages, once prefixSet: read it with conversationPrefix
	prefixSet bool                        // prefix is computed
	carried   map[string]receipts.Receipt // receipts of spliced turns, by token: valid here whatever the scope
	kept      map[string]keptCall         // the calls of carried, by token: what each verifies over
}

// loopEvent is one entry of zc_receipts.events.
type loopEvent = loop.Event

// newChatRun prepares the loop: a key scope, the tools to offer, the
// rewritten first upstream body (with the server half of earlier mixed
// turns spliced back in: prepareHistory) and the backing found in the
// history.
func (s *Server) newChatRun(r *http.Request, u *upstream.Upstream, req *chatRequest, mode requestMode) (*chatRun, *apierr.Error) {
	c := &chatRun{runHost: runHost{s: s, r: r}, u: u, req: req, mode: mode}
	offers := s.offers()
	c.ctx, c.cancel = context.WithCancel(r.Context())
	c.initLoop(offers.all, loop.Offered(offers.all, mode.narrow, req.clientTools))
	c.initExchange()
	src, e := c.prepareHistory()
	if e != nil {
		c.cancel()
		return nil, e
	}
	spliced := len(src) != len(req.body) || (len(src) > 0 && &src[0] != &req.body[0])
	layout := chat.Layout{Body: src, Messages: req.messages, Tools: req.tools, UsageTrue: req.usageTrue,
		StreamOptions: req.streamOpts, StreamOptionsRead: true, Prompt: req.promptSpot}
	if spliced {
		// Splicing moved everything after the first kept turn.
		layout.Messages, layout.Tools = gjson.GetBytes(src, "messages"), gjson.GetBytes(src, "tools")
		layout.StreamOptions = gjson.GetBytes(src, "stream_options")
		layout.Prompt = chat.PromptSpot{} // read again from the new messages
	}
	body, err := chat.Rewrite(layout, offers.render(c.Offered), *s.cfg.Receipts.InjectSystemPrompt, req.stream)
	if err != nil {
		c.cancel()
		return nil, apierr.Internal(err)
	}
	c.Body = body
	c.scope, c.release = s.scopes.Acquire()
	c.Scope = c.scope
	switch {
	case spliced:
		c.Backed = historyBacking(gjson.GetBytes(src, "messages"), c.scope) // a new body
	case req.history.receiptText:
		c.Backed = historyBacking(req.messages, c.scope)
	default:
		// historyBacking backs a tool only through a token in an assistant
		// or tool message's text, and the client's history has none.
		c.Backed = make(receipts.Backing)
	}
	c.carriedBacking()
	c.Carried = c.carried
	if h, ok := req.plain.history(); ok && !spliced {
		c.History = h // read with the request (plainReader): a history with no call backs and flags nothing
	} else if spliced {
		c.readHistory(gjson.GetBytes(src, "messages"), req.tools)
	} else {
		c.readHistory(req.messages, req.tools)
	}
	return c, nil
}

// initLoop sets up the wire-neutral loop of this request; c is its Host
// (hooks.go).
func (c *chatRun) initLoop(known, offered []toolrun.Tool) {
	s := c.s
	var docs []loop.ToolDoc
	c.req.tools.ForEach(func(_, t gjson.Result) bool {
		name, desc := chatcall.ToolNameDesc(t)
		docs = append(docs, loop.ToolDoc{Name: name, Description: desc})
		return true
	})
	c.run = loop.Run{
		Ctx: c.ctx, Log: s.log, Host: c,
		Offered: offered, Known: known, ClientTools: c.req.clientTools, ClientDocs: docs,
		Conversation:   c.req.messages.Raw,
		MaxIterations:  s.cfg.Loop.MaxIterations, // defaulted once, by New
		Caps:           loop.Caps{PerTurn: s.cfg.Loop.MaxToolCalls.PerTurn, PerRequest: s.cfg.Loop.MaxToolCalls.PerRequest},
		KeepAliveEvery: s.toolKeepAlive,
		MaxAnswerBytes: s.cfg.Limits.MaxAnswerBytes,
		ShowFooter:     c.mode.answerFooter(c.req.structured),
		Structured:     c.req.structured,
	}
	c.run.OutputCap, c.run.OutputCapMember = c.req.outputCap, c.req.capMember
}

// initExchange sets up the Chat Completions adapter of this request over
// the loop; c is its Host too.
func (c *chatRun) initExchange() {
	s, x := c.s, &c.exch
	// Field by field, not a composite literal: the literal is built on the
	// stack first, and the Exchange is large enough to push the handler's
	// stack past 8 KiB, doubling what every held stream keeps.
	x.Run, x.Host, x.Upstream, x.Header = &c.run, c, c.u, c.r.Header
	x.Model, x.WantUsage = c.req.model, c.req.wantUsage
	x.MaxResponseBytes = s.cfg.Limits.MaxResponseBytes
	x.StreamIdle = s.cfg.Limits.StreamIdle
	x.HeaderDelay = s.streamHeaderDelay
	x.Cancel = c.cancel
	x.Now = s.clock
	x.Metrics = s.metrics
	x.Result = "ok"
	c.Exchange = x
}

// close releases the key scope and stops anything still running.
func (c *chatRun) close() {
	c.cancel()
	c.release()
}
