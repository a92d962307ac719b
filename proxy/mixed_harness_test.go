package proxy

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/fakeclock"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// newMixedClock is the settable clock shared by the receipts scopes and
// the pending store.
func newMixedClock() *fakeclock.Clock { return fakeclock.New(time.Unix(1_800_000_000, 0)) }

// newMixedEnv is newLoopEnv with a receipts scope and an injected clock.
func newMixedEnv(t *testing.T, up http.Handler, scope string, clock *fakeclock.Clock) *loopEnv {
	t.Helper()
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	return startLoopEnv(t, upSrv.URL, testSpecs(), func(c *Config) { c.Receipts.Scope = scope }, clock.Now)
}

// mixedModel is a scripted model for one mixed turn: after a user message
// naming someone it says "Let me look." and calls shell (server), lookup
// (the client's) and greet (server), in that order, with the same ids in
// every conversation; once tool results follow, it answers quoting every
// receipt it sees.
func mixedModel(req gjson.Result) scripted.Turn {
	if len(toolResults(req)) == 0 {
		name := mixedLastUser(req)
		return scripted.Turn{Content: "Let me look.", ToolCalls: []scripted.ToolCall{
			{ID: "call_s1", Name: "shell", Arguments: `{"command":"echo hi"}`},
			{ID: "call_c1", Name: "lookup", Arguments: `{"q":"` + name + `"}`},
			{ID: "call_s2", Name: "greet", Arguments: `{"name":"` + name + `"}`},
		}}
	}
	return scripted.Turn{Content: quoteReceipts(req)}
}

func mixedLastUser(req gjson.Result) string {
	var name string
	req.Get("messages").ForEach(func(_, m gjson.Result) bool {
		if m.Get("role").Str == "user" {
			name = m.Get("content").Str
		}
		return true
	})
	return name
}

// mixedTurnResult is what a client got back from a mixed turn.
type mixedTurnResult struct {
	status  int
	content string
	calls   []gjson.Result // the client's tool calls, assembled
	finish  string
	report  gjson.Result // zc_receipts
	raw     []byte       // the JSON body (non-streamed) or the error body
}

// mixedRequest builds a chat body declaring the client tool lookup.
func mixedRequest(stream bool, messages ...any) string {
	return string(rawjson.Marshal(map[string]any{
		"model": "m", "stream": stream,
		"tools":    []json.RawMessage{json.RawMessage(clientLookupTool)},
		"messages": messages,
	}))
}

// mixedPost sends body as a hand-written client does: net/http and, for a
// stream, its own line-by-line SSE parsing.
func mixedPost(t *testing.T, env *loopEnv, body string, stream bool) mixedTurnResult {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, env.url+"/v1/chat/completions", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := env.httpc.Do(req)
	if err != nil {
		t.Fatalf("POST: %v", err)
	}
	defer resp.Body.Close()
	res := mixedTurnResult{status: resp.StatusCode}
	if !stream || resp.StatusCode != http.StatusOK {
		res.raw, err = io.ReadAll(io.LimitReader(resp.Body, 8<<20))
		if err != nil {
			t.Fatalf("read: %v", err)
		}
		root := gjson.ParseBytes(res.raw)
		res.content = root.Get("choices.0.message.content").Str
		res.calls = root.Get("choices.0.message.tool_calls").Array()
		res.finish = root.Get("choices.0.finish_reason").Str
		res.report = root.Get("zc_receipts")
		return res
	}
	streamBody, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("read stream: %v", err)
	}
	st := parseStream(t, streamBody)
	if st.dones != 1 || st.afterEnd != 0 {
		t.Fatalf("stream ended with %d [DONE] and %d events after it", st.dones, st.afterEnd)
	}
	chunks := st.chunks
	byIndex := map[int64]map[string]any{}
	var order []int64
	for _, c := range chunks {
		res.content += c.Get("choices.0.delta.content").Str
		for _, d := range c.Get("choices.0.delta.tool_calls").Array() {
			i := d.Get("index").Int()
			tc, ok := byIndex[i]
			if !ok {
				tc = map[string]any{"type": "function", "id": "", "name": "", "arguments": ""}
				byIndex[i] = tc
				order = append(order, i)
			}
			tc["id"] = tc["id"].(string) + d.Get("id").Str
			tc["name"] = tc["name"].(string) + d.Get("function.name").Str
			tc["arguments"] = tc["arguments"].(string) + d.Get("function.arguments").Str
		}
		if fr := c.Get("choices.0.finish_reason"); fr.Type == gjson.String {
			if res.finish != "" {
				t.Errorf("second finish chunk: %s", c.Raw)
			}
			res.finish = fr.Str
			res.report = c.Get("zc_receipts")
		}
	}
	for _, i := range order {
		tc := byIndex[i]
		res.calls = append(res.calls, gjson.ParseBytes(rawjson.Marshal(map[string]any{
			"index": i, "id": tc["id"], "type": "function",
			"function": map[string]any{"name": tc["name"], "arguments": tc["arguments"]},
		})))
	}
	return res
}

