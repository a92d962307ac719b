package proxy

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// deadURL is a base URL nobody listens on.
func deadURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return "http://" + addr + "/v1"
}

// TestUpstreamFailureSameWordsInEveryMode: a dial failure reads the same
// with receipts on (JSON and streamed), with receipts off and on a
// pass-through route, names the upstream and says what to check, and never
// shows its address.
func TestUpstreamFailureSameWordsInEveryMode(t *testing.T) {
	dead := deadURL(t)
	p := newTestProxy(t, nil, func(c *Config) { c.Upstreams[0].BaseURL = dead })
	chat := []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`)
	stream := []byte(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`)
	want := `upstream "mock" is unreachable: check its base_url in the proxy's config and that the model server is running.`
	cases := []struct {
		name   string
		method string
		path   string
		body   []byte
		header http.Header
	}{
		{"receipts on", http.MethodPost, "/v1/chat/completions", chat, nil},
		{"receipts on, streamed", http.MethodPost, "/v1/chat/completions", stream, nil},
		{"receipts off", http.MethodPost, "/v1/chat/completions", chat, http.Header{"X-Zc-Receipts": {"off"}}},
		{"pass-through route", http.MethodGet, "/v1/models", nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := p.do(t, tc.method, tc.path, tc.body, tc.header)
			if resp.StatusCode != http.StatusBadGateway {
				t.Fatalf("status %d: %s", resp.StatusCode, body)
			}
			e := decodeAPIError(t, resp, body)
			if got := nullable(e.Error.Message); got != want {
				t.Errorf("message = %q, want %q", got, want)
			}
			if strings.Contains(string(body), strings.TrimPrefix(dead, "http://")) {
				t.Errorf("error reveals the upstream address: %s", body)
			}
		})
	}
	if !p.logs.contains(dead) {
		t.Error("the log does not name the upstream's URL")
	}
}

// TestUpstream404SuggestsV1: a base_url without /v1 against an API that
// serves under /v1 gets a 404 message that says to add it.
func TestUpstream404SuggestsV1(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/v1/") {
			http.NotFound(w, r) // Ollama answers "404 page not found", text
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"object":"list","data":[]}`))
	})
	p := newTestProxy(t, api, func(c *Config) { c.Upstreams[0].BaseURL = strings.TrimSuffix(c.Upstreams[0].BaseURL, "/v1") })
	resp, body := p.do(t, http.MethodPost, "/v1/chat/completions", []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`), nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if msg := nullable(decodeAPIError(t, resp, body).Error.Message); !strings.Contains(msg, "lacks /v1") || !strings.Contains(msg, `"mock"`) {
		t.Errorf("message = %q, want it to name the upstream and suggest /v1", msg)
	}

	t.Run("readyz", func(t *testing.T) {
		resp, body := p.do(t, http.MethodGet, "/readyz", nil, nil)
		if resp.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("/readyz = %d %s, want 503 while base_url lacks /v1", resp.StatusCode, body)
		}
		if !p.logs.contains("add /v1 to its base_url") {
			t.Error("the not-ready log line does not say to add /v1")
		}
	})
	t.Run("start-up warning", func(t *testing.T) {
		warnings := p.srv.LogStartup(t.Context())
		if len(warnings) != 1 || !strings.Contains(warnings[0], "add /v1 to its base_url") || !strings.Contains(warnings[0], p.upstream.URL) {
			t.Errorf("warnings = %q, want one naming the URL and /v1", warnings)
		}
	})
}

