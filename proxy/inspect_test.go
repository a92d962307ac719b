package proxy

import (
	"encoding/base64"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestInspectPageAuth: with auth on, the page takes a client or an admin
// key, as Bearer or as a browser's Basic password; an admin key opens
// nothing else.
func TestInspectPageAuth(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
		c.Auth.Keys = []string{"sk-client"}
		c.Auth.AdminKeys = []string{"sk-admin"}
	})
	basic := func(pw string) string { return "Basic " + base64.StdEncoding.EncodeToString([]byte("anyone:"+pw)) }
	tests := []struct {
		name, path, auth string
		want             int
	}{
		{"no key", "/zc/", "", http.StatusUnauthorized},
		{"wrong key", "/zc/", "Bearer sk-nope", http.StatusUnauthorized},
		{"client key", "/zc/", "Bearer sk-client", http.StatusOK},
		{"admin key", "/zc/", "Bearer sk-admin", http.StatusOK},
		{"admin key as Basic password", "/zc/", basic("sk-admin"), http.StatusOK},
		{"wrong Basic password", "/zc/", basic("sk-nope"), http.StatusUnauthorized},
		{"admin key does not open the API", "/v1/models", "Bearer sk-admin", http.StatusUnauthorized},
		{"redirect to the slash", "/zc", "", http.StatusMovedPermanently},
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, env.url+tc.path, nil)
			if tc.auth != "" {
				req.Header.Set("Authorization", tc.auth)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("status %d, want %d", resp.StatusCode, tc.want)
			}
			if tc.want == http.StatusUnauthorized && tc.path == "/zc/" && !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Basic ") {
				t.Errorf("WWW-Authenticate = %q, want a Basic challenge a browser answers", resp.Header.Get("WWW-Authenticate"))
			}
		})
	}
}

// TestInspectPageDisabled: ui.enabled: false leaves no /zc/ route.
func TestInspectPageDisabled(t *testing.T) {
	f := false
	p := newTestProxy(t, nil, func(c *Config) { c.UI.Enabled = &f })
	resp, _ := p.do(t, http.MethodGet, "/zc/", nil, nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("/zc/ = %d with ui.enabled false, want 404", resp.StatusCode)
	}
}

// TestInspectPageRecordsRequests: a chat completion through the proxy
// shows on the page with its receipt; the ring keeps ui.recent requests;
// the prompt shows only with log.include_prompts.
func TestInspectPageRecordsRequests(t *testing.T) {
	for _, prompts := range []bool{false, true} {
		t.Run(map[bool]string{false: "prompts off", true: "prompts on"}[prompts], func(t *testing.T) {
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				msgs := req.Get("messages").Array()
				if msgs[len(msgs)-1].Get("role").Str == "tool" {
					return scripted.Turn{Content: "greeted"}
				}
				return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"ann"}`}}}
			}}
			env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
				c.UI.Recent = 2
				c.Log.IncludePrompts = prompts
			})
			var last []byte
			for _, q := range []string{"first question", "second question", "third question"} {
				resp, body := env.post(t, `{"model":"m","messages":[{"role":"user","content":"`+q+`"}]}`, nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, body)
				}
				last = body
			}
			resp, err := env.httpc.Get(env.url + "/zc/")
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			page := string(raw)
			receipt := gjson.GetBytes(last, "zc_receipts.receipts.0.receipt").Str
			if receipt == "" || !strings.Contains(page, receipt) {
				t.Errorf("page lacks the last answer's receipt %q", receipt)
			}
			if n := strings.Count(page, `<article class="req`); n != 2 {
				t.Errorf("page holds %d requests, want ui.recent = 2", n)
			}
			if got := strings.Contains(page, "third question"); got != prompts {
				t.Errorf("prompt shown = %v with include_prompts %v", got, prompts)
			}
			if strings.Contains(page, "first question") {
				t.Error("the oldest request was not dropped from the ring")
			}
		})
	}
}