// mixedFollowUp is the client's next request after a mixed turn: the
// history, its assistant turn as received, and one tool message per call.
func mixedFollowUp(stream bool, name string, got mixedTurnResult) string {
	var calls []map[string]any
	var answers []any
	for _, c := range got.calls {
		calls = append(calls, map[string]any{"id": c.Get("id").Str, "type": "function",
			"function": map[string]any{"name": c.Get("function.name").Str, "arguments": c.Get("function.arguments").Str}})
		answers = append(answers, map[string]any{"role": "tool", "tool_call_id": c.Get("id").Str, "content": "found " + name})
	}
	msgs := []any{
		map[string]any{"role": "user", "content": name},
		map[string]any{"role": "assistant", "content": got.content, "tool_calls": calls},
	}
	return mixedRequest(stream, append(msgs, answers...)...)
}

// mixedCheckSpliced asserts the exact history the upstream received for
// the follow-up of mixedModel's turn for name: the injected system prompt,
// the user message, the assistant message with all three calls in the
// model's order, the two server tool messages with their receipted results
// (the receipts in calls, the zc_receipts.calls of the mixed turn), then
// the client's tool message.
func mixedCheckSpliced(t *testing.T, up gjson.Result, name string, calls gjson.Result, scope *receipts.Scope) {
	t.Helper()
	msgs := up.Get("messages").Array()
	if len(msgs) != 6 {
		t.Fatalf("upstream got %d messages, want 6: %s", len(msgs), up.Get("messages").Raw)
	}
	if msgs[0].Get("role").Str != "system" || msgs[0].Get("content").Str != loop.SystemPrompt {
		t.Errorf("messages[0] = %s, want the receipts system prompt", msgs[0].Raw)
	}
	if msgs[1].Get("role").Str != "user" || msgs[1].Get("content").Str != name || len(msgs[1].Map()) != 2 {
		t.Errorf("messages[1] = %s", msgs[1].Raw)
	}
	wantAssistant := `{"role":"assistant","content":"Let me look.","tool_calls":[` +
		`{"id":"call_s1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}},` +
		`{"id":"call_c1","type":"function","function":{"name":"lookup","arguments":"{\"q\":\"` + name + `\"}"}},` +
		`{"id":"call_s2","type":"function","function":{"name":"greet","arguments":"{\"name\":\"` + name + `\"}"}}]}`
	if msgs[2].Raw != wantAssistant {
		t.Errorf("messages[2] =\n%s\nwant\n%s", msgs[2].Raw, wantAssistant)
	}
	recs := calls.Array()
	if len(recs) != 2 {
		t.Fatalf("zc_receipts.calls = %s, want the two server calls", calls.Raw)
	}
	for i, want := range []struct{ id, tool, args, out string }{
		{"call_s1", "shell", `{"command":"echo hi"}`, "hi"},
		{"call_s2", "greet", `{"name":"` + name + `"}`, "hello " + name},
	} {
		m := msgs[3+i]
		rec := recs[i]
		if rec.Get("call_id").Str != want.id || rec.Get("tool").Str != want.tool || rec.Get("arguments").Str != want.args ||
			rec.Get("outcome").Str != "ok" || rec.Get("receipt").Str == "" {
			t.Errorf("calls[%d] = %s", i, rec.Raw)
		}
		if m.Get("role").Str != "tool" || m.Get("tool_call_id").Str != want.id || len(m.Map()) != 3 {
			t.Errorf("messages[%d] = %s, want the tool message for %s", 3+i, m.Raw, want.id)
			continue
		}
		out, tok, ok := receipts.SplitReceipt(m.Get("content").Str)
		if !ok || tok != rec.Get("receipt").Str || strings.TrimSpace(out) != want.out ||
			m.Get("content").Str != out+"\n\n[receipt: "+tok+"]" {
			t.Errorf("messages[%d].content = %q, want %q and the receipt %s", 3+i, m.Get("content").Str, want.out, rec.Get("receipt").Str)
		}
		if scope != nil && !scope.Verify(tok, want.tool, []byte(want.args), []byte(out)) {
			t.Errorf("receipt of %s does not verify against the spliced message", want.id)
		}
	}
	if m := msgs[5]; m.Get("role").Str != "tool" || m.Get("tool_call_id").Str != "call_c1" ||
		m.Get("content").Str != "found "+name || len(m.Map()) != 3 {
		t.Errorf("messages[5] = %s, want the client's tool message", msgs[5].Raw)
	}
}
