package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// greetCalls is n calls of the greet tool (a real echo process each).
func greetCalls(n int, prefix string) []scripted.ToolCall {
	calls := make([]scripted.ToolCall, n)
	for i := range calls {
		calls[i] = scripted.ToolCall{ID: fmt.Sprintf("%s%d", prefix, i), Name: "greet", Arguments: fmt.Sprintf(`{"name":"n%d"}`, i)}
	}
	return calls
}

// assistantTurns counts the assistant messages of a request: the rounds
// the loop has run so far.
func assistantTurns(req gjson.Result) int {
	n := 0
	req.Get("messages").ForEach(func(_, m gjson.Result) bool {
		if m.Get("role").Str == "assistant" {
			n++
		}
		return true
	})
	return n
}

// cappedEvents returns the details of the capped events in a zc_receipts
// object.
func cappedEvents(zc gjson.Result) []string {
	var out []string
	zc.Get("events").ForEach(func(_, ev gjson.Result) bool {
		if ev.Get("outcome").Str == string(toolrun.OutcomeCapped) {
			out = append(out, ev.Get("detail").Str)
		}
		return true
	})
	return out
}

// TestToolCallCapPerTurn: one model turn asking for 500 calls of a real
// tool starts at most loop.max_tool_calls.per_turn processes (the
// registry's events count the calls that ran); every other call gets an
// error tool message with no receipt and a capped event naming the cap.
// Before the cap, 500 processes started at once.
func TestToolCallCapPerTurn(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("stream=%v", stream), func(t *testing.T) {
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				if assistantTurns(req) == 0 {
					return scripted.Turn{ToolCalls: greetCalls(500, "call_")}
				}
				return scripted.Turn{Content: "done"}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := fmt.Sprintf(`{"model":"m","stream":%v,"messages":[{"role":"user","content":"greet everyone"}]}`, stream)
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if ran := len(env.audit.snapshot()); ran != config.DefaultMaxCallsPerTurn {
				t.Errorf("%d tool calls ran, want %d (loop.max_tool_calls.per_turn)", ran, config.DefaultMaxCallsPerTurn)
			}
			zc := gjson.GetBytes(got, "zc_receipts")
			if stream {
				for _, ch := range parseStream(t, got).chunks {
					if v := ch.Get("zc_receipts"); v.Exists() {
						zc = v
					}
				}
			}
			if n := len(zc.Get("receipts").Array()); n != config.DefaultMaxCallsPerTurn {
				t.Errorf("%d receipts, want %d", n, config.DefaultMaxCallsPerTurn)
			}
			capped := cappedEvents(zc)
			if len(capped) != 500-config.DefaultMaxCallsPerTurn {
				t.Fatalf("%d capped events, want %d", len(capped), 500-config.DefaultMaxCallsPerTurn)
			}
			if !strings.Contains(capped[0], "loop.max_tool_calls.per_turn") {
				t.Errorf("capped detail %q does not name the cap", capped[0])
			}
			// The model was told, call by call, with no receipt.
			reqs := up.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d upstream calls, want 2", len(reqs))
			}
			msgs := gjson.GetBytes(reqs[1], "messages").Array()
			tools := 0
			for _, m := range msgs {
				if m.Get("role").Str != "tool" {
					continue
				}
				tools++
				c := m.Get("content").Str
				if tools > config.DefaultMaxCallsPerTurn && (!strings.HasPrefix(c, "error: not run") || strings.Contains(c, "[receipt:")) {
					t.Fatalf("tool message %d = %q, want an error without a receipt", tools, c)
				}
			}
			if tools != 500 {
				t.Errorf("%d tool messages, want one per call (500)", tools)
			}
		})
	}
}

// TestToolCallCapPerRequest: turns under the per-turn cap still stop at
// loop.max_tool_calls.per_request over the whole request.
func TestToolCallCapPerRequest(t *testing.T) {
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if n := assistantTurns(req); n < 5 {
			return scripted.Turn{ToolCalls: greetCalls(15, fmt.Sprintf("call_%d_", n))}
		}
		return scripted.Turn{Content: "done"}
	}}
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Loop.MaxToolCalls.PerRequest = 40 })
	resp, got := env.post(t, `{"model":"m","messages":[{"role":"user","content":"greet"}]}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	if ran := len(env.audit.snapshot()); ran != 40 {
		t.Errorf("%d tool calls ran, want 40 (loop.max_tool_calls.per_request)", ran)
	}
	capped := cappedEvents(gjson.GetBytes(got, "zc_receipts"))
	if len(capped) != 5*15-40 {
		t.Fatalf("%d capped events, want %d", len(capped), 5*15-40)
	}
	for _, d := range capped {
		if !strings.Contains(d, "loop.max_tool_calls.per_request") {
			t.Errorf("capped detail %q does not name the per-request cap", d)
		}
	}
}

// TestToolCallCapMixedTurn: in a turn that mixes a client call with
// server calls, the server calls are capped too (the client's are not the
// proxy's to count or run).
func TestToolCallCapMixedTurn(t *testing.T) {
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		calls := append([]scripted.ToolCall{{ID: "call_client", Name: "client_fn", Arguments: `{}`}}, greetCalls(40, "call_s")...)
		return scripted.Turn{ToolCalls: calls}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	body := `{"model":"m","messages":[{"role":"user","content":"go"}],"tools":[{"type":"function","function":{"name":"client_fn","parameters":{"type":"object"}}}]}`
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	if ran := len(env.audit.snapshot()); ran != config.DefaultMaxCallsPerTurn {
		t.Errorf("%d tool calls ran, want %d", ran, config.DefaultMaxCallsPerTurn)
	}
	calls := gjson.GetBytes(got, "choices.0.message.tool_calls").Array()
	if len(calls) != 1 || calls[0].Get("function.name").Str != "client_fn" {
		t.Errorf("client got calls %v, want its own call only", calls)
	}
	if n := len(cappedEvents(gjson.GetBytes(got, "zc_receipts"))); n != 40-config.DefaultMaxCallsPerTurn {
		t.Errorf("%d capped events, want %d", n, 40-config.DefaultMaxCallsPerTurn)
	}
}

func TestToolCallCapsConfig(t *testing.T) {
	base := "upstreams: [{name: u, base_url: http://127.0.0.1:1/v1}]\n"
	cfg, err := ParseConfig([]byte(base), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Loop.MaxToolCalls; got.PerTurn != 16 || got.PerRequest != 64 || got.Running != 32 {
		t.Errorf("defaults %+v, want 16 per turn, 64 per request, 32 running", got)
	}
	cfg, err = ParseConfig([]byte(base+"loop: {max_tool_calls: {per_turn: 2, per_request: 3}}\n"), nil)
	if err != nil || cfg.Loop.MaxToolCalls != (ToolCallCaps{PerTurn: 2, PerRequest: 3, Running: 32}) {
		t.Errorf("set caps: %+v, %v", cfg, err)
	}
	_, err = ParseConfig([]byte(base+"loop: {max_tool_calls: {per_turn: -1, per_request: -1}}\n"), nil)
	if err == nil || !strings.Contains(err.Error(), "loop.max_tool_calls.per_turn") || !strings.Contains(err.Error(), "loop.max_tool_calls.per_request") {
		t.Errorf("negative caps: %v, want both named", err)
	}
}
