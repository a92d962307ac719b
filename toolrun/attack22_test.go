package toolrun

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree writes files (name → text) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// expectDenied runs each (tool, value) of r and holds that it is refused
// and that the marker never shows; expectRuns that each runs and prints
// want.
func expectDenied(t *testing.T, r *Registry, cases [][2]string, marker string) {
	t.Helper()
	for _, c := range cases {
		res := run(t, r, c[0], mustJSON(map[string]string{"v": c[1]}))
		if res.Outcome != OutcomeDenied || strings.Contains(res.Output, marker) {
			t.Errorf("%s %q: %s %q (%q); want denied", c[0], c[1], res.Outcome, shorten(res.Output, 200), shorten(res.Detail, 200))
		}
	}
}

func expectRuns(t *testing.T, r *Registry, cases [][3]string) {
	t.Helper()
	for _, c := range cases {
		res := run(t, r, c[0], mustJSON(map[string]string{"v": c[1]}))
		if res.Outcome != OutcomeOK || res.Output != c[2] {
			t.Errorf("%s %q: %s %q (%q); want %q", c[0], c[1], res.Outcome, shorten(res.Output, 200), shorten(res.Detail, 200), c[2])
		}
	}
}

// TestAttack22ExecSettingValueIsCode: the operator names the setting, the
// model fills its value, and the setting's value is a command or names
// code: `git -c diff.external={v} diff` ran the model's program, `php -d
// auto_prepend_file={v} app.php` ran any readable PHP file first, ssh's
// ProxyCommand and LocalCommand are commands. Such a value is refused at
// load unless its parameter lists its values; a setting whose value is
// data (color.ui, memory_limit, ConnectTimeout) still loads and runs.
func TestAttack22ExecSettingValueIsCode(t *testing.T) {
	needProgram(t, "git", "ssh", "php")
	sb, _ := newSandbox(t)
	repo := indexedRepo(t)
	if err := os.WriteFile(filepath.Join(repo, "notes.txt"), []byte("y\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	data := worldDir(t)
	writeTree(t, data, map[string]string{"evil.php": "<?php echo \"PWNED-BY-SETTING\\n\";"})
	writeTree(t, repo, map[string]string{"app.php": "<?php echo \"app\\n\";"})
	opts := Options{Sandbox: sb}
	cmdAttack := mustJSON(map[string]string{"v": "sh -c 'echo PWNED-BY-SETTING >&2'"})
	for _, cmd := range [][]string{
		{"git", "-c", "diff.external={v}", "diff"},
		{"git", "-c", "core.fsmonitor={v}", "status"},
		{"git", "-c", "core.sshCommand={v}", "fetch", "origin"},
		{"git", "-c", "alias.x=!{v}", "x"},
		{"git", "-c", "diff.notes.textconv={v}", "diff"},
		{"git", "-c", "include.path={v}", "status"},
		{"git", "--no-pager", "-c", "core.pager={v}", "log"},
		{"ssh", "-o", "ProxyCommand={v}", "backup.invalid"},
		{"ssh", "-o", "LocalCommand {v}", "-o", "PermitLocalCommand=yes", "backup.invalid"},
		{"timeout", "60", "ssh", "-o", "KnownHostsCommand={v}", "backup.invalid"},
		{"sftp", "-o", "ProxyCommand={v}", "backup.invalid"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: repo, Command: cmd, Parameters: stringParams}, cmdAttack, "PWNED-BY-SETTING")
	}
	phpAttack := mustJSON(map[string]string{"v": filepath.Join(data, "evil.php")})
	for _, cmd := range [][]string{
		{"php", "-d", "auto_prepend_file={v}", "app.php"},
		{"php", "-dauto_append_file={v}", "app.php"},
		{"php", "-d", "{v}", "app.php"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "set", Type: "exec", Dir: repo, Read: []string{data}, Command: cmd, Parameters: stringParams}, phpAttack, "PWNED-BY-SETTING")
	}
	if _, err := loadSpec(t, opts, Spec{Name: "ssh", Type: "exec", Dir: repo, Command: []string{"ssh", "-o", "ConnectTimeout={v}", "backup.invalid"}, Parameters: stringParams}); err != nil {
		t.Errorf("ssh -o ConnectTimeout={v}: %v", err)
	}
	r := newTestRegistry(t, opts,
		Spec{Name: "color", Type: "exec", Dir: repo, Command: []string{"git", "-c", "color.ui={v}", "log", "--format=%s"}, Parameters: stringParams},
		Spec{Name: "php", Type: "exec", Dir: repo, Command: []string{"php", "-d", "memory_limit={v}", "app.php"}, Parameters: stringParams},
	)
	expectRuns(t, r, [][3]string{{"color", "never", "first commit\n"}, {"php", "64M", "app\n"}})
}