// TestReadyzModelsRouteChecked: an upstream that serves its models route
// (or answers 404 there and under /v1 alike) is ready; the route is asked
// once, not on every probe.
func TestReadyzModelsRouteChecked(t *testing.T) {
	var calls atomic.Int32
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		http.NotFound(w, r) // no models route at all: not a /v1 problem
	})
	up := httptest.NewServer(api)
	t.Cleanup(up.Close)
	s, err := New(context.Background(), &Config{Upstreams: []UpstreamConfig{{Name: "plain", BaseURL: up.URL + "/api"}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for range 2 {
		s.ready.checkedAt = s.ready.checkedAt.AddDate(-1, 0, 0) // expire the cache
		if err := s.ready.get(t.Context()); err != nil {
			t.Fatalf("ready: %v", err)
		}
	}
	if n := calls.Load(); n != 2 { // /api/models and /api/v1/models, once
		t.Errorf("upstream asked %d times, want 2 (once per route, then never again)", n)
	}
}

// TestLogStartupSummary: start-up names each upstream with its URL and
// models, each tool with its type and sandbox, the receipt mode, and warns
// about an unreachable upstream by URL.
func TestLogStartupSummary(t *testing.T) {
	dead := deadURL(t)
	logs := &lockedBuffer{}
	cfg, err := ParseConfig([]byte(`
upstreams:
  - name: local
    base_url: `+dead+`
    models: ["llama*"]
tools:
  - name: clock
    type: exec
    command: [date]
`), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(t.Context(), cfg, Options{Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	warnings := s.LogStartup(t.Context())
	for _, want := range []string{
		`msg=upstream name=local url=` + dead + ` models=llama*`,
		`msg=tool name=clock type=exec sandbox=`,
		`msg=receipts default=on header_toggle=true footer=true scope=process`,
		`is unreachable at ` + dead,
	} {
		if !logs.contains(want) {
			t.Errorf("start-up log lacks %q:\n%s", want, logs.String())
		}
	}
	if len(warnings) != 1 {
		t.Errorf("warnings = %q, want one (the unreachable upstream)", warnings)
	}
}

// TestUpstream404Logged: a 404 from an upstream whose base_url lacks /v1
// is logged at warn with the URL asked and the route that failed, with
// receipts on (JSON and streamed) and on pass-through; a 404 under a
// base_url with /v1 (a missing resource) warns of nothing.
func TestUpstream404Logged(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.NotFound(w, r) })
	chat := []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`)
	stream := []byte(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`)
	cases := []struct {
		name     string
		trimV1   bool
		method   string
		path     string
		body     []byte
		header   http.Header
		wantWarn string // "" means no warning at all
	}{
		{"receipts on", true, http.MethodPost, "/v1/chat/completions", chat, nil, "for chat/completions: its base_url probably lacks /v1"},
		{"receipts on, streamed", true, http.MethodPost, "/v1/chat/completions", stream, nil, "for chat/completions: its base_url probably lacks /v1"},
		{"receipts off", true, http.MethodPost, "/v1/chat/completions", chat, http.Header{"X-Zc-Receipts": {"off"}}, "for chat/completions: its base_url probably lacks /v1"},
		{"pass-through route", true, http.MethodGet, "/v1/models", nil, nil, "for models: its base_url probably lacks /v1"},
		{"pass-through, base_url with /v1", false, http.MethodGet, "/v1/files/file-x", nil, nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := newTestProxy(t, api, func(c *Config) {
				if tc.trimV1 {
					c.Upstreams[0].BaseURL = strings.TrimSuffix(c.Upstreams[0].BaseURL, "/v1")
				}
			})
			resp, body := p.do(t, tc.method, tc.path, tc.body, tc.header)
			if resp.StatusCode != http.StatusNotFound {
				t.Fatalf("status %d: %s", resp.StatusCode, body)
			}
			var warns []string
			for _, l := range strings.Split(p.logs.String(), "\n") {
				if strings.Contains(l, "level=WARN") && strings.Contains(l, "404") {
					warns = append(warns, l)
				}
			}
			if tc.wantWarn == "" {
				if len(warns) > 0 {
					t.Errorf("warned of a 404 under a /v1 base_url:\n%s", strings.Join(warns, "\n"))
				}
				return
			}
			if len(warns) != 1 {
				t.Fatalf("want one warning about the 404, got %d:\n%s", len(warns), p.logs.String())
			}
			if !strings.Contains(warns[0], tc.wantWarn) || !strings.Contains(warns[0], p.upstream.URL+"/") {
				t.Errorf("warning %q lacks %q or the URL asked (%s/...)", warns[0], tc.wantWarn, p.upstream.URL)
			}
		})
	}
}

// TestUpstream404WithMessageNotWarned: a 404 that carries the provider's
// own message (an unknown model) is the client's to fix: the message is
// relayed and the log does not warn about the base_url.
func TestUpstream404WithMessageNotWarned(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"message":"The model gpt-9 does not exist","type":"invalid_request_error","code":"model_not_found"}}`))
	})
	p := newTestProxy(t, api, nil)
	resp, body := p.do(t, http.MethodPost, "/v1/chat/completions", []byte(`{"model":"gpt-9","messages":[{"role":"user","content":"hi"}]}`), nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if msg := nullable(decodeAPIError(t, resp, body).Error.Message); msg != "The model gpt-9 does not exist" {
		t.Errorf("message = %q, want the provider's", msg)
	}
	for _, l := range strings.Split(p.logs.String(), "\n") {
		if strings.Contains(l, "level=WARN") {
			t.Errorf("warned about a 404 the provider explained: %s", l)
		}
	}
}

// TestUpstream404ProviderWordsKeepHint: under a base_url without /v1, a
// 404 with the provider's own words (OpenAI: "Invalid URL (POST
// /chat/completions)") keeps them and still suggests /v1, with a warning.
func TestUpstream404ProviderWordsKeepHint(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"message":"Invalid URL (POST /chat/completions)","type":"invalid_request_error","param":null,"code":null}}`))
	})
	p := newTestProxy(t, api, func(c *Config) { c.Upstreams[0].BaseURL = strings.TrimSuffix(c.Upstreams[0].BaseURL, "/v1") })
	resp, body := p.do(t, http.MethodPost, "/v1/chat/completions", []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`), nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	msg := nullable(decodeAPIError(t, resp, body).Error.Message)
	for _, want := range []string{"Invalid URL (POST /chat/completions)", `upstream "mock"`, "lacks /v1"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q lacks %q", msg, want)
		}
	}
	if !strings.Contains(p.logs.String(), "level=WARN") {
		t.Error("no warning about the 404")
	}
}

// TestStartupWarnsRejectedKey: an upstream that answers 401 to its own
// api_key is a start-up warning naming the URL and the key as the thing to
// check; one with no key configured (clients bring theirs) is not.
func TestStartupWarnsRejectedKey(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer sk-good-key-123456" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}`))
			return
		}
		_, _ = w.Write([]byte(`{"object":"list","data":[]}`))
	})
	tests := []struct {
		name, key string
		warn      bool
	}{
		{"wrong key", "sk-wrong-key-123456", true},
		{"right key", "sk-good-key-123456", false},
		{"no key configured", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTestProxy(t, api, func(c *Config) { c.Upstreams[0].APIKey = tt.key })
			warnings := p.srv.LogStartup(t.Context())
			got := len(warnings) == 1 && strings.Contains(warnings[0], "check the key") && strings.Contains(warnings[0], p.upstream.URL)
			if got != tt.warn || (!tt.warn && len(warnings) != 0) {
				t.Errorf("warnings = %q, want a key warning: %v", warnings, tt.warn)
			}
			for _, w := range warnings {
				if strings.Contains(w, tt.key) && tt.key != "" {
					t.Errorf("the warning quotes the key: %q", w)
				}
			}
		})
	}
}
