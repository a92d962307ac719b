package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// The Responses API (POST /v1/responses) carries the same conversation as
// chat completions in another shape: "input"/"output" items instead of
// messages, top-level tool names. scan turns it into the chat shape the
// claims package reads, so backing works per call in both.

// scanResponsesRequest checks a Responses request body whose last input
// item is the assistant answer.
func scanResponsesRequest(root gjson.Result, extra []receipts.ToolInfo) (scanReport, error) {
	input := root.Get("input")
	if !input.IsArray() {
		return scanReport{}, errors.New(`responses request: "input" is not an array of items, so it holds no assistant answer to check`)
	}
	var msgs []map[string]any
	if ins := root.Get("instructions").Str; ins != "" {
		msgs = append(msgs, map[string]any{"role": "system", "content": ins})
	}
	msgs = appendItems(msgs, input.Array())
	return scanChatShaped(root.Get("tools"), msgs, extra, nil, inputResponsesRequest)
}

// scanResponsesAnswer checks a saved Responses answer (object
// "response"): its function_call/function_call_output items are this
// turn's calls, its assistant message text is the answer, and the
// receipts its zc_receipts lists stand for their calls.
func scanResponsesAnswer(resp gjson.Result, extra []receipts.ToolInfo, input string) (scanReport, error) {
	var calls []gjson.Result
	var answer []string
	resp.Get("output").ForEach(func(_, it gjson.Result) bool {
		if responses.ItemKind(it) == "message" {
			if it.Get("role").Str == "assistant" || it.Get("role").Str == "" {
				answer = append(answer, responses.ItemText(it.Get("content")))
			}
		} else {
			calls = append(calls, it)
		}
		return true
	})
	msgs := appendItems(nil, calls)
	msgs = append(msgs, map[string]any{"role": "assistant", "content": stripFooter(strings.Join(answer, "\n\n"))})
	return scanChatShaped(resp.Get("tools"), msgs, extra, reportReceipts(resp.Get("zc_receipts")), input)
}

// scanResponsesStream checks a saved Responses stream: the response of
// its response.completed event when there is one, else the text deltas
// and the finished output items.
func scanResponsesStream(events []gjson.Result, extra []receipts.ToolInfo) (scanReport, error) {
	var text strings.Builder
	var items []string
	for _, ev := range events {
		switch ev.Get("type").Str {
		case "response.completed", "response.incomplete":
			if r := ev.Get("response"); r.IsObject() {
				return scanResponsesAnswer(r, extra, inputResponsesStream)
			}
		case "response.output_text.delta":
			text.WriteString(ev.Get("delta").Str)
		case "response.output_item.done":
			if it := ev.Get("item"); responses.ItemKind(it) != "message" {
				items = append(items, it.Raw)
			}
		}
	}
	body := fmt.Sprintf(`{"object":"response","output":[%s{"type":"message","role":"assistant","content":[{"type":"output_text","text":%s}]}]}`,
		strings.Join(append(items, ""), ","), quoteJSON(text.String()))
	return scanResponsesAnswer(gjson.Parse(body), extra, inputResponsesStream)
}

// isResponsesStream: the stream's events are typed "response.…".
func isResponsesStream(events []gjson.Result) bool {
	return strings.HasPrefix(events[0].Get("type").Str, "response.")
}

// scanChatShaped checks msgs (chat messages) with Responses tools.
func scanChatShaped(tools gjson.Result, msgs []map[string]any, extra []receipts.ToolInfo, zc []receipts.Receipt, input string) (scanReport, error) {
	var chatTools []any
	tools.ForEach(func(_, t gjson.Result) bool {
		if t.Get("type").Str == "function" && t.Get("name").Str != "" {
			chatTools = append(chatTools, map[string]any{"type": "function", "function": map[string]any{
				"name": t.Get("name").Str, "description": t.Get("description").Str}})
		}
		return true
	})
	body, err := json.Marshal(map[string]any{"tools": chatTools, "messages": msgs})
	if err != nil {
		return scanReport{}, fmt.Errorf("responses body: %w", err)
	}
	return scanRequest(gjson.ParseBytes(body), extra, zc, input)
}

// appendItems appends Responses items as chat messages, converted as the
// proxy converts a client's input items (responses.HistoryMessages).
func appendItems(msgs []map[string]any, items []gjson.Result) []map[string]any {
	raw := make([]string, len(items))
	for i, it := range items {
		raw[i] = it.Raw
	}
	var conv []map[string]any
	if err := json.Unmarshal(responses.HistoryMessages(gjson.Parse("["+strings.Join(raw, ",")+"]")), &conv); err != nil {
		return msgs // HistoryMessages writes valid JSON; nothing to add otherwise
	}
	return append(msgs, conv...)
}

func quoteJSON(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b)
}
