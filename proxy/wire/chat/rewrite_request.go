package chat

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// systemPromptMessage is loop.SystemPrompt as a JSON chat message.
var systemPromptMessage = rawjson.Marshal(map[string]string{"role": "system", "content": loop.SystemPrompt})

// promptBefore and promptAfter are what promptSplice inserts before a
// message and after the last one, built once (read only: the callers copy
// them into the new body).
var (
	promptBefore = append(slices.Clip(systemPromptMessage), ',')
	promptAfter  = append([]byte{','}, systemPromptMessage...)
)

// emptyParameters is the schema offered for a tool that declares none.
const emptyParameters = `{"type":"object","properties":{}}`

// Layout is a request body with the members the rewrite edits
// already found (by parseChatRequest, for a body forwarded as received),
// so the rewrite need not search the body again.
type Layout struct {
	Body      []byte
	Messages  gjson.Result // "messages", located in Body
	Tools     gjson.Result // "tools", located in Body (may not exist)
	UsageTrue bool         // stream_options.include_usage is exactly true
	// StreamOptions is "stream_options" (may not exist); the zero Result
	// when the caller did not look, which only costs the one-copy path.
	StreamOptions gjson.Result
	// StreamOptionsRead: StreamOptions was looked for.
	StreamOptionsRead bool
	// Prompt is where the system prompt goes in Messages, when the caller
	// found it in a pass of its own (Prompt.Read); else Rewrite reads it.
	Prompt PromptSpot
}

// PromptSpot is where the receipts system prompt goes in a messages
// array: before Before, the first message after the leading system and
// developer ones, else after Last, the last message. Read says the spot
// was looked for.
type PromptSpot struct {
	Before, Last gjson.Result
	Read         bool
}

// Note adds message m, whose "role" (the first, as Get reads it) is role,
// in array order; a caller reading every role anyway finds the spot
// without a pass of its own (PromptSpotOf is that pass).
func (p *PromptSpot) Note(m gjson.Result, role string) {
	p.Read = true
	if p.Before.Exists() {
		return
	}
	p.Last = m
	if role != "system" && role != "developer" {
		p.Before = m
	}
}

// PromptSpotOf reads the spot of the system prompt in msgs.
func PromptSpotOf(msgs gjson.Result) PromptSpot {
	p := PromptSpot{Read: true}
	msgs.ForEach(func(_, m gjson.Result) bool {
		p.Note(m, m.Get("role").Str)
		return !p.Before.Exists()
	})
	return p
}

// streamUsageMember is what forcing stream usage adds to a body without
// stream_options, as sjson adds it.
const streamUsageMember = `"stream_options":{"include_usage":true}`

// Rewrite turns the client's body into the first upstream body: server
// tools appended to "tools", the receipts system prompt inserted (when
// prompt is set), and for streams usage forced on so the loop can sum it.
// Every other byte of the body is kept; the body is never modified in
// place. Rewrite offers the rendered server tools (FunctionTool) and, with
// prompt, the receipts system prompt in a request whose members are
// found, and asks a streamed upstream for usage.
func Rewrite(l Layout, tools [][]byte, prompt, stream bool) ([]byte, error) {
	body := l.Body
	out := body
	var err error
	forceUsage := stream && !l.UsageTrue
	// A body without stream_options gets it in the same copy, last.
	addUsage := forceUsage && l.StreamOptionsRead && !l.StreamOptions.Exists()
	extra := 0
	if addUsage {
		extra = len(streamUsageMember) + 1
	}
	switch spliced, ok := toolsAndPromptAt(l, tools, prompt, extra); {
	case ok:
		out = spliced
		if addUsage {
			if out, ok = appendLastMember(out, streamUsageMember); ok {
				forceUsage = false
			} else {
				out = spliced
			}
		}
	default:
		if len(tools) > 0 {
			if out, err = appendTools(out, tools); err != nil {
				return nil, err
			}
		}
		if prompt {
			if out, err = insertSystemPrompt(out); err != nil {
				return nil, err
			}
		}
	}
	if forceUsage {
		if out, err = sjson.SetBytes(out, "stream_options.include_usage", true); err != nil {
			return nil, fmt.Errorf("force stream usage: %w", err)
		}
	}
	return out, nil
}

