package e2e

import (
	"encoding/json"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// The questions the agent frameworks ask beyond brain's.
const (
	// quietPrompt calls the client's lookup with no text before the call,
	// as models mostly do: LlamaIndex's OpenAIAgent decides from a stream's
	// first chunk whether it is an answer or tool calls, so text ahead of
	// the calls makes it an answer even straight from the upstream.
	quietPrompt = "quiet: what is the weather in Paris?"
	// twoCitiesPrompt calls lookup twice in one turn (parallel calls).
	twoCitiesPrompt = "cities: the weather in Paris and in Rome?"
	// claimPrompt gets an answer claiming a tool run no call backs.
	claimPrompt = "claim: what is the newest commit?"
	claimAnswer = "I ran git log and the newest commit is abc123."
	// forcedAnswer is what the model puts in a function the request forces
	// with tool_choice (LangChain's functionCalling structured output).
	forcedAnswer = "It is noon."
	// formatTool is the tool LlamaIndex's exec offers for structured output.
	formatTool = "format_output"
)

// frameworksBrain is brain for the agent frameworks: it adds the questions
// above, a "mixed:" turn on Chat Completions too, answers quoting every
// tool result after a run of them, honours a tool_choice that forces a
// function, and answers a json_object format in JSON as well.
func frameworksBrain(req gjson.Result) scripted.Turn {
	responses := !req.Get("messages").Exists()
	format := req.Get("response_format.type").String()
	if responses {
		format = req.Get("text.format.type").String()
	}
	if format == "json_object" {
		format = "json_schema"
	}
	return structured(format, frameworksTurn(req, responses))
}

func frameworksTurn(req gjson.Result, responses bool) scripted.Turn {
	offered := func(name string) bool {
		if responses {
			return offersFlat(req, name)
		}
		return offers(req, name)
	}
	results, question := lastResults(req, responses)
	if last := lastAssistantText(req, responses); len(results) == 0 && last != "" && offered(formatTool) {
		// The workflow agent's responseFormat: the answer, handed back
		// for the object.
		return formatCall(last)
	}
	if len(results) > 0 {
		return formatted(req, responses, scripted.Turn{Content: "Here is what the tools said: " + strings.Join(results, "; ")})
	}
	if forced := forcedFunction(req, responses); forced != "" && forced != "clock" && forced != "lookup" {
		args, _ := json.Marshal(map[string]string{"answer": forcedAnswer})
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: forced, Arguments: string(args)}}}
	}
	lookupParis := scripted.ToolCall{Name: "lookup", Arguments: lookupArgs}
	switch {
	case strings.HasPrefix(question, "claim:"):
		return scripted.Turn{Content: claimAnswer}
	case strings.HasPrefix(question, "quiet:") && offered("lookup"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{lookupParis}}
	case strings.HasPrefix(question, "cities:") && offered("lookup"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{lookupParis, {Name: "lookup", Arguments: `{"city":"Rome"}`}}}
	case strings.HasPrefix(question, "mixed:") && offered("clock") && offered("lookup"):
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "clock", Arguments: `{}`}, lookupParis}}
	}
	if responses {
		return formatted(req, responses, responsesBrain(req))
	}
	return formatted(req, responses, chatBrain(req))
}

// formatted turns a text answer into a call of LlamaIndex's exec's
// structured output tool when the request offers it: the model answers
// through that tool, as it is told to.
func formatted(req gjson.Result, responses bool, t scripted.Turn) scripted.Turn {
	has := offers(req, formatTool)
	if responses {
		has = offersFlat(req, formatTool)
	}
	if !has || len(t.ToolCalls) > 0 || t.Status != 0 {
		return t
	}
	return formatCall(t.Content)
}

func formatCall(answer string) scripted.Turn {
	args, _ := json.Marshal(map[string]string{"answer": answer})
	return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: formatTool, Arguments: string(args)}}}
}

// lastResults is the run of tool results ending the conversation, in
// order, and the last user question.
func lastResults(req gjson.Result, responses bool) (results []string, question string) {
	if responses {
		items := req.Get("input").Array()
		for i := len(items) - 1; i >= 0 && items[i].Get("type").String() == "function_call_output"; i-- {
			results = append([]string{items[i].Get("output").String()}, results...)
		}
		for _, it := range items {
			if it.Get("role").String() == "user" {
				question = itemText(it)
			}
		}
		return results, question
	}
	msgs := req.Get("messages").Array()
	for i := len(msgs) - 1; i >= 0 && msgs[i].Get("role").String() == "tool"; i-- {
		results = append([]string{itemText(msgs[i])}, results...)
	}
	for _, m := range msgs {
		if m.Get("role").String() == "user" {
			question = itemText(m)
		}
	}
	return results, question
}

// forcedFunction is the function a tool_choice forces, or "".
func forcedFunction(req gjson.Result, responses bool) string {
	tc := req.Get("tool_choice")
	if tc.Get("type").String() != "function" {
		return ""
	}
	if responses {
		return tc.Get("name").String()
	}
	return tc.Get("function.name").String()
}

// lastAssistantText is the text of the conversation's last message when
// the assistant wrote it, else "".
func lastAssistantText(req gjson.Result, responses bool) string {
	list := req.Get("messages").Array()
	if responses {
		list = req.Get("input").Array()
	}
	if len(list) == 0 {
		return ""
	}
	last := list[len(list)-1]
	if last.Get("role").String() != "assistant" {
		return ""
	}
	if responses && last.Get("content").IsArray() {
		var b strings.Builder
		for _, p := range last.Get("content").Array() {
			b.WriteString(p.Get("text").String())
		}
		return b.String()
	}
	return itemText(last)
}
