package proxy

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/sse"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

const (
	userJSON   = `{"model":"m","messages":[{"role":"user","content":"go"}]}`
	userStream = `{"model":"m","stream":true,"messages":[{"role":"user","content":"go"}]}`
)

// answer is the final text of a response, streamed or not, and its
// zc_receipts and finish_reason.
func answer(t *testing.T, stream bool, body []byte) (content, finish string, report gjson.Result) {
	t.Helper()
	if !stream {
		root := gjson.ParseBytes(body)
		return root.Get("choices.0.message.content").Str, root.Get("choices.0.finish_reason").Str, root.Get("zc_receipts")
	}
	s := parseStream(t, body)
	checkOneMessage(t, s)
	fin := s.finishChunks()[0]
	return s.content, fin.Get("choices.0.finish_reason").Str, fin.Get("zc_receipts")
}

// TestChatFailingTool: a denied call gets "error: …", no receipt, and an
// event; the loop goes on to the answer.
func TestChatFailingTool(t *testing.T) {
	for _, stream := range []bool{true, false} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			calls := []scripted.ToolCall{
				{ID: "call_bad", Name: "shell", Arguments: `{"command":"rm -rf /tmp/nothing"}`},
				{ID: "call_unknown", Name: "no_such_tool", Arguments: `{}`},
			}
			up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return "It failed." })}
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := userJSON
			if stream {
				body = userStream
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			follow := gjson.ParseBytes(up.Requests()[1])
			for i, want := range []string{"call_bad", "call_unknown"} {
				msg := follow.Get("messages." + string(rune('3'+i)))
				if msg.Get("tool_call_id").Str != want || !strings.HasPrefix(msg.Get("content").Str, "error: ") {
					t.Errorf("tool message %d = %s, want an error for %s", i, msg.Raw, want)
				}
				if len(receipts.FindTokens(msg.Get("content").Str)) != 0 {
					t.Errorf("failed call got a receipt: %s", msg.Raw)
				}
			}
			content, finish, report := answer(t, stream, got)
			if content != "It failed." || finish != "stop" {
				t.Errorf("content %q finish %q: a failure has nothing to show in the footer", content, finish)
			}
			events := report.Get("events").Array()
			if len(events) != 2 || events[0].Get("outcome").Str != "denied" || events[0].Get("call_id").Str != "call_bad" ||
				events[0].Get("tool").Str != "shell" || events[0].Get("detail").Str == "" ||
				events[1].Get("outcome").Str != "unknown_tool" || events[1].Get("tool").Str != "no_such_tool" {
				t.Errorf("events = %s", report.Get("events").Raw)
			}
			if n := len(report.Get("receipts").Array()); n != 0 {
				t.Errorf("%d receipts for failed calls", n)
			}
		})
	}
}

// TestChatForgedReceipt: a receipt the proxy never issued is flagged in
// zc_receipts and in the footer; a receipt-less claim about a server tool
// is flagged too.
func TestChatForgedReceipt(t *testing.T) {
	for _, stream := range []bool{true, false} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			var forged string
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{Content: "I ran date and it says Monday. [receipt: " + forged + "]"}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			// Dated now: a token older than the proxy's key scope would be
			// "unverifiable" (an earlier process), not forged.
			forged = "zc-receipt-" + strconv.FormatInt(time.Now().Unix(), 10) + "-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
			body := userJSON
			if stream {
				body = userStream
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			content, _, report := answer(t, stream, got)
			var kinds []string
			for _, f := range report.Get("flags").Array() {
				kinds = append(kinds, f.Get("kind").Str)
				if f.Get("kind").Str == receipts.FlagInvalidReceipt && f.Get("receipt").Str != forged {
					t.Errorf("invalid_receipt flag names %s", f.Raw)
				}
			}
			if !strings.Contains(strings.Join(kinds, ","), receipts.FlagInvalidReceipt) ||
				!strings.Contains(strings.Join(kinds, ","), receipts.FlagReceiptLessClaim) {
				t.Errorf("flags = %s, want invalid_receipt and receipt_less_claim", report.Get("flags").Raw)
			}
			if !strings.Contains(content, "Unverified tool claims:") || strings.Count(content, forged) != 2 {
				t.Errorf("footer does not flag the forged receipt: %q", content)
			}
			if !stream && resp.Header.Get(headerFlagCount) != "2" {
				t.Errorf("X-ZC-Flag-Count = %q", resp.Header.Get(headerFlagCount))
			}
		})
	}
}

