package loop

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// wire is a Model and Client that replays turns and records what the loop
// asked of it.
type wire struct {
	turns   []Turn
	rounds  [][]string // AppendRound results
	held    []string   // Hold results
	final   *Turn
	clients []Call
	failed  error
	alive   int
}

func (w *wire) Turn(context.Context) (Turn, error) {
	t := w.turns[0]
	w.turns = w.turns[1:]
	return t, nil
}
func (w *wire) AppendRound(_ string, _ []Call, results []string) error {
	w.rounds = append(w.rounds, results)
	return nil
}
func (w *wire) Hold(_ string, _, _ []Call, results []string, _ []Call) error {
	w.held = results
	return nil
}
func (w *wire) KeepAlive(string) (bool, error)  { w.alive++; return false, nil }
func (w *wire) Final(last Turn, clients []Call) { w.final, w.clients = &last, clients }
func (w *wire) Fail(err error)                  { w.failed = err }

// host runs every call as "ran <name>" and records nothing; before, when
// set, runs first (a client leaving mid-round).
type host struct{ before func() }

func (h *host) RunTools(_ context.Context, calls []toolrun.Call) []toolrun.Result {
	if h.before != nil {
		h.before()
	}
	out := make([]toolrun.Result, len(calls))
	for i, c := range calls {
		out[i] = toolrun.Result{Call: c, Outcome: toolrun.OutcomeOK, Output: "ran " + c.Name}
	}
	return out
}
func (*host) Record(context.Context, toolrun.Result, *receipts.Minted, []byte) {}
func (*host) ToolBatch(time.Duration)                                          {}
func (*host) Flagged(string)                                                   {}
func (*host) Reported([]byte)                                                  {}

func newRun(t *testing.T) *Run {
	t.Helper()
	m, err := receipts.NewManager(receipts.ScopeProcess, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	scope, release := m.Acquire()
	t.Cleanup(release)
	return &Run{
		Ctx: context.Background(), Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Scope: scope,
		Offered:       []toolrun.Tool{{Name: "shell"}},
		Known:         []toolrun.Tool{{Name: "shell"}},
		ClientTools:   map[string]bool{"client_fn": true},
		MaxIterations: 3,
		Host:          &host{},
	}
}

func TestDriveRoundThenAnswer(t *testing.T) {
	r := newRun(t)
	w := &wire{turns: []Turn{
		{Text: "Checking.", Calls: []Call{{Name: "shell", Arguments: ""}, {Name: "nope"}}, Usage: []byte(`{"prompt_tokens":1}`)},
		{Text: "Done.", Lead: "\n\n", Usage: []byte(`{"prompt_tokens":2}`)},
	}}
	r.Drive(w, w)
	if w.failed != nil || w.final == nil || w.final.Text != "Done." {
		t.Fatalf("final %+v, failed %v", w.final, w.failed)
	}
	if len(w.rounds) != 1 || !strings.HasPrefix(w.rounds[0][0], "ran shell") || !strings.Contains(w.rounds[0][0], receipts.TokenPrefix) {
		t.Errorf("round results %q, want the shell output with a receipt", w.rounds)
	}
	if got := w.rounds[0][1]; got != `error: unknown tool "nope"` {
		t.Errorf("unknown tool result %q", got)
	}
	if r.Text.String() != "Checking.\n\nDone." || string(r.Usage) != `{"prompt_tokens":3}` || r.Iterations != 2 || len(r.Minted) != 1 || w.alive != 1 {
		t.Errorf("text %q usage %s iterations %d minted %d keep-alives %d", r.Text.String(), r.Usage, r.Iterations, len(r.Minted), w.alive)
	}
	if len(r.Events) != 1 || r.Events[0].Outcome != string(toolrun.OutcomeUnknownTool) || r.Calls[0].CallID != "call_zc_1_0" {
		t.Errorf("events %+v calls %+v", r.Events, r.Calls)
	}
}

func TestDriveStopsAtMaxIterations(t *testing.T) {
	r := newRun(t)
	call := Turn{Calls: []Call{{ID: "c", Name: "shell"}}}
	w := &wire{turns: []Turn{call, call, call, call}}
	r.Drive(w, w)
	if !r.Stopped || r.Iterations != 3 || len(w.rounds) != 2 || w.final == nil {
		t.Fatalf("stopped %v iterations %d rounds %d final %v", r.Stopped, r.Iterations, len(w.rounds), w.final)
	}
	if !strings.Contains(r.StopNotice(), "3 model calls") || r.Events[0].Outcome != OutcomeMaxIterations {
		t.Errorf("notice %q events %+v", r.StopNotice(), r.Events)
	}
}

func TestDriveMixedTurnHandsOff(t *testing.T) {
	r := newRun(t)
	w := &wire{turns: []Turn{{Calls: []Call{{ID: "s", Name: "shell"}, {ID: "k", Name: "client_fn"}}}}}
	r.Drive(w, w)
	if len(w.held) != 1 || !strings.HasPrefix(w.held[0], "ran shell") || len(w.clients) != 1 || w.clients[0].ID != "k" {
		t.Fatalf("held %q clients %+v", w.held, w.clients)
	}
	if len(w.rounds) != 0 || r.Footer(nil, w.clients) != "" {
		t.Errorf("a hand-off appends no round and shows no footer")
	}
}

func TestDriveCapsCalls(t *testing.T) {
	r := newRun(t)
	r.Caps = Caps{PerTurn: 1}
	w := &wire{turns: []Turn{{Calls: []Call{{ID: "a", Name: "shell"}, {ID: "b", Name: "shell"}}}, {Text: "ok"}}}
	r.Drive(w, w)
	if got := w.rounds[0][1]; !strings.Contains(got, "per_turn (1)") {
		t.Errorf("second call %q, want capped", got)
	}
}

func TestDriveClientGone(t *testing.T) {
	r := newRun(t)
	ctx, cancel := context.WithCancel(context.Background())
	r.Ctx = ctx
	r.Host = &host{before: cancel}
	w := &wire{turns: []Turn{{Calls: []Call{{ID: "a", Name: "shell"}}}}}
	r.Drive(w, w)
	if w.failed != ErrClientGone || len(r.Minted) != 0 {
		t.Errorf("failed %v minted %d, want ErrClientGone and nothing minted", w.failed, len(r.Minted))
	}
}
