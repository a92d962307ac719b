package toolrun

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostileInputs: each input is refused with the right outcome and
// nothing runs: no process starts, no MCP tool runs, and the marker file
// any of them would create stays absent.
func TestHostileInputs(t *testing.T) {
	base := t.TempDir()
	marker := filepath.Join(base, "marker")
	t.Setenv(markerEnv, marker) // the in-process MCP server's "secret" tool writes it
	root := filepath.Join(base, "root")
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "secret"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(base, "secret"), filepath.Join(root, "link")); err != nil {
		t.Fatal(err)
	}
	httpSrv := httpMCPServer(t)
	r := newTestRegistry(t, Options{},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("echo", "git log", "ls")},
		Spec{Name: "touch_n", Type: "exec", Command: []string{"touch", marker + "{n}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"n": map[string]any{"type": "integer"}}, "required": []any{"n"}}},
		Spec{Name: "read", Type: "file", Root: root},
		Spec{Name: "srv", Type: "mcp", URL: httpSrv.URL, Allow: AllowOf("echo")},
	)
	starts := countStarts(t)
	shell := func(cmd string) string { return mustJSON(map[string]string{"command": cmd}) }
	m := marker
	tests := []struct {
		name, tool, args string
		want             Outcome
	}{
		{"semicolon", "shell", shell("echo hi; touch " + m), OutcomeDenied},
		{"command substitution", "shell", shell("echo $(touch " + m + ")"), OutcomeDenied},
		{"substitution in double quotes", "shell", shell(`echo "$(touch ` + m + `)"`), OutcomeDenied},
		{"backticks", "shell", shell("echo `touch " + m + "`"), OutcomeDenied},
		{"pipe", "shell", shell("echo hi | tee " + m), OutcomeDenied},
		{"redirect", "shell", shell("echo hi > " + m), OutcomeDenied},
		{"append", "shell", shell("echo hi >> " + m), OutcomeDenied},
		{"and", "shell", shell("echo hi && touch " + m), OutcomeDenied},
		{"or", "shell", shell("ls /nonexistent || touch " + m), OutcomeDenied},
		{"background", "shell", shell("touch " + m + " &"), OutcomeDenied},
		{"newline", "shell", shell("echo hi\ntouch " + m), OutcomeDenied},
		{"prefix trick: empty first command", "shell", shell("echo; rm -rf " + base), OutcomeDenied},
		{"prefix trick: longer word", "shell", shell("gitx log"), OutcomeDenied},
		{"prefix trick: longer second word", "shell", shell("git logx"), OutcomeDenied},
		{"prefix trick: path to program", "shell", shell("/bin/echo hi"), OutcomeDenied},
		{"program not allowed", "shell", shell("touch " + m), OutcomeDenied},
		{"quoted prefix is still one word", "shell", shell(`"echo hi" x`), OutcomeDenied},
		{"shell arguments not a string", "shell", `{"command": ["touch", "` + m + `"]}`, OutcomeBadArguments},
		{"shell arguments with extra field", "shell", `{"command": "echo", "env": {"X": "1"}}`, OutcomeBadArguments},
		{"exec argument fails the schema", "touch_n", `{"n": "1; touch ` + m + `"}`, OutcomeBadArguments},
		{"exec arguments not JSON", "touch_n", `n=1`, OutcomeBadArguments},
		{"path traversal", "read", `{"path": "../secret"}`, OutcomeDenied},
		{"absolute path outside root", "read", mustJSON(map[string]string{"path": filepath.Join(base, "secret")}), OutcomeDenied},
		{"symlink escape", "read", `{"path": "link"}`, OutcomeDenied},
		{"tool not in config", "rm", `{"path": "/"}`, OutcomeUnknownTool},
		{"empty tool name", "", `{}`, OutcomeUnknownTool},
		{"MCP tool not in allow", "srv__secret", `{}`, OutcomeUnknownTool},
		{"MCP tool under the bare name", "secret", `{}`, OutcomeUnknownTool},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, tt.args)
			if res.Outcome != tt.want {
				t.Errorf("outcome %s (%q), want %s", res.Outcome, res.Detail, tt.want)
			}
			if res.Detail == "" || res.Output != "" {
				t.Errorf("refusal should explain itself and carry no output: detail %q output %q", res.Detail, res.Output)
			}
			if strings.Contains(res.Detail, "TOP SECRET") {
				t.Error("secret in detail")
			}
			if n := len(starts.started()); n != 0 {
				t.Errorf("%d processes started", n)
			}
			if fileExists(marker) {
				t.Fatal("the marker file exists: something ran")
			}
		})
	}
	// The same registry does run what is allowed: the refusals above are
	// not a registry that refuses everything.
	if res := run(t, r, "touch_n", `{"n": 1}`); res.Outcome != OutcomeOK || !fileExists(marker+"1") {
		t.Fatalf("allowed exec: %s %q", res.Outcome, res.Detail)
	}
	if res := run(t, r, "shell", shell("echo ok")); res.Outcome != OutcomeOK || res.Output != "ok\n" {
		t.Fatalf("allowed shell: %s %q", res.Outcome, res.Detail)
	}
	if n := len(starts.started()); n != 2 {
		t.Errorf("%d processes started for the allowed calls, want 2", n)
	}
}