// TestChatFooterSwitch: X-ZC-Receipts-Footer: off keeps the answer text
// as the model wrote it, while zc_receipts still reports.
func TestChatFooterSwitch(t *testing.T) {
	calls := []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}}
	up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return "plain" })}
	env := newLoopEnv(t, up, testSpecs(), nil)
	resp, got := env.post(t, userJSON, http.Header{headerReceiptsFooter: {"off"}})
	content, _, report := answer(t, false, got)
	if resp.StatusCode != http.StatusOK || content != "plain" || len(report.Get("receipts").Array()) != 1 {
		t.Errorf("status %d content %q report %s", resp.StatusCode, content, report.Raw)
	}
}

// TestChatMaxIterations: a model that never stops calling tools ends with
// a clear notice, finish_reason "length" and a max_iterations event.
func TestChatMaxIterations(t *testing.T) {
	for _, stream := range []bool{true, false} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "shell", Arguments: `{"command":"echo again"}`}}}
			}}
			env := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Loop.MaxIterations = 3 })
			body := userJSON
			if stream {
				body = userStream
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if n := len(up.Requests()); n != 3 {
				t.Errorf("upstream calls = %d, want 3", n)
			}
			content, finish, report := answer(t, stream, got)
			if finish != "length" {
				t.Errorf("finish_reason = %q", finish)
			}
			if !strings.HasPrefix(content, "zc-proxy: stopped after 3 model calls without a final answer") {
				t.Errorf("content = %q", content)
			}
			if n := len(report.Get("receipts").Array()); n != 2 {
				t.Errorf("receipts = %d, want 2 (rounds 1 and 2)", n)
			}
			ev := report.Get("events").Array()
			if len(ev) != 1 || ev[0].Get("outcome").Str != loop.OutcomeMaxIterations || ev[0].Get("tool").Str != "" {
				t.Errorf("events = %s", report.Get("events").Raw)
			}
			if !stream && gjson.GetBytes(got, "choices.0.message.tool_calls").Exists() {
				t.Error("unrun server calls reached the client")
			}
		})
	}
}

