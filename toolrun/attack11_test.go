//go:build linux

package toolrun

import (
	"context"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// Attack (round 11): sandbox.limits.file_size bounds each file a tool
// writes, not how many: a call's scratch directory (its HOME and TMPDIR,
// on the host's temporary file system) took file after file until the
// disk was full, and the proxy's own writes (the audit trail) and every
// other program on the host failed with it until the call ended. A call's
// scratch directory now holds at most file_size bytes in all.
func TestAttack11ScratchFillsDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the scratch cap is a file system of its own, which only a proxy running as root mounts")
	}
	scratch := worldDir(t)
	const limit = 1 << 20
	sb, err := sandbox.New(sandbox.Config{ScratchDir: scratch, Limits: sandbox.Limits{FileSize: limit}})
	if err != nil {
		t.Fatalf("the kernel here has Landlock: %v", err)
	}
	tool := worldDir(t)
	// Sixteen files of file_size bytes each: every one within the limit.
	fill := `n=0; for i in $(seq 1 16); do head -c 1048576 /dev/zero > "$HOME/f$i" 2>/dev/null && n=$((n+1)); done; ` +
		`echo "written=$n"; du -sk "$HOME" | cut -f1`
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "fill", Type: "exec", Dir: tool, Command: []string{"bash", "-c", fill}},
		Spec{Name: "small", Type: "exec", Dir: tool, Command: []string{"bash", "-c",
			`head -c 500000 /dev/zero > "$HOME/f" && wc -c < "$HOME/f" && echo scratch > "$TMPDIR/t" && cat "$TMPDIR/t"`}},
	)
	res := run(t, r, "fill", `{}`)
	if res.Outcome != OutcomeOK {
		t.Fatalf("outcome %s (%q)", res.Outcome, res.Detail)
	}
	if strings.Contains(res.Output, "written=16") || strings.Contains(res.Output, "written=15") {
		t.Errorf("one call wrote 16 files of file_size bytes to its scratch directory, with no bound on the total:\n%s", res.Output)
	}

	t.Run("a file within the limit is written", func(t *testing.T) {
		res := run(t, r, "small", `{}`)
		if res.Outcome != OutcomeOK || res.Output != "500000\nscratch\n" {
			t.Errorf("outcome %s %q (%q)", res.Outcome, res.Output, res.Detail)
		}
	})
	assertNoScratchLeft(t, scratch)
}

