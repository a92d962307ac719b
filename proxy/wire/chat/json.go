package chat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/bodybuf"
	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// jsonAnswer is the Chat Completions adapter for a non-streaming client
// (loop.Model and loop.Client): each upstream reply is read whole; the
// last one is rewritten into the answer (answer text of every turn,
// footer, zc_receipts, summed usage).
type jsonAnswer struct {
	*Exchange
	w    http.ResponseWriter
	last jsonReply // the latest upstream reply
}

// ServeJSON runs the loop for a non-streaming client.
func (c *Exchange) ServeJSON(w http.ResponseWriter) {
	a := &c.answers.json // inside the Exchange: no allocation of its own
	*a = jsonAnswer{Exchange: c, w: w}
	c.Drive(a, a)
}

// Turn makes one upstream call and normalises its reply.
func (a *jsonAnswer) Turn(context.Context) (loop.Turn, error) {
	reply, err := a.jsonTurn(a.w)
	if err != nil {
		return loop.Turn{}, err
	}
	a.last = reply
	v := reply.view
	a.first.captureView(v)
	t := loop.Turn{Text: v.content.Str, Aside: v.refusal.Str, Shown: v.shown.texts(), Calls: jsonToolCalls(v.toolCalls)}
	if v.usage.Exists() {
		t.Usage = []byte(v.usage.Raw)
	}
	if t.Text != "" {
		t.Lead = a.Separator()
	}
	return t, nil
}

// KeepAlive sends nothing: a JSON answer has no way to show progress.
func (a *jsonAnswer) KeepAlive(string) (bool, error) { return false, nil }

// Final sends the rewritten final answer.
func (a *jsonAnswer) Final(_ loop.Turn, clientCalls []toolCall) { a.endJSON(a.w, a.last, clientCalls) }

// Fail answers an error, unless the client is gone.
func (a *jsonAnswer) Fail(err error) { a.failJSON(a.w, err) }

// jsonReply is one upstream chat.completion, parsed once for the loop and
// the final rewrite.
type jsonReply struct {
	body []byte       // the reply without the JSON space around it
	root gjson.Result // its parse (offsets count from body's first byte)
	view replyView    // its fields; view.message is an object
}

// readReply parses body (valid JSON, trimmed of JSON space) and views it,
// without any zc_receipts member of its own: that one is the proxy's alone
// (see zcReceiptsKey).
func readReply(body []byte) jsonReply {
	root := rawjson.ParseView(body) // body is only read from here on
	v := viewReply(root)
	if v.zcReceipts.Exists() {
		body = withoutMember(body, root, zcReceiptsKey)
		root = rawjson.ParseView(body)
		v = viewReply(root)
	}
	return jsonReply{body: body, root: root, view: v}
}

