package scripted

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
)

// completionBody is the non-streaming chat.completion, pretty-printed with
// two-space indents as OpenAI sends it.
func (rp *reply) completionBody() []byte {
	t := rp.turn
	msg := fields{"role": "assistant", "content": t.Content, "refusal": nil, "annotations": []any{}}
	if len(t.ToolCalls) > 0 {
		if t.Content == "" {
			msg["content"] = nil
		}
		calls := make([]any, len(t.ToolCalls))
		for i, c := range t.ToolCalls {
			if c.Custom {
				calls[i] = object{{"id", c.ID}, {"type", "custom"}, {"custom", object{{"name", c.Name}, {"input", c.Arguments}}}}
				continue
			}
			calls[i] = fields{
				"id":       c.ID,
				"type":     "function",
				"function": rp.function(fields{"name": c.Name, "arguments": c.Arguments}),
			}.ordered(rp.spec.toolKeys)
		}
		msg["tool_calls"] = calls
	}
	choice := fields{
		"index":                  0,
		"message":                msg.ordered(rp.spec.messageKeys),
		"logprobs":               nil,
		"finish_reason":          t.FinishReason,
		"native_finish_reason":   t.FinishReason,
		"stop_reason":            nil,
		"content_filter_results": safeContentFilter(),
	}.ordered(rp.spec.completionChoiceKeys)
	top := fields{
		"id":      rp.id,
		"object":  "chat.completion",
		"created": rp.created,
		"model":   rp.model,
		"choices": []any{choice},
		"usage":   rp.usageObject(),
	}
	rp.addProviderFields(top)
	top["prompt_filter_results"] = promptFilterResults()
	top["x_groq"] = object{{"id", rp.requestID}}
	compact := appendJSON(nil, top.ordered(rp.spec.completionKeys))
	var out bytes.Buffer
	if err := json.Indent(&out, compact, "", "  "); err != nil {
		panic("scripted: built invalid JSON: " + err.Error()) // a bug in this package
	}
	out.WriteByte('\n')
	return out.Bytes()
}

// addProviderFields sets service_tier, system_fingerprint and provider
// where the dialect has them.
func (rp *reply) addProviderFields(f fields) {
	if rp.spec.provider != "" {
		f["provider"] = rp.spec.provider
	}
	if rp.spec.serviceTier != "" {
		f["service_tier"] = rp.spec.serviceTier
	}
	if rp.spec.fingerprint != "" {
		f["system_fingerprint"] = rp.spec.fingerprint
	}
}

func writeCompletion(w http.ResponseWriter, rp *reply) {
	body := rp.completionBody()
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("X-Request-Id", "req_"+randomString(rp.rng, 32))
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}
