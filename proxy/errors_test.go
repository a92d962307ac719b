package proxy

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

func TestWriteError(t *testing.T) {
	internal := errors.New("dial tcp 10.0.0.1:443: sk-secret-in-err")
	tests := []struct {
		name      string
		err       *apierr.Error
		status    int
		body      string
		logLevel  string
		logsInner bool
	}{
		{
			name:     "bad request with param",
			err:      apierr.BadRequest("messages must be an array", "messages"),
			status:   400,
			body:     `{"error":{"message":"messages must be an array","type":"invalid_request_error","param":"messages","code":null}}`,
			logLevel: "DEBUG",
		},
		{
			name:      "upstream failure hides its cause",
			err:       apierr.Upstream(0, internal),
			status:    502,
			body:      `{"error":{"message":"upstream error","type":"upstream_error","param":null,"code":null}}`,
			logLevel:  "WARN",
			logsInner: true,
		},
		{
			name:      "upstream timeout",
			err:       apierr.Upstream(http.StatusGatewayTimeout, internal),
			status:    504,
			body:      `{"error":{"message":"upstream timed out","type":"upstream_error","param":null,"code":null}}`,
			logLevel:  "WARN",
			logsInner: true,
		},
		{
			name:     "code set, status defaulted",
			err:      &apierr.Error{Type: "server_error", Code: "boom", Message: "no"},
			status:   500,
			body:     `{"error":{"message":"no","type":"server_error","param":null,"code":"boom"}}`,
			logLevel: "WARN",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			logs := &lockedBuffer{}
			s := &Server{log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
			rec := httptest.NewRecorder()
			r := httptest.NewRequest(http.MethodPost, "/v1/chat/completions", nil)
			s.writeError(rec, r, tc.err)

			if rec.Code != tc.status {
				t.Errorf("status = %d, want %d", rec.Code, tc.status)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type = %q", ct)
			}
			if got := strings.TrimSpace(rec.Body.String()); got != tc.body {
				t.Errorf("body = %s\nwant   %s", got, tc.body)
			}
			if !json.Valid(rec.Body.Bytes()) {
				t.Error("body is not JSON")
			}
			if strings.Contains(rec.Body.String(), "sk-secret") || strings.Contains(rec.Body.String(), "10.0.0.1") {
				t.Error("body reveals the internal error")
			}
			if !logs.contains("level=" + tc.logLevel) {
				t.Errorf("not logged at %s:\n%s", tc.logLevel, logs.String())
			}
			if got := logs.contains("10.0.0.1"); got != tc.logsInner {
				t.Errorf("internal error logged = %v, want %v", got, tc.logsInner)
			}
		})
	}
}

func TestAPIErrorWraps(t *testing.T) {
	inner := io.ErrUnexpectedEOF
	e := apierr.Upstream(0, inner)
	if !errors.Is(e, inner) {
		t.Error("errors.Is does not reach Err")
	}
	if !strings.Contains(e.Error(), inner.Error()) || !strings.Contains(e.Error(), "upstream_error") {
		t.Errorf("Error() = %q", e.Error())
	}
	if got := apierr.BadRequest("bad", "").Error(); got != "invalid_request_error: bad" {
		t.Errorf("Error() = %q", got)
	}
}

func TestWriteErrorAfterResponseStarted(t *testing.T) {
	logs := &lockedBuffer{}
	s := &Server{log: slog.New(slog.NewTextHandler(logs, nil))}
	rec := httptest.NewRecorder()
	w := recorderFor(rec)
	w.Header().Set("Content-Type", "text/event-stream")
	_, _ = io.WriteString(w, "data: 1\n\n")
	s.writeError(w, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", nil), apierr.Upstream(0, io.ErrUnexpectedEOF))
	if got := rec.Body.String(); got != "data: 1\n\n" {
		t.Errorf("body = %q: an error body was appended to the stream", got)
	}
	if !logs.contains("request failed after the response started") {
		t.Errorf("not logged:\n%s", logs.String())
	}
}
