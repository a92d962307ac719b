package toolrun

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
)

// Attack (round 12): the round-11 refusal of a {param} inside code a
// program runs looked at command[0] only, and took the first word after
// -c that does not start with "-" for the script. A shell reads "+e" as
// an option too and "-o pipefail" takes a value, so in ["bash", "-c",
// "-o", "pipefail", "grep -c {word} notes.txt"] the script went
// unchecked; and behind a program that runs its operands (env, timeout,
// nice, stdbuf, xargs, busybox) the shell was never looked at: ["env",
// "sh", "-c", "grep -c -- {word} notes.txt"] loaded, and "x notes.txt; id
// #" ran id. Each is now refused at config loading; the twins (the value
// as an argument of its own, behind the same wrappers and options) load
// and run.
func TestAttack12ExecPlaceholderPastWrapperOrOption(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{"word": map[string]any{"type": "string"}},
		"required": []any{"word"}, "additionalProperties": false}
	script := "grep -c -- {word} notes.txt"
	for _, command := range [][]string{
		{"bash", "-c", "-o", "pipefail", script},
		{"bash", "-co", "pipefail", script},
		{"sh", "-c", "+e", script},
		{"bash", "-c", "-O", "extglob", script},
		{"env", "sh", "-c", script},
		{"/usr/bin/env", "LC_ALL=C", "bash", "-c", script},
		{"timeout", "10", "sh", "-c", script},
		{"nice", "-n", "5", "sh", "-c", script},
		{"stdbuf", "-oL", "sh", "-c", script},
		{"env", "timeout", "5", "python3", "-c", "import os; os.system('grep -c -- {word} notes.txt')"},
		{"timeout", "5", "awk", "/{word}/ { print }", "notes.txt"},
		{"psql", "-c", "select '{word}'"},
		{"env", "-S", "sh -c 'grep -c -- {word} notes.txt'"},
		{"env", "--split-string=sh -c 'grep -c -- {word} notes.txt'"},
		{"dc", "-e", "{word} p"},
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
			t.Errorf("config accepted %q", command)
			for _, v := range []string{`x notes.txt; id #`, `a/ {system("id")} /a`} {
				if res := run(t, r, "count", mustJSON(map[string]string{"word": v})); strings.Contains(res.Output, "uid=") {
					t.Errorf("the value %q ran id: %q", v, res.Output)
				}
			}
		})
	}

	for _, command := range [][]string{
		{"env", "sh", "-c", `grep -c -- "$1" notes.txt`, "sh", "{word}"},
		{"timeout", "10", "bash", "-c", "-o", "pipefail", `grep -c -- "$1" notes.txt`, "sh", "{word}"},
		{"sh", "-c", "+e", `grep -c -- "$1" notes.txt`, "sh", "{word}"},
		{"timeout", "10", "grep", "-c", "--", "{word}", "notes.txt"},
	} {
		t.Run("twin "+strings.Join(command, " "), func(t *testing.T) {
			r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "count", Type: "exec", Dir: dir, Command: command, Parameters: params})
			if res := run(t, r, "count", `{"word":"beta"}`); res.Outcome != OutcomeOK || res.Output != "1\n" {
				t.Errorf("%s %q %q", res.Outcome, res.Output, res.Detail)
			}
			if res := run(t, r, "count", `{"word":"x notes.txt; id #"}`); strings.Contains(res.Output, "uid=") {
				t.Errorf("ran id: %q", res.Output)
			}
		})
	}
}

