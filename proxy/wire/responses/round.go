package responses

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// turnOf normalises a reply for the loop.
func turnOf(r Reply, text, lead string) loop.Turn {
	t := loop.Turn{Text: text, Lead: lead, Finish: r.Status}
	for _, call := range r.Calls {
		typ := "function"
		if call.Custom {
			typ = loop.CallCustom
		}
		t.Calls = append(t.Calls, loop.Call{ID: call.CallID, Type: typ, Name: call.Name, Arguments: call.Arguments, Raw: call.Raw})
	}
	if r.UsageRaw != "" { // found by the reading of the reply: no second walk of it
		t.Usage = []byte(r.UsageRaw)
	}
	return t
}

// turnShown is a Responses turn's shown text beside the answer
// (reasoning, an audio transcript) for the loop's check (loop.Shown).
func turnShown(reasoning, transcript string) []loop.Shown {
	var out []loop.Shown
	if reasoning != "" {
		out = append(out, loop.Shown{Where: WhereReasoning, Text: reasoning})
	}
	if transcript != "" {
		out = append(out, loop.Shown{Where: WhereTranscript, Text: transcript})
	}
	return out
}

// AppendRound chains the follow-up: by previous_response_id when the
// upstream stored the last reply, else by resending everything
// (loop.Model).
func (c *Exchange) AppendRound(_ string, calls []loop.Call, results []string) error {
	outs := make([]Output, len(calls))
	for i, call := range calls {
		outs[i] = Output{CallID: call.ID, Text: results[i], Custom: call.Custom()}
		c.hidden = append(c.hidden, []byte(call.Raw), outs[i].Item())
	}
	next, err := FollowUp(c.Body, c.last, outs)
	if err != nil {
		return fmt.Errorf("responses follow-up: %w", err)
	}
	c.Body = next
	return nil
}

// Hold keeps a mixed turn's server half under the client's call ids: the
// function_call items and outputs of every server call of this request
// (for a follow-up that resends the whole input) and the outputs of this
// turn's (for one chained by previous_response_id) (loop.Model).
func (c *Exchange) Hold(_ string, _ []loop.Call, run []loop.Call, results []string, client []loop.Call) error {
	e := &pending.Entry{Prefix: c.clientPrefix(mixedTurnPrefix)}
	for _, call := range client {
		e.ClientIDs = append(e.ClientIDs, call.ID)
	}
	e.Messages = slices.Clone(c.hidden)
	for i, call := range run {
		e.Messages = append(e.Messages, []byte(call.Raw))
		e.Results = append(e.Results, Output{CallID: call.ID, Text: results[i], Custom: call.Custom()}.Item())
	}
	e.Receipts = slices.Clone(c.Minted)
	for _, m := range e.Messages {
		e.Size += len(m)
	}
	for _, m := range e.Results {
		e.Size += len(m)
	}
	return c.Host.Keep(e)
}

// tail is what follows the answer text: the stop notice when the loop hit
// max_iterations, then the footer.
func (c *Exchange) tail(flags []receipts.Flag, clientCalls []loop.Call) string {
	t := ""
	if c.Stopped {
		t = c.StopNotice()
	}
	return t + c.Footer(flags, clientCalls)
}

// HistoryMessages is the client's input as chat messages for the history
// check, the function_call items of a kept mixed turn put back just
// before the first output, where the upstream's stored turn had them:
// after the user's words, so the turn since the last user message still
// holds them. input is what they were read from.
func (c *Exchange) HistoryMessages(in gjson.Result) (msgs []byte, input gjson.Result) {
	if len(c.heldCalls) == 0 {
		return historyMessages(in, true, c.Request.eachItem(in)), in // the request's own input, checked whole
	}
	input = in
	if in.IsArray() {
		arr := []byte{'['}
		held := false
		in.ForEach(func(_, it gjson.Result) bool {
			if !held && isOutputType(it.Get("type").Str) {
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
	return HistoryMessages(input), input // kept calls spliced in from the pending store
}
