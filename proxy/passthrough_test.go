package proxy

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// oddBytes are bytes no JSON or text round trip would keep.
var oddBytes = []byte("\x00\xff\xfe{\"a\":1,\"a\":2}\r\n\xc3\x28 trailing  \t\n\x1b[0m")

func TestPassthroughByteFaithful(t *testing.T) {
	tests := []struct {
		name     string
		basePath string // upstream base_url path
		path     string // client path
		wantPath string // path the upstream sees
	}{
		{"v1 base", "/v1", "/v1/embeddings", "/v1/embeddings"},
		{"trailing slash base", "/v1/", "/v1/embeddings", "/v1/embeddings"},
		{"nested base", "/openai/v1", "/v1/embeddings", "/openai/v1/embeddings"},
		{"bare host base", "", "/v1/embeddings", "/embeddings"},
		{"escaped id", "/v1", "/v1/files/a%2Fb/content", "/v1/files/a%2Fb/content"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			type seen struct {
				method, rawPath, query string
				header                 http.Header
				body                   []byte
			}
			got := make(chan seen, 1)
			upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				body, err := io.ReadAll(r.Body)
				if err != nil {
					t.Errorf("upstream read: %v", err)
				}
				got <- seen{r.Method, r.URL.EscapedPath(), r.URL.RawQuery, r.Header.Clone(), body}
				w.Header().Set("Content-Type", "application/octet-stream")
				w.Header().Set("X-Custom", "kept")
				w.Header().Set("X-Request-Id", "upstream-req-1")
				w.WriteHeader(http.StatusCreated)
				_, _ = w.Write(oddBytes)
			})
			var base string
			p := newTestProxy(t, upstream, func(c *Config) {
				base = c.Upstreams[0].BaseURL
				c.Upstreams[0].BaseURL = strings.TrimSuffix(base, "/v1") + tc.basePath
				c.Upstreams[0].APIKey = "sk-upstream"
			})

			h := http.Header{
				"Authorization":       {"Bearer sk-client"},
				"Content-Type":        {"application/octet-stream"},
				"X-Zc-Receipts":       {"on"},
				"X-ZC-Tools":          {"shell"},
				"OpenAI-Organization": {"org-1"},
				"X-Stainless-Lang":    {"python"},
			}
			resp, body := p.do(t, http.MethodPost, tc.path+"?b=2&a=%2F", oddBytes, h)

			up := <-got
			if up.method != http.MethodPost || up.rawPath != tc.wantPath || up.query != "b=2&a=%2F" {
				t.Errorf("upstream got %s %s?%s, want POST %s?b=2&a=%%2F", up.method, up.rawPath, up.query, tc.wantPath)
			}
			if !bytes.Equal(up.body, oddBytes) {
				t.Errorf("request body changed: %q", up.body)
			}
			if a := up.header.Get("Authorization"); a != "Bearer sk-upstream" {
				t.Errorf("upstream Authorization = %q, want the upstream key", a)
			}
			for k := range up.header {
				if strings.HasPrefix(strings.ToLower(k), "x-zc-") {
					t.Errorf("upstream got %s", k)
				}
			}
			if up.header.Get("OpenAI-Organization") != "org-1" || up.header.Get("X-Stainless-Lang") != "python" {
				t.Errorf("end-to-end headers lost: %v", up.header)
			}

			if resp.StatusCode != http.StatusCreated {
				t.Errorf("status = %d, want 201", resp.StatusCode)
			}
			if !bytes.Equal(body, oddBytes) {
				t.Errorf("response body changed: %q", body)
			}
			if resp.Header.Get("X-Custom") != "kept" || resp.Header.Get("X-ZC-Receipts") != "off" {
				t.Errorf("response headers: %v", resp.Header)
			}
			if resp.Header.Get("X-ZC-Passthrough-Reason") != "" {
				t.Error("reason header set for a plain pass-through")
			}
			if ids := resp.Header.Values("X-Request-Id"); len(ids) != 1 || ids[0] == "upstream-req-1" {
				t.Errorf("X-Request-Id = %q, want the proxy's only", ids)
			}
			if resp.Header.Get("X-Upstream-Request-Id") != "upstream-req-1" {
				t.Errorf("X-Upstream-Request-Id = %q", resp.Header.Get("X-Upstream-Request-Id"))
			}
		})
	}
}

