package proxy

import (
	"bytes"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// gateToken mints the receipt the history cases quote: shell, echo hi, "hi".
func gateToken(t testing.TB, scope *receipts.Scope) string {
	t.Helper()
	rc, err := scope.Mint("shell", "call_e", []byte(`{"command":"echo hi"}`), []byte("hi"))
	if err != nil {
		t.Fatalf("Mint: %v", err)
	}
	return rc.Receipt
}

// gateFill puts a minted token into a history template: {T} the token,
// {T1}{T2} the token split after "zc-rec", {TE} the token with its first
// '-' spelled as a JSON escape.
func gateFill(tmpl, tok string) string {
	return strings.NewReplacer("{T}", tok, "{T1}", tok[:6], "{T2}", tok[6:],
		"{TE}", strings.Replace(tok, "-", `\u002d`, 1)).Replace(tmpl)
}

// summaryOracle is historySummary computed the way the gated code reads a
// message: m.Get per field, assistantCallIDs for calls.
func summaryOracle(msgs gjson.Result) historySummary {
	var h historySummary
	msgs.ForEach(func(_, m gjson.Result) bool {
		if assistantCallIDs(m) != nil {
			h.toolCalls = true
		}
		role := m.Get("role").Str
		if role == "tool" {
			h.toolMessages = true
		}
		if (role == "assistant" || role == "tool") && strings.Contains(claims.MessageText(m.Get("content")), receipts.TokenPrefix) {
			h.receiptText = true
		}
		return true
	})
	return h
}

// TestHistorySummary: checkMessages summarises tricky histories right, the
// summary agrees with the gated code's own reading of the messages, and a
// false flag means the gated work has nothing to do: no call ids to look
// up, no tool history error, no backing found (even for a scope that
// minted the quoted token).
func TestHistorySummary(t *testing.T) {
	const user = `{"role":"user","content":"hi"}`
	cases := []struct {
		name       string
		msgs       string // a JSON array; gateFill placeholders allowed
		want       historySummary
		wantBacked []string
	}{
		{"plain chat", `[{"role":"system","content":"be brief"},` + user + `]`, historySummary{}, nil},
		{"assistant without tool_calls", `[` + user + `,{"role":"assistant","content":"hello"},` + user + `]`, historySummary{}, nil},
		{"tool_calls empty array", `[` + user + `,{"role":"assistant","content":"hello","tool_calls":[]}]`, historySummary{}, nil},
		{"tool_calls null counts as a call", `[` + user + `,{"role":"assistant","content":"hello","tool_calls":null}]`,
			historySummary{toolCalls: true}, nil},
		{"tool_calls object counts as calls", `[` + user + `,{"role":"assistant","tool_calls":{"id":"c1"}}]`,
			historySummary{toolCalls: true}, nil},
		{"assistant with a call", `[` + user + `,{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"lookup","arguments":"{}"}}]}]`,
			historySummary{toolCalls: true}, nil},
		{"tool_calls on a user message", `[{"role":"user","content":"hi","tool_calls":[{"id":"c1"}]}]`, historySummary{}, nil},
		{"tool message first", `[{"role":"tool","tool_call_id":"c9","content":"r"},` + user + `]`,
			historySummary{toolMessages: true}, nil},
		// Repeated keys ("role" twice, "content" twice) are refused by
		// parseChatRequest before any summary: TestDuplicateKeyRefused.
		{"escaped role key", `[{"r\u006fle":"tool","content":"x"}]`, historySummary{toolMessages: true}, nil},
		{"role not a string", `[{"role":["tool"],"content":"x"}]`, historySummary{}, nil},
		{"assistant quotes a receipt", `[` + user + `,{"role":"assistant","content":"Done. Receipt: {T}."},` + user + `]`,
			historySummary{receiptText: true}, []string{"shell"}},
		{"receipt split across text parts", `[` + user + `,{"role":"assistant","content":[{"type":"text","text":"Receipt: {T1}"},{"type":"text","text":"{T2}."}]},` + user + `]`,
			historySummary{receiptText: true}, []string{"shell"}},
		{"receipt prefix escaped", `[` + user + `,{"role":"assistant","content":"Receipt: {TE}."},` + user + `]`,
			historySummary{receiptText: true}, []string{"shell"}},
		{"receipt only in an image part", `[` + user + `,{"role":"assistant","content":[{"type":"image_url","image_url":{"url":"https://x/{T}"}}]},` + user + `]`,
			historySummary{}, nil},
		{"receipt quoted by the user", `[{"role":"user","content":"is {T} yours?"}]`, historySummary{}, nil},
		{"tool message with its receipt line",
			`[` + user + `,{"role":"assistant","content":null,"tool_calls":[{"id":"call_e","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}}]},` +
				`{"role":"tool","tool_call_id":"call_e","content":"hi\n\n[receipt: {T}]"}]`,
			historySummary{toolCalls: true, toolMessages: true, receiptText: true}, []string{"shell"}},
	}
	mgr, err := receipts.NewManager(receipts.ScopeProcess, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	scope, release := mgr.Acquire()
	defer release()
	tok := gateToken(t, scope)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := []byte(`{"model":"m","messages":` + gateFill(tc.msgs, tok) + `}`)
			req, e := parseChatRequest(body)
			if e != nil {
				t.Fatalf("parseChatRequest: %v", e)
			}
			if req.history != tc.want {
				t.Errorf("summary = %+v, want %+v", req.history, tc.want)
			}
			if oracle := summaryOracle(req.messages); req.history != oracle {
				t.Errorf("summary = %+v, but the gated code reads %+v", req.history, oracle)
			}
			if !req.history.toolMessages && checkToolHistory(req.messages) != nil {
				t.Errorf("no tool message, yet checkToolHistory refuses: %v", checkToolHistory(req.messages))
			}
			backed := slices.Sorted(maps.Keys(historyBacking(req.messages, scope)))
			if !slices.Equal(backed, tc.wantBacked) {
				t.Errorf("historyBacking = %v, want %v", backed, tc.wantBacked)
			}
			if !req.history.receiptText && len(backed) != 0 {
				t.Errorf("receiptText false, yet the history backs %v", backed)
			}
		})
	}
}

