package toolrun

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// loadSpec builds a registry of one spec under sb, closed when the test
// ends; the error is New's.
func loadSpec(t *testing.T, opts Options, s Spec) (*Registry, error) {
	t.Helper()
	opts.DefaultTimeout = generous
	opts.Logger = slog.New(slog.DiscardHandler)
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	r, err := New(ctx, []Spec{s}, opts)
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() { r.Close() })
	return r, nil
}

// refusedAtLoad holds that s does not load; when it does, it runs the
// attack (args) and reports what the model's value did.
func refusedAtLoad(t *testing.T, opts Options, s Spec, args, marker string) {
	t.Helper()
	r, err := loadSpec(t, opts, s)
	if err != nil {
		return
	}
	res := run(t, r, s.Name, args)
	ran := strings.Contains(res.Output+res.Detail, marker)
	t.Errorf("%q loaded (a {param} fills a value its program runs as code); %s: %s, ran the model's code: %v (%q %q)",
		s.Command, args, res.Outcome, ran, shorten(res.Output, 200), res.Detail)
}

// indexedRepo is gitRepo with a file in its index, so git status asks
// core.fsmonitor.
func indexedRepo(t *testing.T) string {
	t.Helper()
	repo := gitRepo(t)
	if err := os.WriteFile(filepath.Join(repo, "notes.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	add := exec.Command("git", "add", "notes.txt")
	add.Dir = repo
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("git add: %v %s", err, out)
	}
	return repo
}

// tarWorld: a tool directory holding notes.txt and a.tar, an archive of it.
func tarWorld(t *testing.T) string {
	t.Helper()
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mk := exec.Command("tar", "-cf", "a.tar", "notes.txt")
	mk.Dir = tool
	if out, err := mk.CombinedOutput(); err != nil {
		t.Fatalf("tar: %v %s", err, out)
	}
	return tool
}

func needProgram(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			if os.Getenv("ZC_REQUIRE_TOOL_PROGRAMS") != "" {
				t.Fatalf("%s is not installed (ZC_REQUIRE_TOOL_PROGRAMS is set: .ci/run installs it)", n)
			}
			t.Skipf("%s is not installed", n)
		}
	}
}

var stringParams = map[string]any{"type": "object", "properties": map[string]any{
	"v":      map[string]any{"type": "string"},
	"arg":    map[string]any{"type": "string"},
	"listed": map[string]any{"type": "string", "enum": []any{"core.quotepath=off", "BatchMode=yes"}},
}}

