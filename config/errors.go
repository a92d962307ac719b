package config

import (
	"fmt"
	"sort"
	"strings"
)

// Error lists every problem found in a config, each led by its key
// path ("upstreams[0].base_url: ..."). List has the same problems with the
// line each is at (when known), for "config.yaml:12: ..." messages.
// Problems never quote a secret.
type Error struct {
	Problems []string
	List     []Problem
}

// Problem is one problem in a config: where it is and what is wrong.
type Problem struct {
	Line    int    // 1-based line in the file; 0 when not known (a config built in code)
	Key     string // key path, e.g. "upstreams[0].retries.max"; "" when the problem is not about one key
	Message string
}

// String renders p as "key: message" (Problems' form).
func (p Problem) String() string {
	if p.Key == "" {
		return p.Message
	}
	return p.Key + ": " + p.Message
}

func (e *Error) Error() string {
	lines := make([]string, len(e.List))
	for i, p := range e.List {
		lines[i] = p.String()
		if p.Line > 0 {
			lines[i] = fmt.Sprintf("line %d: %s", p.Line, lines[i])
		}
	}
	if len(lines) == 0 {
		return strings.Join(e.Problems, "\n")
	}
	return strings.Join(lines, "\n")
}

// Lines renders each problem as "file:line: key: message" (file:
// message when the line is not known), the form editors and terminals
// link to.
func (e *Error) Lines(file string) []string {
	if len(e.List) == 0 {
		out := make([]string, len(e.Problems))
		for i, p := range e.Problems {
			out[i] = file + ": " + p
		}
		return out
	}
	out := make([]string, len(e.List))
	for i, p := range e.List {
		if p.Line > 0 {
			out[i] = fmt.Sprintf("%s:%d: %s", file, p.Line, p)
		} else {
			out[i] = file + ": " + p.String()
		}
	}
	return out
}

// newError builds a Error from problems in file order.
func newError(list []Problem) *Error {
	sort.SliceStable(list, func(i, j int) bool {
		li, lj := list[i].Line, list[j].Line
		return li != 0 && (lj == 0 || li < lj)
	})
	e := &Error{List: list, Problems: make([]string, len(list))}
	for i, p := range list {
		e.Problems[i] = p.String()
	}
	return e
}

// problemsAt turns "key: message" problems (Config.problems) into
// ConfigProblems at the line of their key.
func problemsAt(problems []string, w *keyWalk) []Problem {
	out := make([]Problem, 0, len(problems))
	for _, p := range problems {
		key, msg, ok := strings.Cut(p, ": ")
		if !ok {
			out = append(out, Problem{Message: p})
			continue
		}
		out = append(out, Problem{Line: w.lineOf(key), Key: key, Message: msg})
	}
	return out
}
