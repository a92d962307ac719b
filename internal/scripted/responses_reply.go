package scripted

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/tidwall/gjson"
)

// responseReply is one turn ready to encode as a Responses API response:
// ids resolved, so the streamed and the JSON form say the same thing.
type responseReply struct {
	*reply
	req       gjson.Result
	stored    bool   // kept for previous_response_id
	msgID     string // the message item's id, when the turn has text
	callIDs   []string
	completed int64 // completed_at
}

func (s *Server) newResponseReply(req gjson.Result, body []byte, turn Turn) *responseReply {
	rp := s.newReply(req, body, turn)
	rp.id = "resp_" + hexID(rp.rng, 50)
	rs := s.Dialect.responsesSpec()
	store := req.Get("store")
	out := &responseReply{
		reply:     rp,
		req:       req,
		stored:    !rs.stateless && !rs.storeOff && (!store.Exists() || store.Bool()),
		completed: time.Now().Unix(),
	}
	if turn.Content != "" {
		out.msgID = "msg_" + hexID(rp.rng, 50)
	}
	for _, c := range turn.ToolCalls {
		prefix := "fc_"
		if c.Custom {
			prefix = "ctc_"
		}
		out.callIDs = append(out.callIDs, prefix+hexID(rp.rng, 50))
	}
	return out
}

// messageItem is the output message; done says whether its text is whole.
func (rp *responseReply) messageItem(done bool) object {
	status, content := "in_progress", []any{}
	if done {
		status, content = "completed", []any{rp.textPart(rp.turn.Content)}
	}
	return object{{"id", rp.msgID}, {"type", "message"}, {"status", status}, {"content", content}, {"role", "assistant"}}
}

func (rp *responseReply) textPart(text string) object {
	return object{{"type", "output_text"}, {"annotations", []any{}}, {"logprobs", []any{}}, {"text", text}}
}

// callItem is the i-th function_call item; done says whether its
// arguments are whole.
func (rp *responseReply) callItem(i int, done bool) object {
	c := rp.turn.ToolCalls[i]
	status, args := "in_progress", ""
	if done {
		status, args = "completed", c.Arguments
	}
	if c.Custom {
		return object{{"id", rp.callIDs[i]}, {"type", "custom_tool_call"}, {"status", status},
			{"call_id", c.ID}, {"input", args}, {"name", c.Name}}
	}
	return object{{"id", rp.callIDs[i]}, {"type", "function_call"}, {"status", status},
		{"arguments", args}, {"call_id", c.ID}, {"name", c.Name}}
}

// output is the finished output items: text first, then calls, as
// OpenAI's models emit them.
func (rp *responseReply) output() []any {
	var out []any
	if rp.msgID != "" {
		out = append(out, rp.messageItem(true))
	}
	for i := range rp.turn.ToolCalls {
		out = append(out, rp.callItem(i, true))
	}
	if out == nil {
		out = []any{}
	}
	return out
}

func (rp *responseReply) outputArray() []byte { return appendJSON(nil, rp.output()) }

// usage is the Responses usage object.
func (rp *responseReply) usage() object {
	u := rp.reply.usage
	return object{
		{"input_tokens", u.PromptTokens},
		{"input_tokens_details", object{{"cached_tokens", u.CachedTokens}}},
		{"output_tokens", u.CompletionTokens},
		{"output_tokens_details", object{{"reasoning_tokens", 0}}},
		{"total_tokens", u.PromptTokens + u.CompletionTokens},
	}
}

// echo is a request member as the response object repeats it, or def.
func (rp *responseReply) echo(key string, def any) any {
	if v := rp.req.Get(key); v.Exists() {
		return rawJSON(v.Raw)
	}
	return def
}

// response is the response object in the member order of the recorded
// gpt-4.1 stream; status is "in_progress", "completed" or "failed".
// billing appears in JSON answers only, as recorded.
func (rp *responseReply) response(status string, billing bool, fail object) object {
	o := object{
		{"id", rp.id}, {"object", "response"}, {"created_at", rp.created}, {"status", status},
		{"background", false},
	}
	if billing {
		o = append(o, member{"billing", object{{"payer", "developer"}}})
	}
	var completedAt, output, usage, errv any = nil, []any{}, nil, nil
	switch status {
	case "completed":
		completedAt, output, usage = rp.completed, rp.output(), rp.usage()
	case "failed":
		errv = fail
	}
	tools := rp.echo("tools", []any{})
	return append(o,
		member{"completed_at", completedAt}, member{"error", errv}, member{"incomplete_details", nil},
		member{"instructions", rp.echo("instructions", nil)},
		member{"max_output_tokens", rp.echo("max_output_tokens", nil)}, member{"max_tool_calls", nil},
		member{"model", rp.model}, member{"output", output},
		member{"parallel_tool_calls", rp.echo("parallel_tool_calls", true)},
		member{"previous_response_id", rp.echo("previous_response_id", nil)},
		member{"prompt_cache_key", nil}, member{"prompt_cache_retention", nil},
		member{"reasoning", object{{"effort", nil}, {"summary", nil}}}, member{"safety_identifier", nil},
		member{"service_tier", "default"}, member{"store", rp.stored}, member{"temperature", rawJSON("1.0")},
		member{"text", object{{"format", object{{"type", "text"}}}, {"verbosity", "medium"}}},
		member{"tool_choice", rp.echo("tool_choice", "auto")}, member{"tools", tools},
		member{"top_logprobs", 0}, member{"top_p", rawJSON("1.0")}, member{"truncation", rp.echo("truncation", "disabled")},
		member{"usage", usage}, member{"user", nil}, member{"metadata", rp.echo("metadata", object{})},
	)
}

// writeResponseJSON answers with the completed response, pretty-printed
// with two-space indents as OpenAI sends it.
func writeResponseJSON(w http.ResponseWriter, rp *responseReply) {
	var out bytes.Buffer
	if err := json.Indent(&out, appendJSON(nil, rp.response("completed", true, nil)), "", "  "); err != nil {
		panic("scripted: built invalid JSON: " + err.Error()) // a bug in this package
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(out.Len()))
	h.Set("X-Request-Id", "req_"+randomString(rp.rng, 32))
	w.WriteHeader(http.StatusOK)
	w.Write(out.Bytes())
}
