package upstream

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

func TestUpstreamFor(t *testing.T) {
	mk := func(name string, models ...string) *Upstream {
		u, err := New(Config{Name: name, BaseURL: "http://h/v1", Models: models}, false)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	ups := []*Upstream{
		mk("openai", "gpt-*", "o?-mini"),
		mk("router", "meta-llama/*"),
		mk("exact", "llama3"),
		mk("catchall", "*"),
	}
	tests := []struct {
		model, want string
	}{
		{"gpt-4o", "openai"},
		{"o3-mini", "openai"},
		{"o33-mini", "catchall"},
		{"meta-llama/Llama-3-8B", "router"},
		{"llama3", "exact"},
		{"llama3.1", "catchall"},
		{"org/deep/model", "catchall"}, // "*" spans slashes: model names are not paths
		{"", "catchall"},
	}
	for _, tc := range tests {
		t.Run(tc.model, func(t *testing.T) {
			u := For(ups, tc.model)
			if u == nil || u.Config.Name != tc.want {
				t.Errorf("upstreamFor(%q) = %v, want %s", tc.model, u, tc.want)
			}
		})
	}

	t.Run("no match", func(t *testing.T) {
		ups := []*Upstream{mk("only", "gpt-*")}
		if u := For(ups, "claude"); u != nil {
			t.Errorf("got %s, want nil", u.Config.Name)
		}
		if u := Default(ups); u.Config.Name != "only" {
			t.Errorf("defaultUpstream = %s", u.Config.Name)
		}
	})
}

func TestNewChatRequest(t *testing.T) {
	inbound := http.Header{
		"Authorization":       {"Bearer sk-client"},
		"Openai-Organization": {"org-1"},
		"Openai-Project":      {"proj-1"},
		"Openai-Beta":         {"assistants=v2"},
		"User-Agent":          {"OpenAI/Python 1.0"},
		"X-Stainless-Lang":    {"python"},
		"Idempotency-Key":     {"idem-1"},
		"Connection":          {"keep-alive, X-Secret-Hop"},
		"Keep-Alive":          {"timeout=5"},
		"Te":                  {"trailers"},
		"Upgrade":             {"h2c"},
		"X-Secret-Hop":        {"1"},
		"X-Zc-Receipts":       {"off"},
		"Cookie":              {"session=1"},
		"Content-Type":        {"text/plain"},
		"Accept-Encoding":     {"br"},
	}
	tests := []struct {
		name       string
		baseURL    string
		apiKey     string
		clientAuth bool
		body       string
		wantURL    string
		wantAuth   string
		wantAccept string
	}{
		{"key replaces client auth", "http://h/v1", "sk-up", false, `{"stream":true}`,
			"http://h/v1/chat/completions", "Bearer sk-up", "text/event-stream"},
		{"trailing slash base", "http://h/v1/", "sk-up", false, `{"stream":false}`,
			"http://h/v1/chat/completions", "Bearer sk-up", "application/json"},
		{"nested base", "https://h/openai/v1", "sk-up", false, `{}`,
			"https://h/openai/v1/chat/completions", "Bearer sk-up", "application/json"},
		{"bare host", "http://h:8080", "", false, `{}`,
			"http://h:8080/chat/completions", "Bearer sk-client", "application/json"},
		{"no key, proxy auth on: nothing forwarded", "http://h/v1", "", true, `{}`,
			"http://h/v1/chat/completions", "", "application/json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := New(Config{Name: "u", BaseURL: tc.baseURL, APIKey: tc.apiKey}, tc.clientAuth)
			if err != nil {
				t.Fatal(err)
			}
			ctx := reqctx.WithID(context.Background(), "req-42")
			req, err := u.NewChatRequest(ctx, []byte(tc.body), inbound, gjson.Get(tc.body, "stream").Bool())
			if err != nil {
				t.Fatal(err)
			}
			if req.Method != http.MethodPost || req.URL.String() != tc.wantURL {
				t.Errorf("request = %s %s, want POST %s", req.Method, req.URL, tc.wantURL)
			}
			if req.Context() != ctx {
				t.Error("request does not carry ctx")
			}
			h := req.Header
			want := map[string]string{
				"Authorization":       tc.wantAuth,
				"Accept":              tc.wantAccept,
				"Content-Type":        "application/json",
				"OpenAI-Organization": "org-1",
				"OpenAI-Project":      "proj-1",
				"OpenAI-Beta":         "assistants=v2",
				"User-Agent":          "OpenAI/Python 1.0",
				"X-Stainless-Lang":    "python",
				"Idempotency-Key":     "idem-1",
				"X-Request-Id":        "req-42",
			}
			for k, v := range want {
				if got := h.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			for _, k := range []string{"Connection", "Keep-Alive", "Te", "Upgrade", "X-Secret-Hop", "X-Zc-Receipts", "Cookie", "Accept-Encoding"} {
				if v := h.Values(k); len(v) > 0 {
					t.Errorf("%s forwarded: %q", k, v)
				}
			}
			body, _ := io.ReadAll(req.Body)
			if !bytes.Equal(body, []byte(tc.body)) || req.ContentLength != int64(len(tc.body)) {
				t.Errorf("body = %q (length %d)", body, req.ContentLength)
			}
			if req.GetBody == nil {
				t.Error("GetBody unset: the transport cannot retry")
			}
		})
	}
}

func TestUpstreamPath(t *testing.T) {
	tests := []struct {
		base, in, want string
	}{
		{"http://h/v1", "/v1/models", "/v1/models"},
		{"http://h/v1", "/v1", "/v1"},
		{"http://h/api/v1", "/v1/models/gpt-4o", "/api/v1/models/gpt-4o"},
		{"http://h", "/v1/models", "/models"},
		{"http://h/v1", "/chat/completions", "/v1/chat/completions"},
		{"http://h/v1", "/v1/files/a%2Fb", "/v1/files/a%2Fb"},
		{"http://h/v1", "/v1x/models", "/v1/v1x/models"},
	}
	for _, tc := range tests {
		t.Run(tc.base+tc.in, func(t *testing.T) {
			u, err := New(Config{Name: "u", BaseURL: tc.base}, false)
			if err != nil {
				t.Fatal(err)
			}
			in, err := url.Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			p, raw := u.Path(in)
			out := &url.URL{Path: p, RawPath: raw}
			if got := out.EscapedPath(); got != tc.want {
				t.Errorf("path = %q, want %q", got, tc.want)
			}
		})
	}
}
