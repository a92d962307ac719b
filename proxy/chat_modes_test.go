package proxy

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

func ptr[T any](v T) *T { return &v }

// TestChatReceiptsOffIsByteFaithful: with receipts off the upstream gets
// the client's exact bytes and the client the upstream's.
func TestChatReceiptsOffIsByteFaithful(t *testing.T) {
	sseReply := []byte("data: {\"id\":\"x\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"hi\"},\"finish_reason\":null}],\"x_extra\":1}\n\n: keep-alive\n\ndata: [DONE]\n\n")
	jsonReply := []byte(`{"id":"x", "object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],"x_extra":{"k":[1,2]}}`)
	cases := []struct {
		name   string
		reply  []byte
		ctype  string
		header http.Header
		edit   func(*Config)
		reason string
	}{
		{"header off, stream", sseReply, "text/event-stream", http.Header{headerReceipts: {"off"}}, nil, ""},
		{"header off, json", jsonReply, "application/json", http.Header{headerReceipts: {"OFF"}}, nil, ""},
		{"config off", jsonReply, "application/json", nil, func(c *Config) { c.Receipts.Enabled = ptr(false) }, ""},
	}
	body := "{\n  \"model\": \"gpt-test\",\t\"messages\":[{\"role\":\"user\",\"content\":\"héllo <b>\"}],\n \"x_vendor\": {\"deep\": [1, 2.50, null]}, \"stream\": true}"
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := scripted.Sequence(scripted.Replay(tc.reply, tc.ctype))
			env := newLoopEnv(t, up, testSpecs(), tc.edit)
			resp, got := env.post(t, body, tc.header)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if !bytes.Equal(got, tc.reply) {
				t.Errorf("client got\n%q\nwant the upstream's bytes\n%q", got, tc.reply)
			}
			reqs := up.Requests()
			if len(reqs) != 1 || string(reqs[0]) != body {
				t.Errorf("upstream got %q, want the client's bytes", reqs)
			}
			if h := resp.Header.Get(headerReceipts); h != modeOff {
				t.Errorf("X-ZC-Receipts = %q, want off", h)
			}
		})
	}
}

// TestChatPassthroughReasons: requests the loop cannot follow pass through
// untouched with a reason.
func TestChatPassthroughReasons(t *testing.T) {
	reply := []byte(`{"id":"x","object":"chat.completion","choices":[]}`)
	cases := []struct{ name, body, reason string }{
		{"n>1", `{"model":"m","n":2,"messages":[{"role":"user","content":"hi"}]}`, reasonMultipleChoices},
		{"functions", `{"model":"m","functions":[{"name":"f"}],"messages":[{"role":"user","content":"hi"}]}`, reasonLegacyFunctions},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := scripted.Sequence(scripted.Replay(reply, "application/json"))
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := env.post(t, tc.body, nil)
			if resp.StatusCode != http.StatusOK || !bytes.Equal(got, reply) {
				t.Fatalf("status %d body %s", resp.StatusCode, got)
			}
			if resp.Header.Get(headerReceipts) != modeOff || resp.Header.Get(headerPassthroughReason) != tc.reason {
				t.Errorf("headers %v, want off and reason %q", resp.Header, tc.reason)
			}
			if reqs := up.Requests(); len(reqs) != 1 || string(reqs[0]) != tc.body {
				t.Errorf("upstream got %q", reqs)
			}
		})
	}
}

// TestChatToggleForbidden: with header_toggle false the header is ignored
// (even a malformed one) and the response says the mode that applied.
func TestChatToggleForbidden(t *testing.T) {
	for _, v := range []string{"off", "bogus"} {
		t.Run(v, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "plain"} }}
			env := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
			resp, got := env.post(t, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, http.Header{headerReceipts: {v}})
			if resp.StatusCode != http.StatusOK || resp.Header.Get(headerReceipts) != modeOn {
				t.Fatalf("status %d, X-ZC-Receipts %q: %s", resp.StatusCode, resp.Header.Get(headerReceipts), got)
			}
			if !gjson.GetBytes(got, "zc_receipts").IsObject() {
				t.Errorf("no zc_receipts: %s", got)
			}
			if len(gjson.GetBytes(up.Requests()[0], "tools").Array()) != 3 {
				t.Error("server tools not injected")
			}
		})
	}
}

