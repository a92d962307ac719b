package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attack round 7: an upstream chat reply whose message content (or
// refusal) is an array of parts. The loop read it as empty text, so the
// claim in it went unchecked and no footer was written, while go-openai
// shows the parts (MultiContent). With receipts on, such a reply is an
// upstream protocol error; receipts off still passes it through.
func TestContentPartsChatJSON(t *testing.T) {
	reply := func(message string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":` + message + `,"finish_reason":"stop"}]}`
	}
	parts := `[{"type":"text","text":"` + attack4Claim + `"}]`
	cases := []struct{ name, body string }{
		{"content parts", reply(`{"role":"assistant","content":` + parts + `}`)},
		{"refusal parts", reply(`{"role":"assistant","content":null,"refusal":` + parts + `}`)},
		{"content object", reply(`{"role":"assistant","content":{"type":"text","text":"` + attack4Claim + `"}}`)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Replay([]byte(c.body), "application/json"), testSpecs(), nil)
			resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`, nil)
			if resp.StatusCode != http.StatusBadGateway {
				t.Errorf("status %d, want 502", resp.StatusCode)
			}
			if strings.Contains(string(got), "I ran the backup") {
				t.Errorf("the claim in content parts reached the client:\n%s", got)
			}
			if typ := gjson.GetBytes(got, "error.type").String(); typ == "" {
				t.Errorf("no OpenAI-shaped error:\n%s", got)
			}
		})
	}
	t.Run("string content still served", func(t *testing.T) {
		env := newLoopEnv(t, scripted.Replay([]byte(reply(`{"role":"assistant","content":"`+attack4Claim+`"}`)), "application/json"), testSpecs(), nil)
		resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`, nil)
		if resp.StatusCode != http.StatusOK || attack4Unchecked(t, got, false) {
			t.Fatalf("status %d, the plain claim unflagged:\n%s", resp.StatusCode, got)
		}
	})
}

// The same on a stream: a delta whose content or refusal is an array of
// parts ends the stream with an upstream protocol error, never a [DONE]
// after unchecked text.
func TestContentPartsChatStream(t *testing.T) {
	chunk := func(delta string) string {
		return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":null}]}` + "\n\n"
	}
	fin := `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"
	parts := `[{"type":"text","text":"` + attack4Claim + `"}]`
	for _, c := range []struct{ name, body string }{
		{"content parts", chunk(`{"role":"assistant","content":""}`) + chunk(`{"content":`+parts+`}`) + fin},
		{"refusal parts", chunk(`{"role":"assistant","refusal":`+parts+`}`) + fin},
	} {
		t.Run(c.name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Replay([]byte(c.body), "text/event-stream"), testSpecs(), nil)
			_, got := env.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`, nil)
			if strings.Contains(string(got), "I ran the backup") {
				t.Errorf("the claim in content parts reached the client:\n%s", got)
			}
			if strings.Contains(string(got), "[DONE]") {
				t.Errorf("the stream ended as if complete:\n%s", got)
			}
		})
	}
}