// appendTools adds tools, rendered in OpenAI's function-tool form, after
// the client's own.
func appendTools(body []byte, items [][]byte) ([]byte, error) {
	if out, ok := appendToArray(body, gjson.GetBytes(body, "tools"), items...); ok {
		return out, nil
	}
	out, err := sjson.SetRawBytes(body, "tools", AppendRawArray("[]", items...))
	if err != nil {
		return nil, fmt.Errorf("append server tools: %w", err)
	}
	return out, nil
}

// FunctionTool renders t as {"type":"function","function":{...}}.
func FunctionTool(t toolrun.Tool) []byte {
	params := bytes.TrimSpace(t.Parameters)
	if len(params) == 0 || !json.Valid(params) {
		params = []byte(emptyParameters)
	}
	b := make([]byte, 0, 64+len(t.Name)+len(t.Description)+len(params))
	b = append(b, `{"type":"function","function":{"name":`...)
	b = append(b, rawjson.Marshal(t.Name)...)
	if t.Description != "" {
		b = append(b, `,"description":`...)
		b = append(b, rawjson.Marshal(t.Description)...)
	}
	b = append(b, `,"parameters":`...)
	b = append(b, params...)
	return append(b, "}}"...)
}

// insertSystemPrompt puts the receipts system message right after the
// client's leading system/developer messages (at index 0 when there are
// none), so the client's own instructions stay first and all system
// messages stay together: some chat templates reject a system message
// after a user turn. The message is spliced in; no other byte moves.
func insertSystemPrompt(body []byte) ([]byte, error) {
	msgs := gjson.GetBytes(body, "messages")
	pos, insert, err := promptSplice(msgs, PromptSpotOf(msgs))
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(body)+len(insert))
	out = append(out, body[:pos]...)
	out = append(out, insert...)
	return append(out, body[pos:]...), nil
}

// toolsAndPromptAt is toolsAndPrompt with the body's "tools" (arr) and
// "messages" (msgs) found already; each is checked to sit where it says.
// extra is room to leave at the end of out for a member the caller adds.
func toolsAndPromptAt(l Layout, tools [][]byte, prompt bool, extra int) (out []byte, ok bool) {
	body, arr, msgs := l.Body, l.Tools, l.Messages
	if len(tools) == 0 || !prompt {
		return nil, false
	}
	if !locatedIn(body, msgs) {
		return nil, false
	}
	spot := l.Prompt
	if !spot.Read {
		spot = PromptSpotOf(msgs)
	}
	pos, insert, err := promptSplice(msgs, spot)
	if err != nil || pos > len(body) {
		return nil, false
	}
	var end int     // where the tools go
	var open string // what goes before them
	switch {
	case arr.IsArray() && locatedIn(body, arr):
		end = arr.Index + len(arr.Raw) - 1 // the ']'
		if len(bytes.TrimSpace(body[arr.Index+1:end])) > 0 {
			open = ","
		}
	case !arr.Exists() && len(body) > 1 && body[len(body)-1] == '}' && !rawjson.IsSpace(body[len(body)-2]):
		// No "tools": add it as the last member, as sjson would. messages
		// exists, so the object has a member before it.
		end = len(body) - 1
		open = `,"tools":[`
	default:
		return nil, false
	}
	// One copy of the body with both splices made.
	n := len(body) + len(insert) + len(open) + len(tools) + 1 + extra
	for _, it := range tools {
		n += len(it)
	}
	appendTools := func(out []byte) []byte {
		out = append(out, open...)
		for i, it := range tools {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, it...)
		}
		if !arr.Exists() {
			out = append(out, ']')
		}
		return out
	}
	out = make([]byte, 0, n)
	if pos <= end {
		out = append(out, body[:pos]...)
		out = append(out, insert...)
		out = append(out, body[pos:end]...)
		out = appendTools(out)
		return append(out, body[end:]...), true
	}
	out = append(out, body[:end]...)
	out = appendTools(out)
	out = append(out, body[end:pos]...)
	out = append(out, insert...)
	return append(out, body[pos:]...), true
}

