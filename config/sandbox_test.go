package config

import (
	"errors"
	"strings"
	"testing"
)

// TestConfigAllowAndSandboxProblems: allow policies and the sandbox block
// are checked with everything else, every problem at once, each at a line.
func TestConfigAllowAndSandboxProblems(t *testing.T) {
	_, err := Parse([]byte(`upstreams: [{name: u, base_url: "http://127.0.0.1:1/v1"}]
sandbox:
  user: root
  limits:
    cpu: abc
tools:
  - name: shell
    type: shell
    allow:
      - git log --output=x
      - {command: git log, options: ["--ext-diff", "-n=int"], args: [files]}
      - {command: tail, opts: []}
`), func(string) string { return "" })
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("error %v, want a *Error", err)
	}
	want := []struct {
		line int
		text string
	}{
		{3, "sandbox.user: must not be root"},
		{5, "sandbox.limits.cpu: must be a duration"},
		{9, "option --output=x is never allowed"},
		{9, "option --ext-diff is never allowed for git"},
		{9, `unknown value kind "int"`},
		{9, `unknown kind "files"`},
		{12, `unknown key "opts" in an allow entry`},
	}
	if len(ce.List) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(ce.List), len(want), err)
	}
	for i, w := range want {
		p := ce.List[i]
		if p.Line != w.line || !strings.Contains(p.String(), w.text) {
			t.Errorf("problem %d: line %d %q, want line %d with %q", i, p.Line, p.String(), w.line, w.text)
		}
	}
}
