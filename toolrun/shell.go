package toolrun

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/zc-proxy/zc-proxy/toolrun/argpolicy"
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

// shellTool runs a command line the model writes when an allow entry's
// policy accepts every word of it. No shell is involved.
type shellTool struct {
	policies []*argpolicy.Policy
	dir      string // absolute: paths in arguments resolve against it
	proc     *procSpec
}

func newShellTool(s Spec, limit int, procs *processes) (Tool, *argSchema, *shellTool, error) {
	if err := checkDir(s.Dir); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("shell: %w", err)
	}
	dir, err := filepath.Abs(cmpOr(s.Dir, "."))
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("shell: dir: %w", err)
	}
	t := &shellTool{dir: dir, proc: procs.spec(s, dir, limit)}
	var errs []error
	for i, e := range s.Allow {
		for _, p := range e.problems {
			errs = append(errs, fmt.Errorf("shell: allow[%d]: %s", i, p))
		}
		if len(e.problems) > 0 {
			continue
		}
		words, err := splitCommand(e.Command)
		if err != nil || len(words) == 0 {
			errs = append(errs, fmt.Errorf("shell: allow entry %q is not a plain command", e.Command))
			continue
		}
		p, err := argpolicy.FromEntry(argpolicy.Entry{Command: words, Plain: e.Plain, Options: e.Options, Args: e.Args})
		for _, problem := range flatten(err) {
			errs = append(errs, fmt.Errorf("shell: allow entry %q: %w", e.Command, problem))
		}
		if err != nil {
			continue
		}
		t.policies = append(t.policies, p)
	}
	if len(errs) > 0 {
		return Tool{}, nil, nil, errors.Join(errs...)
	}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Type:        s.Type,
		Keywords:    t.keywords(),
	}
	if tool.Description == "" {
		tool.Description = "Run one allowlisted command, without a shell (no pipes, redirects, variables or globs). " +
			"Allowed: " + t.policyList() + ". Paths must stay inside the working directory."
	}
	args := mustSchema(shellSchema)
	tool.Parameters = args.raw
	return tool, args, t, nil
}

// keywords are the allowed commands and their program names, as prose
// would name them ("I ran git log").
func (t *shellTool) keywords() []string {
	var kw []string
	for _, p := range t.policies {
		for _, k := range []string{strings.Join(p.Command, " "), p.Command[0]} {
			if !slices.Contains(kw, k) {
				kw = append(kw, k)
			}
		}
	}
	return kw
}

func (t *shellTool) policyList() string {
	quoted := make([]string, len(t.policies))
	for i, p := range t.policies {
		quoted[i] = "`" + p.String() + "`"
	}
	return strings.Join(quoted, ", ")
}

// policyFor returns the policy whose command words argv starts with, the
// longest when several do ("git" and "git log").
func (t *shellTool) policyFor(argv []string) *argpolicy.Policy {
	var best *argpolicy.Policy
	for _, p := range t.policies {
		if p.Matches(argv) && (best == nil || len(p.Command) > len(best.Command)) {
			best = p
		}
	}
	return best
}

// check refuses argv unless a policy allows every word of it.
func (t *shellTool) check(argv []string) error {
	p := t.policyFor(argv)
	if p == nil {
		shown := strings.Join(argv[:min(len(argv), 2)], " ")
		return denied("refused: %q is not an allowed command; allowed: %s", shorten(shown, 80), shorten(t.policyList(), 400))
	}
	if err := p.Check(argv, t.dir); err != nil {
		return denied("refused: %s", shorten(err.Error(), 300))
	}
	return nil
}

func (t *shellTool) run(ctx context.Context, a arguments) (string, error) {
	argv, err := splitCommand(a.str("command"))
	if err != nil {
		return "", err
	}
	if len(argv) == 0 {
		return "", badArguments("empty command")
	}
	if err := t.check(argv); err != nil {
		return "", err
	}
	return t.proc.run(ctx, argv)
}
