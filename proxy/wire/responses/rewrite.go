package responses

import (
	"encoding/json"
	"fmt"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
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
// instructions, which the model reads as its system message.
func Rewrite(r *Request, tools []Tool, prompt string) ([]byte, error) {
	out := r.Body
	var err error
	for _, t := range tools {
		if r.ClientTools[t.Name] {
			continue
		}
		if out, err = sjson.SetRawBytes(out, "tools.-1", t.json()); err != nil {
			return nil, fmt.Errorf("add tool %q: %w", t.Name, err)
		}
	}
	if prompt == "" {
		return out, nil
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
			return nil, fmt.Errorf("instructions is %s, not a string", r.Instructions.Type)
		}
	}
	if out, err = sjson.SetBytes(out, "instructions", instr); err != nil {
		return nil, fmt.Errorf("set instructions: %w", err)
	}
	return out, nil
}
