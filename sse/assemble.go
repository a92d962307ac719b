package sse

import (
	"unicode/utf8"

	"errors"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// ToolCall is one assembled tool call.
type ToolCall struct {
	Index     int    // position as the stream numbered it (may start at 1)
	ID        string // from the first delta that carried one
	Type      string // "function" when absent; "custom" for a custom tool's call
	Name      string // from the first delta that carried one; later names are ignored
	Arguments string // concatenated argument fragments; a custom call's input fragments
}

// Delta summarises what one chunk carried, so a caller need not parse it
// again. Its strings and slices do not alias the chunk passed to Add.
type Delta struct {
	Role         string
	Content      string // text delta of choice 0
	Refusal      string
	HasToolCalls bool   // the chunk carried tool-call deltas
	FinishReason string // "" until a finish chunk
	Usage        []byte // raw usage JSON if the chunk carried non-null usage
	Error        []byte // raw "error" value if the chunk is an error event
}

// Message is the assembled result of a stream so far.
type Message struct {
	ID, Model, SystemFingerprint string // from the first chunk that had them
	Created                      int64  // from the first chunk that had it
	Role                         string // first role seen; "" if none was sent
	Content                      string
	Refusal                      string
	Shown                        ShownText  // reasoning and audio transcript text, which a client may show
	ToolCalls                    []ToolCall // ordered by first appearance
	FinishReason                 string     // last non-empty finish_reason
	Usage                        []byte     // last non-null usage seen, raw JSON
}

// ErrInvalidChunk is returned (wrapped) by Assembler.Add for a chunk that
// is not a JSON object.
var ErrInvalidChunk = errors.New("sse: invalid chat completion chunk")

// Assembler folds chat.completion.chunk JSON payloads (choice 0) into a
// Message. Zero value is ready to use. It is not safe for concurrent use.
//
// It tolerates the dialects real servers send: tool-call deltas without an
// "index" (an id different from the last call's starts a new call, no id
// continues the last call), numbering that starts at 1, a whole call in one
// delta, id/type/name repeated on every delta (kept once; only arguments
// concatenate), a new id at an index already in use (a new call: some
// servers number every call 0), and usage either in its own chunk with
// "choices": [] or inside the finish chunk.
type Assembler struct {
	msg     Message // ToolCalls, Content and Refusal are kept below instead
	content []byte
	refusal []byte
	shown   shownState // reasoning and thinking text, audio.transcript
	calls   []callState
	last    int // 1 + position in calls of the last call a delta touched; 0 for none
	// byIndex maps a stream's call number to 1 + the position in calls of
	// the latest call with that number, and next is one past the highest
	// number started (0 for none): a delta finds its call in constant
	// time, where a search of calls made a stream of n calls cost n²
	byIndex map[int]int
	next    int
	// probes counts the calls target looked at, for the tests that hold
	// it constant per delta
	probes int
	// callBytes is what calls hold (ids, names, arguments), kept as they
	// grow so Held costs the same however many calls there are
	callBytes int

	textNotString bool // the chunk being added held non-string content or refusal
	callKind      bool // … or a tool-call delta whose call is of no one kind (chatcall.Kind)
	caseKey       bool // … or a member it reads spelled in another case
}

type callState struct {
	kind           chatcall.Kind // what its deltas said of its kind
	index          int
	id, typ, name  string
	args           []byte
	hasID, hasName bool
}

// ParseChunk validates chunk as a JSON object and parses it once, for a
// caller that reads the chunk itself as well as passing it to
// Assembler.AddParsed. JSON space around the object is dropped first, so
// every Result.Index counts from the chunk's first non-space byte. The
// result does not alias chunk. A chunk that is not a JSON object is an
// error wrapping ErrInvalidChunk.
func ParseChunk(chunk []byte) (gjson.Result, error) {
	chunk = rawjson.TrimSpace(chunk)
	if !jsonlimit.Within(chunk, jsonlimit.MaxDepth) {
		return gjson.Result{}, fmt.Errorf("%w: nests deeper than %d levels", ErrInvalidChunk, jsonlimit.MaxDepth)
	}
	if !gjson.ValidBytes(chunk) {
		return gjson.Result{}, fmt.Errorf("%w: not valid JSON", ErrInvalidChunk)
	}
	// One copy: every string taken from the parse is then an immutable
	// substring, safe to keep after the caller reuses chunk.
	root := gjson.Parse(string(chunk))
	if !root.IsObject() {
		return gjson.Result{}, fmt.Errorf("%w: not a JSON object", ErrInvalidChunk)
	}
	return root, nil
}

// AddParsed is Add for a chunk already parsed by ParseChunk (root must
// come from ParseChunk: valid, an object, and not aliasing memory that
// changes later).
func (a *Assembler) AddParsed(root gjson.Result) (Delta, error) {
	var (
		d       Delta
		choices gjson.Result
		errVal  gjson.Result
	)
	root.ForEach(func(key, value gjson.Result) bool {
		switch key.Str {
		case "id":
			if a.msg.ID == "" && value.Type == gjson.String {
				a.msg.ID = strings.Clone(value.Str)
			}
		case "model":
			if a.msg.Model == "" && value.Type == gjson.String {
				a.msg.Model = strings.Clone(value.Str)
			}
		case "system_fingerprint":
			if a.msg.SystemFingerprint == "" && value.Type == gjson.String {
				a.msg.SystemFingerprint = strings.Clone(value.Str)
			}
		case "created":
			if a.msg.Created == 0 && value.Type == gjson.Number {
				a.msg.Created = value.Int()
			}
		case "choices":
			choices = value
		case "usage":
			if value.IsObject() {
				d.Usage = []byte(value.Raw)
				a.msg.Usage = []byte(value.Raw)
			}
		case "error":
			errVal = value
		default:
			a.caseKey = a.caseKey || rawjson.CaseVariant(key.Str, "choices", "error")
		}
		return true
	})
	if errVal.Exists() && errVal.Type != gjson.Null {
		d.Error = []byte(errVal.Raw)
		return d, newStreamError(errVal)
	}
	if choices.IsArray() {
		a.addChoices(choices, &d)
	}
	if a.textNotString {
		// Content or refusal as an array of parts (or any non-string): a
		// client may show it, but it would be read as no text at all, so
		// its claims would go unchecked.
		a.textNotString = false
		return d, fmt.Errorf("%w: delta content or refusal is not a string", ErrInvalidChunk)
	}
	if a.callKind {
		// both a function and a custom body, or a type naming the other:
		// go-openai reads the function, openai-python the type, the
		// proxy (chatcall.IsCustom) the type or the custom body
		a.callKind = false
		return d, fmt.Errorf("%w: a tool call is both or neither a function and a custom call", ErrInvalidChunk)
	}
	if a.caseKey {
		// "Content", "Delta", "Choices": Go clients read them as the
		// members this reads by their lower-case names
		a.caseKey = false
		return d, fmt.Errorf("%w: a member is spelled in another case", ErrInvalidChunk)
	}
	if a.shown.legacyCall {
		a.shown.legacyCall = false
		return d, fmt.Errorf("%w: %w", ErrInvalidChunk, ErrLegacyFunctionCall)
	}
	return d, nil
}

// addChoices folds the choice numbered 0 (or, lacking an "index", the
// first element) and ignores the others.
func (a *Assembler) addChoices(choices gjson.Result, d *Delta) {
	position := 0
	choices.ForEach(func(_, choice gjson.Result) bool {
		index := position
		position++
		var delta, finish gjson.Result
		choice.ForEach(func(key, value gjson.Result) bool {
			switch key.Str {
			case "index":
				index = int(value.Int())
			case "delta":
				delta = value
			case "finish_reason":
				finish = value
			default:
				a.caseKey = a.caseKey || rawjson.CaseVariant(key.Str, "index", "delta")
			}
			return true
		})
		if index != 0 {
			return true
		}
		if finish.Type == gjson.String && finish.Str != "" {
			d.FinishReason = finish.Str
			a.msg.FinishReason = strings.Clone(finish.Str)
		}
		if delta.IsObject() {
			a.addDelta(delta, d)
		}
		return false
	})
}

func (a *Assembler) addDelta(delta gjson.Result, d *Delta) {
	delta.ForEach(func(key, value gjson.Result) bool {
		switch key.Str {
		case "role":
			d.Role = value.Str
			if a.msg.Role == "" {
				a.msg.Role = strings.Clone(value.Str)
			}
		case "content":
			a.textNotString = a.textNotString || !rawjson.TextOrNull(value)
			d.Content = value.Str
			a.content = append(a.content, value.Str...)
		case "refusal":
			a.textNotString = a.textNotString || !rawjson.TextOrNull(value)
			d.Refusal = value.Str
			a.refusal = append(a.refusal, value.Str...)
		case "reasoning_content", "reasoning", "thinking", "reasoning_details", "thinking_blocks", "audio", "function_call":
			a.addShown(key.Str, value)
		default:
			a.caseKey = a.caseKey || caseVariantText(key.Str)
		case "tool_calls":
			value.ForEach(func(_, call gjson.Result) bool {
				if call.IsObject() {
					d.HasToolCalls = true
					a.addToolCall(call)
				}
				return true
			})
		}
		return true
	})
}

// addToolCall folds one element of delta.tool_calls.
func (a *Assembler) addToolCall(call gjson.Result) {
	var (
		index           int
		hasIndex        bool
		id, typ         gjson.Result
		name, arguments gjson.Result
		custom          bool
	)
	var kind chatcall.Kind
	call.ForEach(func(key, value gjson.Result) bool {
		kind.Note(key.Str, value)
		switch key.Str {
		case "index":
			if value.Type == gjson.Number {
				index, hasIndex = int(value.Int()), true
			}
		case "id":
			id = value
		case "type":
			typ = value
		case "function":
			value.ForEach(func(key, value gjson.Result) bool {
				switch key.Str {
				case "name":
					name = value
				case "arguments":
					arguments = value
				}
				return true
			})
		case "custom":
			// a custom tool's call: {"name", "input"}, the input free text
			// streamed in fragments as arguments are
			custom = value.IsObject()
			value.ForEach(func(key, value gjson.Result) bool {
				switch key.Str {
				case "name":
					name = value
				case "input":
					arguments = value
				}
				return true
			})
		}
		return true
	})
	c := a.target(index, hasIndex, id.Str)
	c.kind.Add(kind)
	a.callKind = a.callKind || c.kind.Ambiguous()
	if !c.hasID && id.Type == gjson.String && id.Str != "" {
		c.id, c.hasID = strings.Clone(id.Str), true
		a.callBytes += len(c.id)
	}
	if c.typ == "" && typ.Type == gjson.String {
		c.typ = strings.Clone(typ.Str)
	}
	if c.typ == "" && custom {
		c.typ = "custom" // a body named "custom" says what "type" would
	}
	if !c.hasName && name.Type == gjson.String && name.Str != "" {
		c.name, c.hasName = strings.Clone(name.Str), true
		a.callBytes += len(c.name)
	}
	n := len(c.args)
	switch arguments.Type {
	case gjson.String:
		c.args = append(c.args, arguments.Str...)
	case gjson.JSON:
		// Some servers send the arguments object itself, not a string.
		c.args = append(c.args, arguments.Raw...)
	}
	a.callBytes += len(c.args) - n
}

// target finds (or starts) the call a tool-call delta belongs to and makes
// it the last call touched. With an index: the latest call of that
// number, unless the delta names another id (a new call under a number in
// use); without: the last call touched, unless the delta names another id
// (a new call, numbered one past the highest so far).
func (a *Assembler) target(index int, hasIndex bool, id string) *callState {
	a.probes++
	if hasIndex {
		if at := a.byIndex[index]; at > 0 {
			c := &a.calls[at-1]
			if id == "" || !c.hasID || id == c.id {
				a.last = at
				return c
			}
		}
		return a.start(index) // same number, new call; or a new number
	}
	if a.last > 0 {
		c := &a.calls[a.last-1]
		if id == "" || !c.hasID || id == c.id {
			return c
		}
	}
	return a.start(a.next)
}

func (a *Assembler) start(index int) *callState {
	a.calls = append(a.calls, callState{index: index})
	a.last = len(a.calls)
	if a.byIndex == nil {
		a.byIndex = make(map[int]int)
	}
	a.byIndex[index] = a.last
	a.next = max(a.next, index+1) // (MaxInt+1 wraps below: as the search did)
	return &a.calls[a.last-1]
}

// Message returns the message assembled so far. The result shares nothing
// mutable with the Assembler.
func (a *Assembler) Message() Message {
	m := a.msg
	m.Content = string(a.content)
	m.Refusal = string(a.refusal)
	m.Shown = a.shown.text()
	if len(a.calls) > 0 {
		m.ToolCalls = make([]ToolCall, len(a.calls))
		for i, c := range a.calls {
			typ := c.typ
			if typ == "" {
				typ = "function"
			}
			m.ToolCalls[i] = ToolCall{
				Index:     c.index,
				ID:        c.id,
				Type:      typ,
				Name:      c.name,
				Arguments: string(c.args),
			}
		}
	}
	if m.Usage != nil {
		m.Usage = append([]byte(nil), m.Usage...)
	}
	return m
}

// ContentSince is how many bytes of content the stream so far carried,
// and how many code points of them lie past the first from bytes (0 when
// from is past the end): a caller counting code points as the content
// grows counts each byte once.
func (a *Assembler) ContentSince(from int) (n, runes int) {
	if from >= len(a.content) {
		return len(a.content), 0
	}
	return len(a.content), utf8.RuneCount(a.content[from:])
}

// Held is how many bytes of text the stream so far left in the Assembler:
// content, refusal, shown text, and the tool calls' ids, names and
// arguments. What the caller bounds (limits.max_answer_bytes), in
// constant time.
func (a *Assembler) Held() int {
	return len(a.content) + len(a.refusal) + a.shown.size() + a.callBytes
}

// Reset empties the Assembler for a new stream, keeping its buffers.
func (a *Assembler) Reset() {
	clear(a.calls)
	clear(a.byIndex)
	*a = Assembler{content: a.content[:0], refusal: a.refusal[:0], shown: a.shown.reset(), calls: a.calls[:0], byIndex: a.byIndex}
}

// StreamError is a mid-stream {"error": …} event from the upstream.
type StreamError struct {
	Raw     []byte // the raw "error" JSON value
	Message string // error.message, or the raw value if none
}

func (e *StreamError) Error() string { return "sse: upstream stream error: " + e.Message }

func newStreamError(v gjson.Result) *StreamError {
	e := &StreamError{Raw: []byte(v.Raw)}
	switch {
	case v.Type == gjson.String:
		e.Message = v.Str
	case v.Get("message").Type == gjson.String:
		e.Message = v.Get("message").Str
	default:
		e.Message = v.Raw
	}
	return e
}

// caseVariantText: key is a delta member Go clients read as text or
// calls but spelled otherwise than this package reads it ("Content",
// "REFUSAL", "Tool_Calls", go-openai's "MultiContent").
func caseVariantText(key string) bool {
	if !rawjson.Foldable(key) { // (rawjson.CaseVariant) folds to no other lower-case name
		return key == "multicontent"
	}
	return rawjson.CaseVariant(key, "content", "refusal", "tool_calls", "reasoning_content", "reasoning", "thinking", "reasoning_details", "thinking_blocks", "audio", "function_call", "annotations") || rawjson.EqualFold(key, "multicontent")
}
