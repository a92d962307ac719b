package responses

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/bodybuf"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// jsonTurns is the adapter for a non-streaming client (loop.Model and
// loop.Client): each upstream response is read whole; the answer is the
// last one with every round's visible items, one message holding all
// text and the footer, the summed usage and zc_receipts.
type jsonTurns struct {
	*Exchange
	w       http.ResponseWriter
	ans     Answer
	spans   []jsondup.Span  // the reply's top-level members, reused by each turn
	members jsondup.Members // CheckNames's scratch (only Top is used)
}

// ServeJSON runs the loop for a client that did not ask to stream.
func (c *Exchange) ServeJSON(w http.ResponseWriter) {
	a := &jsonTurns{Exchange: c, w: w}
	a.ans.IsServer, a.ans.Echo = c.isServer, c.Request.Echo()
	c.Drive(a, a)
}

// Turn makes one upstream call and reads its response.
func (a *jsonTurns) Turn(context.Context) (loop.Turn, error) {
	ctx, cancel := a.upstreamContext()
	defer cancel()
	req, err := a.newUpstreamRequest(ctx, false)
	if err != nil {
		return loop.Turn{}, apierr.Internal(err)
	}
	resp, err := a.Upstream.Client.Do(req)
	if err != nil {
		return loop.Turn{}, a.transportError(ctx, nil, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return loop.Turn{}, a.statusError(a.w, resp)
	}
	limit := a.MaxResponseBytes
	// one allocation for a body of known length, within a bound (an
	// upstream that declares more than it sends reserves no more)
	buf := bytes.NewBuffer(make([]byte, 0, bodybuf.Capacity(resp.ContentLength, limit)))
	// Masked like a pass-through body: nothing of the reply is secret
	// but the key the upstream was sent, if it quotes it.
	if _, err := buf.ReadFrom(io.LimitReader(a.Host.Scrub(resp.Body), limit+1)); err != nil {
		return loop.Turn{}, a.transportError(ctx, nil, err)
	}
	body := bytes.TrimSpace(buf.Bytes())
	if int64(len(body)) > limit || !jsonlimit.Within(body, jsonlimit.MaxDepth) {
		return loop.Turn{}, a.protocolError(errors.New("reply is not a response object"))
	}
	// one pass: gjson's validity, jsondup's repeat, the top-level
	// members, and a member the proxy reads spelled in another case
	// (jsondup.CheckNames)
	// (the answer replaces the reply's tools and instructions with the
	// request's, a.ans.Echo: they are only checked valid)
	a.members.Top = a.spans
	r := jsondup.CheckNames(body, "", ReplyNames(true), &a.members)
	spans, dup, repeated, valid := a.members.Top, r.Dup, r.Repeated, r.Valid
	a.spans = spans
	if !valid {
		return loop.Turn{}, a.protocolError(errors.New("reply is not a response object"))
	}
	// Everything the loop reads, from the members found (the answer's
	// rewrite copies from them too): the top level is not walked again.
	a.last = ReadReplyChecked(body, spans)
	// a failed response's error quoting the key or address (as a status
	// error's members are, wire.RelayErrorFields); looked into only when
	// the reply has an error or incomplete_details that is not null
	if errorRootSet(a.last) {
		if d, changed := withoutRevealing(body, "response", func(text string) bool { return wire.RevealsSecret(a.Upstream, text) }); changed {
			body = d
			a.last = ReadReplyValid(body)
		}
	}
	if !a.last.Output.IsArray() {
		return loop.Turn{}, a.protocolError(errors.New("reply is not a response object"))
	}
	// A repeated member is read one way by gjson and sjson (the first
	// copy) and another by the client (the last): a second "output" or
	// "zc_receipts" would reach the client unchecked, a third copy of
	// zc_receipts survive the delete below. OpenAI never repeats one.
	if repeated {
		return loop.Turn{}, a.protocolError(fmt.Errorf("reply repeats the member %q at %s", dup.Key, dup.Path))
	}
	// "Text" beside "text": a Go client (encoding/json) reads names
	// case-blind, so it would show text the loop never read
	if r.Case {
		return loop.Turn{}, a.protocolError(CaseError("reply", r.Variant))
	}
	if a.last.ZC.Exists() {
		body, _ = sjson.DeleteBytes(body, zcReceiptsMember) // that member is the proxy's alone
		a.last = ReadReplyValid(body)
	}
	if b, ok := DropReplyOutputText(a.last); ok {
		body = b // a copy of the text the loop never reads
		a.last = ReadReplyValid(body)
	}
	if a.last.OtherPart {
		// a "text" part, say: a client may show it, the loop reads no text of it
		return loop.Turn{}, a.protocolError(errors.New("reply holds a message part that is neither output_text nor refusal"))
	}
	lead := ""
	if a.last.Text != "" {
		lead = a.Separator()
	}
	a.ans.AddRound(a.last, lead)
	t := turnOf(a.last, a.last.Text, lead)
	t.Aside = a.last.Refusal
	t.Shown = turnShown(a.last.Reasoning, "")
	return t, nil
}

// KeepAlive sends nothing: a JSON answer has no way to show progress, so
// the round runs without a keep-alive timer.
func (a *jsonTurns) KeepAlive(string) (bool, error) { return false, nil }

// Final sends the answer.
func (a *jsonTurns) Final(_ loop.Turn, clientCalls []loop.Call) {
	flags := a.Verdict()
	a.ans.Incomplete = IncompleteReason(a.StopCause())
	out, err := a.ans.Body(a.last, a.Usage, a.tail(flags, clientCalls), a.Report(flags))
	if err != nil {
		a.Fail(apierr.Internal(err))
		return
	}
	// the rounds' texts are joined (wire.StreamOut.Secret)
	out = secretmask.Mask(out, a.Upstream.Config.APIKey)
	h := a.w.Header()
	// Canonical keys set directly, as the chat answer's are: Header.Set
	// would copy the X-ZC names into their canonical spelling each time.
	h["Content-Type"] = []string{"application/json"}
	loop.SetReceiptsOn(h)
	h[loop.KeyReceiptCount] = []string{strconv.Itoa(len(a.Minted))}
	h[loop.KeyFlagCount] = []string{strconv.Itoa(len(flags))}
	h["Content-Length"] = []string{strconv.Itoa(len(out))}
	a.w.WriteHeader(http.StatusOK)
	if _, err := a.w.Write(out); err != nil {
		a.Result = "client_gone"
	}
}

// Fail answers an error, unless the client is gone.
func (a *jsonTurns) Fail(err error) {
	if e := a.failure(err); e != nil {
		a.w.Header().Set(loop.HeaderReceipts, loop.ReceiptsOn)
		a.Host.WriteError(a.w, e)
	}
}

// zcReceiptsMember is the proxy's own member of an answer: an upstream's
// copy is dropped so it cannot pass for the proxy's.
const zcReceiptsMember = "zc_receipts"

// errorRootSet: the reply r has a top-level member under which
// withoutRevealing looks (errorRoots["response"]: error,
// incomplete_details; names as ReadReplyChecked decoded them, any case)
// whose value is not null. Every reply carries both as null. A reading
// that did not find the members (nil) counts as set.
func errorRootSet(r Reply) bool {
	if r.members == nil {
		return true
	}
	roots := errorRoots["response"] // looked up once, not per member
	for _, m := range r.members {
		for _, p := range roots {
			if m.val != "null" && strings.EqualFold(m.key, p[0]) {
				return true
			}
		}
	}
	return false
}
