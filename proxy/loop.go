package proxy

import (
	"context"
	"net/http"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// chatRun is one chat-completions request in receipts mode: the tool loop's
// state from the first upstream call to the rewritten final answer. The
// streamed and JSON loops share it.
type chatRun struct {
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

	offered []toolrun.Tool // server tools offered this request
	body    []byte         // the next upstream request body
	maxIter int

	iterations int                // upstream calls made
	text       strings.Builder    // the model's answer text the client sees, every turn
	minted     []receipts.Receipt // receipts minted in this request, in order
	conv       []byte             // conversation digest (receipts.bind_conversation), once computed
	events     []loopEvent        // server calls that did not succeed, and loop events
	backed     receipts.Backing   // tools with a verified, receipted call behind them
	usage      []byte             // usage summed over every upstream call (nil: none seen)
	first      turnIdentity       // id/created/model of the first upstream reply
	stopped    bool               // max_iterations ended the loop
	flagCount  int
	// callsAllowed counts the server calls let through to run (or to
	// unknown_tool) in this request, against loop.max_tool_calls.per_request.
	callsAllowed int
	result       string // how the request ended, for the log line

	// Mixed turns (pending*.go) and zc_receipts.calls (calls.go).
	prefix    [32]byte                    // conversationHash of the client's messages, once prefixSet: read it with conversationPrefix
	prefixSet bool                        // prefix is computed
	rounds    [][]byte                    // the assistant and tool messages this request's rounds appended
	carried   map[string]receipts.Receipt // receipts of spliced turns, by token: valid here whatever the scope
	calls     []callRecord                // every server call of this request, in order

	// Claim backing (claims.go): this request's calls and the history's.
	claimCalls []claims.Call
	hist       claims.History
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
type loopEvent struct {
	Tool    string `json:"tool"`
	CallID  string `json:"call_id"`
	Outcome string `json:"outcome"`
	Detail  string `json:"detail"`
}

// Loop outcomes that are not toolrun outcomes.
const (
	outcomeMaxIterations = "max_iterations"
)

// newChatRun prepares the loop: a key scope, the tools to offer, the
// rewritten first upstream body (with the server half of earlier mixed
// turns spliced back in: prepareHistory) and the backing found in the
// history.
func (s *Server) newChatRun(r *http.Request, u *upstream, req *chatRequest, mode requestMode) (*chatRun, *apiError) {
	c := &chatRun{s: s, r: r, u: u, req: req, mode: mode, result: "ok"}
	offers := s.offers()
	c.offered = offeredTools(offers.all, mode.narrow, req.clientTools)
	c.ctx, c.cancel = context.WithCancel(r.Context())
	src, e := c.prepareHistory()
	if e != nil {
		c.cancel()
		return nil, e
	}
	layout := requestLayout{body: src, messages: req.messages, tools: req.tools, usageTrue: req.usageTrue}
	if spliced := len(src) != len(req.body) || (len(src) > 0 && &src[0] != &req.body[0]); spliced {
		// Splicing moved everything after the first kept turn.
		layout.messages, layout.tools = gjson.GetBytes(src, "messages"), gjson.GetBytes(src, "tools")
	}
	body, err := rewriteLocated(layout, offers.render(c.offered), boolOr(s.cfg.Receipts.InjectSystemPrompt, true), req.stream)
	if err != nil {
		c.cancel()
		return nil, errInternal(err)
	}
	c.body = body
	c.maxIter = s.cfg.Loop.MaxIterations
	if c.maxIter <= 0 {
		c.maxIter = defaultMaxIterations
	}
	c.scope, c.release = s.scopes.Acquire()
	switch spliced := len(src) != len(req.body) || (len(src) > 0 && &src[0] != &req.body[0]); {
	case spliced:
		c.backed = historyBacking(gjson.GetBytes(src, "messages"), c.scope) // a new body
	case req.history.receiptText:
		c.backed = historyBacking(req.messages, c.scope)
	default:
		// historyBacking backs a tool only through a token in an assistant
		// or tool message's text, and the client's history has none.
		c.backed = make(receipts.Backing)
	}
	c.carriedBacking()
	if spliced := len(src) != len(req.body) || (len(src) > 0 && &src[0] != &req.body[0]); spliced {
		c.readHistory(gjson.GetBytes(src, "messages"), req.tools)
	} else {
		c.readHistory(req.messages, req.tools)
	}
	return c, nil
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

// clientGone reports whether the client went away (or writing to it
// failed): then nothing more is sent and nothing is logged as an upstream
// failure.
func (c *chatRun) clientGone() bool { return c.ctx.Err() != nil }

// turnSeparator is what goes between the text of an earlier turn and the
// first text of a later one: a paragraph break, unless the earlier text
// already ends a line, so "…I will check.Here is…" never happens.
func (c *chatRun) turnSeparator() string {
	n := c.text.Len()
	if n == 0 {
		return ""
	}
	if last := c.text.String()[n-1]; last == '\n' {
		return ""
	}
	return "\n\n"
}
