package toolrun

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAttack18ExecResponseFile: a value that starts an argument with "@"
// names a response file to gcc, clang, binutils (nm, objdump, strings,
// readelf, ld, ...), javac, rustc and curl's -d: the program reads its
// options from the file. Any readable file whose text the attacker wrote
// (a page committed to the repository the tool's dir holds, a file another
// tool wrote) then injects options the dash rule refuses as values:
// `gcc -fsyntax-only {file}` with "@notes.txt" ran a program of the
// attacker's choosing through gcc's -wrapper. A leading "@" from a value
// is refused like a leading "-", unless the parameter lists its values.
func TestAttack18ExecResponseFile(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	// Text the attacker put in front of the model: committed to the repo.
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("-wrapper /bin/echo,PWNED-BY-WRAPPER main.c\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tool, "main.c"), []byte("int main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"file": map[string]any{"type": "string"},
		"at":   map[string]any{"type": "string", "enum": []any{"@notes.txt"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "check", Type: "exec", Dir: tool, Command: []string{"gcc", "-fsyntax-only", "{file}"}, Parameters: params},
		Spec{Name: "show", Type: "exec", Dir: tool, Command: []string{"echo", "{file}"}, Parameters: params},
		Spec{Name: "listed", Type: "exec", Dir: tool, Command: []string{"echo", "{at}"}, Parameters: params},
		Spec{Name: "inner", Type: "exec", Dir: tool, Command: []string{"echo", "x{file}"}, Parameters: params},
	)
	if res := run(t, r, "check", `{"file": "main.c"}`); res.Outcome != OutcomeOK {
		t.Fatalf("plain file: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	res := run(t, r, "check", `{"file": "@notes.txt"}`)
	if strings.Contains(res.Output+res.Detail, "PWNED-BY-WRAPPER") {
		t.Fatalf("a response file named by the model ran gcc's -wrapper: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res.Outcome != OutcomeDenied {
		t.Fatalf("response file: got %s %q (%q), want denied", res.Outcome, res.Output, res.Detail)
	}
	for _, tt := range []struct {
		tool, args string
		want       Outcome
		output     string
	}{
		{"show", `{"file": "@notes.txt"}`, OutcomeDenied, ""},
		{"listed", `{"at": "@notes.txt"}`, OutcomeOK, "@notes.txt\n"},
		{"inner", `{"file": "@notes.txt"}`, OutcomeOK, "x@notes.txt\n"},
		{"show", `{"file": "a@b"}`, OutcomeOK, "a@b\n"},
	} {
		if res := run(t, r, tt.tool, tt.args); res.Outcome != tt.want || res.Output != tt.output {
			t.Errorf("%s %s: got %s %q (%q), want %s %q", tt.tool, tt.args, res.Outcome, res.Output, res.Detail, tt.want, tt.output)
		}
	}
}

// TestAttack18ShellResponseFileOperand: the shell tool's twin. A paths
// operand "@notes.txt" is a path inside dir (one that need not exist), so
// an operator's entry for gcc, nm, objdump or strings with a paths
// operand let the model hand it a response file of options.
func TestAttack18ShellResponseFileOperand(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("-wrapper /bin/echo,PWNED-BY-WRAPPER main.c\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tool, "main.c"), []byte("int main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool,
		Allow: []AllowEntry{{Command: "gcc", Options: []string{"-fsyntax-only"}, Args: []string{"paths"}}}})
	if res := run(t, r, "shell", shellArgs("gcc -fsyntax-only main.c")); res.Outcome != OutcomeOK {
		t.Fatalf("plain file: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	res := run(t, r, "shell", shellArgs("gcc -fsyntax-only @notes.txt"))
	if strings.Contains(res.Output+res.Detail, "PWNED-BY-WRAPPER") {
		t.Fatalf("a response file named by the model ran gcc's -wrapper: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res.Outcome != OutcomeDenied {
		t.Fatalf("response file: got %s %q (%q), want denied", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "shell", shellArgs("gcc -fsyntax-only ./main.c")); res.Outcome != OutcomeOK {
		t.Fatalf("./ path: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack18ExecMakeAssignment: `make {target}` hands the model a
// target, but make reads an operand NAME=value as a variable assignment:
// "MAKEFLAGS=--eval=$(shell …)", "MAKEFILES=notes.mk" or any "x=$(shell …)"
// ran the attacker's commands (the dash rule does not apply: no "-").
// A value holding "=" in an operand of make is refused, behind a wrapper
// (timeout 60 make {target}) too.
func TestAttack18ExecMakeAssignment(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "Makefile"), []byte("all:\n\t@echo built\ntest:\n\t@echo tested\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"target": map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "make", Type: "exec", Dir: tool, Command: []string{"make", "-s", "{target}"}, Parameters: params},
		Spec{Name: "tmake", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "make", "{target}"}, Parameters: params},
		Spec{Name: "echo", Type: "exec", Dir: tool, Command: []string{"echo", "{target}"}, Parameters: params},
	)
	if res := run(t, r, "make", `{"target": "test"}`); res.Outcome != OutcomeOK || res.Output != "tested\n" {
		t.Fatalf("plain target: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tool := range []string{"make", "tmake"} {
		for _, v := range []string{
			`MAKEFLAGS=--eval=$(info PWNED-BY-MAKE $(shell id -un))`,
			`x=$(info PWNED-BY-MAKE $(shell id -un))`,
		} {
			args := `{"target": ` + strconvQuote(v) + `}`
			res := run(t, r, tool, args)
			if strings.Contains(res.Output+res.Detail, "PWNED-BY-MAKE") || res.Outcome != OutcomeDenied {
				t.Errorf("%s %s: got %s %q (%q), want denied", tool, v, res.Outcome, res.Output, res.Detail)
			}
		}
	}
	if res := run(t, r, "echo", `{"target": "a=b"}`); res.Outcome != OutcomeOK || res.Output != "a=b\n" {
		t.Errorf("echo a=b: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestAttack18ShellMakeAssignment: the shell tool's twin. An operator's
// entry for make with a paths operand (its targets) accepted
// "MAKEFILES=notes.mk", a path inside dir, and make read the attacker's
// file as a makefile; "x=…" overrides any variable a recipe runs.
func TestAttack18ShellMakeAssignment(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "Makefile"), []byte("all:\n\t@echo built\ntest:\n\t@echo tested\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Text the attacker put in front of the model: committed to the repo.
	if err := os.WriteFile(filepath.Join(tool, "notes.mk"), []byte("$(info PWNED-BY-MAKE $(shell id -un))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool,
		Allow: []AllowEntry{{Command: "make", Options: []string{"-s"}, Args: []string{"paths"}}}})
	if res := run(t, r, "shell", shellArgs("make -s test")); res.Outcome != OutcomeOK || res.Output != "tested\n" {
		t.Fatalf("plain target: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, cmd := range []string{"make -s MAKEFILES=notes.mk", "make -s MAKEFLAGS=--file=notes.mk test"} {
		res := run(t, r, "shell", shellArgs(cmd))
		if strings.Contains(res.Output, "PWNED-BY-MAKE") || res.Outcome != OutcomeDenied {
			t.Errorf("%s: got %s %q (%q), want denied", cmd, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack18ExecMakeAssignedValue: an operator's own assignment with
// the value in it (`make CFLAGS={flags}`) holds no "=" from the model, but
// make expands the assigned value where the makefile uses it:
// "$(shell …)" ran the attacker's command. A value filling an assignment
// to make may not hold "$"; a plain value still runs.
func TestAttack18ExecMakeAssignedValue(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "Makefile"), []byte("all:\n\t@echo built with $(CFLAGS)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"flags": map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "build", Type: "exec", Dir: tool, Command: []string{"make", "-s", "CFLAGS={flags}"}, Parameters: params},
		Spec{Name: "echo", Type: "exec", Dir: tool, Command: []string{"echo", "CFLAGS={flags}"}, Parameters: params},
	)
	if res := run(t, r, "build", `{"flags": "O2"}`); res.Outcome != OutcomeOK || res.Output != "built with O2\n" {
		t.Fatalf("plain value: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, v := range []string{`$(info PWNED-BY-MAKE)`, `O2 $(shell echo PWNED-BY-MAKE)`, `${shell echo PWNED-BY-MAKE}`} {
		res := run(t, r, "build", `{"flags": `+strconvQuote(v)+`}`)
		if strings.Contains(res.Output+res.Detail, "PWNED-BY-MAKE") || res.Outcome != OutcomeDenied {
			t.Errorf("build %s: got %s %q (%q), want denied", v, res.Outcome, res.Output, res.Detail)
		}
	}
	if res := run(t, r, "echo", `{"flags": "$HOME"}`); res.Outcome != OutcomeOK || res.Output != "CFLAGS=$HOME\n" {
		t.Errorf("echo $HOME: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}
