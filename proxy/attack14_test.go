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
