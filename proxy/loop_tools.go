package proxy

import (
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// toolCall is one call the model asked for in a turn.
type toolCall = loop.Call

// AppendRound appends one tool round to the upstream body
// (loop.Model): the assistant message that asked for calls, then one tool
// message per call in order, each carrying its result and receipt (or
// "error: <reason>").
func (c *chatRun) AppendRound(text string, calls []toolCall, results []string) error {
	msgs := make([][]byte, 0, 1+len(calls))
	msgs = append(msgs, assistantToolMessage(text, calls))
	for i, call := range calls {
		msgs = append(msgs, toolMessage(call.ID, results[i]))
	}
	body, err := appendMessages(c.body, msgs...)
	if err != nil {
		return err
	}
	c.body = body
	c.rounds = append(c.rounds, msgs...)
	return nil
}

// assistantToolMessage is the assistant turn that asked for calls, with its
// text (null when none) and the calls exactly as the model sent them.
func assistantToolMessage(text string, calls []toolCall) []byte {
	type function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	}
	type call struct {
		ID       string   `json:"id"`
		Type     string   `json:"type"`
		Function function `json:"function"`
	}
	msg := struct {
		Role      string  `json:"role"`
		Content   *string `json:"content"`
		ToolCalls []call  `json:"tool_calls"`
	}{Role: "assistant"}
	if text != "" {
		msg.Content = &text
	}
	for _, tc := range calls {
		msg.ToolCalls = append(msg.ToolCalls, call{ID: tc.ID, Type: tc.Type,
			Function: function{Name: tc.Name, Arguments: loop.NormalizeArguments(tc.Arguments)}})
	}
	return mustJSON(msg)
}

// toolMessage is one tool result message.
func toolMessage(callID, content string) []byte {
	return mustJSON(struct {
		Role       string `json:"role"`
		ToolCallID string `json:"tool_call_id"`
		Content    string `json:"content"`
	}{"tool", callID, content})
}
