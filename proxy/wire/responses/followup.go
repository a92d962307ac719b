package responses

import (
	"encoding/json"
	"fmt"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Output is a server call's result as the model reads it: for a receipted
// success "<result>\n\n[receipt: …]", else "error: <reason>".
type Output struct {
	CallID, Text string
	Custom       bool // answers a custom_tool_call (one the loop never runs)
}

// Item is the function_call_output input item carrying o, or the
// custom_tool_call_output one for a custom call.
func (o Output) Item() []byte {
	typ := "function_call_output"
	if o.Custom {
		typ = "custom_tool_call_output"
	}
	b, _ := json.Marshal(struct {
		Type   string `json:"type"`
		CallID string `json:"call_id"`
		Output string `json:"output"`
	}{typ, o.CallID, o.Text})
	return b
}

// isOutputType reports whether an input item's type is a client's answer
// to a call: function_call_output, or custom_tool_call_output.
func isOutputType(typ string) bool {
	return typ == "function_call_output" || typ == "custom_tool_call_output"
}

// FollowUp is the request that continues the loop after the upstream
// answered sent with reply and the server calls gave outputs. When the
// upstream stored reply it holds the conversation: the follow-up names it
// in previous_response_id and carries only the new items (the API does not
// carry instructions or tools over, so they stay in the body). When it did
// not (store false, or a provider that keeps nothing), the follow-up
// resends the whole input, then every output item of reply (reasoning
// items with their encrypted content included: the model needs them
// beside its calls), then the outputs.
func FollowUp(sent []byte, reply Reply, outputs []Output) ([]byte, error) {
	items := make([][]byte, 0, len(outputs))
	for _, o := range outputs {
		items = append(items, o.Item())
	}
	if reply.Stored && reply.ID != "" {
		out, err := sjson.SetBytes(sent, "previous_response_id", reply.ID)
		if err != nil {
			return nil, fmt.Errorf("set previous_response_id: %w", err)
		}
		return setInput(out, joinRaw(nil, items...))
	}
	in := inputArray(gjson.GetBytes(sent, "input"))
	reply.Output.ForEach(func(_, it gjson.Result) bool {
		in = joinRaw(in, []byte(it.Raw))
		return true
	})
	return setInput(sent, joinRaw(in, items...))
}

func setInput(body, arr []byte) ([]byte, error) {
	out, err := sjson.SetRawBytes(body, "input", arr)
	if err != nil {
		return nil, fmt.Errorf("set input: %w", err)
	}
	return out, nil
}

// inputArray is input as a JSON array: a string is one user message, as
// the API reads it; absent or null is empty.
func inputArray(in gjson.Result) []byte {
	switch {
	case in.IsArray():
		return []byte(in.Raw)
	case in.Type == gjson.String:
		b, _ := json.Marshal([]map[string]string{{"role": "user", "content": in.Str}})
		return b
	}
	return []byte("[]")
}

// joinRaw appends items to the JSON array arr (nil means empty).
func joinRaw(arr []byte, items ...[]byte) []byte {
	if len(arr) == 0 {
		arr = []byte("[]")
	}
	a := gjson.ParseBytes(arr)
	out := make([]byte, 0, len(arr)+64)
	out = append(out, '[')
	n := 0
	a.ForEach(func(_, e gjson.Result) bool {
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, e.Raw...)
		n++
		return true
	})
	for _, it := range items {
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, it...)
		n++
	}
	return append(out, ']')
}
