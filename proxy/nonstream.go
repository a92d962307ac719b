package proxy

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// serveJSON runs the loop for a non-streaming client: each upstream reply
// is read whole; tool rounds run until a final answer, which is rewritten
// (answer text of every turn, footer, zc_receipts, summed usage) and sent.
func (c *chatRun) serveJSON(w http.ResponseWriter) {
	for {
		reply, err := c.jsonTurn(w)
		if err != nil {
			c.failJSON(w, err)
			return
		}
		v := reply.view
		c.first.captureView(v)
		c.addUsage([]byte(v.usage.Raw))
		text := v.content.Str
		if text != "" {
			c.text.WriteString(c.turnSeparator())
		}
		c.text.WriteString(text)
		calls := jsonToolCalls(v.toolCalls)
		c.fillCallIDs(calls)
		if len(calls) == 0 {
			c.endJSON(w, reply, nil)
			return
		}
		run, client := c.splitCalls(calls)
		if len(client) > 0 {
			if len(run) > 0 {
				results := c.runCalls(c.ctx, run)
				if c.clientGone() {
					c.recordDropped(results)
					c.failJSON(w, errClientGone)
					return
				}
				if err := c.keepMixedTurn(text, calls, run, client, results); err != nil {
					c.failJSON(w, err)
					return
				}
			}
			c.endJSON(w, reply, client)
			return
		}
		if c.iterations >= c.maxIter {
			c.stopAtLimit()
			c.endJSON(w, reply, nil)
			return
		}
		results := c.runCalls(c.ctx, run)
		if c.clientGone() {
			c.recordDropped(results)
			c.failJSON(w, errClientGone)
			return
		}
		if err := c.finishRound(text, run, results); err != nil {
			c.failJSON(w, errInternal(err))
			return
		}
	}
}

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
	root := gjson.ParseBytes(body)
	v := viewReply(root)
	if v.zcReceipts.Exists() {
		body = withoutMember(body, root, zcReceiptsKey)
		root = gjson.ParseBytes(body)
		v = viewReply(root)
	}
	return jsonReply{body: body, root: root, view: v}
}

// jsonTurn makes one non-streaming upstream call and returns its reply,
// read with limits.max_response_bytes.
func (c *chatRun) jsonTurn(w http.ResponseWriter) (jsonReply, error) {
	c.iterations++
	ctx, cancel := c.upstreamContext()
	defer cancel()
	req, err := c.u.newChatRequest(ctx, c.body, c.r.Header, false)
	if err != nil {
		return jsonReply{}, errInternal(err)
	}
	resp, err := c.u.client.Do(req)
	if err != nil {
		return jsonReply{}, c.transportError(ctx, nil, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return jsonReply{}, c.upstreamStatusError(w, resp)
	}
	limit := c.maxResponseBytes()
	// Sized from Content-Length when it is within the limit: one buffer
	// instead of a doubling series.
	size := int64(bytes.MinRead)
	if resp.ContentLength > 0 && resp.ContentLength <= limit {
		size += resp.ContentLength
	}
	buf := bytes.NewBuffer(make([]byte, 0, size))
	_, err = buf.ReadFrom(io.LimitReader(resp.Body, limit+1))
	body := buf.Bytes()
	if err != nil {
		return jsonReply{}, c.transportError(ctx, nil, err)
	}
	if int64(len(body)) > limit {
		return jsonReply{}, upstreamFailure(c.u, failProtocol, 0, fmt.Errorf("upstream %s (%s): reply exceeds %d bytes", c.u.cfg.Name, c.u.cfg.BaseURL, limit))
	}
	var reply jsonReply
	if body = trimJSONSpace(body); jsonlimit.Within(body, jsonlimit.MaxDepth) && gjson.ValidBytes(body) {
		reply = readReply(body)
	}
	if !reply.view.message.IsObject() {
		c.noteProtocolError()
		return jsonReply{}, upstreamFailure(c.u, failProtocol, 0, fmt.Errorf("upstream %s (%s): reply is not a chat completion", c.u.cfg.Name, c.u.cfg.BaseURL))
	}
	return reply, nil
}

// endJSON sends the rewritten final answer.
func (c *chatRun) endJSON(w http.ResponseWriter, reply jsonReply, clientCalls []toolCall) {
	flags := c.verdict()
	out, err := c.rewriteFinalParsed(reply.body, reply.root, reply.view, clientCalls, flags)
	if err != nil {
		c.failJSON(w, errInternal(err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set(headerReceipts, modeOn)
	h.Set(headerReceiptCount, strconv.Itoa(len(c.minted)))
	h.Set(headerFlagCount, strconv.Itoa(len(flags)))
	h.Set("Content-Length", strconv.Itoa(len(out)))
	w.WriteHeader(http.StatusOK)
	if _, err := w.Write(out); err != nil {
		c.result = "client_gone"
	}
}

// failJSON answers an error, unless the client is gone.
func (c *chatRun) failJSON(w http.ResponseWriter, err error) {
	e := c.failure(err)
	if e == nil {
		return
	}
	w.Header().Set(headerReceipts, modeOn)
	c.s.writeError(w, c.r, e)
}

// jsonToolCalls reads message.tool_calls of a chat.completion.
func jsonToolCalls(v gjson.Result) []toolCall {
	var calls []toolCall
	v.ForEach(func(_, tc gjson.Result) bool {
		calls = append(calls, toolCall{
			ID:        tc.Get("id").Str,
			Type:      tc.Get("type").Str,
			Name:      tc.Get("function.name").Str,
			Arguments: tc.Get("function.arguments").Str,
			raw:       tc.Raw,
		})
		return true
	})
	return calls
}
