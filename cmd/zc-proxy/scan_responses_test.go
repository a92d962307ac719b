package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Bodies shaped as OpenAI's Responses API documents them (items, events),
// with the proxy's receipt suffix on function_call_output and zc_receipts
// on the response object.

func responsesTools() []any {
	return []any{
		map[string]any{"type": "function", "name": "shell", "description": "Run one allowlisted command. The command must start with one of: `git log`, `date`.", "parameters": map[string]any{"type": "object"}},
		map[string]any{"type": "function", "name": "get_weather", "description": "Current weather for a city", "parameters": map[string]any{"type": "object"}},
	}
}

func weatherItems(tok string) []any {
	return []any{
		map[string]any{"type": "function_call", "id": "fc_1", "call_id": "call_w1", "name": "get_weather", "arguments": `{"city":"Oslo"}`, "status": "completed"},
		map[string]any{"type": "function_call_output", "call_id": "call_w1", "output": receipts.AppendReceipt("Oslo: -3°C, snow", tok)},
	}
}

func assistantItem(text string) map[string]any {
	return map[string]any{"type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
		"content": []any{map[string]any{"type": "output_text", "text": text, "annotations": []any{}}}}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func flagObjects(rep scanReport) []string {
	var out []string
	for _, f := range rep.Flags {
		out = append(out, f.Kind+":"+f.Object+":"+f.Reason)
	}
	return out
}

const twoCities = "I checked the weather in Oslo: -3°C with snow. I also checked Bergen, where it is 4°C and raining."

func TestRunScanResponsesRequest(t *testing.T) {
	tok := wellFormed("A")
	input := append([]any{map[string]any{"role": "user", "content": "Weather in Oslo and Bergen?"}}, weatherItems(tok)...)
	input = append(input, assistantItem(twoCities))
	body := mustJSON(t, map[string]any{"model": "gpt-4.1", "instructions": "Be brief.", "tools": responsesTools(), "input": input})
	rep, code, stderr := runScanTest(t, body)
	if code != 0 || rep.Input != inputResponsesRequest || !strings.Contains(stderr, "Responses API request") {
		t.Fatalf("code %d, input %q, stderr %q", code, rep.Input, stderr)
	}
	got := flagObjects(rep)
	if len(got) != 1 || !strings.Contains(got[0], "Bergen") || !strings.HasSuffix(got[0], claims.ReasonNoMatchingCall) {
		t.Errorf("flags %q, want one no_matching_call flag about Bergen (the Oslo call backs Oslo only)", got)
	}
	if len(rep.Receipts) != 1 || rep.Receipts[0].CallID != "call_w1" {
		t.Errorf("receipts %+v, want the Oslo call's", rep.Receipts)
	}
}

func TestRunScanResponsesRequestInvalidReceipt(t *testing.T) {
	// a receipt pasted under an output whose call_id no function_call has
	input := []any{
		map[string]any{"type": "message", "role": "user", "content": []any{map[string]any{"type": "input_text", "text": "what changed?"}}},
		map[string]any{"type": "function_call_output", "call_id": "call_x", "output": receipts.AppendReceipt("commit 1a2b3c4", wellFormed("C"))},
		assistantItem("I ran git log and the newest commit is 1a2b3c4."),
	}
	rep, _, _ := runScanTest(t, mustJSON(t, map[string]any{"tools": responsesTools(), "input": input}))
	kinds := map[string]bool{}
	for _, f := range rep.Flags {
		kinds[f.Kind] = true
	}
	if !kinds[receipts.FlagInvalidReceipt] || !kinds[receipts.FlagReceiptLessClaim] {
		t.Errorf("flags %q, want invalid_receipt and receipt_less_claim", flagObjects(rep))
	}
}

func TestRunScanResponsesRequestNoAnswer(t *testing.T) {
	for _, body := range []string{`{"model":"m","input":"hello"}`, `{"input":[{"role":"user","content":"hi"}]}`} {
		if _, code, _ := runScanTest(t, body); code != 2 {
			t.Errorf("%s: code %d, want 2 (no assistant answer)", body, code)
		}
	}
}

func responseObject(t *testing.T, tok, text string) map[string]any {
	t.Helper()
	output := append(weatherItems(tok), assistantItem(text))
	return map[string]any{"id": "resp_1", "object": "response", "status": "completed", "model": "gpt-4.1",
		"tools": responsesTools(), "output": output,
		"zc_receipts": map[string]any{"receipts": []any{map[string]any{"tool": "get_weather", "call_id": "call_w1", "receipt": tok}}}}
}

func TestRunScanResponsesAnswer(t *testing.T) {
	tok := wellFormed("A")
	footer := "\n\n---\nTool receipts:\n- get_weather: " + tok
	rep, code, stderr := runScanTest(t, mustJSON(t, responseObject(t, tok, twoCities+footer)))
	if code != 0 || rep.Input != inputResponsesResponse || !strings.Contains(stderr, "Responses API response") {
		t.Fatalf("code %d, input %q, stderr %q", code, rep.Input, stderr)
	}
	got := flagObjects(rep)
	if len(got) != 1 || !strings.Contains(got[0], "Bergen") {
		t.Errorf("flags %q, want only the Bergen claim (the footer is the proxy's, the Oslo call backs Oslo)", got)
	}
}

// sse writes events as a Responses stream does: "event:" then "data:".
func responsesSSE(t *testing.T, events ...map[string]any) string {
	var b strings.Builder
	for i, ev := range events {
		ev["sequence_number"] = i
		fmt.Fprintf(&b, "event: %s\ndata: %s\n\n", ev["type"], mustJSON(t, ev))
	}
	return b.String()
}

func TestRunScanResponsesStream(t *testing.T) {
	tok := wellFormed("A")
	resp := responseObject(t, tok, twoCities)
	half := len(twoCities) / 2
	deltas := []map[string]any{
		{"type": "response.created", "response": map[string]any{"id": "resp_1", "object": "response", "status": "in_progress", "output": []any{}}},
		{"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 2, "content_index": 0, "delta": twoCities[:half]},
		{"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 2, "content_index": 0, "delta": twoCities[half:]},
	}
	t.Run("completed", func(t *testing.T) {
		stream := responsesSSE(t, append(deltas, map[string]any{"type": "response.completed", "response": resp})...)
		rep, code, stderr := runScanTest(t, stream)
		if code != 0 || rep.Input != inputResponsesStream || !strings.Contains(stderr, "Responses API stream") {
			t.Fatalf("code %d, input %q, stderr %q", code, rep.Input, stderr)
		}
		if got := flagObjects(rep); len(got) != 1 || !strings.Contains(got[0], "Bergen") {
			t.Errorf("flags %q, want only the Bergen claim", got)
		}
	})
	t.Run("cut short", func(t *testing.T) {
		// no response.completed: the deltas and the finished call items
		items := weatherItems(tok)
		evs := append([]map[string]any{}, deltas[0],
			map[string]any{"type": "response.output_item.done", "output_index": 0, "item": items[0]},
			map[string]any{"type": "response.output_item.done", "output_index": 1, "item": items[1]})
		evs = append(evs, deltas[1:]...)
		rep, _, _ := runScanTest(t, responsesSSE(t, evs...))
		if got := flagObjects(rep); rep.Input != inputResponsesStream || len(got) != 1 || !strings.Contains(got[0], "Bergen") {
			t.Errorf("input %q flags %q, want only the Bergen claim", rep.Input, got)
		}
	})
}

func TestRunScanChatStream(t *testing.T) {
	tok := wellFormed("A")
	chunk := func(delta string) string {
		return `data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":` + quoteJSON(delta) + `}}]}` + "\n\n"
	}
	stream := chunk("I ran git log: the newest ") + chunk("commit is 1a2b3c4.") +
		`data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"zc_receipts":{"receipts":[{"tool":"shell","call_id":"call_1","receipt":"` + tok + `"}]}}` + "\n\ndata: [DONE]\n\n"
	rep, code, stderr := runScanTest(t, stream)
	if code != 0 || rep.Input != inputStream || !strings.Contains(stderr, "chat-completions stream") {
		t.Fatalf("code %d, input %q, stderr %q", code, rep.Input, stderr)
	}
	if len(rep.Receipts) != 1 || len(rep.Claims) == 0 {
		t.Errorf("receipts %+v claims %+v: want the finish chunk's receipt and the git log claim", rep.Receipts, rep.Claims)
	}
}
