package proxy

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// TestReliabilityBadRequests: hostile or broken client bodies, under the
// default limits (TestChatBadRequests covers more shapes with a small
// limit). Each gets its status in OpenAI's error shape, as JSON even when
// the body asked for a stream, and nothing reaches the upstream.
func TestReliabilityBadRequests(t *testing.T) {
	msg := `"messages":[{"role":"user","content":"hi"}]`
	huge := func(stream bool) []byte { // 40 MB: over the 16 MiB default
		var b bytes.Buffer
		fmt.Fprintf(&b, `{"model":"gpt-x","stream":%t,"messages":[{"role":"user","content":"`, stream)
		b.WriteString(strings.Repeat("a", 40<<20))
		b.WriteString(`"}]}`)
		return b.Bytes()
	}
	tools := func(n int) string {
		items := make([]string, n)
		for i := range items {
			items[i] = fmt.Sprintf(`{"type":"function","function":{"name":"t%d","parameters":{"type":"object"}}}`, i)
		}
		return `{"model":"gpt-x","tools":[` + strings.Join(items, ",") + `],` + msg + `}`
	}
	cases := []struct {
		name   string
		body   []byte
		status int
		param  string // "" means null
		code   string // "" means null
	}{
		{"empty body", nil, 400, "", ""},
		{"truncated JSON", []byte(`{"model":"gpt-x","messages":[{"role":"user","content":"hi`), 400, "", ""},
		{"truncated after a value", []byte(`{"model":"gpt-x",` + msg), 400, "", ""},
		{"JSON null", []byte(`null`), 400, "", ""},
		{"messages missing", []byte(`{"model":"gpt-x"}`), 400, "messages", ""},
		{"messages an object", []byte(`{"model":"gpt-x","messages":{"role":"user","content":"hi"}}`), 400, "messages", ""},
		{"messages a string", []byte(`{"model":"gpt-x","messages":"hi"}`), 400, "messages", ""},
		{"message not an object", []byte(`{"model":"gpt-x","messages":[{"role":"user","content":"hi"},7]}`), 400, "messages[1]", "invalid_type"},
		{"model null", []byte(`{"model":null,` + msg + `}`), 400, "model", ""},
		{"model an array", []byte(`{"model":["gpt-x"],` + msg + `}`), 400, "model", ""},
		{"stream a number", []byte(`{"model":"gpt-x","stream":1,` + msg + `}`), 400, "stream", ""},
		{"tools a string", []byte(`{"model":"gpt-x","tools":"shell",` + msg + `}`), 400, "tools", ""},
		{"huge tools array", []byte(tools(5000)), 400, "tools", "array_above_max_length"},
		{"invalid UTF-8 in a key", []byte("{\"mo\xc3\x28del\":\"gpt-x\"," + msg + "}"), 400, "", ""},
		{"40 MB body", huge(false), 413, "", "request_too_large"},
		{"40 MB streamed body", huge(true), 413, "", "request_too_large"},
		{"unknown model", []byte(`{"model":"claude-x",` + msg + `}`), 404, "model", "model_not_found"},
		// gjson's validator recurses per level: 8 Mi levels used to
		// overflow the stack and kill the whole process.
		{"8 Mi levels of nesting", []byte(`{"model":"gpt-x","messages":` + strings.Repeat("[", 8<<20)), 400, "", ""},
		{"600 levels, valid JSON", []byte(`{"model":"gpt-x","x":` + strings.Repeat("[", 600) + strings.Repeat("]", 600) + `,` + msg + `}`), 400, "", ""},
	}
	up := &relCounter{t: t}
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Upstreams[0].Models = []string{"gpt-*"} })
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodPost, env.url+"/v1/chat/completions", bytes.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := env.httpc.Do(req)
			if err != nil {
				t.Fatalf("POST: %v", err)
			}
			defer resp.Body.Close()
			var got bytes.Buffer
			if _, err := got.ReadFrom(http.MaxBytesReader(nil, resp.Body, 1<<20)); err != nil {
				t.Fatalf("read: %v", err)
			}
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.status, got.Bytes())
			}
			e := decodeAPIError(t, resp, got.Bytes())
			if p := nullable(e.Error.Param); p != map[bool]string{true: "<null>", false: tc.param}[tc.param == ""] {
				t.Errorf("param = %s, want %q", p, tc.param)
			}
			if c := nullable(e.Error.Code); c != map[bool]string{true: "<null>", false: tc.code}[tc.code == ""] {
				t.Errorf("code = %s, want %q", c, tc.code)
			}
			if nullable(e.Error.Type) != apierr.TypeInvalidRequest || nullable(e.Error.Message) == "" {
				t.Errorf("error = %s", got.Bytes())
			}
		})
	}
	if n := up.calls.Load(); n != 0 {
		t.Errorf("%d requests reached the upstream", n)
	}
	// The proxy is still serving after all of that.
	up.allowed.Store(true)
	if resp, _ := env.post(t, `{"model":"gpt-x","messages":[{"role":"user","content":"hi"}]}`, http.Header{headerReceipts: {"off"}}); resp.StatusCode != http.StatusTeapot {
		t.Errorf("a valid request after the bad ones: status %d, want the upstream's 418", resp.StatusCode)
	}
}
