package chat

import (
	"slices"

	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
)

// toolCall is one call the model asked for in a turn.
type toolCall = loop.Call

// AppendRound appends one tool round to the upstream body
// (loop.Model): the assistant message that asked for calls, then one tool
// message per call in order, each carrying its result and receipt (or
// "error: <reason>").
func (c *Exchange) AppendRound(text string, calls []toolCall, results []string) error {
	msgs := make([][]byte, 0, 1+len(calls))
	msgs = append(msgs, assistantToolMessage(text, calls))
	for i, call := range calls {
		msgs = append(msgs, toolMessage(call.ID, results[i]))
	}
	body, err := appendMessages(c.Body, msgs...)
	if err != nil {
		return err
	}
	c.Body = body
	c.rounds = append(c.rounds, msgs...)
	return nil
}

// assistantToolMessage is the assistant turn that asked for calls, with its
// text (null when none) and the calls exactly as the model sent them.
func assistantToolMessage(text string, calls []toolCall) []byte {
	msg := struct {
		Role      string     `json:"role"`
		Content   *string    `json:"content"`
		ToolCalls []wireCall `json:"tool_calls"`
	}{Role: "assistant"}
	if text != "" {
		msg.Content = &text
	}
	for _, tc := range calls {
		msg.ToolCalls = append(msg.ToolCalls, newWireCall(tc, nil, true))
	}
	return rawjson.Marshal(msg)
}

// wireCall is one tool call in the model's shape: a function call
// ({"function":{"name","arguments"}}) or a custom tool's call
// ({"type":"custom","custom":{"name","input"}}).
type wireCall struct {
	Index    *int          `json:"index,omitempty"`
	ID       string        `json:"id"`
	Type     string        `json:"type"`
	Function *wireFunction `json:"function,omitempty"`
	Custom   *wireCustom   `json:"custom,omitempty"`
}

type wireFunction struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

type wireCustom struct {
	Name  string `json:"name"`
	Input string `json:"input"`
}

// newWireCall is tc in the model's shape, numbered index when not nil;
// normalize maps a function call's empty arguments to "{}"
// (loop.NormalizeArguments). A custom call's input is free text, kept as is.
func newWireCall(tc toolCall, index *int, normalize bool) wireCall {
	w := wireCall{Index: index, ID: tc.ID, Type: tc.Type}
	if tc.Type == chatcall.Custom {
		w.Custom = &wireCustom{Name: tc.Name, Input: tc.Arguments}
		return w
	}
	args := tc.Arguments
	if normalize {
		args = loop.NormalizeArguments(args)
	}
	w.Function = &wireFunction{Name: tc.Name, Arguments: args}
	return w
}

// toolMessage is one tool result message.
func toolMessage(callID, content string) []byte {
	return rawjson.Marshal(struct {
		Role       string `json:"role"`
		ToolCallID string `json:"tool_call_id"`
		Content    string `json:"content"`
	}{"tool", callID, content})
}

// Hold keeps the server half of a turn that called server and client
// tools together (DESIGN.md "Client tools", loop.Model): the whole
// turn (this request's earlier rounds, the assistant message with every
// call in the model's order, the server tool messages) is kept under the
// client's call ids until the client answers them. all is every call of
// the turn; run and results the server calls and their result texts
// (receipt or error line), client the client's calls, each in call order.
//
// Keep sets the conversation prefix and stores the entry. A store that
// cannot keep the turn (Redis down or slow) is an error: the
// client must not get calls whose follow-up would lose the server half.
func (c *Exchange) Hold(text string, all, run []toolCall, results []string, client []toolCall) error {
	e := &pending.Entry{}
	for _, call := range client {
		e.ClientIDs = append(e.ClientIDs, call.ID)
	}
	for i, call := range run {
		e.Results = append(e.Results, toolMessage(call.ID, results[i]))
	}
	e.Messages = append(slices.Clone(c.rounds), assistantToolMessage(text, all))
	e.Receipts = slices.Clone(c.Minted)
	for _, m := range e.Messages {
		e.Size += len(m)
	}
	for _, m := range e.Results {
		e.Size += len(m)
	}
	return c.Host.Keep(e)
}
