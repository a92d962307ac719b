package config

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlLine finds "line N" in a yaml error message.
var yamlLine = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)

// syntaxProblem turns a yaml syntax error into one problem at the line a
// person would fix. yaml reports the line where the enclosing block began
// ("line 1: did not find expected '-' indicator" for a key indented one
// space too far on line 3), so when the text has a line whose indentation
// matches none of the blocks it could belong to, that line is named
// instead, in words of its own (yaml's are about the other line). A tab in the indentation is
// named as such.
func syntaxProblem(data []byte, err error) Problem {
	msg := yamlQuoted.ReplaceAllString(strings.TrimPrefix(err.Error(), "yaml: "), "value")
	line := 0
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	}
	if tab := tabIndentedLine(data); tab > 0 {
		return Problem{Line: tab, Message: "yaml: a tab in the indentation (YAML indents with spaces only)"}
	}
	if bad, why := misindentedLine(data); bad > 0 && (line == 0 || bad >= line) {
		// yaml's own words ("did not find expected '-' indicator") are
		// about the line it names, not this one: they would mislead.
		return Problem{Line: bad, Message: "yaml: " + why}
	}
	return Problem{Line: line, Message: "yaml: " + msg}
}

// tabIndentedLine returns the first line (1-based) whose indentation holds
// a tab, 0 when none.
func tabIndentedLine(data []byte) int {
	for i, l := range bytes.Split(data, []byte("\n")) {
		indent := l[:len(l)-len(bytes.TrimLeft(l, " \t"))]
		if bytes.IndexByte(indent, '\t') >= 0 && len(bytes.TrimSpace(l)) > 0 {
			return i + 1
		}
	}
	return 0
}

// block is one open block of block-style YAML: its indentation, and
// whether it is a sequence item ("- ").
type block struct {
	indent int
	dash   bool
}

// misindentedLine returns the first line of block-style YAML whose
// indentation closes a block without landing on an enclosing one (a key
// indented one space more or less than its siblings), or a line that is
// not an item at the indentation of a list's "- " items, with why. It
// returns 0 when it finds none or when a flow collection spans lines
// (which it does not follow). Block scalars are skipped.
func misindentedLine(data []byte) (int, string) {
	var stack []block
	scalarIndent := -1 // inside a block scalar: lines indented more than this belong to it
	for i, raw := range strings.Split(string(data), "\n") {
		lineNo := i + 1
		text := strings.TrimRight(raw, " \r")
		trimmed := strings.TrimLeft(text, " ")
		indent := len(text) - len(trimmed)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if scalarIndent >= 0 {
			if indent > scalarIndent {
				continue
			}
			scalarIndent = -1
		}
		if trimmed == "---" || strings.HasPrefix(trimmed, "--- ") || trimmed == "..." {
			stack = stack[:0]
			continue
		}
		if strings.Count(trimmed, "[") != strings.Count(trimmed, "]") || strings.Count(trimmed, "{") != strings.Count(trimmed, "}") {
			return 0, ""
		}
		popped := -1
		for len(stack) > 0 && stack[len(stack)-1].indent > indent {
			popped = stack[len(stack)-1].indent
			stack = stack[:len(stack)-1]
		}
		item := strings.HasPrefix(trimmed, "- ") || trimmed == "-"
		switch top := len(stack) - 1; {
		case popped >= 0 && (top < 0 || stack[top].indent < indent):
			return lineNo, fmt.Sprintf("indented %s, but the lines above it are at %d and the block around them at %d; line it up with its siblings", spaces(indent), popped, blockIndent(stack))
		case top >= 0 && stack[top].indent == indent && stack[top].dash && !item && !compactSequence(stack):
			return lineNo, "at the indentation of the list items (\"- \") above it but not an item; indent it under an item, or out to the list's key"
		}
		// Record this line's blocks: "- " opens an item and, for
		// "- key: value", a mapping at the item's content column.
		col, rest := indent, trimmed
		for strings.HasPrefix(rest, "- ") || rest == "-" {
			stack = pushBlock(stack, block{indent: col, dash: true})
			after := strings.TrimLeft(strings.TrimPrefix(rest, "-"), " ")
			col += len(rest) - len(after)
			rest = after
		}
		if rest != "" {
			stack = pushBlock(stack, block{indent: col})
		}
		if isBlockScalarStart(rest) {
			scalarIndent = indent
		}
	}
	return 0, ""
}

// blockIndent is the indentation of the innermost open block, 0 at the top.
func blockIndent(stack []block) int {
	if len(stack) == 0 {
		return 0
	}
	return stack[len(stack)-1].indent
}

// compactSequence reports whether the top item block sits at the same
// indentation as the key that owns it ("key:\n- a"), where a following
// line at that indentation is the key's sibling.
func compactSequence(stack []block) bool {
	n := len(stack)
	return n > 1 && !stack[n-2].dash && stack[n-2].indent == stack[n-1].indent
}

// pushBlock records b, replacing a sibling at the same indentation (but an
// item at its key's indentation stacks on the key: a compact sequence).
func pushBlock(stack []block, b block) []block {
	for n := len(stack); n > 0; n = len(stack) {
		top := stack[n-1]
		if top.indent < b.indent || (top.indent == b.indent && !top.dash && b.dash) {
			break
		}
		stack = stack[:n-1]
	}
	return append(stack, b)
}

// isBlockScalarStart reports whether a line's content ends in a block
// scalar indicator (key: | or key: >-).
func isBlockScalarStart(s string) bool {
	if i := strings.Index(s, " #"); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSpace(s)
	j := strings.LastIndexAny(s, "|>")
	if j < 0 {
		return false
	}
	ind := s[j:]
	before := strings.TrimSpace(s[:j])
	if before != "" && !strings.HasSuffix(before, ":") && before != "-" {
		return false
	}
	return strings.Trim(ind, "|>+-0123456789") == ""
}

func spaces(n int) string {
	if n == 1 {
		return "1 space"
	}
	return strconv.Itoa(n) + " spaces"
}

var (
	// yamlQuoted matches the value yaml quotes in a type error
	// ("cannot unmarshal !!str `sk-...` into int"): it may be a secret.
	yamlQuoted = regexp.MustCompile("`[^`]*`")
	// yamlUnknown matches KnownFields' complaint.
	yamlUnknown = regexp.MustCompile(`^(line \d+): field (\S+) not found in type (\S+)$`)
	// yamlDupKey matches a repeated mapping key, which yaml quotes.
	yamlDupKey = regexp.MustCompile(`^(line \d+): mapping key .* (already defined at line \d+)$`)
)

// yamlProblems turns a yaml error into problems that quote no value and
// name config sections, not Go types.
func yamlProblems(err error) []string {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return []string{"yaml: " + yamlQuoted.ReplaceAllString(strings.TrimPrefix(err.Error(), "yaml: "), "value")}
	}
	out := make([]string, 0, len(te.Errors))
	for _, msg := range te.Errors {
		if m := yamlUnknown.FindStringSubmatch(msg); m != nil {
			key := m[2]
			if section := configSections()[m[3]]; section != "" {
				key = section + "." + key
			}
			out = append(out, fmt.Sprintf("%s: unknown key %s", m[1], key))
			continue
		}
		if m := yamlDupKey.FindStringSubmatch(msg); m != nil {
			out = append(out, m[1]+": key "+m[2])
			continue
		}
		out = append(out, yamlQuoted.ReplaceAllString(msg, "value"))
	}
	return out
}
