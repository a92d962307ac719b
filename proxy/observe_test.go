package proxy

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

const (
	opsUpstreamKey = "sk-ops-upstream-secret"
	opsPrompt      = "ops secret prompt 7731"
	opsForged      = "zc-receipt-1774600000-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
	opsGreetArgs   = `{"name":"ops"}`
)

// opsLoopEnv is a proxy with a greet tool in front of a model that calls
// greet and a tool nobody offered, then answers quoting the receipts and a
// forged one from before the process started (an unverifiable_receipt flag).
func opsLoopEnv(t *testing.T, edit func(*Config)) *opsEnv {
	t.Helper()
	model := &scripted.Server{Respond: toolThenAnswer(
		[]scripted.ToolCall{{Name: "greet", Arguments: opsGreetArgs}, {Name: "nope", Arguments: `{}`}},
		func(req gjson.Result) string { return quoteReceipts(req) + " Also " + opsForged + "." },
	)}
	base := opsUpstream(t, model)
	return newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: base, APIKey: opsUpstreamKey}}
		c.Tools = testSpecs()
		if edit != nil {
			edit(c)
		}
	})
}

// opsChat sends one chat request through e and returns the receipts the
// client was given.
func opsChat(t *testing.T, e *opsEnv, stream bool, requestID string) []string {
	t.Helper()
	body := `{"model":"gpt-ops","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
		`,"messages":[{"role":"user","content":"` + opsPrompt + `"}]}`
	resp, got := e.post(t, body, http.Header{"X-Request-Id": {requestID}})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	if id := resp.Header.Get("X-Request-Id"); id != requestID {
		t.Errorf("X-Request-Id = %q, want %q (honoured)", id, requestID)
	}
	report := gjson.GetBytes(got, "zc_receipts")
	if stream {
		s := parseStream(t, got)
		if s.dones != 1 || len(s.finishChunks()) != 1 {
			t.Fatalf("stream not complete: %d [DONE], %d finish chunks", s.dones, len(s.finishChunks()))
		}
		report = s.finishChunks()[0].Get("zc_receipts")
	}
	var tokens []string
	for _, r := range report.Get("receipts").Array() {
		tokens = append(tokens, r.Get("receipt").Str)
	}
	if len(tokens) != 1 {
		t.Fatalf("receipts = %s, want one", report.Get("receipts").Raw)
	}
	return tokens
}

// TestOpsToolLoopObserved runs the tool loop twice (streamed and not) and
// checks each signal an operator relies on: metrics, the request log line,
// the receipt debug line and the audit trail.
func TestOpsToolLoopObserved(t *testing.T) {
	auditPath := filepath.Join(t.TempDir(), "audit.jsonl")
	e := opsLoopEnv(t, func(c *Config) { c.Audit.Path = auditPath })

	minted := map[string]string{} // request id -> receipt
	for _, tc := range []struct {
		name   string
		stream bool
		id     string
	}{
		{"stream", true, "ops-req-stream"},
		{"json", false, "ops-req-json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			minted[tc.id] = opsChat(t, e, tc.stream, tc.id)[0]
		})
	}
	if len(minted) != 2 {
		t.Fatal("a request failed")
	}

	t.Run("metrics", func(t *testing.T) {
		reg := e.srv.registry
		checks := []struct {
			name   string
			labels map[string]string
			want   float64
		}{
			{"zc_http_requests_total", map[string]string{"route": "/v1/chat/completions", "mode": "on", "code": "200"}, 2},
			{"zc_http_request_duration_seconds", map[string]string{"route": "/v1/chat/completions", "mode": "on"}, 2},
			{"zc_tool_calls_total", map[string]string{"tool": "greet", "outcome": "ok"}, 2},
			{"zc_tool_calls_total", map[string]string{"tool": "_unknown", "outcome": "unknown_tool"}, 2},
			{"zc_tool_call_duration_seconds", map[string]string{"tool": "greet"}, 2},
			{"zc_receipts_minted_total", map[string]string{"tool": "greet"}, 2},
			{"zc_flags_total", map[string]string{"kind": "unverifiable_receipt"}, 2},
			{"zc_loop_iterations", nil, 2},
			{"zc_upstream_request_duration_seconds", map[string]string{"upstream": "mock"}, 4},
			{"zc_upstream_time_to_first_byte_seconds", map[string]string{"upstream": "mock"}, 4},
			{"zc_proxy_overhead_seconds", nil, 2},
			{"zc_streams_in_flight", nil, 0},
		}
		for _, c := range checks {
			got, ok := opsMetric(t, reg, c.name, c.labels)
			if !ok || got != c.want {
				t.Errorf("%s%v = %v (present %v), want %v", c.name, c.labels, got, ok, c.want)
			}
		}
		if _, ok := opsMetric(t, reg, "zc_upstream_errors_total", nil); ok {
			t.Error("upstream errors counted for successful calls")
		}
		text := e.scrape(t)
		for _, want := range []string{
			`zc_tool_calls_total{outcome="ok",tool="greet"} 2`,
			`zc_loop_iterations_sum 4`,
			"go_goroutines ",
			"process_",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("/metrics lacks %q", want)
			}
		}
	})

	t.Run("request log line", func(t *testing.T) {
		lines := e.logsWithMsg(t, "request")
		byID := map[string]map[string]any{}
		for _, l := range lines {
			if l["route"] == "/v1/chat/completions" {
				byID[l["request_id"].(string)] = l
			}
		}
		for id := range minted {
			l, ok := byID[id]
			if !ok {
				t.Fatalf("no request line for %s in %v", id, lines)
			}
			want := map[string]any{
				"level": "INFO", "method": "POST", "status": 200.0, "mode": "on", "upstream": "mock",
				"model": "gpt-ops", "iterations": 2.0, "tool_calls": 2.0, "receipts": 1.0, "flags": 1.0,
				"events": 1.0, "result": "ok", "stream": id == "ops-req-stream",
			}
			for k, v := range want {
				if l[k] != v {
					t.Errorf("%s: %s = %v, want %v", id, k, l[k], v)
				}
			}
			for _, k := range []string{"duration_ms", "upstream_ms", "ttfb_ms", "tools_ms", "overhead_ms", "bytes"} {
				if v, ok := l[k].(float64); !ok || v <= 0 {
					t.Errorf("%s: %s = %v, want a positive number", id, k, l[k])
				}
			}
			if _, ok := l["prompt"]; ok {
				t.Errorf("%s: prompt logged without log.include_prompts", id)
			}
		}
	})

	t.Run("receipt debug line", func(t *testing.T) {
		logged := map[string]bool{}
		for _, l := range e.logsWithMsg(t, "tool receipt generated") {
			if l["tool"] == "greet" {
				logged[l["receipt"].(string)] = true
			}
		}
		for id, rc := range minted {
			if !logged[rc] {
				t.Errorf("%s: receipt %s not logged at debug", id, rc)
			}
		}
	})

	t.Run("no secrets in logs", func(t *testing.T) {
		for _, secret := range []string{opsUpstreamKey, opsPrompt} {
			if e.logs.contains(secret) {
				t.Errorf("logs hold %q", secret)
			}
		}
	})

	t.Run("audit trail", func(t *testing.T) {
		data, err := os.ReadFile(auditPath)
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
		if len(lines) != 4 {
			t.Fatalf("audit has %d lines, want 4 (two calls per request):\n%s", len(lines), data)
		}
		argsSum := sha256.Sum256([]byte(opsGreetArgs))
		seen := map[string]bool{}
		for _, line := range lines {
			var en audit.Entry
			if err := json.Unmarshal(line, &en); err != nil {
				t.Fatalf("audit line %s: %v", line, err)
			}
			rc, ok := minted[en.RequestID]
			if !ok {
				t.Errorf("audit line with unknown request id: %s", line)
				continue
			}
			switch en.Tool {
			case "greet":
				if en.Outcome != toolrun.OutcomeOK || en.Receipt != rc || en.ArgsSHA256 != hex.EncodeToString(argsSum[:]) ||
					en.OutputBytes == 0 || en.CallID == "" || en.DurationMS <= 0 {
					t.Errorf("greet line = %s; want ok, receipt %s, args hash, output size, call id, duration", line, rc)
				}
			case toolrun.LogRef("nope"): // a tool the proxy lacks is model text: a digest
				if en.Outcome != toolrun.OutcomeUnknownTool || en.Receipt != "" {
					t.Errorf("nope line = %s; want unknown_tool without receipt", line)
				}
			default:
				t.Errorf("unexpected tool in %s", line)
			}
			seen[en.RequestID+"/"+en.Tool] = true
		}
		if len(seen) != 4 {
			t.Errorf("audit lines cover %v, want each call of each request once", seen)
		}
		if bytes.Contains(data, []byte(opsUpstreamKey)) || bytes.Contains(data, []byte("hello ops")) {
			t.Error("audit trail holds a key or tool output")
		}

		f, err := os.Open(auditPath)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sum, err := audit.Summarise(f)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Calls != 4 || sum.Receipts != 2 || sum.BadLines != 0 || len(sum.Tools) != 2 {
			t.Fatalf("summary = %+v, want 4 calls, 2 receipts, 2 tools", sum)
		}
		greet := sum.Tools[0]
		if greet.Tool != "greet" || greet.Calls != 2 || greet.Receipts != 2 || greet.Outcomes[toolrun.OutcomeOK] != 2 {
			t.Errorf("greet summary = %+v", greet)
		}
	})
}

// TestOpsLogPrompts: the prompt reaches the log line only when
// log.include_prompts says so.
func TestOpsLogPrompts(t *testing.T) {
	for _, include := range []bool{false, true} {
		t.Run(map[bool]string{false: "default", true: "include_prompts"}[include], func(t *testing.T) {
			e := opsLoopEnv(t, func(c *Config) { c.Log.IncludePrompts = include })
			opsChat(t, e, false, "ops-prompt")
			var line map[string]any
			for _, l := range e.logsWithMsg(t, "request") {
				if l["request_id"] == "ops-prompt" {
					line = l
				}
			}
			if line == nil {
				t.Fatal("no request line")
			}
			prompt, _ := line["prompt"].(string)
			if got := strings.Contains(prompt, opsPrompt); got != include {
				t.Errorf("prompt in line = %v, want %v (%q)", got, include, prompt)
			}
			if e.logs.contains(opsUpstreamKey) {
				t.Error("the upstream key reached the logs")
			}
		})
	}
}

// TestOpsRequestIDGenerated: a request without a usable X-Request-Id gets
// a fresh one, returned and logged.
func TestOpsRequestIDGenerated(t *testing.T) {
	e := newOpsEnv(t, func(c *Config) {
		c.Upstreams = []UpstreamConfig{{Name: "mock", BaseURL: opsUpstream(t, &scripted.Server{})}}
	})
	for _, tc := range []struct{ name, sent string }{
		{"none", ""},
		{"unsafe", "bad id\twith tab"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, e.url+"/v1/models", nil)
			if tc.sent != "" {
				req.Header.Set("X-Request-Id", tc.sent)
			}
			resp, err := e.httpc.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			id := resp.Header.Get("X-Request-Id")
			if !strings.HasPrefix(id, "req_") {
				t.Fatalf("X-Request-Id = %q, want a generated req_ id", id)
			}
			found := false
			for _, l := range e.logsWithMsg(t, "request") {
				if l["request_id"] == id {
					found = l["mode"] == "passthrough" && l["upstream"] == "mock" && l["route"] == "/v1/*"
				}
			}
			if !found {
				t.Errorf("no passthrough request line with id %s:\n%s", id, e.logs)
			}
		})
	}
}
