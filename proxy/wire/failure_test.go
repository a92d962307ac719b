package wire

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

func testUpstream(t *testing.T, base, key string) *upstream.Upstream {
	t.Helper()
	u, err := upstream.New(upstream.Config{Name: "u", BaseURL: base, APIKey: key}, false)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestStatusError: a non-2xx reply becomes the client's error as both
// wires answer it: the provider's words relayed, the proxy's own key's
// rejection a 502, a 404 without the provider's words (or under a
// base_url without /v1) explained and logged at warn.
func TestStatusError(t *testing.T) {
	cases := []struct {
		name, base, key, body string
		status                int
		wantStatus            int
		wantMsg               string // a part of the message
		wantWarn              bool
	}{
		{"provider message relayed", "http://h/v1", "", `{"error":{"message":"Model gone."}}`, 400, 400, "Model gone.", false},
		{"own key rejected", "http://h/v1", "sk-x", `{"error":{"message":"bad key sk-x"}}`, 401, 502, "rejected the proxy's credentials", false},
		{"client key rejected", "http://h/v1", "", `{"error":{"message":"Bad key."}}`, 401, 401, "Bad key.", false},
		{"404 without words", "http://h/v1", "", ``, 404, 404, "returned HTTP 404 for responses", true},
		{"404 of an unknown model", "http://h/v1", "", `{"error":{"message":"No such model."}}`, 404, 404, "No such model.", false},
		{"404 without /v1", "http://h", "", `{"error":{"message":"Invalid URL."}}`, 404, 404, "Invalid URL — ", true},
		{"3xx", "http://h/v1", "", ``, 302, 502, "returned HTTP 302", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp := &http.Response{StatusCode: tc.status, Header: http.Header{"Retry-After": {"3"}}, Body: io.NopCloser(strings.NewReader(tc.body))}
			w := httptest.NewRecorder()
			e := StatusError(w, resp, testUpstream(t, tc.base, tc.key), "responses")
			if e.Status != tc.wantStatus || !strings.Contains(e.Message, tc.wantMsg) || e.Warn != tc.wantWarn {
				t.Errorf("got status %d, warn %v, message %q", e.Status, e.Warn, e.Message)
			}
			if tc.key != "" && strings.Contains(e.Message, tc.key) {
				t.Errorf("message quotes the key: %q", e.Message)
			}
			if tc.status >= 400 && w.Header().Get("Retry-After") != "3" {
				t.Error("Retry-After not kept")
			}
		})
	}
}

// TestTransportError: an idle stream and an expired upstream timeout are
// 504s, any other failure a 502; the address stays in the logged error.
func TestTransportError(t *testing.T) {
	u := testUpstream(t, "http://10.0.0.7:8000/v1", "")
	expired, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	fired := NewIdleTimer(time.Hour, func() {})
	fired.Stop()
	fired.fired.Store(true)
	cases := []struct {
		name       string
		ctx        context.Context
		idle       *IdleTimer
		wantStatus int
		wantLog    string
	}{
		{"idle", context.Background(), fired, 504, "no data for 1s"},
		{"timeout", expired, nil, 504, "timeout"},
		{"broken", context.Background(), nil, 502, "10.0.0.7:8000"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var e *apierr.Error
			if !errors.As(TransportError(tc.ctx, u, tc.idle, time.Second, errors.New("read failed")), &e) {
				t.Fatal("not an apierr.Error")
			}
			if e.Status != tc.wantStatus || e.Err == nil || !strings.Contains(e.Err.Error(), tc.wantLog) {
				t.Errorf("status %d (want %d), logged %v (want %q in it)", e.Status, tc.wantStatus, e.Err, tc.wantLog)
			}
			if strings.Contains(e.Message, "10.0.0.7") {
				t.Errorf("client message names the address: %q", e.Message)
			}
		})
	}
}
