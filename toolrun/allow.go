package toolrun

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// AllowEntry is one allow entry. In YAML it is a plain string — a shell
// command ("git log"), which takes the built-in policy of that command when
// there is one and otherwise allows nothing after it; or an MCP tool name —
// or, for shell, a mapping that states the policy:
//
//   - command: tail
//     options: ["-n=number", "--lines=number", "-q", "--"]
//     args: [paths]
//
// Options are "--flag", "-x", "--name=KIND" / "-x=KIND" (a value of KIND:
// text, number or paths), "--name[=KIND]" (an optional value attached with
// "="), "--" (ends the options) and "-<number>" (head -5). Args are the
// positional kinds in order, the last repeating: none (the default), text,
// number, paths (inside the tool's dir).
type AllowEntry struct {
	Command string   `yaml:"command"`
	Options []string `yaml:"options"`
	Args    []string `yaml:"args"`
	// Plain is true for a plain string entry.
	Plain bool `yaml:"-"`
	// problems found while decoding, reported by New and Check.
	problems []string
}

// AllowOf builds plain entries: shell commands or MCP tool names.
func AllowOf(entries ...string) []AllowEntry {
	out := make([]AllowEntry, len(entries))
	for i, e := range entries {
		out[i] = AllowEntry{Command: e, Plain: true}
	}
	return out
}

// String is the entry as a person would write it on one line.
func (e AllowEntry) String() string {
	if e.Plain {
		return e.Command
	}
	var b strings.Builder
	b.WriteString("{command: " + e.Command)
	if len(e.Options) > 0 {
		b.WriteString(", options: [" + strings.Join(e.Options, ", ") + "]")
	}
	if len(e.Args) > 0 {
		b.WriteString(", args: [" + strings.Join(e.Args, ", ") + "]")
	}
	b.WriteString("}")
	return b.String()
}

var allowKeys = []string{"command", "options", "args"}

// UnmarshalYAML takes a string or a mapping. It never fails: what is wrong
// is kept and reported with the rest of the tool's problems, so one bad
// entry does not hide the others.
func (e *AllowEntry) UnmarshalYAML(n *yaml.Node) error {
	*e = AllowEntry{}
	switch n.Kind {
	case yaml.ScalarNode:
		e.Command, e.Plain = n.Value, true
		return nil
	case yaml.MappingNode:
	default:
		e.problems = append(e.problems, fmt.Sprintf("line %d: an allow entry is a command (text) or a mapping with command, options, args", n.Line))
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !slices.Contains(allowKeys, k.Value) {
			e.problems = append(e.problems, fmt.Sprintf("line %d: unknown key %q in an allow entry (want command, options, args)", k.Line, k.Value))
			continue
		}
		var err error
		switch k.Value {
		case "command":
			err = v.Decode(&e.Command)
		case "options":
			err = v.Decode(&e.Options)
		case "args":
			if v.Kind == yaml.ScalarNode {
				e.Args = []string{v.Value}
			} else {
				err = v.Decode(&e.Args)
			}
		}
		if err != nil {
			e.problems = append(e.problems, fmt.Sprintf("line %d: allow entry %s: must be %s", v.Line, k.Value,
				map[string]string{"command": "text", "options": "a list of options", "args": "a kind or a list of kinds"}[k.Value]))
		}
	}
	if e.Command == "" {
		e.problems = append(e.problems, fmt.Sprintf("line %d: an allow entry mapping needs a command", n.Line))
	}
	return nil
}
