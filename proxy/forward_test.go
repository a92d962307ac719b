package proxy

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestForwardHeaders: pass-through of a read body (chat completions with
// receipts off) treats headers as httputil.ReverseProxy does: hop-by-hop
// headers, those the Connection header names, forwarding headers and
// X-ZC-* stay on their side; everything else, trailers included, goes
// through, and Go's default User-Agent is not added.
func TestForwardHeaders(t *testing.T) {
	got := make(chan http.Header, 1)
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.ReadAll(r.Body)
		got <- r.Header.Clone()
		h := w.Header()
		h.Set("Connection", "X-Hop-Back")
		h.Set("X-Hop-Back", "dropped")
		h.Set("X-Custom", "kept")
		h.Set("Trailer", "X-Sum")
		h.Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"id":"chatcmpl-1"}`)
		h.Set("X-Sum", "42")
	})
	p := newTestProxy(t, upstream, nil)
	req, _ := http.NewRequest(http.MethodPost, p.url+"/v1/chat/completions", strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`))
	req.Header = http.Header{
		"Content-Type":        {"application/json"},
		"X-Zc-Receipts":       {"off"},
		"Connection":          {"X-Hop"},
		"X-Hop":               {"dropped"},
		"Keep-Alive":          {"timeout=5"},
		"X-Forwarded-For":     {"10.0.0.1"},
		"Forwarded":           {"for=10.0.0.1"},
		"Te":                  {"trailers"},
		"Openai-Project":      {"proj"},
		"X-Stainless-Lang":    {"python"},
		"Proxy-Authorization": {"Basic x"},
	}
	req.Header["User-Agent"] = nil // the client sends none
	resp, err := p.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(body) != `{"id":"chatcmpl-1"}` {
		t.Fatalf("status %d, body %q", resp.StatusCode, body)
	}
	up := <-got
	for _, k := range []string{"X-Zc-Receipts", "X-Hop", "Keep-Alive", "X-Forwarded-For", "Forwarded", "Proxy-Authorization", "User-Agent"} {
		if v, ok := up[k]; ok {
			t.Errorf("upstream got %s: %q", k, v)
		}
	}
	for k, want := range map[string]string{"Openai-Project": "proj", "X-Stainless-Lang": "python", "Te": "trailers", "Content-Type": "application/json"} {
		if v := up.Get(k); v != want {
			t.Errorf("upstream %s = %q, want %q", k, v, want)
		}
	}
	if up.Get("X-Request-Id") == "" {
		t.Error("upstream got no X-Request-Id")
	}
	if v := resp.Header.Get("X-Hop-Back"); v != "" {
		t.Errorf("client got X-Hop-Back %q", v)
	}
	if v := resp.Header.Get("X-Custom"); v != "kept" {
		t.Errorf("client X-Custom = %q", v)
	}
	if v := resp.Header.Get(headerReceipts); v != modeOff {
		t.Errorf("client X-ZC-Receipts = %q", v)
	}
	if v := resp.Trailer.Get("X-Sum"); v != "42" {
		t.Errorf("client trailer X-Sum = %q, want 42", v)
	}
}

// TestBufferPoolsReuse: the copy buffer pools hand back what was put, of
// the right size, and refuse a foreign buffer.
func TestBufferPoolsReuse(t *testing.T) {
	if n := len(copyBuffers.Get()); n != 32<<10 {
		t.Errorf("copy buffer %d bytes", n)
	}
	if n := len(streamBuffers.Get()); n != 4<<10 {
		t.Errorf("stream buffer %d bytes", n)
	}
	streamBuffers.Put(make([]byte, 100)) // not one of ours: dropped
	if n := len(streamBuffers.Get()); n != 4<<10 {
		t.Errorf("stream buffer after a foreign Put: %d bytes", n)
	}
	if allocs := testing.AllocsPerRun(100, func() { streamBuffers.Put(streamBuffers.Get()) }); allocs > 0 {
		t.Errorf("Get+Put allocates %.0f times", allocs)
	}
}

// TestForwardSilentStreamHeaders: a receipts-off stream whose upstream
// answers 200 and then stays silent still gets its headers to the client
// (after the stream header delay), and each event then as it comes.
func TestForwardSilentStreamHeaders(t *testing.T) {
	release := make(chan struct{})
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		_ = http.NewResponseController(w).Flush()
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		_, _ = io.WriteString(w, "data: {\"a\":1}\n\n")
		_ = http.NewResponseController(w).Flush()
		<-r.Context().Done()
	})
	p := newTestProxy(t, upstream, nil)
	// Without the headers, the upstream would wait for release and the
	// client for the headers until this deadline.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.url+"/v1/chat/completions",
		strings.NewReader(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`))
	req.Header.Set(headerReceipts, modeOff)
	resp, err := p.client.Do(req) // returns once the headers are in
	close(release)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	ev, err := readEvent(bufio.NewReader(resp.Body))
	if err != nil || ev != "data: {\"a\":1}\n\n" {
		t.Fatalf("first event %q, %v", ev, err)
	}
}
