package responses

import (
	"github.com/tidwall/gjson"
)

// Reasons a request is forwarded untouched though receipts are on.
const (
	// ReasonBackground: background responses are polled later by id; the
	// loop has no request to run in.
	ReasonBackground = "background"
	// ReasonConversation: a conversation object takes every item the
	// upstream produces, server calls included; the loop would write
	// them into the client's conversation.
	ReasonConversation = "conversation"
)

// Request is a view of a client's /v1/responses body (never decoded into
// structs: it is forwarded, edited, so unknown fields survive).
type Request struct {
	Body         []byte
	Model        string
	Stream       bool
	Store        bool   // store is not false (the API's default is true)
	PreviousID   string // previous_response_id
	Input        gjson.Result
	Instructions gjson.Result
	Tools        gjson.Result
	// ClientTools are the names of the function and custom tools the
	// client declared: never run here, and a server tool of the same name
	// is not offered.
	ClientTools map[string]bool
	// PassReason, when set, is why the loop cannot apply.
	PassReason string
}

// Error is a request the codec refuses, in OpenAI's terms.
type Error struct {
	Message, Param string
}

func (e *Error) Error() string { return e.Message }

// ParseRequest reads body, which the caller has checked is one JSON object
// of valid UTF-8 without duplicate keys. It refuses what the loop cannot
// read: no model, an input that is neither a string nor an array of
// objects, tools that are not an array of objects.
func ParseRequest(body []byte) (*Request, *Error) {
	root := gjson.ParseBytes(body)
	if !root.IsObject() {
		return nil, &Error{Message: "The request body must be a JSON object."}
	}
	var model, stream, store, prev, input, instr, tools, background, conv gjson.Result
	root.ForEach(func(k, v gjson.Result) bool {
		var slot *gjson.Result
		switch k.Str {
		case "model":
			slot = &model
		case "stream":
			slot = &stream
		case "store":
			slot = &store
		case "previous_response_id":
			slot = &prev
		case "input":
			slot = &input
		case "instructions":
			slot = &instr
		case "tools":
			slot = &tools
		case "background":
			slot = &background
		case "conversation":
			slot = &conv
		}
		if slot != nil && !slot.Exists() {
			*slot = v
		}
		return true
	})
	if model.Type != gjson.String || model.Str == "" {
		return nil, &Error{Message: "'model' is required and must be a non-empty string.", Param: "model"}
	}
	if input.Exists() && input.Type != gjson.String && !arrayOfObjects(input) {
		return nil, &Error{Message: "'input' must be a string or an array of input items.", Param: "input"}
	}
	if tools.Exists() && tools.Type != gjson.Null && !arrayOfObjects(tools) {
		return nil, &Error{Message: "'tools' must be an array of tool objects.", Param: "tools"}
	}
	if stream.Exists() && stream.Type != gjson.True && stream.Type != gjson.False && stream.Type != gjson.Null {
		return nil, &Error{Message: "'stream' must be a boolean.", Param: "stream"}
	}
	// Only true is background here, so anything else must be no true to
	// the upstream either: a lax reader (pydantic: vLLM, LiteLLM) takes
	// "true", 1 or "yes" for true, queues the response, and the client
	// reads the answer later by id through pass-through, never checked
	// (attack 14). OpenAI refuses a non-boolean too.
	if background.Exists() && background.Type != gjson.True && background.Type != gjson.False && background.Type != gjson.Null {
		return nil, &Error{Message: "'background' must be a boolean.", Param: "background"}
	}
	if prev.Exists() && prev.Type != gjson.String && prev.Type != gjson.Null {
		return nil, &Error{Message: "'previous_response_id' must be a string.", Param: "previous_response_id"}
	}
	r := &Request{
		Body: body, Model: model.Str, Stream: stream.Type == gjson.True,
		Store: store.Type != gjson.False, PreviousID: prev.Str,
		Input: input, Instructions: instr, Tools: tools,
		ClientTools: declaredNames(tools),
	}
	switch {
	case background.Type == gjson.True:
		r.PassReason = ReasonBackground
	case conv.Exists() && conv.Type != gjson.Null:
		r.PassReason = ReasonConversation
	}
	return r, nil
}

func arrayOfObjects(v gjson.Result) bool {
	if !v.IsArray() {
		return false
	}
	ok := true
	v.ForEach(func(_, e gjson.Result) bool {
		ok = e.IsObject()
		return ok
	})
	return ok
}

// declaredNames are the names of the client's function and custom tools.
func declaredNames(tools gjson.Result) map[string]bool {
	var names map[string]bool
	tools.ForEach(func(_, t gjson.Result) bool {
		switch t.Get("type").Str {
		case "function", "custom":
			if n := t.Get("name").Str; n != "" {
				if names == nil {
					names = map[string]bool{}
				}
				names[n] = true
			}
		}
		return true
	})
	return names
}

// Echo is what a response object must say of the request as the client
// sent it: its tools (none: []) and its instructions (none: null).
func (r *Request) Echo() map[string][]byte {
	tools, instr := []byte("[]"), []byte("null")
	if r.Tools.IsArray() {
		tools = []byte(r.Tools.Raw)
	}
	if r.Instructions.Exists() {
		instr = []byte(r.Instructions.Raw)
	}
	return map[string][]byte{"tools": tools, "instructions": instr}
}
