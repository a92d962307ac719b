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
	argv  []string
	dir   string
	env   []string
	limit int
}

func newExecTool(s Spec, limit int) (Tool, *argSchema, *execTool, error) {
	if err := checkDir(s.Dir); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: %w", err)
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
	}
	if tool.Description == "" {
		// The program's name only: fixed arguments may carry tokens from config.
		tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments."
		if len(names) > 0 {
			tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments and the parameters " + strings.Join(names, ", ") + "."
		}
	}
	return tool, args, &execTool{argv: slices.Clone(s.Command), dir: s.Dir, env: toolEnv(s.Env), limit: limit}, nil
}

// expand fills the placeholders of argv from the call's arguments.
func (t *execTool) expand(a arguments) ([]string, error) {
	argv := make([]string, len(t.argv))
	var missing string
	for i, arg := range t.argv {
		argv[i] = placeholderRE.ReplaceAllStringFunc(arg, func(m string) string {
			name := m[1 : len(m)-1]
			v, ok := a.text(name)
			if !ok && missing == "" {
				missing = name
			}
			return v
		})
	}
	if missing != "" {
		return nil, badArguments("argument %q is required by the command", missing)
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
	return runProcess(ctx, command{argv: argv, dir: t.dir, env: t.env, limit: t.limit})
}
