package proxy

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRecoverer(t *testing.T) {
	const secret = "panic detail: sk-in-a-panic"
	tests := []struct {
		name    string
		handler http.HandlerFunc
		// wantStatus 0: the connection is cut (no well-formed response).
		wantStatus int
		wantLogged bool // "handler panic" with the stack
	}{
		{
			name:       "panic before writing",
			handler:    func(http.ResponseWriter, *http.Request) { panic(secret) },
			wantStatus: http.StatusInternalServerError,
			wantLogged: true,
		},
		{
			name:       "panic with an error value",
			handler:    func(http.ResponseWriter, *http.Request) { panic(io.ErrUnexpectedEOF) },
			wantStatus: http.StatusInternalServerError,
			wantLogged: true,
		},
		{
			name: "panic after headers",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				_, _ = io.WriteString(w, "data: partial\n\n")
				_ = http.NewResponseController(w).Flush()
				panic(secret)
			},
			wantLogged: true,
		},
		{
			name: "ErrAbortHandler passes through",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = io.WriteString(w, "data: partial\n\n")
				_ = http.NewResponseController(w).Flush()
				panic(http.ErrAbortHandler)
			},
		},
	}
	// The four middlewares stacked, and frontDoor, which does what they do
	// in one.
	stacks := map[string]func(s *Server, h http.Handler) http.Handler{
		"stacked": func(s *Server, h http.Handler) http.Handler {
			return withRequestID(s.observeRequests(s.recoverer(h)))
		},
		"frontDoor": func(s *Server, h http.Handler) http.Handler { return s.frontDoor(h) },
	}
	for stack, wrap := range stacks {
		for _, tc := range tests {
			t.Run(stack+"/"+tc.name, func(t *testing.T) {
				p := newTestProxy(t, nil, nil)
				s := p.srv
				front := httptest.NewUnstartedServer(wrap(s, tc.handler))
				front.Config.ErrorLog = nil
				front.Start()
				defer front.Close()

				resp, err := p.client.Get(front.URL)
				var body []byte
				if err == nil {
					body, err = io.ReadAll(resp.Body)
					resp.Body.Close()
				}
				if tc.wantStatus == 0 {
					if err == nil {
						t.Fatalf("response completed (%d %q); want the connection cut", resp.StatusCode, body)
					}
				} else {
					if err != nil {
						t.Fatalf("request: %v", err)
					}
					if resp.StatusCode != tc.wantStatus {
						t.Fatalf("status = %d, want %d", resp.StatusCode, tc.wantStatus)
					}
					e := decodeAPIError(t, resp, body)
					if nullable(e.Error.Type) != "server_error" {
						t.Errorf("error = %s", body)
					}
					if strings.Contains(string(body), "panic") || strings.Contains(string(body), "sk-in-a-panic") ||
						strings.Contains(string(body), "goroutine") || strings.Contains(string(body), "unexpected EOF") {
						t.Errorf("500 body reveals the panic: %s", body)
					}
				}
				logs := p.logs.String()
				if got := strings.Contains(logs, "handler panic"); got != tc.wantLogged {
					t.Errorf("panic logged = %v, want %v:\n%s", got, tc.wantLogged, logs)
				}
				if tc.wantLogged && !strings.Contains(logs, "recover_test.go") {
					t.Errorf("panic log lacks the stack:\n%s", logs)
				}
			})
		}
	}
}
