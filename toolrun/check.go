package toolrun

import (
	"context"
	"fmt"
)

// Check reports the problems New would find in specs, without starting
// anything, so a config's tool errors come out in the same pass as the
// rest of its problems: each spec's fields and, for every type but mcp,
// the tool built and dropped at once (placeholders, paths, URLs, schemas),
// and duplicate offered names. An MCP server's own tools are checked by
// New, which has to start the server to list them. Each error is led by
// its spec's label (tools[i] "name").
//
// It builds each tool on a throwaway Registry: whatever New sets up that
// build needs must be set up here too.
func Check(specs []Spec) []error {
	r := &Registry{opts: Options{DefaultTimeout: DefaultTimeout, MaxOutput: DefaultMaxOutput}, byName: make(map[string]*entry), procs: newProcesses(nil, 0, nil, nil)}
	r.life, r.endLife = context.WithCancel(context.Background())
	defer r.Close()
	var errs []error
	names := make(map[string]string) // offered name -> label of the spec offering it
	for i, s := range specs {
		label := specLabel(i, s)
		if problems := checkSpec(s); len(problems) > 0 {
			for _, p := range problems {
				errs = append(errs, fmt.Errorf("%s: %w", label, p))
			}
			continue
		}
		if s.Type == "mcp" {
			continue
		}
		entries, err := r.build(context.Background(), s)
		if err != nil {
			for _, problem := range flatten(err) {
				errs = append(errs, fmt.Errorf("%s: %w", label, problem))
			}
			continue
		}
		for _, e := range entries {
			if first, dup := names[e.tool.Name]; dup {
				errs = append(errs, fmt.Errorf("%s: duplicate tool name %q (also %s)", label, e.tool.Name, first))
				continue
			}
			names[e.tool.Name] = label
		}
	}
	return errs
}

// flatten lists the errors an errors.Join holds (one level), or err alone:
// each problem becomes a config problem of its own, with its own line.
func flatten(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