// TestChatBadRequests: bad input gets OpenAI-shaped errors and nothing is
// forwarded.
func TestChatBadRequests(t *testing.T) {
	valid := `{"model":"gpt-x","messages":[{"role":"user","content":"hi"}]}`
	cases := []struct {
		name   string
		body   string
		header http.Header
		status int
		param  string
		code   string
	}{
		{"not json", `{"model":`, nil, 400, "", ""},
		{"not an object", `[1,2]`, nil, 400, "", ""},
		{"no model", `{"messages":[{"role":"user","content":"hi"}]}`, nil, 400, "model", ""},
		{"model not a string", `{"model":7,"messages":[{"role":"user","content":"hi"}]}`, nil, 400, "model", ""},
		{"no messages", `{"model":"gpt-x"}`, nil, 400, "messages", ""},
		{"empty messages", `{"model":"gpt-x","messages":[]}`, nil, 400, "messages", ""},
		{"stream not bool", `{"model":"gpt-x","stream":"yes","messages":[{"role":"user","content":"hi"}]}`, nil, 400, "stream", ""},
		{"tools not array", `{"model":"gpt-x","tools":{},"messages":[{"role":"user","content":"hi"}]}`, nil, 400, "tools", ""},
		{"invalid utf-8", "{\"model\":\"gpt-x\",\"messages\":[{\"role\":\"user\",\"content\":\"\xff\xfe\"}]}", nil, 400, "", ""},
		{"too large", `{"model":"gpt-x","messages":[{"role":"user","content":"` + strings.Repeat("a", 300) + `"}]}`, nil, 413, "", "request_too_large"},
		{"unknown model", `{"model":"claude-x","messages":[{"role":"user","content":"hi"}]}`, nil, 404, "model", "model_not_found"},
		{"bad receipts header", valid, http.Header{headerReceipts: {"maybe"}}, 400, headerReceipts, ""},
		{"bad footer header", valid, http.Header{headerReceiptsFooter: {"1"}}, 400, headerReceiptsFooter, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				t.Errorf("upstream called for a bad request")
			})
			env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
				c.Limits.MaxRequestBytes = 200
				c.Upstreams[0].Models = []string{"gpt-*"}
			})
			resp, got := env.post(t, tc.body, tc.header)
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.status, got)
			}
			e := decodeAPIError(t, resp, got)
			if p := nullable(e.Error.Param); tc.param != "" && p != tc.param {
				t.Errorf("param = %s, want %s", p, tc.param)
			}
			if c := nullable(e.Error.Code); tc.code != "" && c != tc.code {
				t.Errorf("code = %s, want %s", c, tc.code)
			}
		})
	}
}

// TestChatToolSelection: X-ZC-Tools narrows the offer; a client tool
// shadows a server tool of the same name; the client's tools and
// tool_choice stay as sent.
func TestChatToolSelection(t *testing.T) {
	clientTool := `{"type":"function","function":{"name":"shell","description":"client's own","parameters":{"type":"object"}}}`
	cases := []struct {
		name   string
		body   string
		header http.Header
		want   []string // tool names upstream sees, in order
	}{
		{"all", `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, nil, []string{"shell", "sleeper", "greet"}},
		{"narrowed", `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, http.Header{headerTools: {"greet, "}}, []string{"greet"}},
		{"shadowed", `{"model":"m","tool_choice":{"type":"function","function":{"name":"greet"}},"tools":[` + clientTool + `],"messages":[{"role":"user","content":"hi"}]}`, nil, []string{"shell", "sleeper", "greet"}},
		{"nothing left", `{"model":"m","tools":[` + clientTool + `],"messages":[{"role":"user","content":"hi"}]}`, http.Header{headerTools: {"shell"}}, []string{"shell"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := env.post(t, tc.body, tc.header)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			req := gjson.ParseBytes(up.Requests()[0])
			var names []string
			for _, tool := range req.Get("tools").Array() {
				names = append(names, tool.Get("function.name").Str)
			}
			if strings.Join(names, ",") != strings.Join(tc.want, ",") {
				t.Errorf("upstream tools = %v, want %v", names, tc.want)
			}
			if strings.Contains(tc.body, clientTool) && req.Get("tools.0").Raw != clientTool {
				t.Errorf("client tool changed: %s", req.Get("tools.0").Raw)
			}
			if tc := gjson.Get(tc.body, "tool_choice"); tc.Exists() && req.Get("tool_choice").Raw != tc.Raw {
				t.Errorf("tool_choice changed: %s", req.Get("tool_choice").Raw)
			}
		})
	}
}

