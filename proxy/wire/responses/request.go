package responses

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
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
	// MaxOutputTokens is the client's output cap member as sent (read
	// with the other top-level members: a gjson.Get over the body would
	// squash its input again, once per use)
	MaxOutputTokens gjson.Result
	// ClientTools are the names of the function and custom tools the
	// client declared: never run here, and a server tool of the same name
	// is not offered.
	ClientTools map[string]bool
	// Structured: the answer is asked for in a format the client parses
	// (text.format json_schema or json_object, or a provider's member).
	// The proxy sets it (ParseRequest does not read it).
	Structured bool
	// PassReason, when set, is why the loop cannot apply.
	PassReason string
	// items are the elements of the input array as the body check found
	// them (ParseRequestMembers; nil: not found so), for eachItem.
	items []jsondup.Span
}

// eachItem is input.ForEach for the request's own input array: over the
// items the body check found when it has them (the same values, without
// parsing the array again), else input.ForEach itself.
func (r *Request) eachItem(input gjson.Result) func(func(key, value gjson.Result) bool) {
	if r == nil || r.items == nil || !input.IsArray() || input.Index != r.Input.Index || input.Raw != r.Input.Raw {
		return input.ForEach
	}
	return func(yield func(key, value gjson.Result) bool) {
		for _, sp := range r.items {
			if !yield(gjson.Result{}, rawjson.SpanValue(r.Body, sp.ValueStart, sp.ValueEnd)) {
				return
			}
		}
	}
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
	var f topFields
	root.ForEach(func(k, v gjson.Result) bool {
		f.note(k.Str, v)
		return true
	})
	return f.request(body, nil)
}

// ParseRequestMembers is ParseRequest over the members the body check's
// pass found (jsondup.CheckBodyIn with in "input": m.Top the top-level
// members, m.In the elements of the input array when m.Has), read as
// views of body (rawjson.SpanValue), which must not be written
// afterwards: the same Request or Error without gjson walking the top
// level and the input array once more (FuzzParseRequestMembers holds the
// two equal).
func ParseRequestMembers(body []byte, m *jsondup.Members) (*Request, *Error) {
	if !rawjson.ParseView(body).IsObject() {
		return nil, &Error{Message: "The request body must be a JSON object."}
	}
	var f topFields
	for _, sp := range m.Top {
		f.note(rawjson.SpanKey(body, sp.KeyStart, sp.KeyEnd), rawjson.SpanValue(body, sp.ValueStart, sp.ValueEnd))
	}
	var items []jsondup.Span
	if m.Has {
		items = m.In
		if items == nil {
			items = []jsondup.Span{} // an empty input array: none to check
		}
	}
	r, e := f.request(body, func(input gjson.Result) bool {
		if items == nil {
			return arrayOfObjects(input) // input under a key spelled with an escape
		}
		for _, sp := range items {
			if !rawjson.SpanValue(body, sp.ValueStart, sp.ValueEnd).IsObject() {
				return false
			}
		}
		return input.IsArray()
	})
	if r != nil && r.Input.IsArray() {
		r.items = items // m.In is the request's from here on
	}
	return r, e
}

// topFields are the top-level members of a request ParseRequest reads,
// the first of a repeated key winning as with gjson's Get.
type topFields struct {
	model, stream, store, prev, input, instr, tools, background, conv gjson.Result
	maxOutput                                                         gjson.Result
}

// note keeps v as the member key, when it is one read and the first.
func (f *topFields) note(key string, v gjson.Result) {
	var slot *gjson.Result
	switch key {
	case "model":
		slot = &f.model
	case "stream":
		slot = &f.stream
	case "store":
		slot = &f.store
	case "previous_response_id":
		slot = &f.prev
	case "input":
		slot = &f.input
	case "instructions":
		slot = &f.instr
	case "tools":
		slot = &f.tools
	case "background":
		slot = &f.background
	case "conversation":
		slot = &f.conv
	case OutputCapMember:
		slot = &f.maxOutput
	}
	if slot != nil && !slot.Exists() {
		*slot = v
	}
}

// request checks the members read and makes the Request. inputItems
// reports whether an input array holds only objects (nil: arrayOfObjects).
func (f *topFields) request(body []byte, inputItems func(gjson.Result) bool) (*Request, *Error) {
	if inputItems == nil {
		inputItems = arrayOfObjects
	}
	model, stream, store, prev, input, tools := f.model, f.stream, f.store, f.prev, f.input, f.tools
	if model.Type != gjson.String || model.Str == "" {
		return nil, &Error{Message: "'model' is required and must be a non-empty string.", Param: "model"}
	}
	if input.Exists() && input.Type != gjson.String && !inputItems(input) {
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
	if bg := f.background; bg.Exists() && bg.Type != gjson.True && bg.Type != gjson.False && bg.Type != gjson.Null {
		return nil, &Error{Message: "'background' must be a boolean.", Param: "background"}
	}
	if prev.Exists() && prev.Type != gjson.String && prev.Type != gjson.Null {
		return nil, &Error{Message: "'previous_response_id' must be a string.", Param: "previous_response_id"}
	}
	r := &Request{
		Body: body, Model: model.Str, Stream: stream.Type == gjson.True,
		Store: store.Type != gjson.False, PreviousID: prev.Str,
		Input: input, Instructions: f.instr, Tools: tools,
		MaxOutputTokens: f.maxOutput, ClientTools: declaredNames(tools),
	}
	switch {
	case f.background.Type == gjson.True:
		r.PassReason = ReasonBackground
	case f.conv.Exists() && f.conv.Type != gjson.Null:
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
// sent it: its tools (none: []), its instructions (none: null) and the
// max_output_tokens it set, which the loop lowers round by round
// (CapOutput): the client got the last round's, a value it never sent
// (TestAttack22ReviewResponsesEchoesCap).
func (r *Request) Echo() map[string][]byte {
	tools, instr := []byte("[]"), []byte("null")
	if r.Tools.IsArray() {
		tools = []byte(r.Tools.Raw)
	}
	if r.Instructions.Exists() {
		instr = []byte(r.Instructions.Raw)
	}
	echo := map[string][]byte{"tools": tools, "instructions": instr}
	if r.MaxOutputTokens.Exists() {
		echo[OutputCapMember] = []byte(r.MaxOutputTokens.Raw)
	}
	return echo
}