// FuzzHistorySummary: for any accepted request the summary equals the
// gated code's own reading, and without a tool message checkToolHistory
// refuses nothing.
func FuzzHistorySummary(f *testing.F) {
	for _, s := range []string{
		`[{"role":"user","content":"hi"}]`,
		`[{"role":"assistant","tool_calls":null},{"role":"tool","tool_call_id":"x"}]`,
		`[{"role":"assistant","tool_calls":[{"id":"a"}]},{"role":"tool","tool_call_id":"b","content":"r"}]`,
		`[{"r\u006fle":"assistant","content":[{"type":"text","text":"zc-rec"},{"type":"text","text":"eipt-1-x"}]}]`,
		`[{"role":"tool","role":"user","tool_calls":{"id":1},"content":"zc\u002dreceipt-"}]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msgs string) {
		req, e := parseChatRequest([]byte(`{"model":"m","messages":` + msgs + `}`))
		if e != nil {
			return
		}
		if oracle := summaryOracle(req.messages); req.history != oracle {
			t.Fatalf("summary = %+v, oracle %+v for %s", req.history, oracle, msgs)
		}
		if !req.history.toolMessages && checkToolHistory(req.messages) != nil {
			t.Fatalf("no tool message, yet refused: %s", msgs)
		}
	})
}

// TestHistoryGateNewChatRun: the state newChatRun leaves for the loop. A
// plain history gets an empty, writable backing, the body forwarded as
// sent and no conversation hash yet; one quoting a valid receipt is backed;
// and the lazily computed hash is the one prefixHashes gives.
func TestHistoryGateNewChatRun(t *testing.T) {
	const user = `{"role":"user","content":"hi"}`
	cases := []struct {
		name          string
		msgs          string
		wantBacked    []string
		wantPrefixSet bool // computed by prepareHistory already
	}{
		{"plain history", `[{"role":"system","content":"be brief"},` + user + `,{"role":"assistant","content":"hello"},` + user + `]`, nil, false},
		{"assistant quotes a receipt", `[` + user + `,{"role":"assistant","content":"Done. Receipt: {T}."},` + user + `]`, []string{"shell"}, false},
		{"receipt split across text parts", `[` + user + `,{"role":"assistant","content":[{"type":"text","text":"{T1}"},{"type":"text","text":"{T2}"}]},` + user + `]`, []string{"shell"}, false},
		{"receipt prefix escaped", `[` + user + `,{"role":"assistant","content":"Receipt: {TE}."},` + user + `]`, []string{"shell"}, false},
		{"altered receipt", `[` + user + `,{"role":"assistant","content":"Done. Receipt: {T}x."},` + user + `]`, nil, false},
		{"earlier tool round", `[` + user + `,{"role":"assistant","content":null,"tool_calls":[{"id":"call_old","type":"function","function":{"name":"lookup","arguments":"{}"}}]},` +
			`{"role":"tool","tool_call_id":"call_old","content":"found"},` + user + `]`, nil, true},
	}
	env := newLoopEnv(t, &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}, testSpecs(), nil)
	tok := gateToken(t, env.scope(t))
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := []byte(`{"model":"m","messages":` + gateFill(tc.msgs, tok) + `}`)
			req, e := parseChatRequest(body)
			if e != nil {
				t.Fatalf("parseChatRequest: %v", e)
			}
			mode, e := env.srv.decideMode(http.Header{})
			if e != nil || !mode.receipts {
				t.Fatalf("decideMode: %v, receipts %v", e, mode.receipts)
			}
			r := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/chat/completions", bytes.NewReader(body))
			c, e := env.srv.newChatRun(r, upstream.For(env.srv.upstreams, "m"), req, mode)
			if e != nil {
				t.Fatalf("newChatRun: %v", e)
			}
			defer c.close()
			if c.Backed == nil {
				t.Fatal("backing is nil; the loop writes to it")
			}
			if got := slices.Sorted(maps.Keys(c.Backed)); !slices.Equal(got, tc.wantBacked) {
				t.Errorf("backed = %v, want %v", got, tc.wantBacked)
			}
			if msgs := gjson.GetBytes(c.Body, "messages").Array(); len(msgs) != 1+len(req.messages.Array()) ||
				msgs[len(msgs)-1].Raw != user {
				t.Errorf("upstream messages = %s, want the system prompt and the history as sent", gjson.GetBytes(c.Body, "messages").Raw)
			}
			if c.prefixSet != tc.wantPrefixSet {
				t.Errorf("prefixSet = %v, want %v", c.prefixSet, tc.wantPrefixSet)
			}
			hashes := pending.PrefixHashes(req.messages)
			if got := c.conversationPrefix(); got != hashes[len(hashes)-1] || !c.prefixSet {
				t.Errorf("conversationPrefix = %x, want %x", got, hashes[len(hashes)-1])
			}
			c.Backed["greet"] = true // writable, as runCalls and carriedBacking need
		})
	}
}

// TestHistoryGateToolErrors: the tool history checks still refuse what they
// refused, and only those: nothing reaches the upstream for a refusal.
func TestHistoryGateToolErrors(t *testing.T) {
	const (
		user   = `{"role":"user","content":"hi"}`
		called = `{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"lookup","arguments":"{}"}},{"id":"c2","type":"function","function":{"name":"lookup","arguments":"{}"}}]}`
	)
	cases := []struct {
		name      string
		msgs      string
		wantParam string // "": accepted and forwarded
	}{
		{"plain chat", `[` + user + `]`, ""},
		{"undeclared tool_call_id", `[` + user + `,{"role":"assistant","content":"hello"},{"role":"tool","tool_call_id":"c9","content":"r"}]`, "messages[2].tool_call_id"},
		{"tool message first", `[{"role":"tool","tool_call_id":"c1","content":"r"},` + user + `]`, "messages[0].tool_call_id"},
		{"final round half answered", `[` + user + `,` + called + `,{"role":"tool","tool_call_id":"c1","content":"r"}]`, "messages[1].tool_calls"},
		{"final round answered by an empty id", `[` + user + `,` + called + `,{"role":"tool","content":"r"}]`, "messages[1].tool_calls"},
		{"calls overtaken by a user turn", `[` + user + `,` + called + `,` + user + `]`, ""},
		{"full round", `[` + user + `,` + called + `,{"role":"tool","tool_call_id":"c1","content":"r"},{"role":"tool","tool_call_id":"c2","content":"s"}]`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := env.post(t, `{"model":"m","messages":`+tc.msgs+`}`, nil)
			if tc.wantParam == "" {
				if resp.StatusCode != http.StatusOK || len(up.Requests()) != 1 {
					t.Fatalf("status %d, upstream calls %d: %s", resp.StatusCode, len(up.Requests()), got)
				}
				return
			}
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d, want 400: %s", resp.StatusCode, got)
			}
			if code, param := gjson.GetBytes(got, "error.code").Str, gjson.GetBytes(got, "error.param").Str; code != "tool_call_id_missing" || param != tc.wantParam {
				t.Errorf("error code %q param %q, want tool_call_id_missing %q: %s", code, param, tc.wantParam, got)
			}
			if n := len(up.Requests()); n != 0 {
				t.Errorf("upstream got %d requests for a refused history", n)
			}
		})
	}
}

// TestHistoryGateMixedTurn: a mixed turn is kept under the hash of the
// client's messages (computed lazily when the history had no calls,
// eagerly when it had), and its follow-up is spliced.
func TestHistoryGateMixedTurn(t *testing.T) {
	earlier := []any{
		map[string]any{"role": "user", "content": "first"},
		map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{"id": "call_old", "type": "function",
			"function": map[string]any{"name": "lookup", "arguments": `{"q":"first"}`}}}},
		map[string]any{"role": "tool", "tool_call_id": "call_old", "content": "found first"},
	}
	cases := []struct {
		name  string
		prior []any // messages before the user message that starts the mixed turn
	}{
		{"plain history", nil},
		{"history with an earlier client round", earlier},
	}
	for _, tc := range cases {
		for _, stream := range []bool{false, true} {
			t.Run(tc.name+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: mixedModel}
				env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
				msgs := append(slices.Clone(tc.prior), map[string]any{"role": "user", "content": "ann"})
				first := mixedRequest(stream, msgs...)
				got := mixedPost(t, env, first, stream)
				if got.status != http.StatusOK || len(got.calls) != 1 || got.finish != "tool_calls" {
					t.Fatalf("mixed turn: status %d finish %q calls %v: %s", got.status, got.finish, got.calls, got.raw)
				}
				hashes := pending.PrefixHashes(gjson.Get(first, "messages"))
				_, st := env.srv.pending.Lookup(hashes[len(hashes)-1], []string{"call_c1"})
				kept, n := st == pending.Found, env.srv.pending.Len()
				if !kept || n != 1 {
					t.Fatalf("pending store has %d keys, kept under the conversation hash: %v", n, kept)
				}

				follow := mixedFollowUp(stream, "ann", got)
				if len(tc.prior) > 0 {
					// The same follow-up, after the earlier messages.
					all := slices.Clone(msgs)
					for _, m := range gjson.Get(follow, "messages").Array()[1:] {
						all = append(all, m.Value())
					}
					follow = mixedRequest(stream, all...)
				}
				ans := mixedPost(t, env, follow, stream)
				if ans.status != http.StatusOK {
					t.Fatalf("follow-up: status %d: %s", ans.status, ans.raw)
				}
				body := lastBody(t, up.Requests())
				if len(tc.prior) == 0 {
					mixedCheckSpliced(t, body, "ann", got.report.Get("calls"), env.scope(t))
				}
				var ids []string
				for _, m := range body.Get("messages").Array() {
					if m.Get("role").Str == "tool" {
						ids = append(ids, m.Get("tool_call_id").Str)
					}
				}
				want := []string{"call_s1", "call_s2", "call_c1"}
				if len(tc.prior) > 0 {
					want = append([]string{"call_old"}, want...)
				}
				if !slices.Equal(ids, want) {
					t.Errorf("upstream tool messages %v, want %v: %s", ids, want, body.Get("messages").Raw)
				}
				if ans.report.Get("events").Raw != "[]" || ans.report.Get("flags").Raw != "[]" {
					t.Errorf("follow-up zc_receipts %s, want no event or flag", ans.report.Raw)
				}
			})
		}
	}
}

// TestHistoryGateClaims: a claim is backed by a valid receipt the history
// quotes, however the history spells it (plain, split across text parts,
// escaped), and flagged when the history quotes none or only a user does.
func TestHistoryGateClaims(t *testing.T) {
	const claim = "I ran the command and it printed hi."
	cases := []struct {
		name     string
		history  any // the earlier assistant content; gateFill placeholders in strings
		user     string
		wantFlag bool
	}{
		{"quoted as text", "Done. Receipt: {T}.", "second", false},
		{"split across text parts", []any{map[string]any{"type": "text", "text": "Done. Receipt: {T1}"}, map[string]any{"type": "text", "text": "{T2}."}}, "second", false},
		{"no receipt", "Done.", "second", true},
		{"quoted only by the user", "Done.", "second, see {T}", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				if mixedLastUser(req) == "first" {
					return toolThenAnswer([]scripted.ToolCall{{ID: "call_e", Name: "shell", Arguments: `{"command":"echo hi"}`}}, quoteReceipts)(req)
				}
				return scripted.Turn{Content: claim}
			}}
			env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
			resp, got := env.post(t, mixedRequest(false, map[string]any{"role": "user", "content": "first"}), nil)
			tok := gjson.GetBytes(got, "zc_receipts.receipts.0.receipt").Str
			if resp.StatusCode != http.StatusOK || tok == "" {
				t.Fatalf("first request: status %d: %s", resp.StatusCode, got)
			}
			history := tc.history
			switch h := history.(type) {
			case string:
				history = gateFill(h, tok)
			case []any:
				parts := make([]any, len(h))
				for i, p := range h {
					pm := maps.Clone(p.(map[string]any))
					pm["text"] = gateFill(pm["text"].(string), tok)
					parts[i] = pm
				}
				history = parts
			}
			body := mixedRequest(false,
				map[string]any{"role": "user", "content": "first"},
				map[string]any{"role": "assistant", "content": history},
				map[string]any{"role": "user", "content": gateFill(tc.user, tok)})
			ans := mixedPost(t, env, body, false)
			if ans.status != http.StatusOK || ans.content == "" {
				t.Fatalf("second request: status %d: %s", ans.status, ans.raw)
			}
			var kinds []string
			for _, f := range ans.report.Get("flags").Array() {
				kinds = append(kinds, f.Get("kind").Str)
			}
			want := []string(nil)
			if tc.wantFlag {
				want = []string{receipts.FlagReceiptLessClaim}
			}
			if !slices.Equal(kinds, want) {
				t.Errorf("flags = %s, want kinds %v", ans.report.Get("flags").Raw, want)
			}
		})
	}
}
