package toolrun

import (
	"context"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAttack19ExecMakeAssignedValueReachesRecipeShell: round 18 refused
// "$" in a value filling the operator's own assignment to make (`make
// CFLAGS={flags}`), but make hands the value to /bin/sh wherever a recipe
// uses it: "O2; cmd", "`cmd`", "O2 | cmd" and a newline ran the
// attacker's command, and a value of several words ("-wrapper …") is
// options to the compiler the recipe runs. A value filling an assignment
// to make must be one plain word (letters, digits, "._,:/+%=", and "-" or
// "@" not first) unless its parameter lists its values.
func TestAttack19ExecMakeAssignedValueReachesRecipeShell(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "Makefile"), []byte("all:\n\t@echo built with $(CFLAGS)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"flags":  map[string]any{"type": "string"},
		"listed": map[string]any{"type": "string", "enum": []any{"-O2 -Wall"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "build", Type: "exec", Dir: tool, Command: []string{"make", "-s", "CFLAGS={flags}"}, Parameters: params},
		Spec{Name: "listed", Type: "exec", Dir: tool, Command: []string{"make", "-s", "CFLAGS={listed}"}, Parameters: params},
		Spec{Name: "tbuild", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "make", "-s", "CFLAGS=-O1 {flags}"}, Parameters: params},
	)
	for _, v := range []string{"O2", "x86-64", "a,b:c/d+e%f=g", "v@1"} {
		if res := run(t, r, "build", `{"flags": `+strconvQuote(v)+`}`); res.Outcome != OutcomeOK || res.Output != "built with "+v+"\n" {
			t.Errorf("plain value %q: %s %q (%q)", v, res.Outcome, res.Output, res.Detail)
		}
	}
	if res := run(t, r, "listed", `{"listed": "-O2 -Wall"}`); res.Outcome != OutcomeOK || res.Output != "built with -O2 -Wall\n" {
		t.Errorf("listed value: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tool := range []string{"build", "tbuild"} {
		for _, v := range []string{
			"O2; echo PWNED-BY-RECIPE",
			"`echo PWNED-BY-RECIPE`",
			"O2 | sed s/^/PWNED-BY-RECIPE/",
			"O2\necho PWNED-BY-RECIPE",
			"O2 && echo PWNED-BY-RECIPE",
			"-wrapper /bin/echo,PWNED-BY-RECIPE",
			"@notes.txt",
		} {
			res := run(t, r, tool, `{"flags": `+strconvQuote(v)+`}`)
			if strings.Contains(res.Output+res.Detail, "PWNED-BY-RECIPE") || res.Outcome != OutcomeDenied {
				t.Errorf("%s %q: got %s %q (%q), want denied", tool, v, res.Outcome, res.Output, res.Detail)
			}
		}
	}
}

// TestAttack19ShellTextResponseFile: round 18 refused "@" at the start of
// a shell entry's paths operand; a text operand or a text option value
// still took "@notes.txt", and gcc, clang, binutils, javac and rustc read
// the file's text as options (round 18 left this open): an operator's
// entry for gcc with a text operand, or with "-x=text", ran gcc's
// -wrapper program. A config entry's text word may not start with "@"
// (attach an option's value, "-x@…", when it must); the built-in
// policies' programs (grep, echo, date, git …) read no response file and
// keep it (grep -rn @Override).
func TestAttack19ShellTextResponseFile(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	for name, text := range map[string]string{
		"notes.txt": "-wrapper /bin/echo,PWNED-BY-WRAPPER main.c\n",
		"lang.txt":  "c -wrapper /bin/echo,PWNED-BY-WRAPPER\n",
		"main.c":    "int main(void) { return 0; } // @Override\n",
	} {
		if err := os.WriteFile(filepath.Join(tool, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool,
		Allow: []AllowEntry{
			{Command: "gcc", Options: []string{"-fsyntax-only", "-x=text"}, Args: []string{"text"}},
			{Command: "grep", Plain: true},
		}})
	if res := run(t, r, "shell", shellArgs("gcc -fsyntax-only main.c")); res.Outcome != OutcomeOK {
		t.Fatalf("plain file: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, cmd := range []string{
		"gcc -fsyntax-only @notes.txt",
		"gcc -fsyntax-only -x @lang.txt main.c",
	} {
		res := run(t, r, "shell", shellArgs(cmd))
		if strings.Contains(res.Output+res.Detail, "PWNED-BY-WRAPPER") || res.Outcome != OutcomeDenied {
			t.Errorf("%s: got %s %q (%q), want denied", cmd, res.Outcome, res.Output, res.Detail)
		}
	}
	if res := run(t, r, "shell", shellArgs("grep -c @Override main.c")); res.Outcome != OutcomeOK || res.Output != "1\n" {
		t.Errorf("grep @Override: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack19MakeEvalIsCode: make's -E/--eval evaluates its value as a
// makefile statement, "$(shell …)" included, but make was in neither
// code table: an exec template `make -s -E '$(info {msg})'` (no "=", so
// not an assignment) ran the model's "$(shell …)", and a shell entry for
// make could hand the model --eval=text. Config now refuses both, as it
// does sh -c and python -c.
func TestAttack19MakeEvalIsCode(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(filepath.Join(dir, "Makefile"), []byte("all:\n\t@echo built\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Text the attacker put in front of the model: committed to the repo.
	if err := os.WriteFile(filepath.Join(dir, "notes.mk"), []byte("$(info PWNED-BY-EVAL $(shell id -un))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{"msg": map[string]any{"type": "string"}}}
	load := func(spec Spec) (*Registry, error) {
		ctx, cancel := context.WithTimeout(context.Background(), generous)
		defer cancel()
		return New(ctx, []Spec{spec}, Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
	}
	for _, command := range [][]string{
		{"make", "-s", "-E", "$(info {msg})"},
		{"make", "-s", "--eval", "$(info {msg})"},
		{"make", "-s", "--eval=$(info {msg})"},
		{"timeout", "60", "make", "-sE", "$(info {msg})"},
	} {
		r, err := load(Spec{Name: "m", Type: "exec", Dir: dir, Command: command, Parameters: params})
		if err != nil {
			if !strings.Contains(err.Error(), "code") {
				t.Errorf("%q refused for another reason: %v", command, err)
			}
			continue
		}
		res := run(t, r, "m", `{"msg": "$(shell echo PWNED-BY-EVAL)"}`)
		r.Close()
		t.Errorf("config accepted %q: %s %q (%q)", command, res.Outcome, res.Output, res.Detail)
	}
	for _, opt := range []string{"--eval=text", "-E=text"} {
		r, err := load(Spec{Name: "shell", Type: "shell", Dir: dir, Allow: []AllowEntry{{Command: "make", Options: []string{"-s", opt}}}})
		if err != nil {
			if !strings.Contains(err.Error(), "never allowed") {
				t.Errorf("%s refused for another reason: %v", opt, err)
			}
			continue
		}
		res := run(t, r, "shell", shellArgs("make -s "+strings.TrimSuffix(opt, "=text")+" 'include notes.mk'"))
		r.Close()
		t.Errorf("config accepted make %s: %s %q (%q)", opt, res.Outcome, res.Output, res.Detail)
	}
	// make with a whole-argument value and a fixed statement still loads
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "m", Type: "exec", Dir: dir, Command: []string{"make", "-s", "{msg}"}, Parameters: params})
	if res := run(t, r, "m", `{"msg": "all"}`); res.Outcome != OutcomeOK || res.Output != "built\n" {
		t.Errorf("make all: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack19ExecInterpreterScriptOperand: the exec twin of round 12's
// shell fix. `sh {script} {arg}` reads as "run one of dir's scripts", but
// the value was any readable file: "/proc/self/cmdline" made the call's
// own words the script (dash skips their NUL bytes) and the second value
// ran as code ("x;id"). An interpreter's script operand filled by a value
// must resolve inside the tool's dir, as a shell entry's paths operand
// does (no "..", no absolute path outside, no symlink out); a script in
// dir still runs, and a listed value is the operator's.
func TestAttack19ExecInterpreterScriptOperand(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.MkdirAll(filepath.Join(tool, "scripts"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tool, "scripts", "hello.sh"), []byte("echo hello \"$1\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/proc/self/cmdline", filepath.Join(tool, "scripts", "link.sh")); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"script": map[string]any{"type": "string"},
		"name":   map[string]any{"type": "string"},
		"arg":    map[string]any{"type": "string"},
		"listed": map[string]any{"type": "string", "enum": []any{"/proc/self/cmdline"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "sh", Type: "exec", Dir: tool, Command: []string{"sh", "{script}", "{arg}"}, Parameters: params},
		Spec{Name: "she", Type: "exec", Dir: tool, Command: []string{"sh", "-e", "--", "{script}", "{arg}"}, Parameters: params},
		Spec{Name: "py", Type: "exec", Dir: tool, Command: []string{"python3", "-W", "ignore", "{script}", "{arg}"}, Parameters: params},
		Spec{Name: "bo", Type: "exec", Dir: tool, Command: []string{"bash", "-o", "pipefail", "{script}", "{arg}"}, Parameters: params},
		// a long option holding an "o" is no "-o value" (the review's bypass)
		Spec{Name: "bnorc", Type: "exec", Dir: tool, Command: []string{"bash", "--norc", "{script}", "{arg}"}, Parameters: params},
		Spec{Name: "tsh", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "dash", "{script}", "{arg}"}, Parameters: params},
		Spec{Name: "named", Type: "exec", Dir: tool, Command: []string{"sh", "scripts/{name}.sh", "{arg}"}, Parameters: params},
		Spec{Name: "listed", Type: "exec", Dir: tool, Command: []string{"sh", "{listed}", "{arg}"}, Parameters: params},
		Spec{Name: "stdin", Type: "exec", Dir: tool, Command: []string{"sh", "-s", "{script}"}, Parameters: params},
		Spec{Name: "fixed", Type: "exec", Dir: tool, Command: []string{"sh", "-c", `echo "$1"`, "sh", "{script}"}, Parameters: params},
	)
	for _, tt := range []struct{ tool, args string }{
		{"sh", `{"script": "scripts/hello.sh", "arg": "w"}`},
		{"she", `{"script": "./scripts/hello.sh", "arg": "w"}`},
		{"tsh", `{"script": "scripts/hello.sh", "arg": "w"}`},
		{"bo", `{"script": "scripts/hello.sh", "arg": "w"}`},
		{"bnorc", `{"script": "scripts/hello.sh", "arg": "w"}`},
		{"named", `{"name": "hello", "arg": "w"}`},
	} {
		if res := run(t, r, tt.tool, tt.args); res.Outcome != OutcomeOK || res.Output != "hello w\n" {
			t.Errorf("%s %s: %s %q (%q)", tt.tool, tt.args, res.Outcome, res.Output, res.Detail)
		}
	}
	inject := "x;echo PWNED-BY-SCRIPT;\necho PWNED-BY-SCRIPT\n#"
	for _, tt := range []struct{ tool, script string }{
		{"sh", "/proc/self/cmdline"},
		{"she", "/proc/self/cmdline"},
		{"tsh", "/proc/self/cmdline"},
		{"bo", "/proc/self/cmdline"},
		{"bnorc", "/proc/self/cmdline"},
		{"py", "/proc/self/cmdline"},
		{"sh", "scripts/link.sh"},
		{"sh", "scripts/../../../../../../proc/self/cmdline"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"script": tt.script, "arg": inject}))
		if strings.Contains(res.Output+res.Detail, "PWNED-BY-SCRIPT") || res.Outcome != OutcomeDenied {
			t.Errorf("%s %q: got %s %q (%q), want denied", tt.tool, tt.script, res.Outcome, res.Output, res.Detail)
		}
	}
	res := run(t, r, "named", mustJSON(map[string]string{"name": "../../../../../../../proc/self/cmdline", "arg": inject}))
	if strings.Contains(res.Output+res.Detail, "PWNED-BY-SCRIPT") || res.Outcome != OutcomeDenied {
		t.Errorf("named ../: got %s %q (%q), want denied", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "stdin", `{"script": "/abs"}`); res.Outcome != OutcomeOK {
		t.Errorf("sh -s with a value as $1: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "fixed", `{"script": "/proc/self/cmdline"}`); res.Outcome != OutcomeOK || res.Output != "/proc/self/cmdline\n" {
		t.Errorf("sh -c with a value as $1: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "listed", `{"listed": "/proc/self/cmdline", "arg": "x"}`); res.Outcome == OutcomeDenied {
		t.Errorf("a listed script was refused: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack19ExecTarRemoteArchive: GNU tar (and cpio, mt) read an
// archive name "host:file" (a ":" with no "/" before it) as a remote
// archive and run a remote shell (rsh, often ssh) to reach host: with
// `tar -tf {archive}` the model chose a host to connect to (a tool with
// network: true) and the program that connected; rsync and scp read
// "host:path" the same way. A value filling an argument of such a program
// may not hold ":" before any "/" (write ./a:b); a listed value is the
// operator's.
func TestAttack19ExecTarRemoteArchive(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	cmd := exec.Command("tar", "-cf", filepath.Join(tool, "a:b.tar"), "-C", tool, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tar: %v %s", err, out)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"archive": map[string]any{"type": "string"},
		"listed":  map[string]any{"type": "string", "enum": []any{"localhost:x.tar"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "list", Type: "exec", Dir: tool, Command: []string{"tar", "-tf", "{archive}"}, Parameters: params},
		Spec{Name: "tlist", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "tar", "--list", "--file", "{archive}"}, Parameters: params},
		Spec{Name: "alist", Type: "exec", Dir: tool, Command: []string{"tar", "-t", "--file={archive}"}, Parameters: params},
		Spec{Name: "scp", Type: "exec", Dir: tool, Command: []string{"scp", "{archive}", "out"}, Parameters: params},
		Spec{Name: "echo", Type: "exec", Dir: tool, Command: []string{"echo", "{archive}"}, Parameters: params},
	)
	if res := run(t, r, "list", `{"archive": "./a:b.tar"}`); res.Outcome != OutcomeOK || !strings.Contains(res.Output, "./") {
		t.Errorf("./a:b.tar: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tool := range []string{"list", "tlist", "alist", "scp"} {
		for _, v := range []string{"localhost:x.tar", "nobody@localhost:x.tar", "a:b.tar"} {
			res := run(t, r, tool, `{"archive": `+strconvQuote(v)+`}`)
			if res.Outcome != OutcomeDenied {
				t.Errorf("%s %q: got %s %q (%q), want denied", tool, v, res.Outcome, res.Output, res.Detail)
			}
		}
	}
	if res := run(t, r, "echo", `{"archive": "localhost:x"}`); res.Outcome != OutcomeOK {
		t.Errorf("echo host:x: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack19ShellRemotePathOperand: the shell tool's twin: a paths
// operand "localhost:x" is a path inside dir (one that need not exist),
// and an operator's entry for scp or rsync with paths operands ran ssh to
// the host the model named.
func TestAttack19ShellRemotePathOperand(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "a:b"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool,
		Allow: []AllowEntry{{Command: "scp", Args: []string{"paths"}}, {Command: "cat", Plain: true}}})
	for _, cmd := range []string{"scp localhost:x out", "scp nobody@localhost:x out"} {
		if res := run(t, r, "shell", shellArgs(cmd)); res.Outcome != OutcomeDenied {
			t.Errorf("%s: got %s %q (%q), want denied", cmd, res.Outcome, res.Output, res.Detail)
		}
	}
	if res := run(t, r, "shell", shellArgs("cat a:b")); res.Outcome != OutcomeOK || res.Output != "x\n" {
		t.Errorf("cat a:b: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack19ExecPlusOption: the exec twin of tail's obsolete "+1f"
// (round 1 closed it for the shell tool's paths): `tail {file}` or
// `tail {file} log.txt` with "+1f" followed the file until the call's
// timeout, holding a tool slot; vi, vim, ex, less and more read "+cmd" as
// commands to run. A value starting an argument of such a program with
// "+" is refused unless its parameter lists its values; date's "+FORMAT"
// from a value still runs.
func TestAttack19ExecPlusOption(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "log.txt"), []byte("line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"file":   map[string]any{"type": "string"},
		"listed": map[string]any{"type": "string", "enum": []any{"+1"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "tail", Type: "exec", Dir: tool, Command: []string{"tail", "{file}"}, Parameters: params, Timeout: 3 * time.Second},
		Spec{Name: "tail2", Type: "exec", Dir: tool, Command: []string{"tail", "{file}", "log.txt"}, Parameters: params, Timeout: 3 * time.Second},
		Spec{Name: "listed", Type: "exec", Dir: tool, Command: []string{"tail", "{listed}", "log.txt"}, Parameters: params, Timeout: 3 * time.Second},
		Spec{Name: "date", Type: "exec", Dir: tool, Command: []string{"date", "-u", "-d", "@0", "{file}"}, Parameters: params},
	)
	if res := run(t, r, "tail", `{"file": "log.txt"}`); res.Outcome != OutcomeOK || res.Output != "line\n" {
		t.Errorf("tail log.txt: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tool := range []string{"tail", "tail2"} {
		start := time.Now()
		res := run(t, r, tool, `{"file": "+1f"}`)
		if res.Outcome != OutcomeDenied {
			t.Errorf("%s +1f: got %s %q (%q) after %v, want denied", tool, res.Outcome, res.Output, res.Detail, time.Since(start).Round(time.Millisecond))
		}
	}
	if res := run(t, r, "listed", `{"listed": "+1"}`); res.Outcome != OutcomeOK || res.Output != "line\n" {
		t.Errorf("listed +1: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "date", `{"file": "+%Y"}`); res.Outcome != OutcomeOK || res.Output != "1970\n" {
		t.Errorf("date +%%Y: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}
