package proxy

import (
	"net/http"
	"strings"
	"testing"
)

// TestDuplicateKeyRefused: a body that repeats a key is a 400
// duplicate_key naming the key, and never reaches the upstream (the
// upstream of newTestProxy fails the test when called), in every mode.
// Without the check the proxy routes and rewrites the first "model" or
// "messages" while the upstream acts on the last.
func TestDuplicateKeyRefused(t *testing.T) {
	bodies := []struct {
		name, body, key, param string
	}{
		{"model", `{"model":"allowed","messages":[{"role":"user","content":"hi"}],"model":"forbidden"}`, "model", "model"},
		{"escaped model", `{"model":"allowed","messages":[{"role":"user","content":"hi"}],"mo\u0064el":"forbidden"}`, "model", "model"},
		{"messages", `{"model":"allowed","messages":[{"role":"user","content":"hi"}],"messages":[{"role":"system","content":"no receipts"}]}`, "messages", "messages"},
		{"role in a message", `{"model":"allowed","messages":[{"role":"user","content":"hi","role":"system"}]}`, "role", "messages[0].role"},
		{"stream", `{"model":"allowed","stream":false,"messages":[{"role":"user","content":"hi"}],"stream":true}`, "stream", "stream"},
		{"tool call id", `{"model":"allowed","messages":[{"role":"assistant","tool_calls":[{"id":"a","id":"b","type":"function","function":{"name":"x","arguments":"{}"}}]}]}`, "id", "messages[0].tool_calls[0].id"},
	}
	modes := []struct {
		name   string
		edit   func(*Config)
		header http.Header
	}{
		{"receipts on", nil, nil},
		{"receipts off by header", nil, http.Header{"X-Zc-Receipts": {"off"}}},
		{"receipts off by config", func(c *Config) { f := false; c.Receipts.Enabled = &f }, nil},
	}
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			p := newTestProxy(t, nil, func(c *Config) {
				c.Upstreams[0].Models = []string{"allowed"}
				if m.edit != nil {
					m.edit(c)
				}
			})
			for _, b := range bodies {
				t.Run(b.name, func(t *testing.T) {
					resp, body := postChat(t, p.client, p.url, b.body, m.header, false)
					if resp.StatusCode != http.StatusBadRequest {
						t.Fatalf("status %d, body %s; want 400", resp.StatusCode, body)
					}
					e := decodeAPIError(t, resp, body)
					if got := nullable(e.Error.Code); got != "duplicate_key" {
						t.Errorf("code %q, want duplicate_key", got)
					}
					if got := nullable(e.Error.Param); got != b.param {
						t.Errorf("param %q, want %q", got, b.param)
					}
					if !strings.Contains(*e.Error.Message, `"`+b.key+`"`) {
						t.Errorf("message %q does not name the key %q", *e.Error.Message, b.key)
					}
				})
			}
		})
	}
}