// TestAttack22ExecRubyLoadOption: ruby -r loads a library, -I puts a
// directory first on the load path and -C changes into a directory
// before the script is read: `ruby -r {lib} app.rb` with a .rb file under
// a read: path ran it, `ruby -I {dir} app.rb` made the script's require
// load the model's helper.rb. A value must be a file (-r, written as a
// path) or a directory (-I, -C) in the tool's dir.
func TestAttack22ExecRubyLoadOption(t *testing.T) {
	needProgram(t, "ruby")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{
		"app.rb":        "puts \"app\"\n",
		"app2.rb":       "require \"helper\"\nputs \"app2\"\n",
		"helper.rb":     "puts \"helper\"\n",
		"lib/helper.rb": "puts \"lib helper\"\n",
	})
	writeTree(t, data, map[string]string{"evil.rb": "puts \"PWNED-BY-RUBY\"\n", "helper.rb": "puts \"PWNED-BY-RUBY\"\n", "app.rb": "puts \"PWNED-BY-RUBY\"\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("r", "ruby", "-r", "{v}", "app.rb"),
		spec("rattached", "ruby", "-W0", "-r{v}", "app.rb"),
		spec("I", "ruby", "-I", "{v}", "app2.rb"),
		spec("C", "ruby", "-C", "{v}", "app.rb"),
		spec("arg", "ruby", "app.rb", "{v}"),
	)
	expectDenied(t, r, [][2]string{
		{"r", filepath.Join(data, "evil.rb")},
		{"rattached", filepath.Join(data, "evil.rb")},
		{"r", "helper.rb"}, // a bare name is looked up on the load path
		{"I", data},
		{"C", data},
	}, "PWNED-BY-RUBY")
	expectRuns(t, r, [][3]string{
		{"r", "./helper.rb", "helper\napp\n"},
		{"I", "lib", "lib helper\napp2\n"},
		{"C", ".", "app\n"},
		{"arg", "hello", "app\n"},
	})
}

// TestAttack22ExecPerlLoadOption: perl -I puts a directory first on
// @INC, so `perl -I {dir} app.pl` made the script's `use Helper` load the
// model's Helper.pm; -d:Name loads Devel::Name as -M does, and `perl
// -d:{mod} app.pl` with "Peek;print …" ran the code after it. -I's value
// must be a directory in the tool's dir, -d:'s a plain module name.
func TestAttack22ExecPerlLoadOption(t *testing.T) {
	needProgram(t, "perl")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{
		"app.pl":        "use Helper;\nprint \"app\\n\";\n",
		"lib/Helper.pm": "package Helper; print \"lib helper\\n\"; 1;\n",
	})
	writeTree(t, data, map[string]string{"Helper.pm": "package Helper; print \"PWNED-BY-PERL\\n\"; 1;\n"})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("I", "perl", "-I", "{v}", "app.pl"),
		spec("Iattached", "perl", "-I{v}", "app.pl"),
		spec("d", "perl", "-Ilib", "-d:{v}", "app.pl"),
	)
	expectDenied(t, r, [][2]string{
		{"I", data},
		{"Iattached", data},
		{"d", "Peek;print(q(PWNED-BY-PERL))"},
		{"d", "Peek=1});print(q(PWNED-BY-PERL));#"},
	}, "PWNED-BY-PERL")
	expectRuns(t, r, [][3]string{{"I", "lib", "lib helper\napp\n"}, {"Iattached", "./lib", "lib helper\napp\n"}})
}

// TestAttack22ExecPHPCodeOption: php's -c names the php.ini (which sets
// auto_prepend_file), -z a Zend extension it loads, -f the script: any
// readable file there was code. From a value each must be a file in the
// tool's dir.
func TestAttack22ExecPHPCodeOption(t *testing.T) {
	needProgram(t, "php")
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.php": "<?php echo \"app\\n\";", "php.ini": "memory_limit=64M\n"})
	writeTree(t, data, map[string]string{
		"evil.php": "<?php echo \"PWNED-BY-PHP\\n\";",
		"evil.ini": "auto_prepend_file=" + filepath.Join(data, "evil.php") + "\n",
	})
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("c", "php", "-c", "{v}", "app.php"),
		spec("f", "php", "-f", "{v}"),
	)
	expectDenied(t, r, [][2]string{
		{"c", filepath.Join(data, "evil.ini")},
		{"f", filepath.Join(data, "evil.php")},
	}, "PWNED-BY-PHP")
	expectRuns(t, r, [][3]string{{"c", "php.ini", "app\n"}, {"f", "app.php", "app\n"}})
}

