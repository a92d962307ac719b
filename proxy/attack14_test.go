package proxy

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAttack14ResponsesBackgroundNotBoolean: the proxy passed a Responses
// request through (or, receipts mandatory, refused it) only when
// "background" was the JSON literal true, and looped any other value.
// Upstreams that read the body with lax validation (pydantic: vLLM,
// LiteLLM, …) take "true", 1, "yes" for true: the upstream queued the
// response, the loop saw an empty queued reply, and the client fetched the
// answer later by id through pass-through (a read, allowed with receipts
// mandatory): unchecked, with the server tools' calls the upstream made.
// A background that is not a boolean is refused, as 'stream' is, before
// anything reaches the upstream.
func TestAttack14ResponsesBackgroundNotBoolean(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "Hi."} }}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	for _, body := range []string{
		`{"model":"m","input":"x","background":"true"}`,
		`{"model":"m","input":"x","background":1}`,
		`{"model":"m","input":"x","background":"yes"}`,
		`{"model":"m","input":"x","background":{}}`,
	} {
		resp, got := postResponses(t, e, body, nil)
		if resp.StatusCode != http.StatusBadRequest || gjson.GetBytes(got, "error.param").String() != "background" {
			t.Errorf("%s: %d %s", body, resp.StatusCode, got)
		}
	}
	if n := len(up.Requests()); n != 0 {
		t.Errorf("%d requests reached the upstream", n)
	}
	// Twins: false and null are not background; the loop runs.
	for _, body := range []string{`{"model":"m","input":"x","background":false}`, `{"model":"m","input":"x","background":null}`} {
		if resp, got := postResponses(t, e, body, nil); resp.StatusCode != http.StatusOK || !gjson.GetBytes(got, "zc_receipts").Exists() {
			t.Errorf("%s: %d %s", body, resp.StatusCode, got)
		}
	}
}

// TestAttack14PassthroughHeaderEchoesKey: pass-through masked the upstream
// key in response bodies only. An upstream (or a gateway in front of it)
// that reflects the request's Authorization in a response header or
// trailer (debug echoes, "WWW-Authenticate: … token=…") handed the key to
// the client in plain text, on the chat route with receipts off and on
// every other /v1 route (both copy paths: forward and ReverseProxy).
func TestAttack14PassthroughHeaderEchoesKey(t *testing.T) {
	const key = "sk-upstream-secret-0123456789"
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		w.Header().Set("Trailer", "X-Echo-Trailer")
		w.Header().Set("X-Echo-Authorization", "Bearer "+got)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		io.WriteString(w, `{"ok":true}`)
		w.Header().Set("X-Echo-Trailer", got)
	})
	p := newTestProxy(t, upstream, func(c *Config) { c.Upstreams[0].APIKey = key })
	for _, path := range []string{"/v1/chat/completions", "/v1/embeddings"} {
		req, _ := http.NewRequest(http.MethodPost, p.url+path, strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}],"input":"x"}`))
		req.Header.Set("X-ZC-Receipts", "off")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(resp.Body)
		resp.Body.Close()
		for _, h := range []http.Header{resp.Header, resp.Trailer} {
			for k, vv := range h {
				for _, v := range vv {
					if strings.Contains(v, key) {
						t.Errorf("%s: %s: %s reached the client", path, k, v)
					}
				}
			}
		}
		if resp.Header.Get("X-Echo-Authorization") == "" {
			t.Errorf("%s: the header was dropped rather than masked", path)
		}
	}
}

// TestPassthroughUnannouncedTrailerEchoesKey: the trailer mask was set
// up only when the upstream announced a trailer (resp.Trailer non-empty
// at header time), but net/http's client fills resp.Trailer at the body's
// end with every trailer field the upstream sends, announced or not: an
// unannounced one holding the key reached the client unmasked, as did
// an X-ZC-* one.
func TestPassthroughUnannouncedTrailerEchoesKey(t *testing.T) {
	const key = "sk-upstream-secret-0123456789"
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		io.WriteString(w, `{"ok":true}`)
		w.(http.Flusher).Flush() // chunked, as a stream is: trailers can follow
		w.Header().Set(http.TrailerPrefix+"X-Echo-Trailer", got)
		w.Header().Set(http.TrailerPrefix+"X-Zc-Flag-Count", "0")
	})
	p := newTestProxy(t, upstream, func(c *Config) { c.Upstreams[0].APIKey = key })
	for _, path := range []string{"/v1/chat/completions", "/v1/embeddings"} {
		req, _ := http.NewRequest(http.MethodPost, p.url+path, strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}],"input":"x"}`))
		req.Header.Set("X-ZC-Receipts", "off")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(resp.Body)
		resp.Body.Close()
		for k, vv := range resp.Trailer {
			for _, v := range vv {
				if strings.Contains(v, key) {
					t.Errorf("%s: trailer %s: %s reached the client", path, k, v)
				}
			}
			if strings.HasPrefix(strings.ToLower(k), "x-zc-") {
				t.Errorf("%s: the upstream's trailer %s reached the client", path, k)
			}
		}
	}
}

