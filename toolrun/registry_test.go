package toolrun

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestRunAllOrder(t *testing.T) {
	r := newTestRegistry(t, Options{},
		Spec{Name: "echo", Type: "exec", Command: []string{"echo", "{word}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"word": map[string]any{"type": "string"}}, "required": []any{"word"}}},
		Spec{Name: "nap", Type: "exec", Command: []string{"sh", "-c", "sleep 0.3; echo slept"}},
	)
	calls := []Call{
		{ID: "call_1", Name: "nap", Arguments: "{}"},
		{ID: "call_2", Name: "echo", Arguments: `{"word": "two"}`},
		{ID: "call_3", Name: "nope", Arguments: `{}`},
		{ID: "call_4", Name: "echo", Arguments: `{"word": 4}`},
		{ID: "call_5", Name: "echo", Arguments: `{"word": "five"}`},
	}
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	results := r.RunAll(ctx, calls)
	want := []struct {
		outcome Outcome
		output  string
	}{
		{OutcomeOK, "slept\n"}, {OutcomeOK, "two\n"}, {OutcomeUnknownTool, ""}, {OutcomeBadArguments, ""}, {OutcomeOK, "five\n"},
	}
	if len(results) != len(calls) {
		t.Fatalf("%d results for %d calls", len(results), len(calls))
	}
	for i, res := range results {
		if res.Call != calls[i] || res.Outcome != want[i].outcome || res.Output != want[i].output {
			t.Errorf("result %d = %+v, want call %s %s %q", i, res, calls[i].ID, want[i].outcome, want[i].output)
		}
		if res.Duration <= 0 {
			t.Errorf("result %d has no duration", i)
		}
	}
}

// panicky is an executor that panics, standing in for a bug.
type panicky struct{}

func (panicky) run(context.Context, arguments) (string, error) { panic("boom: secret detail") }

func TestRunNeverPanics(t *testing.T) {
	r := newTestRegistry(t, Options{}, Spec{Name: "bug", Type: "exec", Command: []string{"true"}})
	r.byName["bug"].run = panicky{}
	res := run(t, r, "bug", "{}")
	if res.Outcome != OutcomeError || res.Detail != "internal error" {
		t.Fatalf("got %s %q, want error \"internal error\"", res.Outcome, res.Detail)
	}
}

func TestContextOutcomes(t *testing.T) {
	starts := countStarts(t)
	r := newTestRegistry(t, Options{}, Spec{Name: "slow", Type: "exec", Command: []string{"sleep", "30"}})
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	expired, cancel2 := context.WithTimeout(context.Background(), -time.Second)
	defer cancel2()
	tests := []struct {
		name   string
		ctx    context.Context
		want   Outcome
		detail string
	}{
		{"canceled before the call", canceled, OutcomeCanceled, "canceled by the caller"},
		{"caller deadline already passed", expired, OutcomeTimeout, "deadline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := r.Run(tt.ctx, Call{Name: "slow", Arguments: "{}"})
			if res.Outcome != tt.want || !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("got %s %q, want %s %q", res.Outcome, res.Detail, tt.want, tt.detail)
			}
		})
	}
	if n := len(starts.started()); n != 0 {
		t.Errorf("%d processes started for calls whose context was already done", n)
	}
	t.Run("caller deadline during the call", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		res := r.Run(ctx, Call{Name: "slow", Arguments: "{}"})
		if res.Outcome != OutcomeTimeout {
			t.Errorf("got %s %q, want timeout", res.Outcome, res.Detail)
		}
	})
}

// TestMCPTimeout: a call that outlives its deadline times out, and the
// same session keeps serving calls.
func TestMCPTimeout(t *testing.T) {
	httpSrv := httpMCPServer(t)
	r := newTestRegistry(t, Options{}, Spec{Name: "srv", Type: "mcp", URL: httpSrv.URL, Allow: AllowOf("hang", "echo")})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if res := r.Run(ctx, Call{Name: "srv__hang", Arguments: "{}"}); res.Outcome != OutcomeTimeout {
		t.Fatalf("got %s %q, want timeout", res.Outcome, res.Detail)
	}
	if res := run(t, r, "srv__echo", `{"text": "still up"}`); res.Outcome != OutcomeOK || res.Output != "echo: still up" {
		t.Fatalf("call after a timeout: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
}