// TestChatUpstreamErrors: an upstream error before any byte went out is
// relayed as OpenAI's error with its status; Retry-After is kept; a
// rejection of the proxy's key is a 502 that never shows the key.
func TestChatUpstreamErrors(t *testing.T) {
	cases := []struct {
		name        string
		status      int
		body        string
		wantStatus  int
		wantMessage string
		wantCode    string
	}{
		{"rate limited", 429, `{"error":{"message":"Rate limit reached for m","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, 429, "Rate limit reached for m", "rate_limit_exceeded"},
		{"bad request", 400, `{"error":{"message":"context too long","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`, 400, "context too long", "context_length_exceeded"},
		{"key rejected", 401, `{"error":{"message":"Incorrect API key provided: sk-upstream-secret","type":"invalid_request_error","code":"invalid_api_key"}}`, 502, `upstream "mock" rejected the proxy's credentials: check its api_key in the proxy's config.`, ""},
		{"not json", 503, `<html>busy</html>`, 503, `upstream "mock" returned HTTP 503.`, ""},
	}
	for _, tc := range cases {
		for _, stream := range []bool{true, false} {
			t.Run(tc.name+map[bool]string{true: "/stream", false: "/json"}[stream], func(t *testing.T) {
				up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					w.Header().Set("Retry-After", "7")
					w.Header().Set("Content-Type", "application/json")
					w.WriteHeader(tc.status)
					w.Write([]byte(tc.body))
				})
				env := newLoopEnv(t, up, testSpecs(), nil)
				req := openai.ChatCompletionRequest{Model: "m", Stream: stream,
					Messages: []openai.ChatCompletionMessage{{Role: "user", Content: "go"}}}
				var err error
				if stream {
					_, err = env.oai.CreateChatCompletionStream(context.Background(), req)
				} else {
					_, err = env.oai.CreateChatCompletion(context.Background(), req)
				}
				var apiErr *openai.APIError
				if !errors.As(err, &apiErr) {
					t.Fatalf("err = %v, want an APIError", err)
				}
				if apiErr.HTTPStatusCode != tc.wantStatus || apiErr.Message != tc.wantMessage {
					t.Errorf("got %d %q, want %d %q", apiErr.HTTPStatusCode, apiErr.Message, tc.wantStatus, tc.wantMessage)
				}
				if code, _ := apiErr.Code.(string); code != tc.wantCode {
					t.Errorf("code = %v, want %q", apiErr.Code, tc.wantCode)
				}
				resp, got := env.post(t, userJSON, nil)
				if resp.Header.Get("Retry-After") != "7" {
					t.Errorf("Retry-After = %q", resp.Header.Get("Retry-After"))
				}
				if strings.Contains(string(got), "sk-upstream-secret") {
					t.Errorf("the upstream key reached the client: %s", got)
				}
			})
		}
	}
}

// TestChatStreamFailures: once the upstream answered 2xx with a stream
// (the client then has its headers), an upstream failure ends it with an
// error event and no [DONE], whether or not text went out; before, it is an
// HTTP error.
func TestChatStreamFailures(t *testing.T) {
	long := "one two three four five six seven eight nine ten eleven twelve"
	stall := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write([]byte(`data: {"id":"s","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"partial"},"finish_reason":null}]}` + "\n\n"))
		http.NewResponseController(w).Flush()
		<-r.Context().Done()
	}
	midError := "data: {\"id\":\"e\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"partial\"}}]}\n\ndata: {\"error\":{\"message\":\"key sk-upstream-secret overloaded\",\"type\":\"server_error\"}}\n\n"
	cases := []struct {
		name       string
		upstream   http.Handler
		edit       func(*Config)
		started    bool // the client got 200 and an error event
		wantStatus int
		noText     bool // the failure came before any text
	}{
		{"cut mid text", &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: long, CutAfter: 4} }}, nil, true, 200, false},
		{"cut after a tool round", &scripted.Server{Respond: toolThenAnswerTurn(
			[]scripted.ToolCall{{Name: "shell", Arguments: `{"command":"echo x"}`}}, scripted.Turn{Content: long, CutAfter: 3})}, nil, true, 200, false},
		{"cut before any text", &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: long, CutAfter: 1} }}, nil, true, 200, true},
		{"mid-stream error event", scripted.Replay([]byte(midError), "text/event-stream"), nil, true, 200, false},
		{"idle upstream", http.HandlerFunc(stall), func(c *Config) { c.Limits.StreamIdle = 100 * time.Millisecond }, true, 200, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newLoopEnv(t, tc.upstream, testSpecs(), tc.edit)
			resp, got := env.post(t, userStream, nil)
			if resp.StatusCode != tc.wantStatus {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.wantStatus, got)
			}
			if !tc.started {
				decodeAPIError(t, resp, got)
				return
			}
			s := parseStream(t, got)
			if s.dones != 0 {
				t.Errorf("a failed stream got [DONE]:\n%s", got)
			}
			if len(s.finishChunks()) != 0 {
				t.Errorf("a failed stream got a finish_reason:\n%s", got)
			}
			last := s.chunks[len(s.chunks)-1]
			if !last.Get("error.message").Exists() || !last.Get("error.type").Exists() {
				t.Fatalf("last event is not an OpenAI error: %s", last.Raw)
			}
			if strings.Contains(last.Raw, "sk-upstream-secret") {
				t.Errorf("internal detail reached the client: %s", last.Raw)
			}
			if (s.content == "") != tc.noText {
				t.Errorf("content %q; want text before the failure: %v", s.content, !tc.noText)
			}
		})
	}
}

