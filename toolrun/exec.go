package toolrun

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// placeholderRE matches a {param} placeholder in an exec argument, an http
// URL or body template.
var placeholderRE = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// placeholders returns the distinct parameter names used in the templates,
// in order of first use.
func placeholders(templates ...string) []string {
	var names []string
	for _, t := range templates {
		for _, m := range placeholderRE.FindAllStringSubmatch(t, -1) {
			if !slices.Contains(names, m[1]) {
				names = append(names, m[1])
			}
		}
	}
	return names
}

// checkDir verifies a configured working directory, if any, is a directory.
func checkDir(dir string) error {
	if dir == "" {
		return nil
	}
	info, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("dir: %w", err)
	}
	if !info.IsDir() {
		return fmt.Errorf("dir %s is not a directory", dir)
	}
	return nil
}

// noParameters is the schema of a tool that takes no arguments.
var noParameters = map[string]any{
	"type":                 "object",
	"properties":           map[string]any{},
	"additionalProperties": false,
}

// execTool runs a fixed argv; each {param} placeholder is replaced inside
// its own argument only, so a value never becomes more than one argument.
type execTool struct {
	argv []string
	// dashOK names the parameters whose values may start with "-": their
	// schema lists the values (enum, const).
	dashOK map[string]bool
	proc   *procSpec
}

func newExecTool(s Spec, limit int, procs *processes) (Tool, *argSchema, *execTool, error) {
	if err := checkDir(s.Dir); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: %w", err)
	}
	dir, err := filepath.Abs(cmpOr(s.Dir, "."))
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: dir: %w", err)
	}
	names := placeholders(s.Command...)
	schemaSource := any(s.Parameters)
	if s.Parameters == nil {
		if len(names) > 0 {
			return Tool{}, nil, nil, fmt.Errorf("exec: command uses {%s} but parameters is missing", names[0])
		}
		schemaSource = noParameters
	}
	args, err := newArgSchema(schemaSource)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: %w", err)
	}
	props := args.resolved.Schema().Properties
	var unknown []string
	for _, n := range names {
		if _, ok := props[n]; !ok {
			unknown = append(unknown, "{"+n+"}")
		}
	}
	if len(unknown) > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command uses %s, not in parameters.properties", strings.Join(unknown, ", "))
	}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Parameters:  args.raw,
		Type:        s.Type,
		Keywords:    []string{filepath.Base(s.Command[0])},
		Argv:        slices.Clone(s.Command),
	}
	if tool.Description == "" {
		// The program's name only: fixed arguments may carry tokens from config.
		tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments."
		if len(names) > 0 {
			tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments and the parameters " + strings.Join(names, ", ") + "."
		}
	}
	dashOK := make(map[string]bool)
	for _, n := range names {
		// Only values the operator listed: a pattern is not anchored.
		if p := props[n]; p != nil && (len(p.Enum) > 0 || p.Const != nil) {
			dashOK[n] = true
		}
	}
	if placeholderRE.MatchString(s.Command[0]) {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[0] must name the program, not a {param}")
	}
	return tool, args, &execTool{argv: slices.Clone(s.Command), dashOK: dashOK, proc: procs.spec(s, dir, limit)}, nil
}

// expand fills the placeholders of argv from the call's arguments. A
// value that would start an argument with "-" is refused unless its
// parameter's schema allows it: it would be read as an option
// (--output=FILE).
func (t *execTool) expand(a arguments) ([]string, error) {
	argv := make([]string, len(t.argv))
	var missing, dashed string
	for i, arg := range t.argv {
		first := "" // the placeholder the expanded argument starts with
		argv[i] = placeholderRE.ReplaceAllStringFunc(arg, func(m string) string {
			name := m[1 : len(m)-1]
			v, ok := a.text(name)
			if !ok && missing == "" {
				missing = name
			}
			return v
		})
		// A dash the template did not write: from a value. Allowed only
		// when the argument is exactly one {param} whose values the
		// operator listed.
		if strings.HasPrefix(argv[i], "-") && !strings.HasPrefix(arg, "-") && dashed == "" {
			if m := placeholderRE.FindStringSubmatch(arg); m != nil && m[0] == arg && t.dashOK[m[1]] {
				continue
			}
			if m := placeholderRE.FindStringSubmatch(arg); m != nil {
				first = m[1]
			}
			dashed = cmpOr(first, "?")
		}
	}
	if missing != "" {
		return nil, badArguments("argument %q is required by the command", missing)
	}
	if dashed != "" {
		return nil, denied("refused: the value of %q starts with \"-\" and would be read as an option", dashed)
	}
	for _, arg := range argv {
		if strings.IndexByte(arg, 0) >= 0 {
			return nil, badArguments("arguments must not contain NUL bytes")
		}
	}
	return argv, nil
}

func (t *execTool) run(ctx context.Context, a arguments) (string, error) {
	argv, err := t.expand(a)
	if err != nil {
		return "", err
	}
	return t.proc.run(ctx, argv)
}
