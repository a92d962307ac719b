package toolrun

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// seen is what the test server reports about the request it received.
type seen struct {
	Method  string              `json:"method"`
	Host    string              `json:"host"`
	RawPath string              `json:"raw_path"`
	Path    string              `json:"path"`
	Query   map[string][]string `json:"query"`
	Header  string              `json:"header"`
	Body    string              `json:"body"`
}

func newHTTPFixture(t *testing.T) (srv, other *httptest.Server) {
	t.Helper()
	other = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		io.WriteString(w, "OTHER HOST")
	}))
	t.Cleanup(other.Close)
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		json.NewEncoder(w).Encode(seen{
			Method: r.Method, Host: r.Host, RawPath: r.URL.EscapedPath(), Path: r.URL.Path,
			Query: r.URL.Query(), Header: r.Header.Get("X-Api-Key"), Body: string(body),
		})
	})
	mux.HandleFunc("/missing/", func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "no such city\nmore detail", http.StatusNotFound)
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte(strings.Repeat("z", 200_000)))
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(30 * time.Second):
		}
	})
	mux.HandleFunc("/redirect-away", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, other.URL+"/x", http.StatusFound)
	})
	mux.HandleFunc("/redirect-here", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/landed", http.StatusFound)
	})
	mux.HandleFunc("/scoped/redirect-out", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/landed", http.StatusFound)
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv, other
}

