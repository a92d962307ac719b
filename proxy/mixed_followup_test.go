package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestMixedFollowUpNotSpliced: a follow-up whose kept turn expired (by the
// default TTL or a shorter injected one), or that answers the ids in
// another conversation, is forwarded as the client sent it, with an event
// saying why, and answered normally.
func TestMixedFollowUpNotSpliced(t *testing.T) {
	cases := []struct {
		name        string
		ttl         time.Duration // 0: the default
		advance     time.Duration
		otherConvo  bool // the follow-up changes the user message before the turn
		wantOutcome string
	}{
		{"expired after the default ttl", 0, config.DefaultPendingTTL + time.Second, false, outcomePendingExpired},
		{"expired after an injected ttl", time.Minute, 2 * time.Minute, false, outcomePendingExpired},
		{"still kept just before the ttl", time.Minute, 59 * time.Second, false, ""},
		{"another conversation", 0, 0, true, outcomePendingUnknown},
	}
	for _, tc := range cases {
		for _, stream := range []bool{true, false} {
			t.Run(tc.name+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				clock := newMixedClock()
				up := &scripted.Server{Respond: mixedModel}
				env := newMixedEnv(t, up, receipts.ScopeProcess, clock)
				env.srv.pending = pending.NewMemory(clock.Now, tc.ttl)
				env.srv.turns = env.srv.pending

				got := mixedPost(t, env, mixedRequest(stream, map[string]any{"role": "user", "content": "cy"}), stream)
				if got.status != http.StatusOK || len(got.calls) != 1 {
					t.Fatalf("mixed turn: status %d calls %v", got.status, got.calls)
				}
				clock.Advance(tc.advance)
				follow := mixedFollowUp(stream, "cy", got)
				if tc.otherConvo {
					follow = strings.Replace(follow, `"content":"cy"`, `"content":"dee"`, 1)
				}
				ans := mixedPost(t, env, follow, stream)
				if ans.status != http.StatusOK {
					t.Fatalf("follow-up: status %d: %s", ans.status, ans.raw)
				}
				body := lastBody(t, up.Requests())
				msgs := body.Get("messages").Array()
				events := ans.report.Get("events").Array()
				if tc.wantOutcome == "" {
					if len(msgs) != 6 || len(events) != 0 {
						t.Errorf("want the turn spliced and no event: %d messages, events %s", len(msgs), ans.report.Get("events").Raw)
					}
					return
				}
				// Forwarded as sent: the system prompt, then the client's
				// three messages byte for byte.
				sent := gjson.Get(follow, "messages").Array()
				if len(msgs) != 1+len(sent) {
					t.Fatalf("upstream got %d messages, want the client's %d: %s", len(msgs), len(sent), body.Get("messages").Raw)
				}
				for i, m := range sent {
					if msgs[1+i].Raw != m.Raw {
						t.Errorf("messages[%d] = %s, want as sent %s", 1+i, msgs[1+i].Raw, m.Raw)
					}
				}
				if len(events) != 1 || events[0].Get("outcome").Str != tc.wantOutcome ||
					events[0].Get("call_id").Str != "call_c1" || !strings.Contains(events[0].Get("detail").Str, "forwarded as sent") {
					t.Errorf("events = %s, want one %s for call_c1", ans.report.Get("events").Raw, tc.wantOutcome)
				}
				if ans.content != "Done." || ans.finish != "stop" {
					t.Errorf("answer %q finish %q", ans.content, ans.finish)
				}
			})
		}
	}
}