func TestPassthroughGzipKept(t *testing.T) {
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	_, _ = zw.Write([]byte(`{"data":[{"embedding":[0.1,0.2]}]}`))
	_ = zw.Close()

	tests := []struct {
		name           string
		acceptEncoding string
	}{
		{"client accepts gzip", "gzip"},
		{"client sent no Accept-Encoding", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gotAE := make(chan string, 1)
			p := newTestProxy(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				gotAE <- r.Header.Get("Accept-Encoding")
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write(zipped.Bytes())
			}), nil)
			h := http.Header{}
			if tc.acceptEncoding != "" {
				h.Set("Accept-Encoding", tc.acceptEncoding)
			}
			resp, body := p.do(t, http.MethodPost, "/v1/embeddings", []byte(`{}`), h)
			if ae := <-gotAE; ae != tc.acceptEncoding {
				t.Errorf("upstream Accept-Encoding = %q, want the client's %q", ae, tc.acceptEncoding)
			}
			if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(body, zipped.Bytes()) {
				t.Errorf("gzip body not passed as is: Content-Encoding %q, %d bytes", resp.Header.Get("Content-Encoding"), len(body))
			}
		})
	}
}

// TestPassthroughStreamsSSE: the client reads each event before the
// upstream writes the next one, so nothing may be buffered.
func TestPassthroughStreamsSSE(t *testing.T) {
	events := []string{
		"event: response.created\ndata: {\"a\":1}\n\n",
		": keep-alive\n\n",
		"data: {\"delta\":\"h\xc3\xa9llo\"}\n\n",
		"data: [DONE]\n\n",
	}
	next := make(chan struct{})
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		rc := http.NewResponseController(w)
		for i, ev := range events {
			// Each event in two pieces, split mid-line.
			half := len(ev) / 2
			for _, piece := range []string{ev[:half], ev[half:]} {
				_, _ = io.WriteString(w, piece)
				if err := rc.Flush(); err != nil {
					t.Errorf("upstream flush: %v", err)
					return
				}
			}
			if i == len(events)-1 {
				return
			}
			select {
			case <-next:
			case <-r.Context().Done():
				return
			}
		}
	})
	p := newTestProxy(t, upstream, nil)

	// The timeout turns a proxy that buffers into a failure, not a hang.
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.url+"/v1/responses", strings.NewReader(`{"stream":true}`))
	resp, err := p.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("Content-Type = %q", ct)
	}
	br := bufio.NewReader(resp.Body)
	for i, want := range events {
		t.Run(strings.TrimSpace(strings.SplitN(want, "\n", 2)[0]), func(t *testing.T) {
			got, err := readEvent(br)
			if err != nil {
				t.Fatalf("event %d: %v (the proxy buffered?)", i, err)
			}
			if got != want {
				t.Errorf("event %d = %q, want %q", i, got, want)
			}
		})
		if i < len(events)-1 {
			next <- struct{}{}
		}
	}
	if rest, _ := io.ReadAll(br); len(rest) != 0 {
		t.Errorf("bytes after the last event: %q", rest)
	}
}

// readEvent reads up to and including the blank line ending one event.
func readEvent(br *bufio.Reader) (string, error) {
	var b strings.Builder
	for {
		line, err := br.ReadString('\n')
		b.WriteString(line)
		if err != nil {
			return b.String(), err
		}
		if line == "\n" {
			return b.String(), nil
		}
	}
}