// Attack (round 11): config loading refuses an entry that names an option
// which runs programs, but not one whose operands do. "sed" with a text
// (or paths: a name that does not exist passes) script runs any command
// through its e command or s///e flag and writes files with w; awk's
// program runs commands through system(); env, xargs, nice, timeout and
// their kind run the program their first operand names, looked up in PATH
// (a paths operand that names no file in dir passes the check). sed's
// --expression was not on the denied list either (-e was). Such an entry
// is now refused: those programs take no model-written operand.
func TestAttack11ProgramRunningOperands(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("first line\nsecond line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		entry   AllowEntry
		command string
	}{
		{"sed e command", AllowEntry{Command: "sed", Options: []string{"-n"}, Args: []string{"text", "paths"}}, `sed -n '1e id' notes.txt`},
		{"sed s///e through a paths operand", AllowEntry{Command: "sed", Args: []string{"paths"}}, `sed 's/.*/id/e' notes.txt`},
		{"sed --expression", AllowEntry{Command: "sed", Options: []string{"-n", "--expression=text"}, Args: []string{"paths"}}, `sed -n --expression='1e id' notes.txt`},
		{"awk system()", AllowEntry{Command: "awk", Args: []string{"text", "paths"}}, `awk 'BEGIN{system("id")}'`},
		{"env runs its operand", AllowEntry{Command: "env", Args: []string{"paths"}}, `env id`},
		{"timeout runs its operand", AllowEntry{Command: "timeout", Args: []string{"text"}}, `timeout 5 id`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), generous)
			defer cancel()
			r, err := New(ctx, []Spec{{Name: "shell", Type: "shell", Dir: dir, Allow: []AllowEntry{tt.entry}}},
				Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
			if err != nil {
				// Refused at config loading, naming why.
				if msg := err.Error(); !strings.Contains(msg, "takes none from the model") && !strings.Contains(msg, "never allowed") {
					t.Errorf("refused for another reason: %v", err)
				}
				return
			}
			defer r.Close()
			res := run(t, r, "shell", shellArgs(tt.command))
			t.Errorf("config accepted %q; the model's %q ran: %s %q %q", tt.entry, tt.command, res.Outcome, res.Output, res.Detail)
		})
	}

	t.Run("a plain sed entry and a non-runner with text still load and run", func(t *testing.T) {
		r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: dir,
			Allow: []AllowEntry{{Command: "sed -n 1p notes.txt", Plain: true}, {Command: "printf", Args: []string{"text"}}}})
		if res := run(t, r, "shell", shellArgs("sed -n 1p notes.txt")); res.Outcome != OutcomeOK || res.Output != "first line\n" {
			t.Errorf("sed: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
		if res := run(t, r, "shell", shellArgs("printf hi")); res.Outcome != OutcomeOK || res.Output != "hi" {
			t.Errorf("printf: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
	})
}

// Attack (round 11): a paths argument is checked with ".." resolved
// lexically ("up/../x" is "x"), but the kernel resolves it after
// following each symlink: with a symlink to "." in the tool's directory
// (a common shape: "include/foo -> ."), "up/../secret" is the
// secret beside the directory, and enough "up/" reach any file. Without
// the sandbox the policy is the only guard, and with it Landlock still
// lets a tool read its read: paths and the system files outside dir. A
// ".." segment in a paths argument is now refused, as it is in a git
// revision.
func TestAttack11PathDotDotThroughSymlink(t *testing.T) {
	parent := worldDir(t)
	dir := parent + "/tool"
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(parent+"/secret.txt", []byte("sk-outside-the-tool-dir\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/notes.txt", []byte("notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(".", dir+"/up"); err != nil {
		t.Fatal(err)
	}
	sb, _ := newSandbox(t)
	confined := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "shell", Type: "shell", Dir: dir, Read: []string{parent + "/secret.txt"}, Allow: AllowOf("cat", "head", "ls")})
	unconfined := newTestRegistry(t, Options{},
		Spec{Name: "shell", Type: "shell", Dir: dir, Allow: AllowOf("cat", "head", "ls")})
	for name, r := range map[string]*Registry{"sandbox": confined, "no sandbox": unconfined} {
		for _, command := range []string{"cat up/../secret.txt", "head -n 1 up/../secret.txt", "cat up/up/up/up/up/up/up/up/up/up/../../../../../../../../../../etc/hostname"} {
			res := run(t, r, "shell", shellArgs(command))
			if strings.Contains(res.Output, "sk-outside") || res.Outcome == OutcomeOK {
				t.Errorf("%s: %q reached outside the tool's directory: %s %q", name, command, res.Outcome, res.Output)
			}
		}
	}

	t.Run("paths inside still work", func(t *testing.T) {
		for _, command := range []string{"cat notes.txt", "cat up/notes.txt", "cat ./notes.txt", "ls up"} {
			if res := run(t, confined, "shell", shellArgs(command)); res.Outcome != OutcomeOK {
				t.Errorf("%q: %s %q", command, res.Outcome, res.Detail)
			}
		}
	})
}

// Attack (round 11): an exec {param} fills one argument and is never
// passed to a shell by the proxy, but config could put one inside the
// script of "sh -c" (or the code of python -c, perl -e, node -e): the
// value then is shell or program text, and "x; id" runs id. A placeholder
// inside such a code argument is now refused at config loading; the value
// goes in an argument of its own ("sh", "-c", "grep -- \"$1\" f", "sh",
// "{word}"), which stays one word.
func TestAttack11ExecPlaceholderInShellScript(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{"word": map[string]any{"type": "string"}},
		"required": []any{"word"}, "additionalProperties": false}
	for _, command := range [][]string{
		{"sh", "-c", "grep -c -- {word} notes.txt"},
		{"/bin/bash", "-ec", "grep -c -- '{word}' notes.txt"},
		{"python3", "-c", "print('{word}')"},
		{"perl", "-e", "print qq({word})"},
	} {
		t.Run(strings.Join(command, " "), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), generous)
			defer cancel()
			r, err := New(ctx, []Spec{{Name: "count", Type: "exec", Dir: dir, Command: command, Parameters: params}},
				Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
			if err != nil {
				if !strings.Contains(err.Error(), "code") {
					t.Errorf("refused for another reason: %v", err)
				}
				return
			}
			defer r.Close()
			injections := []string{`x notes.txt; id #`, `beta' notes.txt; id #`, "')\nimport os; os.system('id')#", `) . qx(id) . q(`}
			for _, v := range injections {
				res := run(t, r, "count", mustJSON(map[string]string{"word": v}))
				if strings.Contains(res.Output, "uid=") {
					t.Errorf("config accepted %q; the value %q ran id: %q", command, v, res.Output)
				}
			}
		})
	}

	t.Run("the value as an argument of its own still works", func(t *testing.T) {
		r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "count", Type: "exec", Dir: dir,
			Command: []string{"sh", "-c", `grep -c -- "$1" notes.txt`, "sh", "{word}"}, Parameters: params})
		if res := run(t, r, "count", `{"word":"beta"}`); res.Outcome != OutcomeOK || res.Output != "1\n" {
			t.Errorf("%s %q %q", res.Outcome, res.Output, res.Detail)
		}
		if res := run(t, r, "count", `{"word":"x notes.txt; id #"}`); strings.Contains(res.Output, "uid=") {
			t.Errorf("ran id: %q", res.Output)
		}
	})
}

