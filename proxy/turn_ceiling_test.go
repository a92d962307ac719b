package proxy

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// TestTurnCallCeiling: a model turn asking for more tool calls than
// loop.MaxTurnCalls is an upstream protocol error on both wires, JSON and
// streamed: no tool runs, nothing is fed back upstream, and a stream ends
// with an error, never a success marker. Before the ceiling, each call got
// a "not run" tool message and the whole lot went upstream again.
func TestTurnCallCeiling(t *testing.T) {
	up := func() *scripted.Server {
		return &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
			// text first, so a stream has started when the turn ends
			return scripted.Turn{Content: "Let me greet.", ToolCalls: greetCalls(loop.MaxTurnCalls+1, "call_")}
		}}
	}
	cases := []struct {
		name, path, body string
		stream           bool
	}{
		{"chat json", "/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":"greet everyone"}]}`, false},
		{"chat stream", "/v1/chat/completions", `{"model":"m","stream":true,"messages":[{"role":"user","content":"greet everyone"}]}`, true},
		{"responses json", "/v1/responses", `{"model":"m","input":"greet everyone"}`, false},
		{"responses stream", "/v1/responses", `{"model":"m","input":"greet everyone","stream":true}`, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := up()
			env := newLoopEnv(t, u, testSpecs(), nil)
			var (
				resp *http.Response
				got  []byte
			)
			if tc.path == "/v1/responses" {
				resp, got = postResponses(t, env, tc.body, nil)
			} else {
				resp, got = env.post(t, tc.body, nil)
			}
			if ran := len(env.audit.snapshot()); ran != 0 {
				t.Errorf("%d tool calls ran, want none", ran)
			}
			if n := len(u.Requests()) + len(u.ResponsesRequests()); n != 1 {
				t.Errorf("%d upstream calls, want 1 (nothing fed back)", n)
			}
			if resp.StatusCode != http.StatusOK {
				if resp.StatusCode != http.StatusBadGateway {
					t.Fatalf("status %d, want 502: %s", resp.StatusCode, got)
				}
				if e := decodeAPIError(t, resp, got); *e.Error.Type != "upstream_error" {
					t.Errorf("error type %q, want upstream_error", *e.Error.Type)
				}
				return
			}
			if !tc.stream {
				t.Fatalf("a JSON answer over the ceiling got 200: %.300s", got)
			}
			if tc.path == "/v1/responses" {
				evs := respEvents(t, got)
				last := evs[len(evs)-1].Get("type").String()
				if (last != "response.failed" && last != "error") || bytes.Contains(got, []byte("response.completed")) {
					t.Errorf("stream ended with %s, want an error: %.300s", last, got)
				}
				return
			}
			s := parseStream(t, got)
			if s.dones != 0 || len(s.finishChunks()) != 0 {
				t.Errorf("a failed stream got [DONE] or a finish_reason")
			}
			if last := s.chunks[len(s.chunks)-1]; last.Get("error.type").Str != "upstream_error" {
				t.Errorf("last event %.300s, want an upstream_error", last.Raw)
			}
		})
	}
}

// TestTurnCallCeilingFollowsPerTurn: a per_turn cap above an eighth of
// the ceiling raises it to 8× per_turn, so such a config keeps the calls
// it allows (answered one by one as before).
func TestTurnCallCeilingFollowsPerTurn(t *testing.T) {
	n := loop.MaxTurnCalls + 1
	u := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if assistantTurns(req) == 0 {
			return scripted.Turn{ToolCalls: greetCalls(n, "call_")}
		}
		return scripted.Turn{Content: "done"}
	}}
	env := newLoopEnv(t, u, testSpecs(), func(c *Config) { c.Loop.MaxToolCalls.PerTurn = 2; c.Loop.MaxToolCalls.PerRequest = 2 })
	resp, got := env.post(t, `{"model":"m","messages":[{"role":"user","content":"greet"}]}`, nil)
	if resp.StatusCode != http.StatusBadGateway {
		t.Fatalf("per_turn 2: status %d, want 502", resp.StatusCode)
	}
	env = newLoopEnv(t, u, testSpecs(), func(c *Config) {
		c.Loop.MaxToolCalls.PerTurn = (n + 7) / 8
		c.Loop.MaxToolCalls.PerRequest = 2
	})
	resp, got = env.post(t, `{"model":"m","messages":[{"role":"user","content":"greet"}]}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("per_turn %d: status %d: %.300s", (n+7)/8, resp.StatusCode, got)
	}
	if c := len(cappedEvents(gjson.GetBytes(got, "zc_receipts"))); c != n-2 {
		t.Errorf("%d capped events, want %d", c, n-2)
	}
}