// TestAttack22ExecDenoModuleURL: deno runs a URL as readily as a file,
// and a data: URL's text is the code: `deno run {script}` with
// "data:text/javascript,…" ran it (the script operand past deno's
// subcommand was not checked at all), and so did `deno run --preload
// {v} app.ts`; --import-map and --config remap what the script imports.
// The script must be a path (no scheme:), and those options' values
// files in the tool's dir written as paths; a shell entry's operand of
// deno may not be a URL either.
func TestAttack22ExecDenoModuleURL(t *testing.T) {
	needProgram(t, "deno") // CI: e2e's npm packages carry it (.ci/run)
	sb, _ := newSandbox(t)
	tool, data := worldDir(t), worldDir(t)
	writeTree(t, tool, map[string]string{"app.ts": "console.log(\"app\")\n", "pre.ts": "console.log(\"pre\")\n"})
	writeTree(t, data, map[string]string{"evil.ts": "console.log(\"PWNED-BY-DENO\")\n"})
	code := "data:text/javascript,console.log(\"PWNED-BY-DENO\")"
	spec := func(name string, cmd ...string) Spec {
		return Spec{Name: name, Type: "exec", Dir: tool, Read: []string{data}, Command: cmd, Parameters: stringParams}
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		spec("run", "deno", "run", "--quiet", "{v}"),
		spec("bare", "deno", "{v}"),
		spec("preload", "deno", "run", "--quiet", "--preload", "{v}", "app.ts"),
		spec("importmap", "deno", "run", "--quiet", "--import-map={v}", "app.ts"),
		spec("config", "deno", "run", "--quiet", "-c", "{v}", "app.ts"),
	)
	expectDenied(t, r, [][2]string{
		{"run", code},
		{"run", filepath.Join(data, "evil.ts")},
		{"bare", code},
		{"preload", code},
		{"preload", filepath.Join(data, "evil.ts")},
		{"importmap", "data:application/json,{}"},
		{"config", "data:application/json,{}"},
	}, "PWNED-BY-DENO")
	// V8 stops with a trap under the sandbox's default limits: the
	// ordinary values are run unconfined, to hold that they still pass
	plain := newTestRegistry(t, Options{},
		spec("run", "deno", "run", "--quiet", "{v}"),
		spec("preload", "deno", "run", "--quiet", "--preload", "{v}", "app.ts"))
	expectRuns(t, plain, [][3]string{{"run", "app.ts", "app\n"}, {"preload", "./pre.ts", "pre\napp\n"}})

	sh := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "shell", Type: "shell", Dir: tool, Allow: []AllowEntry{{Command: "deno run", Args: []string{"paths"}}}})
	if res := run(t, sh, "shell", shellArgs("deno run '"+code+"'")); res.Outcome != OutcomeDenied || strings.Contains(res.Output, "PWNED") {
		t.Errorf("shell deno run data:…: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, e := range []AllowEntry{
		{Command: "deno run", Options: []string{"--preload=text"}, Args: []string{"paths"}},
		{Command: "deno run", Options: []string{"--import-map=text"}, Args: []string{"paths"}},
	} {
		if _, err := loadSpec(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool, Allow: []AllowEntry{e}}); err == nil {
			t.Errorf("%s %q loaded", e.Command, e.Options)
		}
	}
}

// TestAttack22ExecLocalServerProgram: scp's and sftp's -D run a local
// SFTP server program, sftp's a whole command line: `sftp -D {v} host`
// ran "sh -c 'echo …'" before any connection. ssh's -I loads a PKCS#11
// library (dlopen). A {param} in -D is refused at load; -I's value must
// be a file in the tool's dir; a shell entry may list neither.
func TestAttack22ExecLocalServerProgram(t *testing.T) {
	needProgram(t, "ssh", "sftp", "scp")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	opts := Options{Sandbox: sb}
	attack := mustJSON(map[string]string{"v": "sh -c 'echo PWNED-BY-SFTP >&2'"})
	for _, cmd := range [][]string{
		{"sftp", "-D", "{v}", "backup.invalid"},
		{"sftp", "-qD", "{v}", "backup.invalid"},
		{"scp", "-D", "{v}", "backup.invalid:x", "out"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "sftp", Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}, attack, "PWNED-BY-SFTP")
	}
	r := newTestRegistry(t, opts, Spec{Name: "ssh", Type: "exec", Dir: tool, Command: []string{"ssh", "-I", "{v}", "backup.invalid"}, Parameters: stringParams})
	expectDenied(t, r, [][2]string{{"ssh", "/usr/lib/x86_64-linux-gnu/libc.so.6"}}, "PWNED")
	for _, e := range []AllowEntry{
		{Command: "sftp", Options: []string{"-D=text"}, Args: []string{"text"}},
		{Command: "scp", Options: []string{"-D=text"}, Args: []string{"paths"}},
		{Command: "ssh", Options: []string{"-I=text"}, Args: []string{"text"}},
		{Command: "php", Options: []string{"-d=text"}, Args: []string{"paths"}},
	} {
		if _, err := loadSpec(t, opts, Spec{Name: "shell", Type: "shell", Dir: tool, Allow: []AllowEntry{e}}); err == nil {
			t.Errorf("%s %q loaded", e.Command, e.Options)
		}
	}
}