// Attack (round 11, the same shape): awk's program, sed's script and
// sqlite3's SQL are operands, not option values, and a {param} inside one
// is code: "a/ {system(\"id\")} /a" in an awk pattern, "alpha/X/p;1e id" in a
// sed substitution, "'; select writefile(…)" in SQL (the sqlite3 shell
// reads and writes files with readfile() and writefile()). A placeholder
// inside such an operand is refused at config loading; a whole-argument
// one (the file to read) and awk -v assignments still load.
func TestAttack11ExecPlaceholderInScriptOperand(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{"word": map[string]any{"type": "string"}},
		"required": []any{"word"}, "additionalProperties": false}
	tests := []struct {
		command   []string
		injection string
	}{
		{[]string{"awk", "/{word}/ { print }", "notes.txt"}, `a/ {system("id")} /a`},
		{[]string{"sed", "-n", "s/{word}/X/p", "notes.txt"}, "alpha/X/p;1e id\n#"},
		{[]string{"sqlite3", ":memory:", "select '{word}';"}, "x'; select 'uid=' || sqlite_version(); select '"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.command, " "), func(t *testing.T) {
			if _, err := exec.LookPath(tt.command[0]); err != nil {
				t.Skipf("no %s here", tt.command[0])
			}
			ctx, cancel := context.WithTimeout(context.Background(), generous)
			defer cancel()
			r, err := New(ctx, []Spec{{Name: "t", Type: "exec", Dir: dir, Command: tt.command, Parameters: params}},
				Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
			if err != nil {
				if !strings.Contains(err.Error(), "code") {
					t.Errorf("refused for another reason: %v", err)
				}
				return
			}
			defer r.Close()
			res := run(t, r, "t", mustJSON(map[string]string{"word": tt.injection}))
			if strings.Contains(res.Output, "uid=") {
				t.Errorf("config accepted %q; the value %q ran as code: %q", tt.command, tt.injection, res.Output)
			}
		})
	}

	t.Run("whole-argument placeholders and awk -v still load", func(t *testing.T) {
		r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "t", Type: "exec", Dir: dir,
			Command: []string{"awk", "-v", "w={word}", "$0 == w { print NR }", "notes.txt"}, Parameters: params})
		if res := run(t, r, "t", `{"word":"beta"}`); res.Outcome != OutcomeOK || res.Output != "2\n" {
			t.Errorf("%s %q %q", res.Outcome, res.Output, res.Detail)
		}
		r2 := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "t", Type: "exec", Dir: dir,
			Command: []string{"sed", "-n", "1p", "{word}"}, Parameters: params})
		if res := run(t, r2, "t", `{"word":"notes.txt"}`); res.Outcome != OutcomeOK || res.Output != "alpha\n" {
			t.Errorf("%s %q %q", res.Outcome, res.Output, res.Detail)
		}
	})
}
