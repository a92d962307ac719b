package e2e

import (
	"encoding/json"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// The words the scripted model acts on, and what the tools say.
const (
	serverPrompt = "server: what time is it?"
	clientPrompt = "client: what is the weather in Paris?"
	slowPrompt   = "slow: take a nap of a second and a half, then tell me"
	clockOutput  = "12:00 UTC"
	lookupResult = "sunny, 21 C"
	lookupArgs   = `{"city":"Paris"}`
	failPrompt   = "fail: answer, then break down"
	failMessage  = "Provider disconnected unexpectedly"
)

// brain is the scripted model: asked a "server:" question it calls the
// proxy's clock tool, a "client:" question the client's lookup tool, a
// "slow:" one the proxy's nap tool, a "fail:" one fails upstream (HTTP 502,
// or for OpenRouter a mid-stream error event); given tool results it answers quoting
// them verbatim (receipts included, as a model told to quote them does).
//
// Asked for structured output (a json_schema response_format or
// text.format), it answers in JSON: {"answer": <what it would have said>}.
func brain(req gjson.Result) scripted.Turn {
	if !req.Get("messages").Exists() {
		return structured(req.Get("text.format.type").String(), responsesBrain(req))
	}
	return structured(req.Get("response_format.type").String(), chatBrain(req))
}

// structured turns a text answer into the JSON a json_schema format asks
// for; tool calls stay as they are.
func structured(format string, t scripted.Turn) scripted.Turn {
	if format != "json_schema" || len(t.ToolCalls) > 0 || t.Status != 0 {
		return t
	}
	b, _ := json.Marshal(map[string]string{"answer": t.Content})
	t.Content = string(b)
	return t
}

// chatBrain is brain for Chat Completions.
func chatBrain(req gjson.Result) scripted.Turn {
	msgs := req.Get("messages").Array()
	if len(msgs) == 0 {
		return scripted.Turn{Content: "Ask me something."}
	}
	if last := msgs[len(msgs)-1]; last.Get("role").String() == "tool" {
		return scripted.Turn{Content: "Here is what the tool said: " + last.Get("content").String()}
	}
	var question string
	for _, m := range msgs {
		if m.Get("role").String() == "user" {
			question = m.Get("content").String()
		}
	}
	switch {
	case strings.HasPrefix(question, "fail:"):
		return scripted.Turn{Content: "Partial answer", Status: 502, ErrorMessage: failMessage}
	case strings.HasPrefix(question, "server:") && offers(req, "clock"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "clock", Arguments: `{}`}}}
	case strings.HasPrefix(question, "client:") && offers(req, "lookup"):
		return scripted.Turn{Content: "Let me look that up.", ToolCalls: []scripted.ToolCall{{Name: "lookup", Arguments: lookupArgs}}}
	case strings.HasPrefix(question, "slow:") && offers(req, "nap"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "nap", Arguments: `{"seconds":"1.5"}`}}}
	}
	return scripted.Turn{Content: "I have no tool for that."}
}

// offers reports whether the request offers a function named name.
func offers(req gjson.Result, name string) bool {
	for _, t := range req.Get("tools").Array() {
		if t.Get("function.name").String() == name {
			return true
		}
	}
	return false
}
