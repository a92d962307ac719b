package proxy

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// clientWire is one way a client reads an answer: Chat Completions or
// the Responses API, as one JSON reply or as a stream.
type clientWire struct {
	name              string
	responses, stream bool
}

// clientWires are the four ways a client reads an answer.
var clientWires = []clientWire{
	{"chat/json", false, false},
	{"chat/stream", false, true},
	{"responses/json", true, false},
	{"responses/stream", true, true},
}

// historyMsg is one message of a history a client re-sends, written once
// for both wires: a user text, an assistant call of tool with args, or
// that call's result.
type historyMsg struct {
	role, text, callID, tool, args string
}

// chatMessages is history as a Chat Completions messages array.
func chatMessages(history []historyMsg) string {
	q := strconv.Quote
	var ms []string
	for _, m := range history {
		switch m.role {
		case "user":
			ms = append(ms, `{"role":"user","content":`+q(m.text)+`}`)
		case "assistant":
			ms = append(ms, `{"role":"assistant","content":null,"tool_calls":[{"id":`+q(m.callID)+`,"type":"function","function":{"name":`+q(m.tool)+`,"arguments":`+q(m.args)+`}}]}`)
		case "tool":
			ms = append(ms, `{"role":"tool","tool_call_id":`+q(m.callID)+`,"content":`+q(m.text)+`}`)
		}
	}
	return "[" + strings.Join(ms, ",") + "]"
}

// responsesInput is history as a Responses input item array.
func responsesInput(history []historyMsg) string {
	q := strconv.Quote
	var items []string
	for _, m := range history {
		switch m.role {
		case "user":
			items = append(items, `{"role":"user","content":`+q(m.text)+`}`)
		case "assistant":
			items = append(items, `{"type":"function_call","call_id":`+q(m.callID)+`,"name":`+q(m.tool)+`,"arguments":`+q(m.args)+`}`)
		case "tool":
			items = append(items, `{"type":"function_call_output","call_id":`+q(m.callID)+`,"output":`+q(m.text)+`}`)
		}
	}
	return "[" + strings.Join(items, ",") + "]"
}

// postOnWire sends history to the proxy over w and returns the answer
// text the client got and the proxy's zc_receipts.
func postOnWire(t *testing.T, env *loopEnv, w clientWire, history []historyMsg, header http.Header) (string, gjson.Result) {
	t.Helper()
	stream := ""
	if w.stream {
		stream = `"stream":true,`
	}
	if !w.responses {
		resp, got := env.post(t, `{"model":"gpt-test",`+stream+`"messages":`+chatMessages(history)+`}`, header)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got)
		}
		if w.stream {
			s := parseStream(t, got)
			fin := s.finishChunks()
			if len(fin) != 1 {
				t.Fatalf("%d finish chunks: %s", len(fin), got)
			}
			return s.content, fin[0].Get("zc_receipts")
		}
		root := gjson.ParseBytes(got)
		return root.Get("choices.0.message.content").Str, root.Get("zc_receipts")
	}
	resp, got := postResponses(t, env, `{"model":"gpt-test","store":false,`+stream+`"input":`+responsesInput(history)+`}`, header)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	final := gjson.ParseBytes(got)
	if w.stream {
		evs := respEvents(t, got)
		last := evs[len(evs)-1]
		if last.Get("type").Str != "response.completed" {
			t.Fatalf("the stream ends with %s: %s", last.Get("type"), got)
		}
		final = last.Get("response")
	}
	var text strings.Builder
	final.Get(`output.#(type=="message")#.content.#(type=="output_text")#.text`).ForEach(func(_, parts gjson.Result) bool {
		parts.ForEach(func(_, p gjson.Result) bool {
			text.WriteString(p.Str)
			return true
		})
		return true
	})
	return text.String(), final.Get("zc_receipts")
}
