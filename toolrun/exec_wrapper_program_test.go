package toolrun

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
)

// A wrapper's option value that names a program ("sudo -u git"), a
// wrapper the table did not list (setarch, gosu, …) or find's -exec must
// not let a {param} stand where the program is.
func TestExecWrapperOptionValueOrUnlistedWrapperIsNotTheProgram(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/tool.sh", []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, argv := range [][]string{
		// a wrapper's option value that is also a program on PATH
		{"sudo", "-u", "git", "{cmd}"},
		{"sudo", "-g", "docker", "{cmd}"},
		{"sudo", "-nu", "git", "{cmd}"},
		{"sudo", "--user", "git", "{cmd}"},
		{"runuser", "-u", "git", "{cmd}"},
		{"setpriv", "--reuid", "git", "{cmd}"},
		{"timeout", "-s", "KILL", "10", "env", "{cmd}"},
		{"timeout", "-k", "5", "10", "{cmd}"},
		{"env", "-u", "grep", "{cmd}"},
		{"env", "-C", "/usr/bin", "{cmd}"},
		{"nice", "-n", "5", "{cmd}"},
		{"ionice", "-c", "3", "{cmd}"},
		{"taskset", "0x3", "{cmd}"},
		{"chrt", "-f", "10", "{cmd}"},
		{"su-exec", "-u", "git", "{cmd}"},
		{"bwrap", "--ro-bind", "/usr", "/usr", "{cmd}"},
		{"bwrap", "--bind", "/", "grep", "{cmd}"},
		// wrappers not in the list before
		{"setarch", "x86_64", "{cmd}"},
		{"gosu", "nobody", "{cmd}"},
		{"gosu", "git", "{cmd}"},
		{"su-exec", "nobody", "{cmd}"},
		{"numactl", "--cpunodebind=0", "{cmd}"},
		{"numactl", "--cpunodebind", "0", "{cmd}"},
		{"tini", "--", "{cmd}"},
		{"dumb-init", "{cmd}"},
		{"faketime", "2020-01-01", "{cmd}"},
		{"find", ".", "-exec", "{cmd}", ";"},
		{"find", ".", "-execdir", "{cmd}", "{}", "+"},
		{"find", ".", "-ok", "{cmd}", ";"},
		{"find", ".", "-okdir", "{cmd}", ";"},
		{"find", ".", "-exec", "timeout", "5", "{cmd}", ";"},
		{"run0", "{cmd}"},
		{"sudo-rs", "{cmd}"},
		{"gtimeout", "10", "{cmd}"},
		{"valgrind", "{cmd}"},
		{"valgrind", "--tool=memcheck", "{cmd}"},
		{"sg", "docker", "{cmd}"},
		{"su", "git", "{cmd}"},
		// a param inside a word before the program
		{"setarch", "x86_64", "/usr/bin/{cmd}"},
		{"sudo", "-u", "{user}", "grep", "x"},
	} {
		if i := placeholderAsProgram(argv, dir); i == 0 {
			t.Errorf("accepted %q", argv)
		}
	}
	// twins: the program is named before any {param}
	for _, argv := range [][]string{
		{"sudo", "-u", "git", "grep", "-c", "--", "{word}", "notes.txt"},
		{"sudo", "-nu", "git", "grep", "{word}"},
		{"setpriv", "--reuid=git", "grep", "{word}"},
		{"timeout", "-s", "KILL", "10", "grep", "{word}"},
		{"setarch", "x86_64", "grep", "{word}"},
		{"gosu", "nobody", "grep", "{word}"},
		{"numactl", "--cpunodebind=0", "grep", "{word}"},
		{"tini", "--", "grep", "{word}"},
		{"dumb-init", "grep", "{word}"},
		{"valgrind", "--tool=memcheck", "grep", "{word}"},
		{"find", "{dir}", "-name", "{pattern}", "-exec", "grep", "-c", "--", "{word}", "{}", ";"},
		{"find", ".", "-exec", "timeout", "5", "grep", "{word}", "{}", "+"},
		{"find", ".", "-name", "{pattern}"},
		{"bwrap", "--ro-bind", "/usr", "/usr", "grep", "{word}"},
		{"grep", "-c", "--", "{word}", "notes.txt"},
	} {
		if i := placeholderAsProgram(argv, dir); i != 0 {
			t.Errorf("refused %q (index %d)", argv, i)
		}
	}
}

// End to end: a wrapper that was not listed loads no more with the
// program left to the model; the same wrapper naming grep runs.
func TestExecUnlistedWrapperRunsNoModelProgram(t *testing.T) {
	sb, _ := newSandbox(t)
	dir := worldDir(t)
	if err := os.WriteFile(dir+"/notes.txt", []byte("alpha\nbeta\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	params := func(names ...string) map[string]any {
		props := map[string]any{}
		for _, n := range names {
			props[n] = map[string]any{"type": "string"}
		}
		return map[string]any{"type": "object", "properties": props, "required": []any{names[0]}, "additionalProperties": false}
	}
	for _, command := range [][]string{
		{"setarch", "x86_64", "{cmd}"},
		{"find", ".", "-name", "notes.txt", "-exec", "{cmd}", ";"},
		{"sudo", "-u", "grep", "{cmd}"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), generous)
		r, err := New(ctx, []Spec{{Name: "arch", Type: "exec", Dir: dir, Command: command, Parameters: params("cmd")}},
			Options{Sandbox: sb, DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
		cancel()
		if err == nil {
			t.Errorf("config accepted %q", command)
			if res := run(t, r, "arch", `{"cmd":"id"}`); strings.Contains(res.Output, "uid=") {
				t.Errorf("%q: the model ran id: %q", command, res.Output)
			}
			r.Close()
		} else if !strings.Contains(err.Error(), "program") {
			t.Errorf("%q refused for another reason: %v", command, err)
		}
	}
	// twins
	for _, command := range [][]string{
		{"setarch", "x86_64", "grep", "-c", "--", "{word}", "notes.txt"},
		{"find", ".", "-name", "notes.txt", "-exec", "grep", "-c", "--", "{word}", "{}", ";"},
	} {
		r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "count", Type: "exec", Dir: dir, Command: command, Parameters: params("word")})
		if res := run(t, r, "count", `{"word":"beta"}`); res.Outcome != OutcomeOK || res.Output != "1\n" {
			t.Errorf("%q: %s %q %q", command, res.Outcome, res.Output, res.Detail)
		}
	}
}
