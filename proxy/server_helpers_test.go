package proxy

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// testProxy is a Server on a real loopback listener in front of a mock
// upstream, with a client that keeps bytes as sent (no transparent gzip).
type testProxy struct {
	srv      *Server
	url      string // proxy base, no trailing slash
	upstream *httptest.Server
	client   *http.Client
	logs     *lockedBuffer
}

// newTestProxy starts upstream (nil: one that fails the test if called) and
// a proxy whose only upstream it is; edit adjusts the config first, setup
// the Server before it serves.
func newTestProxy(t *testing.T, upstream http.Handler, edit func(*Config), setup ...func(*Server)) *testProxy {
	t.Helper()
	if upstream == nil {
		upstream = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			t.Errorf("upstream called unexpectedly: %s %s", r.Method, r.URL)
			http.Error(w, "unexpected", http.StatusTeapot)
		})
	}
	up := httptest.NewServer(upstream)
	t.Cleanup(up.Close)

	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "mock", BaseURL: up.URL + "/v1"}}}
	if edit != nil {
		edit(cfg)
	}
	logs := &lockedBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	s, err := New(context.Background(), cfg, Options{Logger: log})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	for _, f := range setup {
		f(s)
	}
	url, client := serveOnLoopback(t, s)
	return &testProxy{srv: s, url: url, upstream: up, client: client, logs: logs}
}

// do sends one request to the proxy and returns the response with its
// body read.
func (p *testProxy) do(t *testing.T, method, path string, body []byte, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, p.url+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body == nil {
		req.Body = nil
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := p.client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, path, err)
	}
	return resp, got
}

// wireError is the error envelope as a client parses it. Param and
// Code are pointers to tell null from "".
type wireError struct {
	Error *struct {
		Message *string `json:"message"`
		Type    *string `json:"type"`
		Param   *string `json:"param"`
		Code    *string `json:"code"`
	} `json:"error"`
}

// decodeError checks body is OpenAI's error shape with every key present
// and returns it.
func decodeAPIError(t *testing.T, resp *http.Response, body []byte) wireError {
	t.Helper()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var raw map[string]map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatalf("error body %q: %v", body, err)
	}
	for _, k := range []string{"message", "type", "param", "code"} {
		if _, ok := raw["error"][k]; !ok {
			t.Errorf("error body %s lacks error.%s", body, k)
		}
	}
	var e wireError
	if err := json.Unmarshal(body, &e); err != nil || e.Error == nil || e.Error.Message == nil || e.Error.Type == nil {
		t.Fatalf("error body %s is not OpenAI-shaped (err %v)", body, err)
	}
	return e
}

func nullable(p *string) string {
	if p == nil {
		return "<null>"
	}
	return *p
}

// lockedBuffer is a bytes.Buffer safe for a logger and a test to share.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func (b *lockedBuffer) contains(s string) bool { return strings.Contains(b.String(), s) }

// serveOnLoopback serves s on a loopback httptest server and returns its
// URL and a client for it; cleanup closes the client's idle connections,
// the server and s, failing the test if Close does.
func serveOnLoopback(t *testing.T, s *Server) (string, *http.Client) {
	t.Helper()
	front := httptest.NewServer(s)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	t.Cleanup(func() {
		client.CloseIdleConnections()
		front.Close()
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return front.URL, client
}

// postChat POSTs a chat-completions body to url with header and reads the
// whole response. allowCut accepts a body that ends early (an unexpected
// EOF), for tests that cut streams on purpose.
func postChat(t *testing.T, client *http.Client, url, body string, header http.Header, allowCut bool) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url+"/v1/chat/completions", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("POST: %v", err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil && !(allowCut && errors.Is(err, io.ErrUnexpectedEOF)) {
		t.Fatalf("read response: %v", err)
	}
	return resp, got
}
