package toolrun

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"testing"
)

// TestAttack22ReviewPHPSettingLineBreak (high): php -d writes its
// setting into an ini text, "name=value\n", and parses it: a line break
// in the value starts a setting of the model's. `php -d memory_limit={v}
// app.php` (the setting whose value round 22 keeps the model's) with
// "64M\nauto_prepend_file=/proc/self/cmdline\n;<?php …" ran the code after
// it (the process's own command line is readable in the sandbox, and PHP
// echoes what precedes "<?php"); allow_url_include and a data: URL do it
// without a file. A line break in a setting's value from a {param} is
// refused (git -c and ssh -o read one line too); memory_limit=64M runs.
func TestAttack22ReviewPHPSettingLineBreak(t *testing.T) {
	needProgram(t, "php")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	writeTree(t, tool, map[string]string{"app.php": "<?php echo \"app\\n\";"})
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "php", Type: "exec", Dir: tool, Command: []string{"php", "-d", "memory_limit={v}", "app.php"}, Parameters: stringParams},
		Spec{Name: "report", Type: "exec", Dir: tool, Command: []string{"php", "-d", "error_reporting={v}", "app.php"}, Parameters: stringParams},
	)
	code := base64.StdEncoding.EncodeToString([]byte("<?php echo \"PWNED-BY-INI\\n\";"))
	expectDenied(t, r, [][2]string{
		{"php", "64M\nauto_prepend_file=/proc/self/cmdline\n;<?php echo \"PWNED-BY-INI\\n\"; __halt_compiler();"},
		{"php", "-1\"\nauto_prepend_file=\"/proc/self/cmdline\n;<?php echo \"PWNED-BY-INI\\n\"; __halt_compiler();"},
		{"php", "64M\rallow_url_include=1\rauto_prepend_file=\"data://text/plain;base64," + code + "\""},
		{"report", "E_ALL\nallow_url_include=1\nauto_prepend_file=\"data://text/plain;base64," + code + "\""},
	}, "PWNED-BY-INI")
	expectRuns(t, r, [][3]string{{"php", "64M", "app\n"}, {"php", "256M", "app\n"}, {"report", "E_ALL & ~E_NOTICE", "app\n"}})
}

