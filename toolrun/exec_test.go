package toolrun

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestShellRuns(t *testing.T) {
	r := newTestRegistry(t, Options{},
		Spec{Name: "shell", Type: "shell", Allow: append(AllowOf("echo"),
			AllowEntry{Command: "printf", Args: []string{"text"}},
			AllowEntry{Command: "sh -c", Args: []string{"text"}}), Env: map[string]string{"ZC_VISIBLE": "yes"}},
		Spec{Name: "envtool", Type: "shell", Allow: AllowOf("env")},
	)
	t.Setenv("ZC_TEST_SECRET_KEY", "sk-should-not-leak")
	tests := []struct {
		name, tool, command string
		want                Outcome
		output, detail      string
	}{
		{"allowed prefix", "shell", "echo hi there", OutcomeOK, "hi there\n", ""},
		{"quoted argument stays one", "shell", `printf '%s|' "a b" 'c d'`, OutcomeOK, "a b|c d|", ""},
		{"no expansion", "shell", "echo $HOME *", OutcomeOK, "$HOME *\n", ""},
		{"whole-word prefix with args", "shell", "sh -c 'exit 3'", OutcomeError, "", "exit status 3"},
		{"prefix word must match whole", "shell", "sh -cx exit", OutcomeDenied, "", "not an allowed command"},
		{"stderr in detail", "shell", `sh -c 'echo oops >&2; exit 4'`, OutcomeError, "", "exit status 4: oops"},
		{"env withholds the proxy's secrets", "envtool", "env", OutcomeOK, "", ""},
		{"empty command", "shell", "   ", OutcomeBadArguments, "", "empty command"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args, _ := jsonObject("command", tt.command)
			res := run(t, r, tt.tool, args)
			if res.Outcome != tt.want {
				t.Fatalf("outcome %s (%q), want %s", res.Outcome, res.Detail, tt.want)
			}
			if tt.output != "" && res.Output != tt.output {
				t.Errorf("output %q, want %q", res.Output, tt.output)
			}
			if !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", res.Detail, tt.detail)
			}
			if strings.Contains(res.Output, "sk-should-not-leak") || strings.Contains(res.Detail, "sk-should-not-leak") {
				t.Errorf("the proxy's environment leaked into the result")
			}
		})
	}
	t.Run("spec env and PATH reach the process", func(t *testing.T) {
		r2 := newTestRegistry(t, Options{}, Spec{Name: "e", Type: "shell", Allow: AllowOf("env"), Env: map[string]string{"ZC_VISIBLE": "yes"}})
		res := run(t, r2, "e", `{"command":"env"}`)
		if res.Outcome != OutcomeOK || !strings.Contains(res.Output, "ZC_VISIBLE=yes") || !strings.Contains(res.Output, "PATH=") {
			t.Errorf("env output %q (%s %q)", res.Output, res.Outcome, res.Detail)
		}
	})
}

func TestExecPlaceholders(t *testing.T) {
	params := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"n":    map[string]any{"type": "integer", "minimum": 1},
			"word": map[string]any{"type": "string"},
		},
		"required": []any{"n"},
	}
	r := newTestRegistry(t, Options{},
		Spec{Name: "args", Type: "exec", Command: []string{"printf", `[%s]`, "{n}", "--w={word}", "{word}"}, Parameters: params},
		Spec{Name: "noargs", Type: "exec", Command: []string{"echo", "fixed", "{not-a-placeholder}"}},
		Spec{Name: "stderr", Type: "exec", Command: []string{"sh", "-c", "echo out; echo 'first problem' >&2; echo second >&2; exit 7"}},
		Spec{Name: "missing", Type: "exec", Command: []string{"/nonexistent/zc-tool"}},
	)
	tests := []struct {
		name, tool, args string
		want             Outcome
		output, detail   string
	}{
		{"whole and inner placeholders", "args", `{"n": 3, "word": "a b; rm -rf /"}`, OutcomeOK, "[3][--w=a b; rm -rf /][a b; rm -rf /]", ""},
		{"big integer keeps every digit", "args", `{"n": 12345678901234567890, "word": ""}`, OutcomeOK, "[12345678901234567890][--w=][]", ""},
		{"value is not re-expanded", "args", `{"n": 1, "word": "{n}"}`, OutcomeOK, "[1][--w={n}][{n}]", ""},
		{"optional placeholder absent", "args", `{"n": 1}`, OutcomeBadArguments, "", `"word" is required`},
		{"schema type", "args", `{"n": "3", "word": "x"}`, OutcomeBadArguments, "", "arguments do not match the schema"},
		{"schema minimum", "args", `{"n": 0, "word": "x"}`, OutcomeBadArguments, "", "minimum"},
		{"schema required", "args", `{"word": "x"}`, OutcomeBadArguments, "", "n"},
		{"not json", "args", `{"n": 3`, OutcomeBadArguments, "", "not valid JSON"},
		{"not an object", "args", `[3]`, OutcomeBadArguments, "", "JSON object"},
		{"NUL in value", "args", `{"n": 1, "word": "a\u0000b"}`, OutcomeBadArguments, "", "NUL"},
		{"empty arguments are {}", "noargs", ``, OutcomeOK, "fixed {not-a-placeholder}\n", ""},
		{"no extra arguments", "noargs", `{"x": 1}`, OutcomeBadArguments, "", "schema"},
		{"exit status and first stderr line", "stderr", `{}`, OutcomeError, "", "exit status 7: first problem"},
		{"program not found", "missing", `{}`, OutcomeError, "", "cannot run /nonexistent/zc-tool"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, tt.args)
			if res.Outcome != tt.want {
				t.Fatalf("outcome %s (%q), want %s", res.Outcome, res.Detail, tt.want)
			}
			if tt.want == OutcomeOK && res.Output != tt.output {
				t.Errorf("output %q, want %q", res.Output, tt.output)
			}
			if !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", res.Detail, tt.detail)
			}
		})
	}
}

