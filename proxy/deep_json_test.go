package proxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestDeepJSONFromUpstream: a reply or a stream event nested millions of
// levels deep (gjson's validator recurses per level, and once overflowed
// the stack, killing the process) is a protocol error for that request
// only: the client gets a 502 or an error event, and the proxy serves
// the next request.
func TestDeepJSONFromUpstream(t *testing.T) {
	deep := `{"choices":` + strings.Repeat("[", 8<<20)
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			calls := 0
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				calls++
				if calls > 1 { // the next request gets a plain answer
					w.Header().Set("Content-Type", "application/json")
					_, _ = w.Write([]byte(`{"id":"c2","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"fine"},"finish_reason":"stop"}]}`))
					return
				}
				if stream {
					w.Header().Set("Content-Type", "text/event-stream")
					_, _ = w.Write([]byte("data: " + deep + "\n\n"))
					return
				}
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write([]byte(deep))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := userJSON
			if stream {
				body = userStream
			}
			resp, got := env.post(t, body, nil)
			switch {
			case !stream && resp.StatusCode != http.StatusBadGateway:
				t.Fatalf("status %d, want 502: %.300s", resp.StatusCode, got)
			case stream && resp.StatusCode == http.StatusOK && (!strings.Contains(string(got), `"error"`) || strings.Contains(string(got), "[DONE]")):
				t.Fatalf("stream without an error event, or with [DONE]: %.300s", got)
			case stream && resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusBadGateway:
				t.Fatalf("status %d: %.300s", resp.StatusCode, got)
			}
			resp, got = env.post(t, userJSON, nil)
			if resp.StatusCode != http.StatusOK || gjson.GetBytes(got, "choices.0.message.content").Str != "fine" {
				t.Fatalf("next request: %d %.300s", resp.StatusCode, got)
			}
		})
	}
}

// TestJSONHeadersCanonical: the X-ZC-* headers of a JSON answer are stored
// under their canonical keys, so Header().Get finds them in the process
// (middleware, the log line) and no second copy can be added by Set.
func TestJSONHeadersCanonical(t *testing.T) {
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`))
	})
	env := newLoopEnv(t, up, testSpecs(), nil)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/chat/completions", strings.NewReader(userJSON))
	req.Header.Set(headerReceipts, modeOn)
	env.srv.ServeHTTP(rec, req)
	h := rec.Result().Header
	for _, k := range []string{headerReceipts, headerReceiptCount, headerFlagCount} {
		if got := h.Values(k); len(got) != 1 {
			t.Errorf("%s: %q, want exactly one value under the canonical key (map %v)", k, got, h)
		}
	}
}
