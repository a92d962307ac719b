package e2e

import (
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// mixedPrompt asks for a server tool and a client tool in one turn.
const mixedPrompt = "mixed: the time, and the weather in Paris?"

// responsesBrain is brain for the Responses API: the scripted upstream
// hands it the whole conversation as input items. After function call
// outputs it answers quoting them all; otherwise it acts on the last user
// message as brain does, and a "mixed:" question calls clock and lookup at
// once.
func responsesBrain(req gjson.Result) scripted.Turn {
	items := req.Get("input").Array()
	var outputs []string
	for i := len(items) - 1; i >= 0 && items[i].Get("type").String() == "function_call_output"; i-- {
		outputs = append([]string{items[i].Get("output").String()}, outputs...)
	}
	if len(outputs) > 0 {
		return scripted.Turn{Content: "Here is what the tools said: " + strings.Join(outputs, "; ")}
	}
	var question string
	for _, it := range items {
		if it.Get("role").String() == "user" {
			question = itemText(it)
		}
	}
	switch {
	case strings.HasPrefix(question, "fail:"):
		return scripted.Turn{Content: "Partial answer", Status: 502, ErrorMessage: failMessage}
	case strings.HasPrefix(question, "server:") && offersFlat(req, "clock"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "clock", Arguments: `{}`}}}
	case strings.HasPrefix(question, "client:") && offersFlat(req, "lookup"):
		return scripted.Turn{Content: "Let me look that up.", ToolCalls: []scripted.ToolCall{{Name: "lookup", Arguments: lookupArgs}}}
	case strings.HasPrefix(question, "mixed:") && offersFlat(req, "clock") && offersFlat(req, "lookup"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "clock", Arguments: `{}`}, {Name: "lookup", Arguments: lookupArgs}}}
	}
	return scripted.Turn{Content: "I have no tool for that."}
}

// itemText is a message item's text: a string, or its input_text parts.
func itemText(it gjson.Result) string {
	c := it.Get("content")
	if !c.IsArray() {
		return c.String()
	}
	var b strings.Builder
	for _, p := range c.Array() {
		b.WriteString(p.Get("text").String())
	}
	return b.String()
}

// offersFlat reports whether a Responses request offers a function tool
// named name (Responses tools are flat: {"type":"function","name"}).
func offersFlat(req gjson.Result, name string) bool {
	for _, t := range req.Get("tools").Array() {
		if t.Get("type").String() == "function" && t.Get("name").String() == name {
			return true
		}
	}
	return false
}