// TestAttack21ExecGitConfigOption: git's -c takes "name=value" settings,
// and many settings are commands git runs (core.fsmonitor, core.pager,
// core.sshCommand, diff.external, alias.*): `git -c {setting} status` ran
// "core.fsmonitor=echo PWNED >&2; false" in the sandbox. A {param} in the
// name of a -c or --config-env setting is refused at load unless its
// parameter lists its values; a fixed name with a value from the model
// ("color.ui={mode}") still loads and runs.
func TestAttack21ExecGitConfigOption(t *testing.T) {
	needProgram(t, "git")
	sb, _ := newSandbox(t)
	repo := indexedRepo(t)
	opts := Options{Sandbox: sb}
	attack := mustJSON(map[string]string{"v": "core.fsmonitor=echo PWNED-BY-CONFIG >&2; kill $PPID"})
	for _, cmd := range [][]string{
		{"git", "-c", "{v}", "status"},
		{"git", "-c", "{v}=true", "status"},
		{"timeout", "60", "git", "--no-pager", "-c", "{v}", "status"},
		{"git", "--config-env", "{v}", "status"},
		{"git", "--config-env={v}", "status"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "git", Type: "exec", Dir: repo, Command: cmd, Parameters: stringParams}, attack, "PWNED-BY-CONFIG")
	}
	r := newTestRegistry(t, opts,
		Spec{Name: "color", Type: "exec", Dir: repo, Command: []string{"git", "-c", "color.ui={v}", "log", "--format=%s"}, Parameters: stringParams},
		Spec{Name: "listed", Type: "exec", Dir: repo, Command: []string{"git", "-c", "{listed}", "log", "--format=%s"}, Parameters: stringParams},
		// git grep's -C is its context, not git's -C: after the subcommand
		Spec{Name: "grep", Type: "exec", Dir: repo, Command: []string{"git", "log", "-C", "{v}", "--format=%s"}, Parameters: stringParams},
	)
	for _, tt := range []struct{ tool, args string }{
		{"color", `{"v": "never"}`},
		{"listed", `{"listed": "core.quotepath=off"}`},
		{"grep", `{"v": "HEAD"}`},
	} {
		if res := run(t, r, tt.tool, tt.args); res.Outcome != OutcomeOK || res.Output != "first commit\n" {
			t.Errorf("%s %s: %s %q (%q)", tt.tool, tt.args, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ExecGitDirOption: git -C (and --git-dir, --work-tree) reads
// the repository the value names, and its config runs programs
// (core.fsmonitor): `git -C {repo} status` with a repository under a
// `read:` path (data the operator lets the tool read, not code) ran that
// repository's hook command. The value must be a directory in the tool's
// dir; a subdirectory of it still runs.
func TestAttack21ExecGitDirOption(t *testing.T) {
	needProgram(t, "git")
	sb, _ := newSandbox(t)
	repo := gitRepo(t)
	if err := os.Mkdir(filepath.Join(repo, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	evil := indexedRepo(t)
	cfg := exec.Command("git", "config", "core.fsmonitor", "echo PWNED-BY-REPO >&2; kill $PPID")
	cfg.Dir = evil
	if out, err := cfg.CombinedOutput(); err != nil {
		t.Fatalf("git config: %v %s", err, out)
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "C", Type: "exec", Dir: repo, Read: []string{evil}, Command: []string{"git", "-C", "{v}", "status"}, Parameters: stringParams},
		Spec{Name: "gitdir", Type: "exec", Dir: repo, Read: []string{evil}, Command: []string{"git", "--git-dir={v}", "status"}, Parameters: stringParams},
		Spec{Name: "log", Type: "exec", Dir: repo, Command: []string{"timeout", "60", "git", "-C", "{v}", "log", "--format=%s"}, Parameters: stringParams},
	)
	for _, tt := range []struct{ tool, v string }{
		{"C", evil},
		{"C", "docs/../" + strings.Repeat("../", 8) + strings.TrimPrefix(evil, "/")},
		{"gitdir", filepath.Join(evil, ".git")},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-REPO") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	for _, v := range []string{"docs", "."} {
		if res := run(t, r, "log", mustJSON(map[string]string{"v": v})); res.Outcome != OutcomeOK || res.Output != "first commit\n" {
			t.Errorf("git -C %s: %s %q (%q)", v, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ExecSSHOption: ssh's -o takes any client setting, and
// ProxyCommand (LocalCommand, KnownHostsCommand, Match exec) is a command
// ssh runs locally through the shell, before it connects and with no
// network: `ssh -o {option} host` ran it. scp and sftp take -o too, and
// -S names the program they run. A {param} in a setting's name is refused
// at load unless listed; a fixed name ("ConnectTimeout={secs}") loads.
func TestAttack21ExecSSHOption(t *testing.T) {
	needProgram(t, "ssh")
	sb, _ := newSandbox(t)
	opts := Options{Sandbox: sb}
	attack := mustJSON(map[string]string{"v": "ProxyCommand=sh -c 'echo PWNED-BY-SSH >&2'"})
	for _, cmd := range [][]string{
		{"ssh", "-o", "{v}", "-o", "BatchMode=yes", "backup.invalid", "true"},
		{"ssh", "-o{v}", "backup.invalid", "true"},
		{"ssh", "-vo", "{v}", "backup.invalid", "true"},
		{"timeout", "60", "scp", "-o", "{v}", "backup.invalid:x", "."},
		{"scp", "-S", "{v}", "backup.invalid:x", "."},
	} {
		refusedAtLoad(t, opts, Spec{Name: "ssh", Type: "exec", Dir: worldDir(t), Command: cmd, Parameters: stringParams}, attack, "PWNED-BY-SSH")
	}
	for _, cmd := range [][]string{
		{"ssh", "-o", "ConnectTimeout={v}", "backup.invalid", "true"},
		{"ssh", "-o", "{listed}", "backup.invalid", "true"},
		{"ssh", "-p", "{v}", "backup.invalid", "true"},
	} {
		if _, err := loadSpec(t, opts, Spec{Name: "ssh", Type: "exec", Dir: worldDir(t), Command: cmd, Parameters: stringParams}); err != nil {
			t.Errorf("%q: %v", cmd, err)
		}
	}
}

// TestAttack21ExecNodeLoadOption: node's --import and --loader take a
// module specifier, and a "data:" URL is one: `node --import {hook}
// app.js` ran "data:text/javascript,…" as the model's JavaScript; -r and
// --require load any file node can read as CommonJS, --env-file reads
// NODE_OPTIONS from one. The value must be a file in the tool's dir
// written as a path ("./hook.mjs": a bare name is a package node looks up
// in node_modules up and out of the directory).
func TestAttack21ExecNodeLoadOption(t *testing.T) {
	needProgram(t, "node")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	for name, text := range map[string]string{
		"app.js":    "console.log('app')\n",
		"hook.mjs":  "console.log('hook')\n",
		"hook.js":   "console.log('hook')\n",
		"notes.txt": "x\n",
	} {
		if err := os.WriteFile(filepath.Join(tool, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "import", Type: "exec", Dir: tool, Command: []string{"node", "--import", "{v}", "app.js"}, Parameters: stringParams},
		Spec{Name: "importeq", Type: "exec", Dir: tool, Command: []string{"node", "--import={v}", "app.js"}, Parameters: stringParams},
		Spec{Name: "loader", Type: "exec", Dir: tool, Command: []string{"node", "--no-warnings", "--experimental-loader={v}", "app.js"}, Parameters: stringParams},
		Spec{Name: "require", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "node", "-r", "{v}", "app.js"}, Parameters: stringParams},
	)
	code := "data:text/javascript,console.log('PWNED'+'-BY-IMPORT')"
	for _, tt := range []struct{ tool, v string }{
		{"import", code},
		{"importeq", code},
		{"loader", code},
		{"import", "hook.mjs"},
		{"import", "/etc/passwd"},
		{"require", "/etc/passwd"},
		{"require", "./missing.js"},
		{"require", "./notes.txt/../../x.js"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-IMPORT") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	for _, tt := range []struct{ tool, v string }{
		{"import", "./hook.mjs"},
		{"importeq", "./hook.mjs"},
		{"require", "./hook.js"},
		{"require", tool + "/hook.js"},
	} {
		if res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v})); res.Outcome != OutcomeOK || res.Output != "hook\napp\n" {
			t.Errorf("%s %q: %s %q (%q)", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ExecPythonWarningCategory: python's -W takes
// action:message:category:module:lineno, and a category "a.b.Name"
// imports a.b: `python3 -W {filter} report.py` imported any module the
// model named, and some run on import ("this" prints, "unittest.__main__"
// runs the tests the script's operands name, "venv.__main__" writes a
// virtual environment). A category from a value must be a built-in one
// (no "."); "ignore", "error::DeprecationWarning" still run.
func TestAttack21ExecPythonWarningCategory(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "report.py"), []byte("print('report')\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "W", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-W", "{v}", "report.py"}, Parameters: stringParams},
		Spec{Name: "Wattached", Type: "exec", Dir: tool, Command: []string{"python3.11", "-W{v}", "report.py"}, Parameters: stringParams},
		Spec{Name: "Wcategory", Type: "exec", Dir: tool, Command: []string{"/usr/bin/env", "python3", "-B", "-Wignore::{v}", "report.py"}, Parameters: stringParams},
	)
	for _, tt := range []struct{ tool, v string }{
		{"W", "ignore::this.X"},
		{"W", "ignore::unittest.__main__.X"},
		{"W", " ignore : : this.X"},
		{"Wattached", "ignore::this.X"},
		{"Wcategory", "this.X"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output, "Zen of Python") || strings.Contains(res.Output, "Ran 0 tests") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	for _, tt := range []struct{ tool, v string }{
		{"W", "ignore"},
		{"W", "error::DeprecationWarning"},
		{"W", "ignore:some message.:UserWarning:mod.name"},
		{"Wattached", "default"},
		{"Wcategory", "ResourceWarning"},
	} {
		if res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v})); res.Outcome != OutcomeOK || res.Output != "report\n" {
			t.Errorf("%s %q: %s %q (%q)", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ExecCodeFileOption: make -f, awk -f, sed -f, gdb -x and jq
// -f read their program from the file the value names, and any file the
// sandbox lets the tool read was their code: a make, awk, sed or gdb
// script under a `read:` path (data the operator lets the tool read)
// ran. The value must be a file in the tool's dir; the operator's own
// scripts there still run.
func TestAttack21ExecCodeFileOption(t *testing.T) {
	needProgram(t, "make", "awk", "sed", "gdb", "jq")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	data := worldDir(t)
	for dir, files := range map[string]map[string]string{
		tool: {
			"build.mk":    "all:\n\t@echo built\n",
			"count.awk":   "{ n++ } END { print n }\n",
			"first.sed":   "1p\n",
			"cmds.gdb":    "echo gdb\\n\n",
			"filter.jq":   ".a\n",
			"notes.txt":   "one\n",
			"data.json":   "{\"a\": 1}\n",
			"sub/keep.mk": "all:\n\t@echo sub\n",
		},
		data: {
			"evil.mk":  "all:\n\t@echo PWNED-BY-FILE\n",
			"evil.awk": "BEGIN { system(\"echo PWNED-BY-FILE\") }\n",
			"evil.sed": "1e echo PWNED-BY-FILE\n",
			"evil.gdb": "shell echo PWNED-BY-FILE\n",
			"evil.jq":  "\"PWNED-BY-FILE\"\n",
		},
	} {
		for name, text := range files {
			if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("make", "make", "-s", "-f", "{v}"),
		spec("makeattached", "make", "--file={v}"),
		spec("makefile", "timeout", "60", "make", "-sf{v}"),
		spec("awk", "awk", "-f", "{v}", "notes.txt"),
		spec("sed", "sed", "-nf", "{v}", "notes.txt"),
		spec("gdb", "gdb", "-nx", "-batch", "-x", "{v}"),
		spec("jq", "jq", "-f", "{v}", "data.json"),
		spec("jqlong", "jq", "--from-file", "{v}", "data.json"),
		spec("awkvar", "awk", "-vfile={v}", "BEGIN { print file }"),
	)
	for _, tt := range []struct{ tool, v string }{
		{"make", filepath.Join(data, "evil.mk")},
		{"makeattached", filepath.Join(data, "evil.mk")},
		{"makefile", filepath.Join(data, "evil.mk")},
		{"make", "sub/../" + strings.Repeat("../", 8) + strings.TrimPrefix(data, "/") + "/evil.mk"},
		{"make", "missing.mk"},
		{"awk", filepath.Join(data, "evil.awk")},
		{"sed", filepath.Join(data, "evil.sed")},
		{"gdb", filepath.Join(data, "evil.gdb")},
		{"jq", filepath.Join(data, "evil.jq")},
		{"jqlong", filepath.Join(data, "evil.jq")},
		{"jq", "/proc/self/cmdline"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-FILE") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	for _, tt := range []struct{ tool, v, want string }{
		{"make", "build.mk", "built\n"},
		{"makeattached", "./build.mk", "built\n"},
		{"makefile", "sub/keep.mk", "sub\n"},
		{"awk", "count.awk", "1\n"},
		{"sed", "first.sed", "one\n"},
		{"gdb", "cmds.gdb", "gdb\n"},
		{"jq", "filter.jq", "1\n"},
		{"jqlong", tool + "/filter.jq", "1\n"},
		// awk -v's value is a variable, not a file
		{"awkvar", "/etc/anything", "/etc/anything\n"},
	} {
		if res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v})); res.Outcome != OutcomeOK || res.Output != tt.want {
			t.Errorf("%s %q: %s %q (%q)", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ExecCommandOption: options whose value is a command line
// the program runs: tar --to-command and --checkpoint-action=exec=, zip
// -TT, gdb -ex, rsync -e, wget -e (a wgetrc command). `tar -xf a.tar
// --to-command={cmd}` ran the model's command for each member. A {param}
// in such a value is refused at load unless its parameter lists its
// values.
func TestAttack21ExecCommandOption(t *testing.T) {
	needProgram(t, "tar", "zip", "gdb")
	sb, _ := newSandbox(t)
	tool := tarWorld(t)
	opts := Options{Sandbox: sb}
	for _, tt := range []struct {
		cmd  []string
		args string
	}{
		{[]string{"tar", "-xf", "a.tar", "--to-command={v}"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"tar", "-xf", "a.tar", "--to-command", "{v}"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"tar", "-tf", "a.tar", "--checkpoint=1", "--checkpoint-action=exec={v}"}, `{"v": "echo PWNED-BY-COMMAND"}`},
		{[]string{"tar", "-I", "{v}", "-tf", "a.tar"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND >&2; cat'"}`},
		{[]string{"gdb", "-nx", "-batch", "-ex", "{v}"}, `{"v": "shell echo PWNED-BY-COMMAND"}`},
		{[]string{"gdb", "-nx", "-batch", "--eval-command={v}"}, `{"v": "shell echo PWNED-BY-COMMAND"}`},
		{[]string{"zip", "-q", "-T", "-TT", "{v}", "/tmp/none.zip", "notes.txt"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"rsync", "-e", "{v}", "host.invalid:x", "."}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"wget", "-q", "-e", "{v}", "http://127.0.0.1:9/"}, `{"v": "output_document=/tmp/x"}`},
	} {
		refusedAtLoad(t, opts, Spec{Name: "cmd", Type: "exec", Dir: tool, Command: tt.cmd, Parameters: stringParams}, tt.args, "PWNED-BY-COMMAND")
	}
	// the twins: a value that is a member name or a file, not a command
	r := newTestRegistry(t, opts,
		Spec{Name: "tar", Type: "exec", Dir: tool, Command: []string{"tar", "-tf", "a.tar", "--", "{v}"}, Parameters: stringParams},
		Spec{Name: "gdb", Type: "exec", Dir: tool, Command: []string{"gdb", "-nx", "-batch", "-ex", "echo fixed\\n", "--args", "/bin/true", "{v}"}, Parameters: stringParams},
	)
	if res := run(t, r, "tar", `{"v": "notes.txt"}`); res.Outcome != OutcomeOK || res.Output != "notes.txt\n" {
		t.Errorf("tar -tf a.tar notes.txt: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "gdb", `{"v": "x"}`); res.Outcome != OutcomeOK || res.Output != "fixed\n" {
		t.Errorf("gdb -ex fixed: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack21ExecFindExpression: a {param} that fills find's expression
// can not add -exec, -fprintf or -delete: a value starting with "-" is
// refused (round 8's rule), and find's operators ("!", "(") add no
// action. Held here, with the twin that -name's value still runs.
func TestAttack21ExecFindExpression(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "find", Type: "exec", Dir: tool, Command: []string{"find", ".", "-name", "{v}"}, Parameters: stringParams},
		Spec{Name: "findexpr", Type: "exec", Dir: tool, Command: []string{"find", "{v}", "-type", "f"}, Parameters: stringParams},
	)
	for _, tt := range []struct{ tool, v string }{
		{"findexpr", "-exec"},
		{"findexpr", "-fprintf"},
		{"findexpr", "-delete"},
	} {
		if res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v})); res.Outcome != OutcomeDenied {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
	if res := run(t, r, "find", `{"v": "*.txt"}`); res.Outcome != OutcomeOK || res.Output != "./notes.txt\n" {
		t.Errorf("find -name *.txt: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack21ShellCodeOptions: the shell tool's twin: a mapping entry
// listing ssh's -o, scp's -S, make's -f or --makefile, jq's -f or
// --from-file, gdb's -x or -ex, zip's -TT, rsync's -e or --rsh, wget's
// -e or node's --experimental-loader or --env-file (a value the model
// fills) loaded, and `ssh -o "ProxyCommand=…" host` ran the command. Such
// an entry is refused at load; -p, -n and the other options still load.
func TestAttack21ShellCodeOptions(t *testing.T) {
	sb, _ := newSandbox(t)
	opts := Options{Sandbox: sb}
	for _, e := range []AllowEntry{
		{Command: "ssh", Options: []string{"-o=text"}, Args: []string{"text"}},
		{Command: "ssh", Options: []string{"-F=text"}, Args: []string{"text"}},
		{Command: "scp", Options: []string{"-S=text"}, Args: []string{"text"}},
		{Command: "make", Options: []string{"-f=text"}, Args: []string{"text"}},
		{Command: "make", Options: []string{"--makefile=text"}},
		{Command: "jq", Options: []string{"-f=text"}, Args: []string{"paths"}},
		{Command: "jq", Options: []string{"--from-file=text"}, Args: []string{"paths"}},
		{Command: "gdb", Options: []string{"-x=text", "-batch"}},
		{Command: "gdb", Options: []string{"-ex=text", "-batch"}},
		{Command: "gdb", Options: []string{"--eval-command=text", "-batch"}},
		{Command: "zip", Options: []string{"-TT=text", "-T"}, Args: []string{"paths"}},
		{Command: "rsync", Options: []string{"-e=text"}, Args: []string{"paths"}},
		{Command: "rsync", Options: []string{"--rsh=text"}, Args: []string{"paths"}},
		{Command: "wget", Options: []string{"-e=text"}, Args: []string{"text"}},
		{Command: "node", Options: []string{"--experimental-loader=text"}, Args: []string{"paths"}},
		{Command: "node", Options: []string{"--env-file=text"}, Args: []string{"paths"}},
	} {
		r, err := loadSpec(t, opts, Spec{Name: "shell", Type: "shell", Dir: worldDir(t), Allow: []AllowEntry{e}})
		if err != nil {
			continue
		}
		msg := "loaded"
		if e.Command == "ssh" && e.Options[0] == "-o=text" {
			res := run(t, r, "shell", shellArgs(`ssh -o "ProxyCommand=sh -c 'echo PWNED-BY-SSH >&2'" backup.invalid`))
			msg += "; ssh -o ProxyCommand=…: " + string(res.Outcome) + " " + shorten(res.Output+res.Detail, 200)
		}
		t.Errorf("%s %q: %s", e.Command, e.Options, msg)
	}
	for _, e := range []AllowEntry{
		{Command: "ssh", Options: []string{"-p=number", "-q"}, Args: []string{"text"}},
		{Command: "make", Options: []string{"-n", "-j=number"}},
		{Command: "jq", Options: []string{"-r", "--arg=text"}, Args: []string{"text", "paths"}},
	} {
		if _, err := loadSpec(t, opts, Spec{Name: "shell", Type: "shell", Dir: worldDir(t), Allow: []AllowEntry{e}}); err != nil {
			t.Errorf("%s %q: %v", e.Command, e.Options, err)
		}
	}
}

// TestAttack21ExecHTTPieArguments: httpie (http, https) and xh resolve a
// URL's dot segments before they send, as curl does: `http GET
// https://api/users/{id}` reached /admin with "../admin", and an operand
// without a scheme ("api.example.com/users/{id}") is a URL too. Past the
// URL every operand is a request item whose separator says what it is,
// and "=@", ":=@" and "@" read a file: `http POST https://api/notes
// text={msg}` sent the file "@/path/secret" names to the operator's API
// (and the answer back to the model), a whole item "{item}" the same.
// httpie and xh are now URL programs as curl and wget (round 20's
// checks), and a value may not make an item's separator one that reads
// a file; "text=hello", "email=bob@example.com" still go.
func TestAttack21ExecHTTPieArguments(t *testing.T) {
	needProgram(t, "http")
	sb, _ := newSandbox(t)
	srv, paths := pathRecorder(t)
	bodies := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		fmt.Fprintf(w, "body %s\n", b)
	}))
	t.Cleanup(bodies.Close)
	data := worldDir(t)
	secret := filepath.Join(data, "secret.txt")
	if err := os.WriteFile(secret, []byte("PWNED-SECRET-LINE"), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: worldDir(t), Read: []string{data}, Network: true, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("get", "http", "--ignore-stdin", "-b", "GET", srv.URL+"/users/{v}"),
		spec("bare", "timeout", "60", "http", "--ignore-stdin", "-b", strings.TrimPrefix(srv.URL, "http://")+"/users/{v}"),
		spec("field", "http", "--ignore-stdin", "-b", "POST", bodies.URL+"/notes", "text={v}"),
		spec("item", "http", "--ignore-stdin", "-b", "POST", bodies.URL+"/notes", "{v}"),
	)
	for _, tt := range []struct{ tool, v string }{
		{"get", "../admin"},
		{"get", "x/../../admin"},
		{"bare", "../admin"},
	} {
		paths.reset()
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if got := paths.get(); res.Outcome != OutcomeDenied || len(got) > 0 {
			t.Errorf("%s %q: %s %q (%q), server saw %q; want denied", tt.tool, tt.v, res.Outcome, res.Output, res.Detail, got)
		}
	}
	for _, tt := range []struct{ tool, v string }{
		{"field", "@" + secret},
		{"item", "a=@" + secret},
		{"item", "a:=@" + secret},
		{"item", "a@" + secret},
		{"item", `a\\b=@` + secret},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output, "PWNED-SECRET-LINE") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
	for _, tt := range []struct{ tool, v, want string }{
		{"get", "42", "path /users/42\n"},
		{"bare", "42", "path /users/42\n"},
		{"field", "hello world", `body {"text": "hello world"}` + "\n"},
		{"field", "bob@example.com", `body {"text": "bob@example.com"}` + "\n"},
		{"item", "email=bob@example.com", `body {"email": "bob@example.com"}` + "\n"},
		{"item", `a\@b=c`, `body {"a@b": "c"}` + "\n"},
	} {
		if res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v})); res.Outcome != OutcomeOK || res.Output != tt.want {
			t.Errorf("%s %q: %s %q (%q)", tt.tool, tt.v, res.Outcome, res.Output, res.Detail)
		}
	}
	// a {param} in a bare operand's host is refused at load, as for curl
	if _, err := loadSpec(t, Options{Sandbox: sb}, spec("host", "http", "--ignore-stdin", "{v}.example.com/users")); err == nil {
		t.Errorf("http {v}.example.com/users loaded")
	}
}

// TestAttack21ExecEnvironmentFromValue: an environment variable that
// loads code (PYTHONSTARTUP, PYTHONWARNINGS, NODE_OPTIONS, PERL5OPT,
// RUBYOPT) cannot come from the model: Spec.Env is the operator's, and
// env's NAME={value} before the program is refused at load (round 12's
// wrapper rule: no {param} before the program). Held here.
func TestAttack21ExecEnvironmentFromValue(t *testing.T) {
	sb, _ := newSandbox(t)
	for _, cmd := range [][]string{
		{"env", "PYTHONWARNINGS={v}", "/usr/bin/python3", "report.py"},
		{"/usr/bin/env", "NODE_OPTIONS=--import={v}", "node", "app.js"},
		{"timeout", "60", "env", "PERL5OPT={v}", "perl", "report.pl"},
	} {
		if _, err := loadSpec(t, Options{Sandbox: sb}, Spec{Name: "e", Type: "exec", Dir: worldDir(t), Command: cmd, Parameters: stringParams}); err == nil {
			t.Errorf("%q loaded: the model sets an environment variable that loads code", cmd)
		}
	}
}