// jsonTurn makes one non-streaming upstream call and returns its reply,
// read with limits.max_response_bytes.
func (c *Exchange) jsonTurn(w http.ResponseWriter) (jsonReply, error) {
	ctx, cancel := c.upstreamContext()
	defer cancel()
	req, err := c.Upstream.NewChatRequest(ctx, c.Body, c.Header, false)
	if err != nil {
		return jsonReply{}, apierr.Internal(err)
	}
	resp, err := c.Upstream.Client.Do(req)
	if err != nil {
		return jsonReply{}, c.transportError(ctx, nil, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return jsonReply{}, c.upstreamStatusError(w, resp)
	}
	limit := c.MaxResponseBytes
	// Sized from Content-Length, within a bound (an upstream that declares
	// more than it sends reserves no more than bodybuf.MaxPresize).
	buf := bytes.NewBuffer(make([]byte, 0, bodybuf.Capacity(resp.ContentLength, limit)))
	_, err = buf.ReadFrom(io.LimitReader(c.Host.Scrub(resp.Body), limit+1))
	body := buf.Bytes()
	if err != nil {
		return jsonReply{}, c.transportError(ctx, nil, err)
	}
	if int64(len(body)) > limit {
		return jsonReply{}, wire.Failed(c.Upstream, upstream.Protocol, 0, fmt.Errorf("reply exceeds %d bytes", limit))
	}
	var reply jsonReply
	body = rawjson.TrimSpace(body)
	if jsonlimit.Within(body, jsonlimit.MaxDepth) {
		// validity and repeated members in one pass
		if _, repeated, valid := jsondup.Validate(body); valid {
			reply = readReply(body)
			// A repeated member (but zc_receipts, every copy of which
			// readReply drops) is read first by the proxy and last by most
			// clients: a second "content" or "choices" would reach the
			// client unchecked. As on the Responses API, it is a protocol
			// error. Only a body that repeats something is read again.
			if repeated {
				if _, again := jsondup.Find(reply.body); again {
					return jsonReply{}, c.protocolFailure("reply repeats a member")
				}
			}
		}
	}
	if reply.view.message.IsObject() && !reply.view.sole { // soleChoiceIn, read by viewReply
		return jsonReply{}, c.extraChoice()
	}
	if !reply.view.message.IsObject() {
		return jsonReply{}, c.ProtocolError(errors.New("reply is not a chat completion"))
	}
	// Content (or a refusal) as an array of parts is text a client such as
	// go-openai shows (MultiContent) but the loop would read as empty: the
	// answer's claims would go unchecked and its footer unwritten.
	if !rawjson.TextOrNull(reply.view.content) || !rawjson.TextOrNull(reply.view.refusal) {
		return jsonReply{}, c.protocolFailure("reply content is not a string")
	}
	if ambiguousCall(reply.view.toolCalls) {
		return jsonReply{}, c.protocolFailure("reply has a tool call whose kind (function or custom) clients read differently")
	}
	if reply.view.caseKey {
		return jsonReply{}, c.protocolFailure("reply spells a member it must spell in lower case in another case")
	}
	if problem := reply.view.shown.problem(); problem != "" {
		return jsonReply{}, c.protocolFailure(problem)
	}
	return reply, nil
}

// endJSON sends the rewritten final answer.
func (c *Exchange) endJSON(w http.ResponseWriter, reply jsonReply, clientCalls []toolCall) {
	flags := c.Verdict()
	out, err := c.rewriteFinalParsed(reply.body, reply.root, reply.view, clientCalls, flags)
	if err != nil {
		c.failJSON(w, apierr.Internal(err))
		return
	}
	// the body was masked as read, but the answer joins its strings (a
	// flag quotes the sentence: wire.StreamOut.Secret)
	out = secretmask.Mask(out, c.Upstream.Config.APIKey)
	// and its logprobs cut it at every token (logprobs_key.go)
	if lp := gjson.GetBytes(out, "choices.0.logprobs"); lp.IsObject() {
		var tails secretmask.Tails[int]
		if out, err = maskLogprobs(out, "choices.0.logprobs", lp, &tails, c.Upstream.Config.APIKey, true); err != nil {
			c.failJSON(w, apierr.Internal(err))
			return
		}
	}
	h := w.Header()
	// Canonical keys set directly: Header.Set would copy the X-ZC names.
	h["Content-Type"] = []string{"application/json"}
	loop.SetReceiptsOn(h)
	h[loop.KeyReceiptCount] = []string{strconv.Itoa(len(c.Minted))}
	h[loop.KeyFlagCount] = []string{strconv.Itoa(len(flags))}
	h["Content-Length"] = []string{strconv.Itoa(len(out))}
	w.WriteHeader(http.StatusOK)
	if _, err := w.Write(out); err != nil {
		c.Result = "client_gone"
	}
}

// failJSON answers an error, unless the client is gone.
func (c *Exchange) failJSON(w http.ResponseWriter, err error) {
	e := c.failure(err)
	if e == nil {
		return
	}
	loop.SetReceiptsOn(w.Header())
	c.Host.WriteError(w, e)
}

// ambiguousCall reports whether some call of message.tool_calls is
// chatcall.Kind.Ambiguous: both a function and a custom body, or a type
// that says another kind than its body.
func ambiguousCall(v gjson.Result) bool {
	bad := false
	v.ForEach(func(_, tc gjson.Result) bool {
		var k chatcall.Kind
		k.NoteAll(tc)
		bad = k.Ambiguous()
		return !bad
	})
	return bad
}

// jsonToolCalls reads message.tool_calls of a chat.completion.
func jsonToolCalls(v gjson.Result) []toolCall {
	var calls []toolCall
	v.ForEach(func(_, tc gjson.Result) bool {
		name, args := chatcall.NameArgs(tc)
		typ := tc.Get("type").Str
		if typ == "" && chatcall.IsCustom(tc) {
			typ = chatcall.Custom
		}
		calls = append(calls, toolCall{ID: tc.Get("id").Str, Type: typ, Name: name, Arguments: args, Raw: tc.Raw})
		return true
	})
	return calls
}