// appendLastMember adds member (`"key":value`) as the last member of the
// JSON object out, in place (out is the caller's own copy), where sjson
// adds a new key: right before the closing brace, after a comma. ok is
// false, out untouched, when out does not end with a brace that follows a
// member directly (sjson then decides).
func appendLastMember(out []byte, member string) ([]byte, bool) {
	n := len(out)
	if n < 3 || out[n-1] != '}' || rawjson.IsSpace(out[n-2]) || out[n-2] == '{' || out[n-2] == ',' {
		return out, false
	}
	out = append(out[:n-1], ',')
	out = append(out, member...)
	return append(out, '}'), true
}

// locatedIn reports whether v, found by gjson in body, sits at v.Index.
func locatedIn(body []byte, v gjson.Result) bool {
	return v.Index > 0 && v.Index+len(v.Raw) <= len(body) && string(body[v.Index:v.Index+len(v.Raw)]) == v.Raw
}

// promptSplice finds where in the body msgs (the messages array, located
// by gjson in it) the receipts system message goes, and the bytes to
// insert there (shared: read only).
func promptSplice(msgs gjson.Result, spot PromptSpot) (pos int, insert []byte, err error) {
	if !msgs.IsArray() || msgs.Index <= 0 {
		return 0, nil, fmt.Errorf("insert system prompt: messages is not an array")
	}
	before, last := spot.Before, spot.Last
	if before.Index <= 0 && last.Index <= 0 {
		return 0, nil, fmt.Errorf("insert system prompt: messages has no element")
	}
	if before.Index > 0 {
		return before.Index, promptBefore, nil
	}
	return last.Index + len(last.Raw), promptAfter, nil
}

// appendMessages appends raw messages to the body's messages array.
func appendMessages(body []byte, msgs ...[]byte) ([]byte, error) {
	if out, ok := appendToArray(body, gjson.GetBytes(body, "messages"), msgs...); ok {
		return out, nil
	}
	return nil, fmt.Errorf("append messages: messages is not an array")
}

// appendToArray splices items in before the closing bracket of arr, an
// array gjson found in body (so arr.Index locates it). ok is false when arr
// is not such an array.
func appendToArray(body []byte, arr gjson.Result, items ...[]byte) (out []byte, ok bool) {
	if !arr.IsArray() || arr.Index <= 0 || arr.Index+len(arr.Raw) > len(body) {
		return nil, false
	}
	end := arr.Index + len(arr.Raw) - 1 // the ']'
	inner := bytes.TrimSpace(body[arr.Index+1 : end])
	n := len(body)
	for _, it := range items {
		n += len(it) + 1
	}
	out = make([]byte, 0, n)
	out = append(out, body[:end]...)
	for i, it := range items {
		if i > 0 || len(inner) > 0 {
			out = append(out, ',')
		}
		out = append(out, it...)
	}
	return append(out, body[end:]...), true
}

// AppendRawArray returns the JSON array arrayRaw with items appended,
// keeping the existing elements' bytes.
func AppendRawArray(arrayRaw string, items ...[]byte) []byte {
	head := bytes.TrimRight([]byte(arrayRaw), " \t\r\n")
	if len(head) == 0 || head[len(head)-1] != ']' {
		head = []byte("[")
	} else {
		head = bytes.TrimRight(head[:len(head)-1], " \t\r\n")
	}
	n := len(head) + 1
	for _, it := range items {
		n += len(it) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, head...)
	empty := len(head) == 1
	for _, it := range items {
		if !empty {
			out = append(out, ',')
		}
		out = append(out, it...)
		empty = false
	}
	return append(out, ']')
}