func TestHTTPTool(t *testing.T) {
	srv, _ := newHTTPFixture(t)
	host := strings.TrimPrefix(srv.URL, "http://")
	r := newTestRegistry(t, Options{},
		Spec{Name: "get", Type: "http", URL: srv.URL + "/city/{city}/forecast?q={q}&units=metric#frag", Headers: map[string]string{"X-Api-Key": "k-123"}},
		Spec{Name: "post", Type: "http", Method: "post", URL: srv.URL + "/post", Body: `{"city": "{city}"}`},
		Spec{Name: "form", Type: "http", Method: "POST", URL: srv.URL + "/form", Body: "city={city}&units=metric",
			Headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}},
		Spec{Name: "missing", Type: "http", URL: srv.URL + "/missing/{city}"},
		Spec{Name: "big", Type: "http", URL: srv.URL + "/big"},
		Spec{Name: "slow", Type: "http", URL: srv.URL + "/slow", Timeout: 200 * time.Millisecond},
		Spec{Name: "away", Type: "http", URL: srv.URL + "/redirect-away"},
		Spec{Name: "here", Type: "http", URL: srv.URL + "/redirect-here"},
		Spec{Name: "scoped", Type: "http", URL: srv.URL + "/scoped/redirect-out"},
		Spec{Name: "typed", Type: "http", URL: srv.URL + "/n/{n}",
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"n": map[string]any{"type": "integer"}}, "required": []any{"n"}}},
	)
	hostile := "a/b?c=1#d&e f@evil.example:80/.."
	// a path value with a dot segment is refused (below); this one only
	// escapes
	hostilePath := "a/b?c=1#d&e f@evil.example:80/..x"
	tests := []struct {
		name, tool, args string
		want             Outcome
		check            func(t *testing.T, s seen)
		output, detail   string
	}{
		{"escaping keeps path and query structure", "get", mustJSON(map[string]any{"city": hostilePath, "q": hostile + "&units=imperial"}), OutcomeOK,
			func(t *testing.T, s seen) {
				if s.Host != host {
					t.Errorf("host %q, want %q", s.Host, host)
				}
				if s.Path != "/city/"+hostilePath+"/forecast" {
					t.Errorf("path %q", s.Path)
				}
				if got := strings.Count(s.RawPath, "/"); got != 3 {
					t.Errorf("raw path %q has %d slashes, want 3", s.RawPath, got)
				}
				if q := s.Query["q"]; len(q) != 1 || q[0] != hostile+"&units=imperial" {
					t.Errorf("q = %q", q)
				}
				if u := s.Query["units"]; len(u) != 1 || u[0] != "metric" {
					t.Errorf("units = %q, want [metric]", u)
				}
				if len(s.Query) != 2 {
					t.Errorf("query keys %v, want q and units", s.Query)
				}
				if s.Header != "k-123" || s.Method != "GET" {
					t.Errorf("method %s header %q", s.Method, s.Header)
				}
			}, "", ""},
		{"JSON body escaping", "post", mustJSON(map[string]any{"city": `Q"uo\te", "x": "y`}), OutcomeOK,
			func(t *testing.T, s seen) {
				var body map[string]string
				if err := json.Unmarshal([]byte(s.Body), &body); err != nil {
					t.Fatalf("body %q is not JSON: %v", s.Body, err)
				}
				if len(body) != 1 || body["city"] != `Q"uo\te", "x": "y` || s.Method != "POST" {
					t.Errorf("body %q, method %s", s.Body, s.Method)
				}
			}, "", ""},
		{"form body escaping", "form", mustJSON(map[string]any{"city": "a&units=imperial"}), OutcomeOK,
			func(t *testing.T, s seen) {
				if s.Body != "city=a%26units%3Dimperial&units=metric" {
					t.Errorf("body %q", s.Body)
				}
			}, "", ""},
		{"non-string value substituted as JSON text", "typed", `{"n": 42}`, OutcomeOK,
			func(t *testing.T, s seen) {
				if s.Path != "/n/42" {
					t.Errorf("path %q", s.Path)
				}
			}, "", ""},
		{"dot-dot path value refused", "get", `{"city": "..", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"dot path value refused", "get", `{"city": ".", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"encoded dot-dot refused", "get", `{"city": "%2e%2e", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"double-encoded dot-dot refused", "get", `{"city": "%252E%252e", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"dot-dot segment behind a slash refused", "get", `{"city": "../admin", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"dot-dot segment behind a backslash refused", "get", `{"city": "..\\..\\admin", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"encoded backslash dot-dot refused", "get", `{"city": "%2e%2e%5cadmin", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"encoded slash dot segment refused", "get", `{"city": "a%2F.%2Fb", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"dot-dot with a path parameter refused", "get", `{"city": "..;x/admin", "q": "x"}`, OutcomeDenied, nil, "", "dot segment"},
		{"slashes and dots inside names are text", "get", `{"city": "a/..b/c.", "q": "x"}`, OutcomeOK, nil, "", ""},
		{"dots inside a value are text", "get", `{"city": "..x", "q": ".."}`, OutcomeOK,
			func(t *testing.T, s seen) {
				if s.Path != "/city/..x/forecast" {
					t.Errorf("path %q", s.Path)
				}
			}, "", ""},
		{"same-host redirect followed", "here", `{}`, OutcomeOK,
			func(t *testing.T, s seen) {
				if s.Path != "/landed" {
					t.Errorf("path %q", s.Path)
				}
			}, "", ""},
		{"same-host redirect out of the path prefix refused", "scoped", `{}`, OutcomeDenied, nil, "", "redirected out of the URL's path"},
		{"non-2xx is an error with the status", "missing", `{"city": "x"}`, OutcomeError, nil, "", "HTTP 404 Not Found: no such city"},
		{"response cap", "big", `{}`, OutcomeOK, nil, strings.Repeat("z", DefaultMaxOutput) + truncationNote(DefaultMaxOutput), ""},
		{"timeout", "slow", `{}`, OutcomeTimeout, nil, "", "timed out after 200ms"},
		{"redirect to another host refused", "away", `{}`, OutcomeDenied, nil, "", "another host"},
		{"derived schema requires every placeholder", "get", `{"city": "x"}`, OutcomeBadArguments, nil, "", "q"},
		{"derived schema wants strings", "get", `{"city": 1, "q": "x"}`, OutcomeBadArguments, nil, "", "string"},
		{"configured schema", "typed", `{"n": "1/../../x"}`, OutcomeBadArguments, nil, "", "integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, tt.args)
			if res.Outcome != tt.want {
				t.Fatalf("outcome %s (%q), want %s", res.Outcome, res.Detail, tt.want)
			}
			if tt.check != nil {
				var s seen
				if err := json.Unmarshal([]byte(res.Output), &s); err != nil {
					t.Fatalf("output %q: %v", res.Output, err)
				}
				tt.check(t, s)
			}
			if tt.output != "" && res.Output != tt.output {
				t.Errorf("output (%d bytes) %.60q…, want %d bytes", len(res.Output), res.Output, len(tt.output))
			}
			if !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", res.Detail, tt.detail)
			}
			if strings.Contains(res.Output+res.Detail, "OTHER HOST") {
				t.Error("the request reached another host")
			}
		})
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
