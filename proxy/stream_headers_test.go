package proxy

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestPerfStreamHeadersBeforeContent: once the upstream has answered 200
// with an event stream, a receipts-on client gets its response headers
// while the model is still silent (a client with a response-header timeout
// must not give up), and the answer then arrives complete.
func TestPerfStreamHeadersBeforeContent(t *testing.T) {
	const roleChunk = `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}` + "\n\n"
	const rest = `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"hello"},"finish_reason":null}]}` + "\n\n" +
		`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\n" +
		"data: [DONE]\n\n"
	cases := []struct {
		name  string
		first string // sent right after the 200, before the upstream goes idle
	}{
		{"idle right after the status", ""},
		{"idle after the role chunk", roleChunk},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			release := make(chan struct{})
			upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.WriteHeader(http.StatusOK)
				io.WriteString(w, tc.first)
				http.NewResponseController(w).Flush()
				select {
				case <-release:
				case <-r.Context().Done():
					return
				}
				io.WriteString(w, rest)
			})
			env := newLoopEnv(t, upstream, testSpecs(), nil)
			// A response-header timeout far shorter than the upstream's
			// silence (which lasts until the headers were seen).
			client := &http.Client{Transport: &http.Transport{ResponseHeaderTimeout: 5 * time.Second}}
			t.Cleanup(client.CloseIdleConnections)
			req, err := http.NewRequest(http.MethodPost, env.url+"/v1/chat/completions", strings.NewReader(userStream))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set(headerReceipts, modeOn)
			resp, err := client.Do(req)
			if err != nil {
				close(release)
				t.Fatalf("no response headers while the upstream was silent: %v", err)
			}
			defer resp.Body.Close()
			close(release) // only now may the model speak
			for k, want := range map[string]string{"Content-Type": "text/event-stream", headerReceipts: modeOn, "Cache-Control": "no-cache"} {
				if got := resp.Header.Get(k); got != want {
					t.Errorf("%s = %q, want %q", k, got, want)
				}
			}
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d", resp.StatusCode)
			}
			body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
			if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Fatal(err)
			}
			s := parseStream(t, body)
			if s.content != "hello" || s.dones != 1 || len(s.finishChunks()) != 1 {
				t.Errorf("content %q, %d [DONE], %d finish chunks:\n%s", s.content, s.dones, len(s.finishChunks()), body)
			}
		})
	}
}

// TestPerfStreamErrorStatusBeforeHeaders: an upstream that fails before
// its 2xx still gives a streaming client a plain HTTP error, not a 200.
func TestPerfStreamErrorStatusBeforeHeaders(t *testing.T) {
	cases := []struct {
		name   string
		status int
		want   int
	}{
		{"rate limited", http.StatusTooManyRequests, http.StatusTooManyRequests},
		{"server error", http.StatusInternalServerError, http.StatusInternalServerError},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newLoopEnv(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				io.WriteString(w, `{"error":{"message":"nope","type":"server_error"}}`)
			}), testSpecs(), nil)
			resp, body := env.post(t, userStream, http.Header{headerReceipts: {modeOn}})
			if resp.StatusCode != tc.want {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.want, body)
			}
			decodeAPIError(t, resp, body)
		})
	}
}