// TestAttack22ReviewPerlLaterModule (high): the module check read only
// perl's first -M, -m or -d: option, and stopped there when the operator
// fixed it: `perl -Mstrict -M{mod} app.pl` (or -d:{mod}) with
// "POSIX;print(…)" ran the code. Every module option a {param} fills is
// checked.
func TestAttack22ReviewPerlLaterModule(t *testing.T) {
	needProgram(t, "perl")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	writeTree(t, tool, map[string]string{"app.pl": "print \"app\\n\";\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("M", "perl", "-Mstrict", "-M{v}", "app.pl"),
		spec("m", "perl", "-w", "-mstrict", "-M{v}", "app.pl"),
		spec("d", "perl", "-Mstrict", "-d:{v}", "app.pl"),
		spec("two", "perl", "-M{v}", "-M{arg}", "app.pl"),
	)
	expectDenied(t, r, [][2]string{
		{"M", "POSIX;print(q(PWNED-BY-PERL))"},
		{"m", "POSIX;print(q(PWNED-BY-PERL))"},
		{"d", "Peek;print(q(PWNED-BY-PERL))"},
	}, "PWNED-BY-PERL")
	if res := run(t, r, "two", mustJSON(map[string]string{"v": "strict", "arg": "POSIX;print(q(PWNED-BY-PERL))"})); res.Outcome != OutcomeDenied {
		t.Errorf("perl -M{v} -M{arg}: %s %q (%q); want denied", res.Outcome, res.Output, res.Detail)
	}
	expectRuns(t, r, [][3]string{{"M", "POSIX", "app\n"}, {"m", "warnings", "app\n"}})
}

// TestAttack22ReviewDenoTestRunsFile (medium): deno test and deno bench
// run the files their operands name, as deno run runs its script, but
// the script check knew only run and serve: `deno test {file}` ran a
// file of a read: path. Their operand must be a path in the tool's dir
// too. (Unconfined: deno's V8 stops with a trap under the sandbox's
// default address space limit; the refusal comes before the process.)
func TestAttack22ReviewDenoTestRunsFile(t *testing.T) {
	needProgram(t, "deno")
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app_test.ts": "console.log(\"app\")\n"})
	writeTree(t, data, map[string]string{"evil_test.ts": "console.log(\"PWNED-BY-DENO\")\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{},
		spec("test", "deno", "test", "--quiet", "{v}"),
		spec("bench", "deno", "bench", "--quiet", "{v}"),
	)
	expectDenied(t, r, [][2]string{
		{"test", filepath.Join(data, "evil_test.ts")},
		{"bench", filepath.Join(data, "evil_test.ts")},
		{"test", "data:text/javascript,console.log(\"PWNED-BY-DENO\")"},
	}, "PWNED-BY-DENO")
	if res := run(t, r, "test", `{"v": "app_test.ts"}`); res.Outcome != OutcomeOK {
		t.Errorf("deno test app_test.ts: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack22ReviewNPMPrefix (medium): npm's --prefix (-C) names the
// package whose package.json scripts npm run runs: `npm run build
// --prefix {dir}` ran the "build" of a package under a read: path. Its
// value must be a directory in the tool's dir.
func TestAttack22ReviewNPMPrefix(t *testing.T) {
	needProgram(t, "npm")
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{
		"package.json":     `{"name":"t","scripts":{"build":"echo build-ok"}}`,
		"sub/package.json": `{"name":"s","scripts":{"build":"echo sub-ok"}}`,
	})
	writeTree(t, data, map[string]string{"package.json": `{"name":"e","scripts":{"build":"echo PWNED-BY-NPM"}}`})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	// unconfined: npm wants a writable cache and HOME; the refusal comes
	// before the process
	r := newTestRegistry(t, Options{},
		spec("prefix", "npm", "run", "--silent", "build", "--prefix", "{v}"),
		spec("prefixeq", "npm", "run", "--silent", "build", "--prefix={v}"),
		spec("C", "npm", "-C", "{v}", "run", "--silent", "build"),
	)
	expectDenied(t, r, [][2]string{{"prefix", data}, {"prefixeq", data}, {"C", data}}, "PWNED-BY-NPM")
	expectRuns(t, r, [][3]string{{"prefix", "sub", "sub-ok\n"}, {"C", ".", "build-ok\n"}})
}

// TestAttack22ReviewSettingNameSpaced (low): php and ssh skip the blanks
// before a setting's name (" auto_prepend_file=…" is auto_prepend_file),
// but the load check cut the name at the first blank and read "": an
// operator's `php -d " auto_prepend_file={v}"` loaded and ran the
// model's file. The name is read past its leading blanks.
func TestAttack22ReviewSettingNameSpaced(t *testing.T) {
	needProgram(t, "php", "ssh")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.php": "<?php echo \"app\\n\";"})
	writeTree(t, data, map[string]string{"evil.php": "<?php echo \"PWNED-BY-SPACE\\n\";"})
	opts := Options{Sandbox: sb}
	for _, cmd := range [][]string{
		{"php", "-d", " auto_prepend_file={v}", "app.php"},
		{"php", "-d\tauto_prepend_file={v}", "app.php"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams},
			mustJSON(map[string]string{"v": filepath.Join(data, "evil.php")}), "PWNED-BY-SPACE")
	}
	refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: tool, Command: []string{"ssh", "-o", " ProxyCommand={v}", "backup.invalid"}, Parameters: stringParams},
		mustJSON(map[string]string{"v": "sh -c 'echo PWNED-BY-SPACE >&2'"}), "PWNED-BY-SPACE")
}

// TestAttack22ReviewWrapperValueNamesProgram (low): the option checks
// read the program a wrapper runs as the first word naming a program of
// their tables, a wrapper's own value or operand included: in `flock
// locks/git php -d auto_prepend_file={v} app.php` the lock file "git"
// was taken for git, php's -d was never read, and the model's file ran.
// A wrapper's option values and operands are not its program.
func TestAttack22ReviewWrapperValueNamesProgram(t *testing.T) {
	needProgram(t, "php", "flock")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.php": "<?php echo \"app\\n\";", "locks/git": ""})
	writeTree(t, data, map[string]string{"evil.php": "<?php echo \"PWNED-BY-WRAPPER\\n\";"})
	opts := Options{Sandbox: sb}
	for _, cmd := range [][]string{
		{"flock", "locks/git", "php", "-d", "auto_prepend_file={v}", "app.php"},
		{"env", "-u", "git", "php", "-d", "auto_prepend_file={v}", "app.php"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "w", Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams},
			mustJSON(map[string]string{"v": filepath.Join(data, "evil.php")}), "PWNED-BY-WRAPPER")
	}
}

