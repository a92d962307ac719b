package proxy

import (
	"errors"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// TestConfigAllowAndSandboxProblems: allow policies and the sandbox block
// are checked with everything else, every problem at once, each at a line.
func TestConfigAllowAndSandboxProblems(t *testing.T) {
	_, err := ParseConfig([]byte(`upstreams: [{name: u, base_url: "http://127.0.0.1:1/v1"}]
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
	var ce *ConfigError
	if !errors.As(err, &ce) {
		t.Fatalf("error %v, want a *ConfigError", err)
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

// TestSandboxSummary: the start-up summary says how each process tool is
// confined; with sandbox.enabled false every start warns and the summary
// says OFF.
func TestSandboxSummary(t *testing.T) {
	off := false
	tests := []struct {
		name    string
		enabled *bool
		want    []string
	}{
		{"on by default", nil, []string{"sandbox=\"landlock ABI", "no network"}},
		{"off", &off, []string{"sandbox.enabled is false: tool processes run unconfined", "sandbox=\"OFF"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTestProxy(t, nil, func(c *Config) {
				c.Sandbox.Enabled = tt.enabled
				c.Tools = []toolrun.Spec{{Name: "shell", Type: "shell", Allow: toolrun.AllowOf("echo")},
					{Name: "read", Type: "file", Root: "."}}
			})
			p.srv.LogSummary()
			for _, w := range tt.want {
				if !p.logs.contains(w) {
					t.Errorf("the log lacks %q:\n%s", w, p.logs.String())
				}
			}
			if !p.logs.contains(`name=read type=file sandbox="n/a (runs inside the proxy)"`) {
				t.Errorf("the file tool's line is not n/a:\n%s", p.logs.String())
			}
		})
	}
}
