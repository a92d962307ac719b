package proxy

import (
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestCompatStreamIdentityAcrossDialects runs a streamed server-tool loop in
// front of every scripted provider dialect: every chunk the client gets
// that carries a choice has the same non-blank id and created as the first,
// and the request's model wherever the dialect reports one. Regression: an
// Azure stream opens with a prompt_filter_results chunk whose id and model
// are "" and created 0, and the proxy took that blank identity for the
// whole answer.
func TestCompatStreamIdentityAcrossDialects(t *testing.T) {
	calls := []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}
	for _, d := range scripted.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			up := &scripted.Server{Dialect: d, Respond: toolThenAnswer(calls, quoteReceipts)}
			e := newLoopEnv(t, up, testSpecs(), nil)
			_, body := e.post(t, `{"model":"gpt-4.1","stream":true,"messages":[{"role":"user","content":"greet Ada"}]}`, nil)
			s := parseStream(t, body)
			if s.dones != 1 || len(s.finishChunks()) != 1 {
				t.Fatalf("%d [DONE], %d finish chunks", s.dones, len(s.finishChunks()))
			}
			var id, created string
			for i, c := range s.chunks {
				if len(c.Get("choices").Array()) == 0 {
					continue
				}
				if id == "" {
					id, created = c.Get("id").Str, c.Get("created").Raw
					if id == "" || created == "0" {
						t.Fatalf("chunk %d: blank identity: %s", i, c.Raw)
					}
				}
				if c.Get("id").Str != id || c.Get("created").Raw != created {
					t.Errorf("chunk %d: id %s created %s, first had %s %s", i, c.Get("id").Raw, c.Get("created").Raw, id, created)
				}
				if m := c.Get("model"); d != scripted.DialectVLLM && m.Str != "gpt-4.1" {
					t.Errorf("chunk %d: model %s, want gpt-4.1", i, m.Raw)
				}
			}
		})
	}
}