// TestAttack22ReviewScriptArgumentsRun (false refusals): ruby's, perl's
// and php's options end at the script, deno's at the script past its
// subcommand; what follows is the script's own arguments. The option
// checks read on past the script, so `php app.php -d {v}` was refused at
// load and `ruby app.rb -C {v}` refused "out" as no directory of dir.
func TestAttack22ReviewScriptArgumentsRun(t *testing.T) {
	needProgram(t, "ruby", "perl", "php")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	writeTree(t, tool, map[string]string{
		"app.rb":  "puts ARGV.join(\" \")\n",
		"app.pl":  "print join(\" \", @ARGV), \"\\n\";\n",
		"app.php": "<?php echo implode(\" \", array_slice($argv, 1)), \"\\n\";",
	})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("ruby", "ruby", "./app.rb", "-C", "{v}"),
		spec("rubyr", "ruby", "-W0", "app.rb", "-r", "{v}"),
		spec("perl", "perl", "app.pl", "-I", "{v}"),
		spec("php", "php", "app.php", "-d", "{v}"),
		spec("phpc", "php", "app.php", "-c", "{v}"),
	)
	expectRuns(t, r, [][3]string{
		{"ruby", "out", "-C out\n"},
		{"rubyr", "json", "-r json\n"},
		{"perl", "lib", "-I lib\n"},
		{"php", "date=2024-01-01", "-d date=2024-01-01\n"},
		{"phpc", "config.ini", "-c config.ini\n"},
	})
	if _, err := os.Stat(filepath.Join(tool, "out")); err == nil {
		t.Fatal("out exists")
	}
}

// TestAttack22ReviewScriptAfterValueCluster (high): an option word whose
// attached value holds one of the interpreter's code letters was read as
// that code option ("-dmemory_limit=256M" as php -r, "-Ilocal/lib/perl5"
// as perl -e, "-Wignore::DeprecationWarning" as python -c), so the
// script operand after it was taken for code's arguments and never
// checked: `php -dmemory_limit=256M {script}` ran a file of a read: path.
// A letter that takes the rest of the word as its value ends the
// cluster; the same word with a {param} in its value now loads
// (`php -dmemory_limit={v} app.php` was refused as php -r code).
func TestAttack22ReviewScriptAfterValueCluster(t *testing.T) {
	needProgram(t, "php", "perl", "ruby", "python3")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.php": "<?php echo \"app\\n\";", "app.pl": "print \"app\\n\";\n", "app.rb": "puts \"app\"\n",
		"app.py": "print('app')\n", "local/lib/perl5/.keep": ""})
	writeTree(t, data, map[string]string{"evil.php": "<?php echo \"PWNED-BY-CLUSTER\\n\";", "evil.pl": "print \"PWNED-BY-CLUSTER\\n\";\n",
		"evil.rb": "puts \"PWNED-BY-CLUSTER\"\n", "evil.py": "print('PWNED-BY-CLUSTER')\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("php", "php", "-dmemory_limit=256M", "{v}"),
		spec("perl", "perl", "-Ilocal/lib/perl5", "{v}"),
		spec("ruby", "ruby", "-W:no-deprecated", "{v}"),
		spec("python", "python3", "-Wignore::DeprecationWarning", "{v}"),
		spec("phpd", "php", "-dmemory_limit={v}", "app.php"),
	)
	expectDenied(t, r, [][2]string{
		{"php", filepath.Join(data, "evil.php")},
		{"perl", filepath.Join(data, "evil.pl")},
		{"ruby", filepath.Join(data, "evil.rb")},
		{"python", filepath.Join(data, "evil.py")},
	}, "PWNED-BY-CLUSTER")
	// php -B runs its code before the first input line, with none at all
	refusedAtLoad(t, Options{Sandbox: sb}, spec("B", "php", "-B", "echo \"{v}\";", "-R", ""), `{"v": "\";echo \"PWNED-BY-CLUSTER"}`, "PWNED-BY-CLUSTER")
	expectRuns(t, r, [][3]string{{"php", "app.php", "app\n"}, {"perl", "app.pl", "app\n"}, {"ruby", "app.rb", "app\n"},
		{"python", "app.py", "app\n"}, {"phpd", "128M", "app\n"}})
}

// TestAttack22ReviewPackageRunnerProgram (medium): npx, npm exec and npm
// x run the command their first operand names, a program on PATH
// included ("npx id" ran /usr/bin/id, no package needed): `npx {tool}
// --version` let the model choose the program, which command[0] never
// may. A {param} in that operand, or in the package it comes from (-p,
// --package), is refused at load unless listed; a fixed tool with a
// {param} argument loads.
func TestAttack22ReviewPackageRunnerProgram(t *testing.T) {
	needProgram(t, "npx", "npm")
	tool := worldDir(t)
	attack := mustJSON(map[string]string{"v": "id"})
	for _, cmd := range [][]string{
		{"npx", "{v}", "--version"},
		{"npx", "--offline", "{v}"},
		{"npm", "exec", "--", "{v}"},
		{"npm", "x", "{v}"},
		{"npm", "exec", "--offline", "{v}", "--", "x"},
		{"npx", "--package={v}", "cowsay", "x"},
		{"npx", "-p", "{v}", "cowsay", "x"},
		{"timeout", "60", "npx", "{v}"},
	} {
		refusedAtLoad(t, Options{}, Spec{Name: "npx", Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}, attack, "uid=")
	}
	r := newTestRegistry(t, Options{},
		Spec{Name: "id", Type: "exec", Dir: tool, Command: []string{"npx", "--offline", "{v}"}, Parameters: map[string]any{"type": "object",
			"properties": map[string]any{"v": map[string]any{"type": "string", "enum": []any{"id"}}}}},
		Spec{Name: "echo", Type: "exec", Dir: tool, Command: []string{"npx", "--offline", "echo", "{v}"}, Parameters: stringParams},
	)
	expectRuns(t, r, [][3]string{{"echo", "hello", "hello\n"}})
	if res := run(t, r, "id", `{"v": "id"}`); res.Outcome != OutcomeOK {
		t.Errorf("npx id (listed): %s %q", res.Outcome, res.Detail)
	}
}

