package proxy

import (
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
)

// TestMandatoryReceiptsRefuseUnreceiptable: with receipts.header_toggle
// false, a request the loop cannot receipt is a 400 receipts_required
// that says why, and the upstream never sees it. Before the fix "n": 2 or
// a legacy functions member passed through with no receipts and no flags.
func TestMandatoryReceiptsRefuseUnreceiptable(t *testing.T) {
	mandatory := func(c *Config) { c.Receipts.HeaderToggle = ptr(false) }
	p := newTestProxy(t, nil, mandatory)
	cases := []struct {
		name, body, param, says string
	}{
		{"n 2", `{"model":"m","n":2,"messages":[{"role":"user","content":"hi"}]}`, "n", "n > 1"},
		{"n 2 streamed", `{"model":"m","n":2,"stream":true,"messages":[{"role":"user","content":"hi"}]}`, "n", "n > 1"},
		{"legacy functions", `{"model":"m","functions":[{"name":"f","parameters":{"type":"object"}}],"messages":[{"role":"user","content":"hi"}]}`, "functions", "functions"},
		{"legacy function_call", `{"model":"m","function_call":"auto","messages":[{"role":"user","content":"hi"}]}`, "functions", "function_call"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// The header cannot switch receipts off either.
			resp, body := postChat(t, p.client, p.url, tc.body, http.Header{headerReceipts: {"off"}}, false)
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d, body %s; want 400", resp.StatusCode, body)
			}
			e := decodeAPIError(t, resp, body)
			if got := nullable(e.Error.Code); got != "receipts_required" {
				t.Errorf("code %q, want receipts_required", got)
			}
			if got := nullable(e.Error.Param); got != tc.param {
				t.Errorf("param %q, want %q", got, tc.param)
			}
			if !strings.Contains(*e.Error.Message, tc.says) {
				t.Errorf("message %q does not say %q", *e.Error.Message, tc.says)
			}
		})
	}
}

// TestMandatoryReceiptsRefuseOtherGenerationRoutes: with receipts
// mandatory, pass-through refuses routes that generate an answer however
// the path is spelled (the upstream normalises what the router does not),
// and still forwards reads of stored completions.
func TestMandatoryReceiptsRefuseOtherGenerationRoutes(t *testing.T) {
	var calls atomic.Int32
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"object":"list","data":[]}`))
	})
	p := newTestProxy(t, upstream, func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	body := []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}],"input":"hi","prompt":"hi"}`)
	for _, path := range []string{
		"/v1/chat/completions/", "/v1/chat//completions", "/v1/chat%2Fcompletions", "/v1/chat%252Fcompletions",
		"/v1/Chat/Completions", "/v1/chat/completions;x=1", "/v1/completions", "/v1/messages",
		"/v1/threads/runs", "/v1/threads/t1/runs",
	} {
		t.Run(path, func(t *testing.T) {
			resp, got := p.do(t, http.MethodPost, path, body, http.Header{"Content-Type": {"application/json"}})
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d, body %s; want 400", resp.StatusCode, got)
			}
			if e := decodeAPIError(t, resp, got); nullable(e.Error.Code) != "receipts_required" {
				t.Errorf("code %q, want receipts_required", nullable(e.Error.Code))
			}
		})
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("upstream called %d times", n)
	}
	for _, tc := range []struct{ method, path string }{
		{http.MethodGet, "/v1/chat/completions"},
		{http.MethodGet, "/v1/responses/resp_1"},
		{http.MethodPost, "/v1/embeddings"},
	} {
		resp, got := p.do(t, tc.method, tc.path, body, nil)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s %s: status %d, body %s; want it forwarded", tc.method, tc.path, resp.StatusCode, got)
		}
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("upstream called %d times, want 3", n)
	}
}

// TestPassthroughRefusesDotSegments: in every mode a pass-through path
// with a "." or ".." segment (plain or percent-encoded) is refused: the
// upstream resolves it and reaches routes outside base_url's prefix.
func TestPassthroughRefusesDotSegments(t *testing.T) {
	p := newTestProxy(t, nil, nil)
	for _, path := range []string{"/v1/../admin", "/v1/%2e%2e/admin", "/v1/files/%252E%252E/x", "/v1/./models", `/v1/..\admin`, "/v1/..;x/admin"} {
		t.Run(path, func(t *testing.T) {
			resp, got := p.do(t, http.MethodGet, path, nil, nil)
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d, body %s; want 400", resp.StatusCode, got)
			}
			if e := decodeAPIError(t, resp, got); nullable(e.Error.Code) != "invalid_path" {
				t.Errorf("code %q, want invalid_path", nullable(e.Error.Code))
			}
		})
	}
}

func TestIsGenerationPath(t *testing.T) {
	for _, tc := range []struct {
		path string
		want bool
	}{
		{"/v1/chat/completions", true},
		{"/v1/chat/completions/", true},
		{"/v1/CHAT/completions", true},
		{"/v1/chat%2fcompletions", true},
		{"/v1/chat/completions/chatcmpl-1", false},
		{"/v1/chat/completions/chatcmpl-1/messages", false},
		{"/v1/embeddings", false},
		{"/v1/models", false},
		{"/v1/responses/resp_1/cancel", false},
		{"/v1/threads/t/messages", false},
		{"/v1/api/chat", true},
	} {
		t.Run(tc.path, func(t *testing.T) {
			if got := isGenerationPath(tc.path); got != tc.want {
				t.Errorf("isGenerationPath(%q) = %v, want %v", tc.path, got, tc.want)
			}
		})
	}
}