// TestChatToolSelectionUnknownTool: X-ZC-Tools naming a tool the proxy
// does not offer is a 400 listing the ones it does, and nothing goes
// upstream.
func TestChatToolSelectionUnknownTool(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	for _, tc := range []struct{ name, header, want string }{
		{"one", "nope", `Header X-ZC-Tools names unknown tool "nope"; the server tools are: shell, sleeper, greet.`},
		{"two among known", "greet,nope, zip", `Header X-ZC-Tools names unknown tools "nope", "zip"; the server tools are: shell, sleeper, greet.`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, got := env.post(t, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, http.Header{headerTools: {tc.header}})
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if msg := gjson.GetBytes(got, "error.message").Str; msg != tc.want {
				t.Errorf("message = %q, want %q", msg, tc.want)
			}
			if p := gjson.GetBytes(got, "error.param").Str; p != headerTools {
				t.Errorf("param = %q", p)
			}
		})
	}
	if n := len(up.Requests()); n != 0 {
		t.Errorf("%d requests went upstream", n)
	}
}

// TestChatUnknownFieldsSurvive: request fields reach every upstream call;
// response fields reach the client, streamed and not.
func TestChatUnknownFieldsSurvive(t *testing.T) {
	chunk := func(id, delta, finish string) string {
		return `data: {"id":"` + id + `","object":"chat.completion.chunk","created":100,"model":"m-1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":` + delta +
			`,"logprobs":null,"finish_reason":` + finish + `}],"usage":null,"obfuscation":"zz","x_extra":{"vendor":true}}` + "\n\n"
	}
	turn1 := chunk("c1", `{"role":"assistant","content":""}`, "null") +
		chunk("c1", `{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo x\"}"}}]}`, "null") +
		chunk("c1", `{}`, `"tool_calls"`) + "data: [DONE]\n\n"
	turn2 := chunk("c2", `{"role":"assistant","content":"","reasoning_content":"thinking"}`, "null") +
		chunk("c2", `{"content":"answer"}`, "null") +
		chunk("c2", `{}`, `"stop"`) + "data: [DONE]\n\n"
	up := scripted.Sequence(scripted.Replay([]byte(turn1), "text/event-stream"), scripted.Replay([]byte(turn2), "text/event-stream"))
	env := newLoopEnv(t, up, testSpecs(), nil)
	body := `{"model":"m","stream":true,"x_vendor":{"a":[1,{"b":null}]},"messages":[{"role":"user","content":"hi","x_msg":1}]}`
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	for i, raw := range up.Requests() {
		req := gjson.ParseBytes(raw)
		if req.Get("x_vendor").Raw != `{"a":[1,{"b":null}]}` || req.Get("messages.1.x_msg").Raw != "1" {
			t.Errorf("upstream request %d lost unknown fields: %s", i, raw)
		}
	}
	s := parseStream(t, got)
	checkOneMessage(t, s)
	var reasoning bool
	for _, c := range s.chunks {
		fromUpstream := c.Get("choices.0.delta.content").Str == "answer" || c.Get("choices.0.delta.reasoning_content").Exists() ||
			c.Get("choices.0.finish_reason").Str == "stop"
		if fromUpstream && (c.Get("obfuscation").Str != "zz" || !c.Get("x_extra.vendor").Bool() || c.Get("system_fingerprint").Str != "fp_1") {
			t.Errorf("chunk lost unknown fields: %s", c.Raw)
		}
		if c.Get("id").Str != "c1" {
			t.Errorf("chunk id %q, want the first turn's c1", c.Get("id").Str)
		}
		reasoning = reasoning || c.Get("choices.0.delta.reasoning_content").Str == "thinking"
	}
	if !reasoning {
		t.Error("reasoning_content delta was not forwarded")
	}
	if s.content != "answer"+s.content[len("answer"):] || !strings.HasPrefix(s.content, "answer\n\n---\nTool receipts:\n  shell: zc-receipt-") {
		t.Errorf("content = %q", s.content)
	}
}
