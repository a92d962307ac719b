package proxy

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// recordingUpstream answers 200 {"ok":true} and remembers the last
// request's headers.
type recordingUpstream struct {
	mu     sync.Mutex
	header http.Header
	path   string
	method string
}

func (u *recordingUpstream) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	u.mu.Lock()
	u.header, u.path, u.method = r.Header.Clone(), r.URL.Path, r.Method
	u.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"ok":true}`))
}

func (u *recordingUpstream) last() (http.Header, string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.header, u.path
}

func TestAuth(t *testing.T) {
	up := &recordingUpstream{}
	p := newTestProxy(t, up, func(c *Config) { c.Auth.Keys = []string{"key-one", "key-two"} })

	tests := []struct {
		name   string
		path   string
		auth   string // Authorization header; "" sends none
		status int
	}{
		{"missing", "/v1/models", "", http.StatusUnauthorized},
		{"valid first key", "/v1/models", "Bearer key-one", http.StatusOK},
		{"valid second key", "/v1/models", "Bearer key-two", http.StatusOK},
		{"scheme case-insensitive", "/v1/models", "bearer key-one", http.StatusOK},
		{"invalid", "/v1/models", "Bearer key-three", http.StatusUnauthorized},
		{"prefix of a key", "/v1/models", "Bearer key-", http.StatusUnauthorized},
		{"key plus suffix", "/v1/models", "Bearer key-one-x", http.StatusUnauthorized},
		{"basic scheme", "/v1/models", "Basic key-one", http.StatusUnauthorized},
		{"empty bearer", "/v1/models", "Bearer ", http.StatusUnauthorized},
		{"chat without key", "/v1/chat/completions", "", http.StatusUnauthorized},
		{"root chat alias without key", "/chat/completions", "", http.StatusUnauthorized},
		{"healthz needs no key", "/healthz", "", http.StatusOK},
		{"readyz needs no key", "/readyz", "", http.StatusOK},
		{"metrics needs no key", "/metrics", "", http.StatusOK},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			if tc.auth != "" {
				h.Set("Authorization", tc.auth)
			}
			method := http.MethodGet
			if strings.HasSuffix(tc.path, "/chat/completions") {
				method = http.MethodPost
			}
			resp, body := p.do(t, method, tc.path, nil, h)
			if resp.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d; body %s", resp.StatusCode, tc.status, body)
			}
			if tc.status != http.StatusUnauthorized {
				return
			}
			e := decodeAPIError(t, resp, body)
			if nullable(e.Error.Code) != "invalid_api_key" || nullable(e.Error.Type) != "invalid_request_error" {
				t.Errorf("error = %s, want invalid_api_key", body)
			}
			if strings.Contains(string(body), "key-one") || strings.Contains(string(body), "key-two") {
				t.Errorf("401 body names a configured key: %s", body)
			}
		})
	}

	t.Run("proxy key is not forwarded upstream", func(t *testing.T) {
		resp, body := p.do(t, http.MethodGet, "/v1/models", nil, http.Header{"Authorization": {"Bearer key-one"}})
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, body)
		}
		h, _ := up.last()
		if got := h.Get("Authorization"); got != "" {
			t.Errorf("upstream got Authorization %q", got)
		}
	})
}

func TestNoAuthConfigured(t *testing.T) {
	up := &recordingUpstream{}
	p := newTestProxy(t, up, nil)
	tests := []struct {
		name, auth string
	}{
		{"no header", ""},
		{"client's own upstream key", "Bearer sk-client"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			if tc.auth != "" {
				h.Set("Authorization", tc.auth)
			}
			resp, body := p.do(t, http.MethodGet, "/v1/models", nil, h)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status = %d; body %s", resp.StatusCode, body)
			}
			// No api_key and no proxy auth: the client's key is the upstream's.
			got, _ := up.last()
			if got.Get("Authorization") != tc.auth {
				t.Errorf("upstream Authorization = %q, want %q", got.Get("Authorization"), tc.auth)
			}
		})
	}
}

func TestRequestID(t *testing.T) {
	up := &recordingUpstream{}
	p := newTestProxy(t, up, nil)
	tests := []struct {
		name, sent string
		kept       bool
	}{
		{"sane id echoed", "client-id_1.2:3/4", true},
		{"none generated", "", false},
		{"spaces replaced", "bad id", false},
		{"header injection replaced", "a\tb", false},
		{"too long replaced", strings.Repeat("a", 129), false},
	}
	seen := map[string]bool{}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			if tc.sent != "" {
				h.Set("X-Request-Id", tc.sent)
			}
			resp, _ := p.do(t, http.MethodGet, "/v1/models", nil, h)
			got := resp.Header.Values("X-Request-Id")
			if len(got) != 1 {
				t.Fatalf("X-Request-Id = %q, want one value", got)
			}
			if tc.kept && got[0] != tc.sent {
				t.Errorf("X-Request-Id = %q, want %q", got[0], tc.sent)
			}
			if !tc.kept && (!strings.HasPrefix(got[0], "req_") || !saneRequestID(got[0])) {
				t.Errorf("generated X-Request-Id = %q", got[0])
			}
			if seen[got[0]] {
				t.Errorf("X-Request-Id %q repeated", got[0])
			}
			seen[got[0]] = true
			upHeader, _ := up.last()
			if upHeader.Get("X-Request-Id") != got[0] {
				t.Errorf("upstream saw X-Request-Id %q, client %q", upHeader.Get("X-Request-Id"), got[0])
			}
		})
	}

	t.Run("healthz carries one too", func(t *testing.T) {
		resp, _ := p.do(t, http.MethodGet, "/healthz", nil, nil)
		if resp.Header.Get("X-Request-Id") == "" {
			t.Error("no X-Request-Id")
		}
	})
}

func TestUnknownRoutes(t *testing.T) {
	p := newTestProxy(t, nil, nil)
	tests := []struct {
		name, method, path string
		status             int
		message            string
	}{
		{"unknown path", http.MethodGet, "/nope", http.StatusNotFound, "Invalid URL (GET /nope)"},
		{"root", http.MethodGet, "/", http.StatusNotFound, "Invalid URL (GET /)"},
		{"v2", http.MethodPost, "/v2/chat/completions", http.StatusNotFound, "Invalid URL (POST /v2/chat/completions)"},
		{"wrong method on healthz", http.MethodPost, "/healthz", http.StatusMethodNotAllowed, "Method POST not allowed for /healthz"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := p.do(t, tc.method, tc.path, nil, nil)
			if resp.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tc.status)
			}
			e := decodeAPIError(t, resp, body)
			if nullable(e.Error.Message) != tc.message || nullable(e.Error.Type) != "invalid_request_error" {
				t.Errorf("error = %s", body)
			}
			if e.Error.Param != nil || e.Error.Code != nil {
				t.Errorf("param and code should be null: %s", body)
			}
		})
	}
}

func TestHealth(t *testing.T) {
	var (
		mu     sync.Mutex
		err    error
		checks int
	)
	p := newTestProxy(t, nil, nil, func(s *Server) {
		s.ready.check = func(ctx context.Context) error {
			if _, ok := ctx.Deadline(); !ok {
				t.Error("readiness check without a deadline")
			}
			mu.Lock()
			defer mu.Unlock()
			checks++
			return err
		}
	})
	setErr := func(e error) {
		mu.Lock()
		err = e
		mu.Unlock()
	}
	expire := func() { // what 2 s of waiting would do
		p.srv.ready.mu.Lock()
		p.srv.ready.checkedAt = time.Now().Add(-readyCacheFor)
		p.srv.ready.mu.Unlock()
	}

	steps := []struct {
		name   string
		path   string
		before func()
		status int
		body   string
		checks int // total readiness checks after this step
	}{
		{"healthz", "/healthz", nil, 200, `{"status":"ok"}`, 0},
		{"ready", "/readyz", nil, 200, `{"status":"ok"}`, 1},
		{"cached while fresh", "/readyz", func() { setErr(errors.New("mcp fs down")) }, 200, `{"status":"ok"}`, 1},
		{"rechecked when stale", "/readyz", expire, 503, `{"status":"unavailable"}`, 2},
		{"healthz unaffected", "/healthz", nil, 200, `{"status":"ok"}`, 2},
		{"recovers", "/readyz", func() { setErr(nil); expire() }, 200, `{"status":"ok"}`, 3},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			if st.before != nil {
				st.before()
			}
			resp, body := p.do(t, http.MethodGet, st.path, nil, nil)
			if resp.StatusCode != st.status || strings.TrimSpace(string(body)) != st.body {
				t.Errorf("got %d %s, want %d %s", resp.StatusCode, body, st.status, st.body)
			}
			mu.Lock()
			n := checks
			mu.Unlock()
			if n != st.checks {
				t.Errorf("readiness checks = %d, want %d", n, st.checks)
			}
		})
	}
	if !p.logs.contains("mcp fs down") {
		t.Error("the not-ready reason was not logged")
	}
}

func TestMetrics(t *testing.T) {
	p := newTestProxy(t, &recordingUpstream{}, nil)
	p.do(t, http.MethodGet, "/v1/models", nil, nil)
	p.do(t, http.MethodGet, "/v1/models", nil, nil)
	p.do(t, http.MethodGet, "/nope", nil, nil)
	resp, body := p.do(t, http.MethodGet, "/metrics", nil, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	for _, want := range []string{
		`zc_http_requests_total{code="200",mode="passthrough",route="/v1/*"} 2`,
		`zc_http_requests_total{code="404",mode="none",route="unmatched"} 1`,
		`zc_upstream_request_duration_seconds_count{upstream="mock"} 2`,
		"go_goroutines ",
	} {
		t.Run(want, func(t *testing.T) {
			if !strings.Contains(string(body), want) {
				t.Errorf("metrics lack %q", want)
			}
		})
	}
}

// TestPassthroughRoutes: every /v1 route but POST chat completions goes to
// the upstream unread, whatever its method.
func TestPassthroughRoutes(t *testing.T) {
	up := &recordingUpstream{}
	p := newTestProxy(t, up, nil)
	tests := []struct{ method, path string }{
		{http.MethodGet, "/v1/chat/completions"}, // stored completions
		{http.MethodGet, "/v1/chat/completions/cmpl_1"},
		{http.MethodDelete, "/v1/files/file-1"},
		{http.MethodGet, "/v1/models"},
		{http.MethodPost, "/v1/audio/speech"},
		{http.MethodGet, "/v1"},
	}
	for _, tc := range tests {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			resp, body := p.do(t, tc.method, tc.path, nil, nil)
			if resp.StatusCode != http.StatusOK || string(body) != `{"ok":true}` {
				t.Fatalf("got %d %s", resp.StatusCode, body)
			}
			up.mu.Lock()
			method, path := up.method, up.path
			up.mu.Unlock()
			if method != tc.method || path != tc.path {
				t.Errorf("upstream got %s %s", method, path)
			}
		})
	}
}
