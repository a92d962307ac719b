package toolrun

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// TestAttack20ExecModuleOperand: an interpreter option whose value names a
// module to load is code as much as a script is. `python3 -m {module}
// {arg}` checked the module name as a path in dir (round 19's script
// check), and a name that is no file there ("timeit", "pdb", "runpy")
// passed: python ran the standard library's module, and `-m timeit` runs
// its operand as Python, so the second value ran as code. Perl's -M takes
// "Module;code" ("use Module;code;"): `perl -M{module} report.pl` ran
// whatever followed the semicolon. A module value must be one the
// operator listed, or a module of the tool's dir (python: dotted names
// whose file, a.b → a/b.py or a/b/__main__.py, is in dir; perl: a plain
// module name, no arguments, no code).
func TestAttack20ExecModuleOperand(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.MkdirAll(filepath.Join(tool, "pkg"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"hello.py":        "import sys\nprint('hello', sys.argv[1])\n",
		"pkg/__init__.py": "",
		"pkg/__main__.py": "import sys\nprint('hello', sys.argv[1])\n",
		"report.pl":       "print \"hello\\n\";\n",
		"timeit.txt":      "not a module\n",
	} {
		if err := os.WriteFile(filepath.Join(tool, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"module": map[string]any{"type": "string"},
		"arg":    map[string]any{"type": "string"},
		"listed": map[string]any{"type": "string", "enum": []any{"timeit"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "pym", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-m", "{module}", "{arg}"}, Parameters: params},
		Spec{Name: "pyattached", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-m{module}", "{arg}"}, Parameters: params},
		Spec{Name: "pycluster", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-Bm", "{module}", "{arg}"}, Parameters: params},
		Spec{Name: "pywrapped", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "/usr/bin/python3", "-W", "ignore", "-m", "{module}", "{arg}"}, Parameters: params},
		Spec{Name: "pylisted", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-m", "{listed}", "-n1", "-r1", "{arg}"}, Parameters: params},
		Spec{Name: "plM", Type: "exec", Dir: tool, Command: []string{"perl", "-M{module}", "report.pl"}, Parameters: params},
		Spec{Name: "plm", Type: "exec", Dir: tool, Command: []string{"perl", "-w", "-m{module}", "report.pl"}, Parameters: params},
		// perl -M does not end perl's options: the script after it is
		// still checked (round 19's check)
		Spec{Name: "plscript", Type: "exec", Dir: tool, Command: []string{"perl", "-Mstrict", "{module}", "{arg}"}, Parameters: params},
	)
	for _, tt := range []struct{ tool, args, want string }{
		{"pym", `{"module": "hello", "arg": "w"}`, "hello w\n"},
		{"pym", `{"module": "pkg", "arg": "w"}`, "hello w\n"},
		{"pyattached", `{"module": "hello", "arg": "w"}`, "hello w\n"},
		{"pycluster", `{"module": "hello", "arg": "w"}`, "hello w\n"},
		{"pywrapped", `{"module": "hello", "arg": "w"}`, "hello w\n"},
		{"plM", `{"module": "strict"}`, "hello\n"},
		{"plm", `{"module": "POSIX"}`, "hello\n"},
	} {
		if res := run(t, r, tt.tool, tt.args); res.Outcome != OutcomeOK || res.Output != tt.want {
			t.Errorf("%s %s: %s %q (%q)", tt.tool, tt.args, res.Outcome, res.Output, res.Detail)
		}
	}
	inject := "print('PWNED' + '-BY-MODULE')"
	for _, tt := range []struct{ tool, module string }{
		{"pym", "timeit"},
		{"pym", "timeit.txt"},
		{"pym", "hello.py"},
		{"pym", "../timeit"},
		{"pyattached", "timeit"},
		{"pycluster", "timeit"},
		{"pywrapped", "timeit"},
		{"plM", `POSIX;print "PWNED" . "-BY-MODULE\n";`},
		{"plM", `POSIX qw(x);print "PWNED" . "-BY-MODULE\n";`},
		{"plm", `POSIX;print "PWNED" . "-BY-MODULE\n";`},
		{"plscript", "/proc/self/cmdline"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"module": tt.module, "arg": inject}))
		if strings.Contains(res.Output+res.Detail, "PWNED-BY-MODULE") || res.Outcome != OutcomeDenied {
			t.Errorf("%s %q: got %s %q (%q), want denied", tt.tool, tt.module, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	// a value the operator listed is the operator's
	if res := run(t, r, "pylisted", mustJSON(map[string]string{"listed": "timeit", "arg": "pass"})); res.Outcome != OutcomeOK {
		t.Errorf("a listed module was refused: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack20ExecPerlMagicOpen: perl -n and -p (and -i) read their
// operands through the two-argument open, which reads "cmd|" as a command
// whose output it reads, "|cmd" as one it writes to, and ">file" as a file
// to truncate: `perl -ne 'print if /TODO/' {file}` ran the model's command
// with the value "id|", and ">notes.txt" emptied a file of a writable dir.
// A value filling an operand of perl -n/-p may not start with "<", ">",
// "+" or "|", nor end with "|" (spaces around are ignored as perl does),
// unless its parameter lists its values; write ./name.
func TestAttack20ExecPerlMagicOpen(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("TODO keep me\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"file":   map[string]any{"type": "string"},
		"listed": map[string]any{"type": "string", "enum": []any{"notes.txt"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "ne", Type: "exec", Dir: tool, Writable: true, Command: []string{"perl", "-ne", "print if /TODO/", "{file}"}, Parameters: params},
		Spec{Name: "lane", Type: "exec", Dir: tool, Writable: true, Command: []string{"perl", "-w", "-lan", "-e", "print $F[0]", "--", "{file}"}, Parameters: params},
		Spec{Name: "pe", Type: "exec", Dir: tool, Writable: true, Command: []string{"timeout", "60", "perl", "-pe", "s/TODO/DONE/", "notes.txt", "{file}"}, Parameters: params},
		Spec{Name: "listed", Type: "exec", Dir: tool, Command: []string{"perl", "-ne", "print", "{listed}"}, Parameters: params},
	)
	if res := run(t, r, "ne", `{"file": "notes.txt"}`); res.Outcome != OutcomeOK || res.Output != "TODO keep me\n" {
		t.Errorf("perl -ne on a file: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "listed", `{"listed": "notes.txt"}`); res.Outcome != OutcomeOK {
		t.Errorf("a listed value was refused: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tt := range []struct{ tool, file string }{
		{"ne", "echo PWNED-BY-OPEN|"},
		{"ne", "  echo PWNED-BY-OPEN |  "},
		{"ne", "|echo PWNED-BY-OPEN"},
		{"ne", ">notes.txt"},
		{"ne", "+>notes.txt"},
		{"lane", "echo PWNED-BY-OPEN|"},
		{"pe", "echo PWNED-BY-OPEN|"},
		{"pe", " >notes.txt"},
	} {
		res := run(t, r, tt.tool, mustJSON(map[string]string{"file": tt.file}))
		if strings.Contains(res.Output+res.Detail, "PWNED-BY-OPEN") || res.Outcome != OutcomeDenied {
			t.Errorf("%s %q: got %s %q (%q), want denied", tt.tool, tt.file, res.Outcome, shorten(res.Output, 200), res.Detail)
		}
	}
	if b, err := os.ReadFile(filepath.Join(tool, "notes.txt")); err != nil || string(b) != "TODO keep me\n" {
		t.Errorf("notes.txt is now %q (%v)", b, err)
	}
}

// TestAttack20ShellPerlMagicOpen: the shell tool's twin: an entry `perl
// -ne print` with a paths operand took "echo PWNED|" (a path inside dir
// that does not exist) and perl ran it.
func TestAttack20ShellPerlMagicOpen(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "notes.txt"), []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: tool,
		Allow: []AllowEntry{{Command: "perl -ne print", Args: []string{"paths"}}}})
	if res := run(t, r, "shell", shellArgs("perl -ne print notes.txt")); res.Outcome != OutcomeOK || res.Output != "keep\n" {
		t.Errorf("perl -ne print notes.txt: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, cmd := range []string{`perl -ne print "echo PWNED-BY-OPEN|"`, `perl -ne print "|echo PWNED-BY-OPEN"`, `perl -ne print ">notes.txt"`} {
		if res := run(t, r, "shell", shellArgs(cmd)); res.Outcome != OutcomeDenied || strings.Contains(res.Output, "PWNED-BY-OPEN") {
			t.Errorf("%s: got %s %q (%q), want denied", cmd, res.Outcome, res.Output, res.Detail)
		}
	}
}

// TestAttack20ExecURLArgument: an exec argument that is a URL with a
// {param} in its path (`curl -s http://host/users/{id}`) is the http
// tool's template in another program: curl and wget resolve dot segments
// before they send ("../admin" reached /admin) and curl expands "[1-9]"
// and "{a,b}" into many requests. A value filling a URL argument's path or
// query may not be or hold a dot segment (as the http tool's, decoded up
// to twice) nor, after curl, hold a glob character; a {param} in a URL's
// scheme or host is refused at load.
func TestAttack20ExecURLArgument(t *testing.T) {
	sb, _ := newSandbox(t)
	srv, paths := pathRecorder(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"id": map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "curl", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"curl", "-s", srv.URL + "/users/{id}"}, Parameters: params},
		Spec{Name: "wget", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"wget", "-q", "-O", "-", srv.URL + "/users/{id}"}, Parameters: params},
		// no scheme: curl reads host/path as http://host/path
		Spec{Name: "globoff", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"curl", "-s", "-g", srv.URL + "/users/{id}"}, Parameters: params},
		Spec{Name: "bare", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"timeout", "60", "curl", "-s", strings.TrimPrefix(srv.URL, "http://") + "/users/{id}"}, Parameters: params},
	)
	for _, tool := range []string{"curl", "wget", "bare"} {
		if res := run(t, r, tool, `{"id": "42"}`); res.Outcome != OutcomeOK || res.Output != "path /users/42\n" {
			t.Fatalf("%s 42: %s %q (%q)", tool, res.Outcome, res.Output, res.Detail)
		}
	}
	// curl -g sends glob characters as they are: one request
	if res := run(t, r, "globoff", `{"id": "[1-3]"}`); res.Outcome != OutcomeOK || res.Output != "path /users/[1-3]\n" {
		t.Errorf("curl -g [1-3]: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	for _, tt := range []struct{ tool, id string }{
		{"curl", "../admin"},
		{"globoff", "../admin"},
		{"curl", "x/../../admin"},
		{"curl", ".."},
		{"curl", "%2e%2e/admin"},
		{"curl", "[1-3]"},
		{"curl", "{a,b}"},
		{"wget", "../admin"},
		{"bare", "../admin"},
		{"bare", "[1-3]"},
	} {
		paths.reset()
		res := run(t, r, tt.tool, mustJSON(map[string]string{"id": tt.id}))
		got := paths.get()
		if res.Outcome != OutcomeDenied || len(got) > 0 {
			t.Errorf("%s %q: got %s %q (%q), server saw %q; want denied", tt.tool, tt.id, res.Outcome, res.Output, res.Detail, got)
		}
	}
	// a {param} in the host is refused at load
	for _, cmd := range [][]string{{"curl", "-s", "http://{id}.example.com/x"}, {"curl", "-s", "http://example.com{id}"}} {
		ctx, cancel := context.WithTimeout(context.Background(), generous)
		r, err := New(ctx, []Spec{{Name: "h", Type: "exec", Dir: worldDir(t), Command: cmd, Parameters: params}}, Options{Sandbox: sb, Logger: slog.New(slog.DiscardHandler)})
		cancel()
		if err == nil {
			r.Close()
			t.Errorf("%q loaded: a {param} in a URL's host", cmd)
		}
	}
}

// TestAttack20ReviewBareURLHost: curl and wget read an operand without a
// scheme as http://host/path (b7fcd0e), so a {param} in such an
// operand's host ("{sub}.example.com/users", "example.com:{port}/x") lets
// the model choose the host ("evil.example/?" or "@evil.example") as
// "http://{sub}.example.com" did; it is refused at load the same way. An
// operand that is one {param} before its "/" (an -o "{dir}/out.json", or
// a host the operator leaves to the model on purpose) still loads.
func TestAttack20ReviewBareURLHost(t *testing.T) {
	sb, _ := newSandbox(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"id": map[string]any{"type": "string"},
	}}
	load := func(cmd []string) error {
		ctx, cancel := context.WithTimeout(context.Background(), generous)
		defer cancel()
		r, err := New(ctx, []Spec{{Name: "h", Type: "exec", Dir: worldDir(t), Network: true, Command: cmd, Parameters: params}}, Options{Sandbox: sb, Logger: slog.New(slog.DiscardHandler)})
		if err == nil {
			r.Close()
		}
		return err
	}
	for _, cmd := range [][]string{
		{"curl", "-s", "{id}.example.com/users"},
		{"timeout", "60", "wget", "-q", "-O", "-", "example.com:{id}/x"},
		{"curl", "-s", "api.{id}/x"},
	} {
		if err := load(cmd); err == nil {
			t.Errorf("%q loaded: a {param} in a URL's host", cmd)
		}
	}
	for _, cmd := range [][]string{
		{"curl", "-s", "-o", "{id}/out.json", "https://api.example.com/x"},
		{"curl", "-s", "api.example.com/users/{id}"},
	} {
		if err := load(cmd); err != nil {
			t.Errorf("%q: %v", cmd, err)
		}
	}
}

// TestAttack20ReviewPythonSafePathModule: python -I and -P (isolated, safe
// path) leave the working directory out of sys.path, so "-m timeit" runs
// the standard library's timeit, which runs its operand as Python, even
// when the tool's dir holds a timeit.py: the module check (a module of
// dir) passed a name python never looks up there. Under -I or -P a module
// value must be listed.
func TestAttack20ReviewPythonSafePathModule(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	if err := os.WriteFile(filepath.Join(tool, "timeit.py"), []byte("print('dir timeit')\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{
		"module": map[string]any{"type": "string"},
		"arg":    map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "pyI", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-I", "-m", "{module}", "-n1", "-r1", "{arg}"}, Parameters: params},
		Spec{Name: "pyP", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-Pm", "{module}", "-n1", "-r1", "{arg}"}, Parameters: params},
		Spec{Name: "pyIB", Type: "exec", Dir: tool, Command: []string{"timeout", "60", "/usr/bin/python3", "-IB", "-m{module}", "-n1", "-r1", "{arg}"}, Parameters: params},
		Spec{Name: "py", Type: "exec", Dir: tool, Command: []string{"/usr/bin/python3", "-m", "{module}", "-n1", "-r1", "{arg}"}, Parameters: params},
	)
	args := `{"module": "timeit", "arg": "print('MODEL CODE RAN')"}`
	for _, name := range []string{"pyI", "pyP", "pyIB"} {
		if res := run(t, r, name, args); res.Outcome != OutcomeDenied || strings.Contains(res.Output, "MODEL CODE RAN") {
			t.Errorf("%s: %s %q (%q); want denied", name, res.Outcome, res.Output, res.Detail)
		}
	}
	// without -I or -P the module of dir is the one python runs
	if res := run(t, r, "py", args); res.Outcome != OutcomeOK || res.Output != "dir timeit\n" {
		t.Errorf("py: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// TestAttack20ReviewCurlWholeURLGlob: curl expands "[1-3]" and "{a,b}" in
// every URL it is given, and a {param} that is a whole curl operand
// ("curl -s {url}", a fetch tool) is a URL the same way as one in a
// template's path: "http://host/[1-1000]" made a thousand requests. The
// value of an option (-d {body}, JSON) is not a URL and still holds them.
func TestAttack20ReviewCurlWholeURLGlob(t *testing.T) {
	sb, _ := newSandbox(t)
	srv, paths := pathRecorder(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"url":  map[string]any{"type": "string"},
		"body": map[string]any{"type": "string"},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "fetch", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"curl", "-sS", "{url}"}, Parameters: params},
		Spec{Name: "fetchurl", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"timeout", "60", "curl", "-s", "--url", "{url}"}, Parameters: params},
		Spec{Name: "post", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"curl", "-s", "-d", "{body}", srv.URL + "/x"}, Parameters: params},
		Spec{Name: "globoff", Type: "exec", Dir: worldDir(t), Network: true, Command: []string{"curl", "-s", "-g", "{url}"}, Parameters: params},
	)
	for _, tt := range []struct{ tool, url string }{
		{"fetch", srv.URL + "/users/[1-3]"},
		{"fetch", srv.URL + "/users/{a,b}"},
		{"fetchurl", srv.URL + "/users/[1-3]"},
	} {
		paths.reset()
		res := run(t, r, tt.tool, mustJSON(map[string]string{"url": tt.url}))
		got := paths.get()
		if res.Outcome != OutcomeDenied || len(got) > 0 {
			t.Errorf("%s %q: got %s %q (%q), server saw %q; want denied", tt.tool, tt.url, res.Outcome, res.Output, res.Detail, got)
		}
	}
	if res := run(t, r, "fetch", mustJSON(map[string]string{"url": srv.URL + "/users/1"})); res.Outcome != OutcomeOK || res.Output != "path /users/1\n" {
		t.Errorf("fetch: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "post", mustJSON(map[string]string{"body": `{"a":[1]}`})); res.Outcome != OutcomeOK || res.Output != "path /x\n" {
		t.Errorf("post: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
	if res := run(t, r, "globoff", mustJSON(map[string]string{"url": srv.URL + "/users/[1-3]"})); res.Outcome != OutcomeOK || res.Output != "path /users/[1-3]\n" {
		t.Errorf("globoff: %s %q (%q)", res.Outcome, res.Output, res.Detail)
	}
}

// requestPaths is what pathRecorder's server was asked for, in order.
type requestPaths struct {
	mu    sync.Mutex
	paths []string
}

func (p *requestPaths) reset() { p.mu.Lock(); p.paths = nil; p.mu.Unlock() }

func (p *requestPaths) get() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.paths)
}

// pathRecorder starts a loopback server that answers "path <path>" and
// records every request's path.
func pathRecorder(t *testing.T) (*httptest.Server, *requestPaths) {
	t.Helper()
	p := &requestPaths{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		p.paths = append(p.paths, r.URL.Path)
		p.mu.Unlock()
		fmt.Fprintf(w, "path %s\n", r.URL.Path)
	}))
	t.Cleanup(srv.Close)
	return srv, p
}