// Attack (round 12): the denied options and the programs that take no
// model operand covered sed, awk, env and their kind, not the
// interpreters: an entry {command: sh, options: [-c=text]} or {command:
// python3, options: [-c=text]} loaded, and the model's "sh -c id" ran;
// {command: sh, args: [text]} let the model name any readable file as the
// script, /proc/self/cmdline among them, whose NUL bytes dash drops, so
// "sh /proc/self/cmdline 'x;id'" ran id. A code option of an interpreter
// is now never allowed, and an interpreter takes no text operand (a
// paths operand, a script in the tool's directory, still loads: the
// twin).
func TestAttack12InterpreterEntries(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/hello.sh", []byte("echo hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		entry   AllowEntry
		command string
	}{
		{"sh -c", AllowEntry{Command: "sh", Options: []string{"-c=text"}}, `sh -c id`},
		{"bash -ec cluster", AllowEntry{Command: "bash", Options: []string{"-e", "-c=text"}}, `bash -e -c id`},
		{"python3 -c", AllowEntry{Command: "python3", Options: []string{"-c=text"}}, `python3 -c 'print(1+1)'`},
		{"perl -e", AllowEntry{Command: "perl", Options: []string{"-e=text"}}, `perl -e 'print 1+1'`},
		{"sh text operand", AllowEntry{Command: "sh", Args: []string{"text"}}, `sh /proc/self/cmdline 'x;id'`},
		{"python3 text operand", AllowEntry{Command: "python3", Args: []string{"text"}}, `python3 /proc/self/cmdline`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), generous)
			defer cancel()
			r, err := New(ctx, []Spec{{Name: "shell", Type: "shell", Dir: dir, Allow: []AllowEntry{tt.entry}}},
				Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
			if err != nil {
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

	t.Run("twin: an interpreter running a script of the directory", func(t *testing.T) {
		r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: dir,
			Allow: []AllowEntry{{Command: "sh", Args: []string{"paths"}}, {Command: "python3 -V", Plain: true}}})
		if res := run(t, r, "shell", shellArgs("sh hello.sh")); res.Outcome != OutcomeOK || res.Output != "hello\n" {
			t.Errorf("sh hello.sh: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
		if res := run(t, r, "shell", shellArgs("python3 -V")); res.Outcome != OutcomeOK || !strings.HasPrefix(res.Output, "Python 3") {
			t.Errorf("python3 -V: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
	})
}

// TestAttack12ExecPlaceholderAsWrappedProgram: behind a wrapper (timeout,
// env, nice, sudo, chroot …) the first word naming no executable is not
// the program, so a {param} before the program would let the model
// choose it ("timeout 10 {cmd}" ran `id`). Config refuses it; a wrapper
// whose program is named before the {param} still loads and runs.
func TestAttack12ExecPlaceholderAsWrappedProgram(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/count.sh", []byte("#!/bin/sh\ngrep -c -- \"$1\" notes.txt\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	params := map[string]any{"type": "object", "properties": map[string]any{"word": map[string]any{"type": "string"}},
		"required": []any{"word"}, "additionalProperties": false}
	for _, tc := range []struct {
		name    string
		command []string
		loads   bool
	}{
		{"timeout then the param", []string{"timeout", "10", "{word}"}, false},
		{"timeout with a signal option", []string{"timeout", "-s", "KILL", "10", "{word}", "notes.txt"}, false},
		{"env with a directory", []string{"env", "-C", ".", "{word}"}, false},
		{"env with a setting", []string{"env", "LC_ALL=C", "{word}"}, false},
		{"nice with a niceness", []string{"nice", "-n", "5", "{word}"}, false},
		{"nested wrappers", []string{"env", "timeout", "5", "{word}"}, false},
		{"a param glued to a path", []string{"timeout", "5", "/usr/bin/{word}"}, false},
		{"twin: timeout runs grep", []string{"timeout", "10", "grep", "-c", "--", "{word}", "notes.txt"}, true},
		{"twin: nested wrappers name grep", []string{"env", "LC_ALL=C", "timeout", "5", "grep", "-c", "--", "{word}", "notes.txt"}, true},
		{"twin: no wrapper", []string{"grep", "-c", "--", "{word}", "notes.txt"}, true},
		{"twin: a script in the tool's dir", []string{"timeout", "10", "./count.sh", "{word}"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), generous)
			defer cancel()
			r, err := New(ctx, []Spec{{Name: "count", Type: "exec", Dir: dir, Command: tc.command, Parameters: params}},
				Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
			if !tc.loads {
				if err == nil {
					defer r.Close()
					t.Errorf("config accepted %q", tc.command)
					if res := run(t, r, "count", mustJSON(map[string]string{"word": "id"})); strings.Contains(res.Output, "uid=") {
						t.Errorf("the model chose the program: %q", res.Output)
					}
				} else if !strings.Contains(err.Error(), "program") {
					t.Errorf("refused for another reason: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("config refused %q: %v", tc.command, err)
			}
			defer r.Close()
			if res := run(t, r, "count", mustJSON(map[string]string{"word": "beta"})); !strings.Contains(res.Output, "1") {
				t.Errorf("grep through the wrapper: %q", res.Output)
			}
		})
	}
}