func TestPassthroughUpstreamFailures(t *testing.T) {
	// A port nobody listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	deadAddr := ln.Addr().String()
	ln.Close()

	tests := []struct {
		name     string
		edit     func(*Config)
		upstream http.HandlerFunc
		status   int
		message  string
	}{
		{
			name: "unreachable",
			edit: func(c *Config) {
				c.Upstreams[0].BaseURL = "http://" + deadAddr + "/v1"
				c.Upstreams[0].APIKey = "sk-upstream-secret"
			},
			status:  http.StatusBadGateway,
			message: `upstream "mock" is unreachable: check its base_url in the proxy's config and that the model server is running.`,
		},
		{
			name: "timed out",
			edit: func(c *Config) {
				c.Upstreams[0].Timeout = 50 * time.Millisecond
				c.Upstreams[0].APIKey = "sk-upstream-secret"
			},
			upstream: func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() },
			status:   http.StatusGatewayTimeout,
			message:  `upstream "mock" timed out after 50ms: check the model server, or raise the upstream's timeout in the proxy's config.`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var up http.Handler
			if tc.upstream != nil {
				up = tc.upstream
			}
			p := newTestProxy(t, up, tc.edit)
			resp, body := p.do(t, http.MethodGet, "/v1/models", nil, nil)
			if resp.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d: %s", resp.StatusCode, tc.status, body)
			}
			e := decodeAPIError(t, resp, body)
			if nullable(e.Error.Type) != "upstream_error" || nullable(e.Error.Message) != tc.message {
				t.Errorf("error = %s", body)
			}
			for _, secret := range []string{deadAddr, p.upstream.URL, "127.0.0.1", "sk-upstream-secret"} {
				if strings.Contains(string(body), secret) {
					t.Errorf("error body reveals %q: %s", secret, body)
				}
			}
			if p.logs.contains("sk-upstream-secret") {
				t.Error("logs hold the upstream key")
			}
			if !p.logs.contains("request failed") {
				t.Error("failure not logged")
			}
		})
	}
}

// TestPassthroughClientLeaves: a client that goes away cancels the
// upstream request, before or during the response.
func TestPassthroughClientLeaves(t *testing.T) {
	tests := []struct {
		name       string
		sendFirst  bool // upstream starts a stream before waiting
		readFirst  bool // client reads the first event before leaving
		wantLogged string
	}{
		{"before headers", false, false, "passthrough canceled by client"},
		{"mid-stream", true, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			started := make(chan struct{})
			canceled := make(chan struct{})
			upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				// net/http notices a closed connection only once the body is read.
				_, _ = io.Copy(io.Discard, r.Body)
				if tc.sendFirst {
					w.Header().Set("Content-Type", "text/event-stream")
					_, _ = io.WriteString(w, "data: 1\n\n")
					_ = http.NewResponseController(w).Flush()
				}
				close(started)
				<-r.Context().Done()
				close(canceled)
			})
			p := newTestProxy(t, upstream, nil)

			ctx, cancel := context.WithCancel(t.Context())
			done := make(chan error, 1)
			firstRead := make(chan struct{})
			go func() {
				req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.url+"/v1/responses", strings.NewReader(`{}`))
				resp, err := p.client.Do(req)
				if err == nil {
					if tc.readFirst {
						_, err = readEvent(bufio.NewReader(resp.Body))
						if err != nil {
							t.Errorf("first event: %v", err)
						}
						close(firstRead)
					}
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				done <- err
			}()
			<-started
			if tc.readFirst {
				<-firstRead
			}
			cancel()
			select {
			case <-canceled:
			case <-time.After(30 * time.Second):
				t.Fatal("upstream request not canceled after the client left")
			}
			if err := <-done; !errors.Is(err, context.Canceled) {
				t.Errorf("client error = %v, want context.Canceled", err)
			}
			if tc.wantLogged != "" {
				waitUntil(t, "the condition", func() bool { return p.logs.contains(tc.wantLogged) })
			}
			if p.logs.contains("level=WARN") {
				t.Errorf("a client leaving was logged as a warning:\n%s", p.logs.String())
			}
		})
	}
}

// BenchmarkPassthrough is one small non-chat request through the proxy
// and back, over loopback.
func BenchmarkPassthrough(b *testing.B) {
	payload := bytes.Repeat([]byte("x"), 4<<10)
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Read first: an HTTP/1 server may drop the body once it answers.
		body, _ := io.ReadAll(r.Body)
		_, _ = w.Write(body)
	}))
	defer up.Close()
	s, err := New(context.Background(), &Config{Upstreams: []UpstreamConfig{{Name: "u", BaseURL: up.URL + "/v1"}}},
		Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	front := httptest.NewServer(s)
	defer front.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	defer client.CloseIdleConnections()

	b.ReportAllocs()
	b.SetBytes(int64(len(payload)))
	for b.Loop() {
		resp, err := client.Post(front.URL+"/v1/embeddings", "application/json", bytes.NewReader(payload))
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if n != int64(len(payload)) {
			b.Fatalf("echoed %d bytes", n)
		}
	}
}