// TestMixedInconsistentHistory: a history whose tool messages and calls do
// not pair up is answered 400 in OpenAI's error shape naming the id, and
// nothing reaches the upstream.
func TestMixedInconsistentHistory(t *testing.T) {
	asst := func(ids ...string) map[string]any {
		var calls []any
		for _, id := range ids {
			calls = append(calls, map[string]any{"id": id, "type": "function",
				"function": map[string]any{"name": "lookup", "arguments": "{}"}})
		}
		return map[string]any{"role": "assistant", "content": nil, "tool_calls": calls}
	}
	tool := func(id string) map[string]any {
		return map[string]any{"role": "tool", "tool_call_id": id, "content": "x"}
	}
	user := map[string]any{"role": "user", "content": "hi"}
	cases := []struct {
		name      string
		messages  []any
		wantParam string
		wantID    string // named in the message; "" means the request is fine
	}{
		{"tool answers an undeclared id", []any{user, asst("call_a"), tool("call_zz")}, "messages[2].tool_call_id", "call_zz"},
		{"tool before any assistant", []any{user, tool("call_a")}, "messages[1].tool_call_id", "call_a"},
		{"last round leaves a call unanswered", []any{user, asst("call_a", "call_b"), tool("call_a")}, "messages[1].tool_calls", "call_b"},
		{"an earlier round overtaken by a user turn is the upstream's call", []any{user, asst("call_a", "call_b"), tool("call_a"), user}, "", ""},
		{"every call answered, in any order", []any{user, asst("call_a", "call_b"), tool("call_b"), tool("call_a")}, "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
			env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
			resp, got := env.post(t, mixedRequest(false, tc.messages...), nil)
			if tc.wantID == "" {
				if resp.StatusCode != http.StatusOK {
					t.Errorf("status %d: %s", resp.StatusCode, got)
				}
				return
			}
			e := gjson.GetBytes(got, "error")
			if resp.StatusCode != http.StatusBadRequest || e.Get("type").Str != apierr.TypeInvalidRequest ||
				e.Get("param").Str != tc.wantParam || e.Get("code").Str != "tool_call_id_missing" ||
				!strings.Contains(e.Get("message").Str, `"`+tc.wantID+`"`) {
				t.Errorf("status %d body %s, want 400 naming %s at %s", resp.StatusCode, got, tc.wantID, tc.wantParam)
			}
			if n := len(up.Requests()); n != 0 {
				t.Errorf("upstream got %d requests", n)
			}
		})
	}
}

// TestMixedConcurrentClients: clients whose models use the same call ids
// run mixed turns at the same time, then answer them at the same time;
// each follow-up gets its own server results spliced in, never another's.
// Run with -race.
func TestMixedConcurrentClients(t *testing.T) {
	up := &scripted.Server{Respond: mixedModel}
	env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
	const clients = 8
	turns := make([]mixedTurnResult, clients)
	name := func(i int) string { return fmt.Sprintf("client%d", i) }

	var wg sync.WaitGroup
	for i := range clients {
		wg.Go(func() {
			turns[i] = mixedPost(t, env, mixedRequest(i%2 == 0, map[string]any{"role": "user", "content": name(i)}), i%2 == 0)
		})
	}
	wg.Wait()
	if n := env.srv.pending.Len(); n != clients {
		t.Fatalf("pending entries = %d, want %d", n, clients)
	}
	answers := make([]mixedTurnResult, clients)
	for i := range clients {
		wg.Go(func() {
			answers[i] = mixedPost(t, env, mixedFollowUp(i%2 == 1, name(i), turns[i]), i%2 == 1)
		})
	}
	wg.Wait()

	bodies := map[string]gjson.Result{}
	for _, b := range up.Requests() {
		r := gjson.ParseBytes(b)
		if len(toolResults(r)) > 0 {
			bodies[mixedLastUser(r)] = r
		}
	}
	sc := env.scope(t)
	for i := range clients {
		if answers[i].status != http.StatusOK || answers[i].report.Get("flags").Raw != "[]" {
			t.Errorf("%s: status %d zc_receipts %s", name(i), answers[i].status, answers[i].report.Raw)
		}
		body, ok := bodies[name(i)]
		if !ok {
			t.Errorf("%s: no follow-up reached the upstream", name(i))
			continue
		}
		mixedCheckSpliced(t, body, name(i), turns[i].report.Get("calls"), sc)
	}
}
