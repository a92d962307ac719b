package proxy

import (
	"context"
	"net/http"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// chatRun is one chat-completions request in receipts mode: the
// Chat Completions side of the tool loop (loop.Run), from the first
// upstream call to the rewritten final answer. The streamed and JSON
// adapters (nonstream.go, stream.go) share it.
type chatRun struct {
	*loop.Run
	s    *Server
	r    *http.Request
	u    *upstream
	req  *chatRequest
	mode requestMode

	// ctx is the request's context plus cancel, which the loop calls when
	// the client can no longer be written to, so upstream calls and tools
	// stop at once.
	ctx     context.Context
	cancel  context.CancelFunc
	scope   *receipts.Scope
	release func()

	body   []byte       // the next upstream request body
	first  turnIdentity // id/created/model of the first upstream reply
	result string       // how the request ended, for the log line

	// Mixed turns (pending*.go).
	prefix    [32]byte                    // conversationHash of the client's messages, once prefixSet: read it with conversationPrefix
	prefixSet bool                        // prefix is computed
	rounds    [][]byte                    // the assistant and tool messages this request's rounds appended
	carried   map[string]receipts.Receipt // receipts of spliced turns, by token: valid here whatever the scope
}

// turnIdentity is what makes a multi-call loop look like one completion to
// the client: the first upstream reply's id, created and model (raw JSON
// values), and its system_fingerprint when present.
type turnIdentity struct {
	id, created, model, fingerprint string
	set                             bool
}

// capture records the identity of the first reply that carries an id. A
// blank id is no identity: Azure opens its streams with a
// prompt_filter_results chunk whose id and model are "" and created 0.
func (t *turnIdentity) capture(root gjson.Result) {
	if !t.set {
		t.captureFields(root.Get("id"), root.Get("created"), root.Get("model"), root.Get("system_fingerprint"))
	}
}

// captureFields is capture given the reply's fields, however they were
// read (gjson, sse.ScanChunk, viewReply).
func (t *turnIdentity) captureFields(id, created, model, fingerprint gjson.Result) {
	if t.set || !id.Exists() || id.Str == "" {
		return
	}
	t.id, t.created, t.model, t.fingerprint = id.Raw, created.Raw, model.Raw, fingerprint.Raw
	t.set = true
}

// edits adds to ed the replacements that give a reply whose id, created
// and model are have (located in the text ed edits) the loop's identity,
// and returns the positions (in identityKeys) of the fields have lacks,
// which the caller must add. Nothing before an identity was captured.
func (t *turnIdentity) edits(ed *chunkEdits, have [3]gjson.Result) (missing []int) {
	if !t.set {
		return nil
	}
	for i, want := range t.fields() {
		switch {
		case want == "" || have[i].Raw == want:
		case have[i].Exists():
			ed.replace(have[i], want)
		default:
			missing = append(missing, i)
		}
	}
	return missing
}

// loopEvent is one entry of zc_receipts.events.
type loopEvent = loop.Event

// newChatRun prepares the loop: a key scope, the tools to offer, the
// rewritten first upstream body (with the server half of earlier mixed
// turns spliced back in: prepareHistory) and the backing found in the
// history.
func (s *Server) newChatRun(r *http.Request, u *upstream, req *chatRequest, mode requestMode) (*chatRun, *apiError) {
	c := &chatRun{s: s, r: r, u: u, req: req, mode: mode, result: "ok"}
	offers := s.offers()
	c.ctx, c.cancel = context.WithCancel(r.Context())
	c.Run = c.newLoop(offers.all, offeredTools(offers.all, mode.narrow, req.clientTools))
	src, e := c.prepareHistory()
	if e != nil {
		c.cancel()
		return nil, e
	}
	spliced := len(src) != len(req.body) || (len(src) > 0 && &src[0] != &req.body[0])
	layout := requestLayout{body: src, messages: req.messages, tools: req.tools, usageTrue: req.usageTrue}
	if spliced {
		// Splicing moved everything after the first kept turn.
		layout.messages, layout.tools = gjson.GetBytes(src, "messages"), gjson.GetBytes(src, "tools")
	}
	body, err := rewriteLocated(layout, offers.render(c.Offered), boolOr(s.cfg.Receipts.InjectSystemPrompt, true), req.stream)
	if err != nil {
		c.cancel()
		return nil, errInternal(err)
	}
	c.body = body
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
	if spliced {
		c.readHistory(gjson.GetBytes(src, "messages"), req.tools)
	} else {
		c.readHistory(req.messages, req.tools)
	}
	return c, nil
}

// newLoop is the wire-neutral loop of this request, wired to the server's
// tools, trail, metrics and the request's stats.
func (c *chatRun) newLoop(known, offered []toolrun.Tool) *loop.Run {
	s, st := c.s, reqctx.StatsFrom(c.ctx)
	maxIter := s.cfg.Loop.MaxIterations
	if maxIter <= 0 {
		maxIter = defaultMaxIterations
	}
	var docs []loop.ToolDoc
	c.req.tools.ForEach(func(_, t gjson.Result) bool {
		docs = append(docs, loop.ToolDoc{Name: t.Get("function.name").Str, Description: t.Get("function.description").Str})
		return true
	})
	return &loop.Run{
		Ctx: c.ctx, Log: s.log,
		Offered: offered, Known: known, ClientTools: c.req.clientTools, ClientDocs: docs,
		Conversation:   c.req.messages.Raw,
		MaxIterations:  maxIter,
		Caps:           loop.Caps{PerTurn: s.cfg.Loop.MaxToolCalls.PerTurn, PerRequest: s.cfg.Loop.MaxToolCalls.PerRequest},
		KeepAliveEvery: toolKeepAlive,
		ShowFooter:     c.mode.footer,
		RunAll:         s.tools.RunAll,
		Record:         s.record,
		OnToolBatch:    st.AddToolBatch,
		OnFlag:         st.AddFlag,
		OnReport:       st.SetReport,
	}
}

// close releases the key scope and stops anything still running.
func (c *chatRun) close() {
	c.cancel()
	c.release()
}

// upstreamContext bounds one upstream call by the upstream's timeout.
func (c *chatRun) upstreamContext() (context.Context, context.CancelFunc) {
	if d := c.u.cfg.Timeout; d > 0 {
		return context.WithTimeout(c.ctx, d)
	}
	return context.WithCancel(c.ctx)
}

// toolKeepAlive is how often a streamed answer gets a comment line while
// tools run, so idle timeouts between the client and the proxy do not
// fire. A variable so tests can shorten it.
var toolKeepAlive = 10 * time.Second
