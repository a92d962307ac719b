package responses

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tidwall/gjson"
)

// Tool is a server tool offered to the model as a flat Responses function
// tool: {"type":"function","name","description","parameters"}.
type Tool struct {
	Name, Description string
	Parameters        json.RawMessage // a JSON Schema object; nil means {"type":"object","properties":{}}
}

func (t Tool) json() []byte {
	params := t.Parameters
	if len(params) == 0 {
		params = json.RawMessage(`{"type":"object","properties":{}}`)
	}
	b, _ := json.Marshal(struct {
		Type        string          `json:"type"`
		Name        string          `json:"name"`
		Description string          `json:"description,omitempty"`
		Parameters  json.RawMessage `json:"parameters"`
		Strict      bool            `json:"strict"`
	}{"function", t.Name, t.Description, params, false})
	return b
}

// Rewrite returns the request the upstream gets: tools appended (a server
// tool whose name the client declared is left out: that name is the
// client's), and prompt, when not empty, ahead of the client's
// instructions, which the model reads as its system message. The body is
// copied once, with both edits spliced in where sjson put them (the
// reference, rewriteSequence in the tests, is held equal by
// FuzzRewriteMatchesSequence); a "tools": null becomes the array of the
// server tools (sjson made it {"-1": tool}, which no upstream reads).
func Rewrite(r *Request, tools []Tool, prompt string) ([]byte, error) {
	instr, setInstr, err := instructionsFor(r, prompt)
	if err != nil {
		return nil, err
	}
	var add [][]byte
	for _, t := range tools {
		if !r.ClientTools[t.Name] {
			add = append(add, t.cachedJSON())
		}
	}
	if len(add) == 0 && !setInstr {
		return r.Body, nil
	}
	body := r.Body
	end := bytes.LastIndexByte(body, '}')
	if end < 0 {
		return nil, fmt.Errorf("request body is not an object")
	}
	// Edits in body order: each replaces body[from:to] with its text.
	type edit struct {
		from, to int
		text     []byte
	}
	var edits [2]edit
	n := 0
	var tail []byte // members added before the closing brace
	empty := emptyObject(body[:end])
	addMember := func(key string, val []byte) {
		if !empty || len(tail) > 0 {
			tail = append(tail, ',')
		}
		tail = append(append(append(tail, '"'), key...), `":`...)
		tail = append(tail, val...)
	}
	if len(add) > 0 {
		var arr []byte
		switch v := r.Tools; {
		case v.IsArray():
			from, ok := locate(body, v)
			if !ok {
				return nil, fmt.Errorf("add tools: cannot find tools in the body")
			}
			raw := v.Raw
			arr = append(arr, raw[:len(raw)-1]...)
			if nonEmptyArray(raw) {
				arr = append(arr, ',')
			}
			arr = appendJoined(arr, add)
			edits[n] = edit{from, from + len(raw), append(arr, ']')}
			n++
		case v.Exists(): // null: ParseRequest lets nothing else through
			from, ok := locate(body, v)
			if !ok {
				return nil, fmt.Errorf("add tools: cannot find tools in the body")
			}
			edits[n] = edit{from, from + len(v.Raw), append(appendJoined(append(arr, '['), add), ']')}
			n++
		default:
			addMember("tools", append(appendJoined([]byte{'['}, add), ']'))
		}
	}
	if setInstr {
		var val []byte
		if client := r.Instructions.Str; r.Instructions.Type == gjson.String && client != "" {
			val = appendInstructions(nil, prompt, client) // instr is prompt + "\n\n" + client
		} else {
			val = appendSetString(nil, instr)
		}
		if v := r.Instructions; v.Exists() {
			from, ok := locate(body, v)
			if !ok {
				return nil, fmt.Errorf("set instructions: cannot find instructions in the body")
			}
			edits[n] = edit{from, from + len(v.Raw), val}
			n++
		} else {
			addMember("instructions", val)
		}
	}
	if n == 2 && edits[1].from < edits[0].from {
		edits[0], edits[1] = edits[1], edits[0]
	}
	size := len(body) + len(tail)
	for _, e := range edits[:n] {
		size += len(e.text)
	}
	out := make([]byte, 0, size)
	// A member added drops the space around the object, as sjson did.
	at := 0
	if len(tail) > 0 {
		at = len(body) - len(bytes.TrimLeft(body, " \t\r\n"))
	}
	for _, e := range edits[:n] {
		out = append(append(out, body[at:e.from]...), e.text...)
		at = e.to
	}
	out = append(append(out, body[at:end]...), tail...)
	if len(tail) > 0 {
		return append(out, '}'), nil
	}
	return append(out, body[end:]...), nil
}

// instructionsFor is what instructions becomes: prompt ahead of the
// client's (set false: leave them be).
func instructionsFor(r *Request, prompt string) (string, bool, error) {
	if prompt == "" {
		return "", false, nil
	}
	instr := prompt
	switch r.Instructions.Type {
	case gjson.String:
		if r.Instructions.Str != "" {
			instr = prompt + "\n\n" + r.Instructions.Str
		}
	case gjson.Null:
	default:
		if r.Instructions.Exists() {
			return "", false, fmt.Errorf("instructions is %s, not a string", r.Instructions.Type)
		}
	}
	return instr, true, nil
}

// locate is where the top-level value v (read by ParseRequest, whose
// gjson counts offsets from the body's first byte, space included)
// starts in body.
func locate(body []byte, v gjson.Result) (int, bool) {
	from := v.Index
	return from, from >= 0 && from+len(v.Raw) <= len(body) && string(body[from:from+len(v.Raw)]) == v.Raw
}

// emptyObject reports whether obj, an object up to its closing brace,
// has no member.
func emptyObject(obj []byte) bool {
	return len(bytes.TrimSpace(bytes.TrimLeft(bytes.TrimSpace(obj), "{"))) == 0
}

func appendJoined(dst []byte, items [][]byte) []byte {
	for i, it := range items {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, it...)
	}
	return dst
}
