package toolrun

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// shellSchema is the fixed parameters schema of a shell tool.
var shellSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"command": map[string]any{
			"type":        "string",
			"description": "The command line to run, e.g. \"git log -3\". Quotes group words; there are no pipes, redirects, variables or globs.",
		},
	},
	"required":             []any{"command"},
	"additionalProperties": false,
}

// shellTool runs a command line the model writes, if its argv starts with
// one of the allowed prefixes (whole words). No shell is involved.
type shellTool struct {
	allow [][]string
	dir   string
	env   []string
	limit int
}

func newShellTool(s Spec, limit int) (Tool, *argSchema, *shellTool, error) {
	if err := checkDir(s.Dir); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("shell: %w", err)
	}
	t := &shellTool{dir: s.Dir, env: toolEnv(s.Env), limit: limit}
	var errs []string
	for _, p := range s.Allow {
		argv, err := splitCommand(p)
		if err != nil || len(argv) == 0 {
			errs = append(errs, fmt.Sprintf("shell: allow entry %q is not a plain command prefix", p))
			continue
		}
		t.allow = append(t.allow, argv)
	}
	if len(errs) > 0 {
		return Tool{}, nil, nil, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Type:        s.Type,
		Keywords:    t.keywords(),
	}
	if tool.Description == "" {
		tool.Description = "Run one allowlisted command, without a shell (no pipes, redirects, variables or globs). " +
			"The command must start with one of: " + t.prefixList() + "."
	}
	args := mustSchema(shellSchema)
	tool.Parameters = args.raw
	return tool, args, t, nil
}

// keywords are the allowed prefixes and their program names, as prose
// would name them ("I ran git log").
func (t *shellTool) keywords() []string {
	var kw []string
	for _, p := range t.allow {
		for _, k := range []string{strings.Join(p, " "), p[0]} {
			if !slices.Contains(kw, k) {
				kw = append(kw, k)
			}
		}
	}
	return kw
}

func (t *shellTool) prefixList() string {
	quoted := make([]string, len(t.allow))
	for i, p := range t.allow {
		quoted[i] = "`" + strings.Join(p, " ") + "`"
	}
	return strings.Join(quoted, ", ")
}

// allowed reports whether argv starts with an allowed prefix, word for word.
func (t *shellTool) allowed(argv []string) bool {
	for _, p := range t.allow {
		if len(argv) >= len(p) && slices.Equal(argv[:len(p)], p) {
			return true
		}
	}
	return false
}

func (t *shellTool) run(ctx context.Context, a arguments) (string, error) {
	argv, err := splitCommand(a.str("command"))
	if err != nil {
		return "", err
	}
	if len(argv) == 0 {
		return "", badArguments("empty command")
	}
	if !t.allowed(argv) {
		shown := strings.Join(argv[:min(len(argv), 3)], " ")
		return "", denied("refused: %q is not an allowed command; allowed prefixes: %s", shorten(shown, 80), t.prefixList())
	}
	return runProcess(ctx, command{argv: argv, dir: t.dir, env: t.env, limit: t.limit})
}