// TestAttack22ExecPackageManagerOption: npm runs scripts with
// --script-shell's program and reads settings (script-shell among them)
// from --userconfig; pip installs, and builds by running its setup.py,
// what its index, -e directory or requirements file name. A {param} in
// a command or index is refused at load, a config, requirements file or
// editable directory must be in the tool's dir.
func TestAttack22ExecPackageManagerOption(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	opts := Options{Sandbox: sb}
	for _, cmd := range [][]string{
		{"npm", "run", "build", "--script-shell={v}"},
		{"npm", "run", "build", "--script-sh", "{v}"},
		{"npm", "exec", "--call", "{v}"},
		{"pip", "install", "--index-url", "{v}", "requests"},
		{"pip", "install", "--extra-index={v}", "requests"},
		{"pip", "download", "-f", "{v}", "requests"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "pm", Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}, `{"v": "x"}`, "PWNED")
	}
	for _, cmd := range [][]string{
		{"npm", "run", "{v}"},
		{"npm", "--userconfig", "{v}", "run", "build"},
		{"pip", "install", "-e", "{v}"},
		{"pip", "install", "-r", "{v}"},
		{"pip", "install", "{v}"},
	} {
		if _, err := loadSpec(t, opts, Spec{Name: "pm", Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}); err != nil {
			t.Errorf("%q: %v", cmd, err)
		}
	}
	if !testing.Short() {
		needProgram(t, "npm")
		r := newTestRegistry(t, opts, Spec{Name: "npm", Type: "exec", Dir: tool, Command: []string{"npm", "--userconfig", "{v}", "run", "build"}, Parameters: stringParams})
		expectDenied(t, r, [][2]string{{"npm", "/etc/passwd"}}, "PWNED")
	}
}

// TestAttack22AlreadyRefused holds what round 22 checked and found
// refused already: a {param} in an env assignment before the program
// (env PYTHONPATH={v} python3 app.py: the model would pick where python
// imports from), env -S's command line, a frozen module named to python
// -m that is no file of dir (__hello__), rsync's -e/--rsh/--rsync-path
// and a host:path operand (rsync runs ssh to reach it).
func TestAttack22AlreadyRefused(t *testing.T) {
	needProgram(t, "python3", "rsync")
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	writeTree(t, tool, map[string]string{"app.py": "print('app')\n", "notes.txt": "x\n"})
	opts := Options{Sandbox: sb}
	attack := mustJSON(map[string]string{"v": "sh -c 'echo PWNED-BY-OLD >&2'"})
	for _, cmd := range [][]string{
		{"env", "PYTHONPATH={v}", "python3", "app.py"},
		{"/usr/bin/env", "LD_PRELOAD={v}", "python3", "app.py"},
		{"env", "-S", "{v}"},
		{"env", "-S", "python3 {v}"},
		{"rsync", "-e", "{v}", "notes.txt", "x:y"},
		{"rsync", "--rsh={v}", "notes.txt", "x:y"},
		{"rsync", "-ae", "{v}", "notes.txt", "x:y"},
		{"rsync", "--rsync-path", "{v}", "notes.txt", "x:y"},
	} {
		refusedAtLoad(t, opts, Spec{Name: "old", Type: "exec", Dir: tool, Command: cmd, Parameters: stringParams}, attack, "PWNED-BY-OLD")
	}
	r := newTestRegistry(t, opts,
		Spec{Name: "m", Type: "exec", Dir: tool, Command: []string{"python3", "-m", "{v}"}, Parameters: stringParams},
		Spec{Name: "rsync", Type: "exec", Dir: tool, Command: []string{"rsync", "-a", "{v}", "out/"}, Parameters: stringParams},
		Spec{Name: "files", Type: "exec", Dir: tool, Command: []string{"rsync", "-a", "--files-from={v}", ".", "out/"}, Parameters: stringParams},
	)
	expectDenied(t, r, [][2]string{
		{"m", "__hello__"},
		{"m", "__phello__"},
		{"rsync", "localhost:notes.txt"},
		{"rsync", "rsync://localhost/x"},
		{"files", "localhost:/etc/hostname"},
	}, "Hello world")
}