// TestAttack14PassthroughForgesZCHeaders: the X-ZC-* response headers are
// the proxy's report (X-ZC-Receipt-Count, X-ZC-Flag-Count, …), but in
// pass-through every upstream header but X-ZC-Receipts reached the client
// as sent: an upstream could tell a client that reads the counts (and not
// the mode) that its answer had receipts and no flags. Request headers
// of that prefix are already kept from the upstream; the upstream's are
// dropped the same way.
func TestAttack14PassthroughForgesZCHeaders(t *testing.T) {
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-ZC-Receipt-Count", "2")
		w.Header().Set("X-Zc-Flag-Count", "0")
		w.Header().Set("x-zc-passthrough-reason", "none")
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	})
	p := newTestProxy(t, upstream, nil)
	for _, path := range []string{"/v1/chat/completions", "/v1/embeddings"} {
		req, _ := http.NewRequest(http.MethodPost, p.url+path, strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}],"input":"x"}`))
		req.Header.Set("X-ZC-Receipts", "off")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(resp.Body)
		resp.Body.Close()
		for k, vv := range resp.Header {
			if strings.HasPrefix(strings.ToLower(k), "x-zc-") && k != "X-Zc-Receipts" {
				t.Errorf("%s: the upstream's %s: %q reached the client", path, k, vv)
			}
		}
		if got := resp.Header.Values("X-ZC-Receipts"); len(got) != 1 || got[0] != "off" {
			t.Errorf("%s: X-ZC-Receipts %q", path, got)
		}
	}
}

// TestAttack14BrowserReachesLoopbackProxy: with no auth.keys the port is
// the only boundary (the example config: loopback, no auth, tools on),
// and a web page the operator visits reaches a loopback port too. A
// cross-site form or fetch POSTs a chat request as text/plain (no
// preflight): the proxy read it, ran the loop and the server tools with
// the operator's upstream key. Through DNS rebinding (a name the page
// controls, resolved again to 127.0.0.1) the page is same-origin and reads
// every answer and the inspect page. With no keys to check, a request
// whose Origin is not a loopback one, or whose Host is a DNS name other
// than localhost, is refused.
func TestAttack14BrowserReachesLoopbackProxy(t *testing.T) {
	up := &scripted.Server{Respond: greetThenAnswer("Greeted.")}
	e := newLoopEnv(t, up, testSpecs(), nil)
	do := func(method, path, host string, h http.Header, body string) (int, string) {
		req, _ := http.NewRequest(method, e.url+path, strings.NewReader(body))
		for k, v := range h {
			req.Header[k] = v
		}
		if host != "" {
			req.Host = host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode, string(b)
	}
	chat := `{"model":"m","messages":[{"role":"user","content":"greet Ada"}]}`
	port := e.url[strings.LastIndexByte(e.url, ':'):]
	for _, c := range []struct {
		name, method, path, host string
		h                        http.Header
	}{
		{"cross-site text/plain POST", "POST", "/v1/chat/completions", "", http.Header{"Content-Type": {"text/plain"}, "Origin": {"https://evil.example"}}},
		{"cross-site POST from an IP", "POST", "/v1/responses", "", http.Header{"Origin": {"http://203.0.113.5"}}},
		{"opaque origin", "POST", "/v1/chat/completions", "", http.Header{"Origin": {"null"}}},
		{"rebound name, POST", "POST", "/v1/chat/completions", "rebind.evil.example" + port, http.Header{"Origin": {"http://rebind.evil.example" + port}}},
		{"rebound name, GET pass-through", "GET", "/v1/models", "rebind.evil.example" + port, nil},
		{"rebound name, inspect page", "GET", "/zc/", "rebind.evil.example" + port, nil},
	} {
		before := len(up.Requests())
		if code, body := do(c.method, c.path, c.host, c.h, chat); code != http.StatusForbidden {
			t.Errorf("%s: %d %.200s", c.name, code, body)
		}
		if n := len(up.Requests()) - before; n != 0 {
			t.Errorf("%s: %d upstream requests", c.name, n)
		}
	}
	// Twins: an SDK (no Origin) by IP or localhost, a local web app, probes.
	for _, c := range []struct {
		name, method, path, host string
		h                        http.Header
	}{
		{"sdk by IP", "POST", "/v1/chat/completions", "", nil},
		{"sdk by localhost", "POST", "/v1/chat/completions", "localhost" + port, nil},
		{"local web app", "POST", "/v1/chat/completions", "", http.Header{"Origin": {"http://localhost:3000"}}},
		{"loopback origin", "POST", "/v1/chat/completions", "", http.Header{"Origin": {"http://127.0.0.1:5173"}}},
		{"health probe by name", "GET", "/healthz", "zc-proxy.internal" + port, nil},
	} {
		if code, body := do(c.method, c.path, c.host, c.h, chat); code != http.StatusOK {
			t.Errorf("%s: %d %.200s", c.name, code, body)
		}
	}
	// With client keys, the key decides: a named host is served.
	e2 := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Auth.Keys = []string{"sk-client"} })
	req, _ := http.NewRequest("POST", e2.url+"/v1/chat/completions", strings.NewReader(chat))
	req.Host = "proxy.example" + e2.url[strings.LastIndexByte(e2.url, ':'):]
	req.Header.Set("Authorization", "Bearer sk-client")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("with auth.keys, a named host: %d", resp.StatusCode)
	}
}