// TestAttack22ReviewSettingCodeKeys (low): settings whose value is a
// command that codeSettings did not list: git's
// gpg.ssh.defaultKeyCommand (run to find the signing key: `git -c
// gpg.ssh.defaultKeyCommand={v} commit -S` ran it), interactive.diffFilter,
// imap.tunnel, sendemail's *Cmd, and php's output_handler (a function
// called with the script's output: output_handler=system ran it).
func TestAttack22ReviewSettingCodeKeys(t *testing.T) {
	needProgram(t, "git", "php")
	repo := indexedRepo(t)
	writeTree(t, repo, map[string]string{"app.php": "<?php echo \"echo PWNED-BY-KEY\\n\";"})
	opts := Options{}
	cmdAttack := mustJSON(map[string]string{"v": "sh -c 'echo PWNED-BY-KEY >&2; exit 1'"})
	for _, cmd := range [][]string{
		{"git", "-c", "user.name=a", "-c", "user.email=a@b", "-c", "gpg.format=ssh", "-c", "gpg.ssh.defaultKeyCommand={v}", "commit", "--allow-empty", "-S", "-m", "x"},
		{"git", "-c", "interactive.diffFilter={v}", "add", "-p"},
		{"git", "-c", "imap.tunnel={v}", "imap-send"},
		{"git", "-c", "sendemail.toCmd={v}", "send-email", "HEAD^"},
		{"git", "-c", "sendemail.sendmailCmd={v}", "send-email", "HEAD^"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: repo, Writable: true, Command: cmd, Parameters: stringParams}, cmdAttack, "PWNED-BY-KEY")
	}
	refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: repo, Command: []string{"php", "-d", "output_handler={v}", "app.php"}, Parameters: stringParams},
		`{"v": "system"}`, "PWNED-BY-KEY")
}

// TestAttack22ReviewPipPython (medium): pip's --python (22.3+) runs pip
// again under the interpreter it names, any program: `pip --python {v}
// list` ran an executable file of a read: path (and optparse reads a
// prefix, "--pyth="). A {param} there is refused at load unless listed.
func TestAttack22ReviewPipPython(t *testing.T) {
	needProgram(t, "pip")
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, data, map[string]string{"evil.sh": "#!/bin/sh\necho PWNED-BY-PIP\n"})
	if err := os.Chmod(filepath.Join(data, "evil.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	attack := mustJSON(map[string]string{"v": filepath.Join(data, "evil.sh")})
	for _, cmd := range [][]string{
		{"pip", "--python", "{v}", "list"},
		{"pip", "--pyth={v}", "list"},
		{"pip", "list", "--python={v}"},
	} {
		refusedAtLoad(t, Options{}, Spec{Name: "pip", Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}, attack, "PWNED-BY-PIP")
	}
	e := AllowEntry{Command: "pip list", Options: []string{"--python=text"}}
	if _, err := loadSpec(t, Options{}, Spec{Name: "shell", Type: "shell", Dir: tool, Allow: []AllowEntry{e}}); err == nil {
		t.Errorf("shell entry pip list --python=text loaded")
	}
}

// TestAttack22ReviewRubyXChdir (low): ruby's -x takes a directory
// attached ("-xdir") and changes into it before it reads the script, as
// -C does: `ruby -x{dir} app.rb` ran the app.rb of a read: path. Its
// attached value must be a directory in the tool's dir; -x alone takes
// no value, so the script after it is the script.
func TestAttack22ReviewRubyXChdir(t *testing.T) {
	needProgram(t, "ruby")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.rb": "#!ruby\nputs \"app #{ARGV.join}\"\n"})
	writeTree(t, data, map[string]string{"app.rb": "#!ruby\nputs \"PWNED-BY-RUBYX\"\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("x", "ruby", "-x{v}", "app.rb"),
		spec("plain", "ruby", "-x", "app.rb", "{v}"),
	)
	expectDenied(t, r, [][2]string{{"x", data}}, "PWNED-BY-RUBYX")
	expectRuns(t, r, [][3]string{{"x", ".", "app \n"}, {"plain", "hello", "app hello\n"}})
}
