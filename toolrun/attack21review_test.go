package toolrun

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAttack21ReviewLongOptionAbbreviation: GNU tar, gdb, wget, make,
// sed and gawk read a unique prefix of a long option as the option
// (getopt_long; gdb's getopt_long_only also with one dash): `tar -xf
// a.tar --to-com={cmd}` ran the model's command as --to-command did, and
// `make --makef={file}` read any file as the makefile.
func TestAttack21ReviewLongOptionAbbreviation(t *testing.T) {
	needProgram(t, "tar", "gdb")
	sb, _ := newSandbox(t)
	tool := tarWorld(t)
	opts := Options{Sandbox: sb}
	for _, tt := range []struct {
		cmd  []string
		args string
	}{
		{[]string{"tar", "-xf", "a.tar", "--to-com={v}"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"tar", "-xf", "a.tar", "--to-com", "{v}"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND'"}`},
		{[]string{"tar", "--use-compress={v}", "-tf", "a.tar"}, `{"v": "sh -c 'echo PWNED-BY-COMMAND >&2; cat'"}`},
		{[]string{"gdb", "-nx", "-batch", "--eval={v}"}, `{"v": "shell echo PWNED-BY-COMMAND"}`},
		{[]string{"gdb", "-nx", "-batch", "-eval", "{v}"}, `{"v": "shell echo PWNED-BY-COMMAND"}`},
		{[]string{"wget", "-q", "--exec={v}", "http://127.0.0.1:9/"}, `{"v": "output_document=/tmp/x"}`},
	} {
		refusedAtLoad(t, opts, Spec{Name: "cmd", Type: "exec", Dir: tool, Command: tt.cmd, Parameters: stringParams}, tt.args, "PWNED-BY-COMMAND")
	}
	data := worldDir(t)
	if err := os.WriteFile(filepath.Join(data, "evil.mk"), []byte("all:\n\t@echo PWNED-BY-FILE\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tool, "build.mk"), []byte("all:\n\t@echo built\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, opts,
		Spec{Name: "makef", Type: "exec", Dir: tool, Read: []string{data}, Command: []string{"make", "-s", "--makef={v}"}, Parameters: stringParams},
		Spec{Name: "fil", Type: "exec", Dir: tool, Read: []string{data}, Command: []string{"make", "-s", "--fil", "{v}"}, Parameters: stringParams},
	)
	for _, name := range []string{"makef", "fil"} {
		res := run(t, r, name, mustJSON(map[string]string{"v": filepath.Join(data, "evil.mk")}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-FILE") {
			t.Errorf("%s evil.mk: %s %q (%q); want denied", name, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
		if res := run(t, r, name, `{"v": "build.mk"}`); res.Outcome != OutcomeOK || res.Output != "built\n" {
			t.Errorf("%s build.mk: %s %q (%q)", name, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ReviewOptionTables: the scanner's tables must read a
// command line as the program does. sed's -s takes no value, so `sed
// -sf {script}` is -s and -f; make's -l (and -j) take a value only
// attached or when the next word starts with a digit, so `make -l -f
// {file}` is -f's; node reads `--title x` as one option and its value, so
// a later --import is still an option, and its --env-file-if-exists (a
// NODE_OPTIONS line) and --test-reporter (a module) load code as
// --env-file and --import do.
func TestAttack21ReviewOptionTables(t *testing.T) {
	needProgram(t, "make", "sed", "node")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	data := worldDir(t)
	for dir, files := range map[string]map[string]string{
		tool: {"notes.txt": "one\n", "app.js": "console.log('app')\n", "build.mk": "all:\n\t@echo built\n",
			"t.js": "require('node:test')('t', () => {})\n"},
		data: {
			"evil.mk":  "all:\n\t@echo PWNED-BY-FILE\n",
			"evil.sed": "1e echo PWNED-BY-FILE\n",
			"evil.mjs": "console.log('PWNED-BY-FILE')\n",
			"evil.env": "NODE_OPTIONS=--import=" + filepath.Join(data, "evil.mjs") + "\n",
			"rep.mjs":  "export default async function* (s) { yield 'PWNED-BY-FILE\\n' }\n",
		},
	} {
		for name, text := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("sed", "sed", "-sf", "{v}", "notes.txt"),
		spec("make", "make", "-s", "-l", "-f", "{v}"),
		spec("node", "node", "--title", "app", "--import", "{v}", "app.js"),
		spec("envfile", "node", "--env-file-if-exists={v}", "app.js"),
		spec("reporter", "node", "--test", "--test-reporter={v}", "t.js"),
	)
	for _, tt := range []struct{ tool, file string }{
		{"sed", "evil.sed"}, {"make", "evil.mk"}, {"node", "evil.mjs"}, {"envfile", "evil.env"}, {"reporter", "rep.mjs"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": filepath.Join(data, tt.file)}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-FILE") {
			t.Errorf("%s %s: %s %q (%q); want denied", tt.tool, tt.file, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	if res := run(t, r, "make", `{"v": "build.mk"}`); res.Outcome != OutcomeOK || res.Output != "built\n" {
		t.Errorf("make -l -f build.mk: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack21ReviewGawkExec: gawk's -E and --exec read the program from
// a file as -f does (and end the options): `gawk -E {file} notes.txt`
// ran any awk file the sandbox reads, system() too.
func TestAttack21ReviewGawkExec(t *testing.T) {
	needProgram(t, "gawk")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	data := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("one\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tool, "count.awk"), []byte("END { print NR }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, "evil.awk"), []byte("BEGIN { system(\"echo PWNED-BY-FILE\") }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("E", "gawk", "-E", "{v}", "notes.txt"),
		spec("exec", "gawk", "--exec", "{v}", "notes.txt"),
	)
	for _, name := range []string{"E", "exec"} {
		res := run(t, r, name, mustJSON(map[string]string{"v": filepath.Join(data, "evil.awk")}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-FILE") {
			t.Errorf("%s evil.awk: %s %q (%q); want denied", name, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
		if res := run(t, r, name, `{"v": "count.awk"}`); res.Outcome != OutcomeOK || res.Output != "1\n" {
			t.Errorf("%s count.awk: %s %q (%q)", name, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack21ReviewShellCodeOptions: a shell entry may not list for the
// model what TestAttack21ShellCodeOptions refuses under another name:
// gdb reads one dash as two and a prefix as the option ("-eval" is
// -eval-command, "-init-e" -init-eval-command), and node's
// --env-file-if-exists and --test-reporter load code as --env-file and
// --import do; gdb's --data-directory holds the Python it imports, and
// wget's --use-askpass is a program it runs (TestAttack21ReviewProgramDirs).
func TestAttack21ReviewShellCodeOptions(t *testing.T) {
	sb, _ := newSandbox(t)
	opts := Options{Sandbox: sb}
	for _, e := range []AllowEntry{
		{Command: "gdb", Options: []string{"-eval=text", "-batch"}},
		{Command: "gdb", Options: []string{"-init-e=text", "-batch"}},
		{Command: "gdb", Options: []string{"-comm=text", "-batch"}},
		{Command: "gdb", Options: []string{"--data-directory=text", "-batch"}},
		{Command: "gdb", Options: []string{"-data-dir=text", "-batch"}},
		{Command: "wget", Options: []string{"--use-askpass=text"}, Args: []string{"text"}},
		{Command: "node", Options: []string{"--env-file-if-exists=text"}, Args: []string{"paths"}},
		{Command: "node", Options: []string{"--test-reporter=text"}, Args: []string{"paths"}},
	} {
		if _, err := loadSpec(t, opts, Spec{Name: "shell", Type: "shell", Dir: worldDir(t), Allow: []AllowEntry{e}}); err == nil {
			t.Errorf("%s %q: loaded", e.Command, e.Options)
		}
	}
	// gdb's own short options still load
	if _, err := loadSpec(t, opts, Spec{Name: "shell", Type: "shell", Dir: worldDir(t),
		Allow: []AllowEntry{{Command: "gdb", Options: []string{"-batch", "-nx", "-q"}}}}); err != nil {
		t.Errorf("gdb -batch -nx -q: %v", err)
	}
}

// TestAttack21ReviewProgramDirs: gdb's --data-directory (-D) is where it
// imports its own Python package from (python/gdb/__init__.py), -nx or
// not, and wget's --use-askpass the program it runs for a password: `gdb
// -nx -batch --data-directory={dir}` ran any Python the sandbox reads, and
// `wget --use-askpass={prog}` any executable.
func TestAttack21ReviewProgramDirs(t *testing.T) {
	needProgram(t, "gdb", "wget")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	data := worldDir(t)
	for name, text := range map[string]string{
		filepath.Join(data, "python", "gdb", "__init__.py"): "print('PWNED-BY-FILE')\n",
		filepath.Join(data, "ask.sh"):                       "#!/bin/sh\necho PWNED-BY-FILE >&2\necho user\n",
		filepath.Join(tool, "own", "python", "gdb", "x"):    "",
	} {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("gdb", "gdb", "-nx", "-batch", "--data-directory={v}"),
		spec("gdbD", "gdb", "-nx", "-batch", "-D", "{v}"),
		spec("wget", "wget", "-q", "--tries=1", "--timeout=2", "--user=u", "--use-askpass={v}", "http://127.0.0.1:9/"),
	)
	for _, tt := range []struct{ tool, v string }{
		{"gdb", data}, {"gdbD", data}, {"wget", filepath.Join(data, "ask.sh")},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"v": tt.v}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output+res.Detail, "PWNED-BY-FILE") {
			t.Errorf("%s %q: %s %q (%q); want denied", tt.tool, tt.v, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	if res := run(t, r, "gdb", `{"v": "own"}`); res.Outcome == OutcomeDenied {
		t.Errorf("gdb --data-directory=own: %s (%q)", res.Outcome, res.Detail)
	}
}