func TestOutputCap(t *testing.T) {
	r := newTestRegistry(t, Options{},
		Spec{Name: "big", Type: "exec", Command: []string{"sh", "-c", "head -c 10000000 /dev/zero | tr '\\0' a"}},
		Spec{Name: "small", Type: "exec", Command: []string{"sh", "-c", "head -c 100 /dev/zero | tr '\\0' b"}, MaxOutput: 10},
		Spec{Name: "exact", Type: "exec", Command: []string{"printf", "0123456789"}, MaxOutput: 10},
		Spec{Name: "utf8", Type: "exec", Command: []string{"printf", "aé\\377é"}, MaxOutput: 3},
	)
	tests := []struct {
		name, tool string
		want       string
	}{
		{"10 MB capped at the default", "big", strings.Repeat("a", DefaultMaxOutput) + "\n[output truncated at 65536 bytes]"},
		{"spec max_output", "small", "bbbbbbbbbb\n[output truncated at 10 bytes]"},
		{"exactly the cap is not truncated", "exact", "0123456789"},
		{"cut never splits a rune", "utf8", "aé\n[output truncated at 3 bytes]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, "{}")
			if res.Outcome != OutcomeOK {
				t.Fatalf("outcome %s (%q)", res.Outcome, res.Detail)
			}
			if res.Output != tt.want {
				t.Errorf("output (%d bytes) %.80q…, want (%d bytes) %.80q…", len(res.Output), res.Output, len(tt.want), tt.want)
			}
		})
	}
}

// TestTimeoutKillsGroup: a command that outlives its timeout, with a
// background grandchild holding its output pipe, ends with OutcomeTimeout
// and leaves no process of its group alive.
func TestTimeoutKillsGroup(t *testing.T) {
	starts := countStarts(t)
	r := newTestRegistry(t, Options{},
		Spec{Name: "slow", Type: "exec", Command: []string{"sh", "-c", "sleep 30 & sleep 30"}, Timeout: 200 * time.Millisecond})
	res := run(t, r, "slow", "{}")
	if res.Outcome != OutcomeTimeout || !strings.Contains(res.Detail, "timed out after 200ms") {
		t.Fatalf("outcome %s (%q), want timeout", res.Outcome, res.Detail)
	}
	pgids := starts.started()
	if len(pgids) != 1 {
		t.Fatalf("started %d processes, want 1", len(pgids))
	}
	waitGroupGone(t, pgids[0])
}

// TestCallerCancel: canceling the caller's context stops the call with
// OutcomeCanceled and kills its whole process group.
func TestCallerCancel(t *testing.T) {
	starts := countStarts(t)
	r := newTestRegistry(t, Options{},
		Spec{Name: "slow", Type: "exec", Command: []string{"sh", "-c", "sleep 30 & sleep 30"}})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan Result, 1)
	go func() { done <- r.Run(ctx, Call{ID: "c1", Name: "slow", Arguments: "{}"}) }()
	pgid := starts.wait(t)
	cancel()
	if res := <-done; res.Outcome != OutcomeCanceled {
		t.Fatalf("outcome %s (%q), want canceled", res.Outcome, res.Detail)
	}
	waitGroupGone(t, pgid)
}

// TestCloseStopsRunningCalls: Close cancels calls in flight and refuses
// later ones without starting anything.
func TestCloseStopsRunningCalls(t *testing.T) {
	starts := countStarts(t)
	r, err := New(context.Background(), []Spec{{Name: "slow", Type: "exec", Command: []string{"sh", "-c", "sleep 30 & sleep 30"}}},
		Options{DefaultTimeout: generous, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan Result, 1)
	go func() { done <- r.Run(context.Background(), Call{Name: "slow", Arguments: "{}"}) }()
	pgid := starts.wait(t)
	if err := r.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if res := <-done; res.Outcome != OutcomeCanceled {
		t.Fatalf("outcome %s (%q), want canceled", res.Outcome, res.Detail)
	}
	waitGroupGone(t, pgid)
	if res := run(t, r, "slow", "{}"); res.Outcome != OutcomeCanceled {
		t.Errorf("call after Close: %s (%q), want canceled", res.Outcome, res.Detail)
	}
	if n := len(starts.started()); n != 1 {
		t.Errorf("%d processes started, want 1 (none after Close)", n)
	}
}
