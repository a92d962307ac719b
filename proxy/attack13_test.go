package proxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestAttack13UpstreamAddressBesideNonASCII: the address check took any
// byte from 0x80 up for a letter of a host name, so an upstream error that
// wrote its address between typographic quotes, after a no-break space or
// an arrow ("connect to “10.0.0.5:8000” refused", "upstream→llm:8000")
// named no host "as a word" and reached the client, on both wires, JSON
// and streamed. The twin: a host inside a longer non-ASCII name
// ("münchen-llm") is still not the host "llm".
func TestAttack13UpstreamAddressBesideNonASCII(t *testing.T) {
	wrap := []struct{ before, after string }{
		{"backend \u201c", "\u201d refused the connection"},
		{"connect to\u00a0", "\u00a0refused"},
		{"upstream\u2192", " timed out"},
		{"«", "» unreachable"},
	}
	for _, w := range wrap {
		for _, port := range []bool{true, false} {
			up := http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
				host := r.Host
				if !port {
					host = host[:strings.LastIndexByte(host, ':')]
				}
				rw.Header().Set("Content-Type", "application/json")
				rw.WriteHeader(http.StatusBadRequest)
				rw.Write([]byte(`{"error":{"message":` + jsonString(w.before+host+w.after) + `,"type":"invalid_request_error","code":"bad"}}`))
			})
			upSrv := httptest.NewServer(up)
			env := startLoopEnv(t, upSrv.URL, testSpecs(), nil, nil)
			hostport := strings.TrimPrefix(upSrv.URL, "http://")
			hostname := hostport[:strings.LastIndexByte(hostport, ':')]
			for name, post := range map[string]func() []byte{
				"chat json": func() []byte {
					_, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, nil)
					return got
				},
				"chat stream": func() []byte {
					_, got := env.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
					return got
				},
				"responses json": func() []byte {
					_, got := postResponses(t, env, `{"model":"gpt-test","input":"hi"}`, nil)
					return got
				},
				"responses stream": func() []byte {
					_, got := postResponses(t, env, `{"model":"gpt-test","input":"hi","stream":true}`, nil)
					return got
				},
			} {
				if got := post(); strings.Contains(string(got), hostname) {
					t.Errorf("%s, %q…%q (port %v): the upstream's address reached the client: %s", name, w.before, w.after, port, got)
				}
			}
			upSrv.Close()
		}
	}
}