// TestInspectReportBounded: the ring keeps no tool arguments unless
// prompts are shown, and no report past maxInspectReport: long lists are
// cut, saying how many items went.
func TestInspectReportBounded(t *testing.T) {
	small := []byte(`{"receipts":[],"flags":[],"events":[],"calls":[{"tool":"a","call_id":"1","arguments":"{\"x\":\"secret\"}","outcome":"ok"}]}`)
	if got := inspectReport(small, false); strings.Contains(string(got), "secret") || !gjson.ValidBytes(got) {
		t.Errorf("arguments kept without include_prompts: %s", got)
	}
	if got := inspectReport(small, true); !strings.Contains(string(got), "secret") {
		t.Errorf("arguments dropped with include_prompts: %s", got)
	}

	var flags []string
	for range 5000 {
		flags = append(flags, `{"kind":"receipt_less_claim","tool":"shell","text":"`+strings.Repeat("x", 100)+`"}`)
	}
	big := []byte(`{"receipts":[],"events":[],"calls":[],"flags":[` + strings.Join(flags, ",") + `]}`)
	got := inspectReport(big, false)
	if len(got) > maxInspectReport || !gjson.ValidBytes(got) {
		t.Fatalf("report of %d bytes kept as %d (valid %v)", len(big), len(got), gjson.ValidBytes(got))
	}
	kept, dropped := gjson.GetBytes(got, "flags.#").Int(), gjson.GetBytes(got, "zc_dropped_flags").Int()
	if kept == 0 || kept+dropped != 5000 {
		t.Errorf("kept %d + dropped %d flags, want 5000 in all and some kept", kept, dropped)
	}
}

// TestInspectPageShowsFailures: a chat request that fails shows on the
// page with the error its client got: refused before a mode applied (an
// unknown X-ZC-Tools name, a model no upstream serves) as "refused", an
// unreachable upstream under its mode. A request refused by
// authentication is not kept.
func TestInspectPageShowsFailures(t *testing.T) {
	dead := deadURL(t)
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
		c.Upstreams = append([]UpstreamConfig{{Name: "gone", BaseURL: dead, Models: []string{"gone-*"}}},
			UpstreamConfig{Name: "mock", BaseURL: c.Upstreams[0].BaseURL, Models: []string{"m-*"}})
		c.Auth.Keys = []string{"sk-client"}
	})
	auth := http.Header{"Authorization": {"Bearer sk-client"}}
	tests := []struct {
		name   string
		model  string
		header http.Header
		status int
		badge  string // the mode badge the entry shows
		want   string // the error, as the page escapes it
	}{
		{"unknown X-ZC-Tools name", "m-tools", http.Header{"X-Zc-Tools": {"nope"}}, http.StatusBadRequest,
			"refused", "Header X-ZC-Tools names unknown tool &#34;nope&#34;"},
		{"no upstream for the model", "other-model", nil, http.StatusNotFound,
			"refused", "The model &#34;other-model&#34; is not served by this proxy."},
		{"upstream unreachable, receipts on", "gone-1", nil, http.StatusBadGateway,
			"receipts on", "upstream &#34;gone&#34; is unreachable: check its base_url"},
		{"upstream unreachable, receipts off", "gone-2", http.Header{"X-Zc-Receipts": {"off"}}, http.StatusBadGateway,
			"receipts off", "upstream &#34;gone&#34; is unreachable: check its base_url"},
	}
	ids := map[string]string{}
	for _, tc := range tests {
		h := auth.Clone()
		for k, v := range tc.header {
			h[k] = v
		}
		resp, body := env.post(t, `{"model":"`+tc.model+`","messages":[{"role":"user","content":"hi"}]}`, h)
		if resp.StatusCode != tc.status {
			t.Fatalf("%s: status %d, want %d: %s", tc.name, resp.StatusCode, tc.status, body)
		}
		ids[tc.name] = resp.Header.Get("X-Request-Id")
	}
	// Not authenticated: refused, and not on the page.
	resp, _ := env.post(t, `{"model":"m-1","messages":[{"role":"user","content":"hi"}]}`, http.Header{"Authorization": {"Bearer sk-nope"}})
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong key: status %d", resp.StatusCode)
	}
	unauthID := resp.Header.Get("X-Request-Id")

	req, _ := http.NewRequest(http.MethodGet, env.url+"/zc/", nil)
	req.Header.Set("Authorization", "Bearer sk-client")
	pr, err := env.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(pr.Body)
	pr.Body.Close()
	page := string(raw)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := strings.Index(page, `id="req-`+ids[tc.name]+`"`)
			if ids[tc.name] == "" || start < 0 {
				t.Fatalf("page has no entry for request %q", ids[tc.name])
			}
			article := page[start:]
			if end := strings.Index(article, "</article>"); end >= 0 {
				article = article[:end]
			}
			for _, want := range []string{tc.model, ">" + tc.badge + "<", `<p class="error">` + tc.want} {
				if !strings.Contains(article, want) {
					t.Errorf("entry lacks %q:\n%s", want, article)
				}
			}
			if strings.Contains(article, strings.TrimPrefix(dead, "http://")) {
				t.Errorf("entry shows the upstream's address:\n%s", article)
			}
		})
	}
	if unauthID == "" || strings.Contains(page, unauthID) {
		t.Errorf("a request refused by authentication (%q) is on the page", unauthID)
	}
}