// toolThenAnswerTurn makes calls, then answers with final.
func toolThenAnswerTurn(calls []scripted.ToolCall, final scripted.Turn) scripted.Responder {
	return func(req gjson.Result) scripted.Turn {
		if len(toolResults(req)) == 0 {
			return scripted.Turn{ToolCalls: calls}
		}
		return final
	}
}

// TestChatClientGoneCancelsTool: a streaming client that leaves while a
// tool runs cancels the tool (its process is killed) and no further
// upstream call is made.
func TestChatClientGoneCancelsTool(t *testing.T) {
	const marker = "31.4159"
	calls := []scripted.ToolCall{{ID: "call_sleep", Name: "sleeper", Arguments: `{"seconds":"` + marker + `"}`}}
	up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return "never" })}
	env := newLoopEnv(t, up, testSpecs(), nil)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.url+"/v1/chat/completions", strings.NewReader(userStream))
	resp, err := env.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	rd := sse.NewReader(resp.Body)
	for {
		ev, err := rd.Next()
		if err != nil {
			t.Fatalf("stream ended before the tool ran: %v", err)
		}
		if ev.IsComment && strings.Contains(ev.Comment, "running tool sleeper") {
			break
		}
	}
	waitUntil(t, "the sleep process to start", func() bool { return processWithArg(marker) })
	cancel()

	waitUntil(t, "the canceled audit event", func() bool {
		for _, e := range env.audit.snapshot() {
			if e.Call.ID == "call_sleep" {
				return e.Outcome == toolrun.OutcomeCanceled
			}
		}
		return false
	})
	waitUntil(t, "the sleep process to be gone", func() bool { return !processWithArg(marker) })
	if n := len(up.Requests()); n != 1 {
		t.Errorf("upstream calls = %d, want 1 (no round after the client left)", n)
	}
}

// TestChatClientGoneCancelsUpstream: a client that leaves mid-stream
// cancels the upstream request at once.
func TestChatClientGoneCancelsUpstream(t *testing.T) {
	upstreamDone := make(chan struct{})
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write([]byte(`data: {"id":"s","choices":[{"index":0,"delta":{"role":"assistant","content":"hello"}}]}` + "\n\n"))
		http.NewResponseController(w).Flush()
		<-r.Context().Done()
		close(upstreamDone)
	})
	env := newLoopEnv(t, up, testSpecs(), nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.url+"/v1/chat/completions", strings.NewReader(userStream))
	resp, err := env.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ev, err := sse.NewReader(resp.Body).Next(); err != nil || !strings.Contains(string(ev.Data), "hello") {
		t.Fatalf("first event %q, %v", ev.Data, err)
	}
	cancel()
	waitUntil(t, "the upstream request to be canceled", func() bool {
		select {
		case <-upstreamDone:
			return true
		default:
			return false
		}
	})
	waitUntil(t, "the request log line", func() bool { return env.logs.contains("result=client_gone") })
	if env.logs.contains("level=WARN") {
		t.Errorf("a client leaving was logged as a failure:\n%s", env.logs)
	}
}

// processWithArg reports whether a live process has arg in its command
// line.
func processWithArg(arg string) bool {
	dirs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range dirs {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, a := range strings.Split(string(b), "\x00") {
			if a == arg {
				stat, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "stat"))
				// A zombie (state Z) is gone for our purposes.
				if fields := strings.Fields(string(stat)); len(fields) > 2 && fields[2] == "Z" {
					continue
				}
				return true
			}
		}
	}
	return false
}
