package proxy

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

const attack4Claim = "I ran the backup with the shell tool and it printed OK."

// attack4Unchecked reports whether got (a chat answer, JSON or SSE) shows
// the claim to a client while the proxy's report flags nothing.
func attack4Unchecked(t *testing.T, got []byte, stream bool) bool {
	t.Helper()
	if !strings.Contains(string(got), "I ran the backup") {
		return false
	}
	var flags []gjson.Result
	if stream {
		for _, c := range parseStream(t, got).finishChunks() {
			flags = append(flags, c.Get("zc_receipts.flags").Array()...)
		}
	} else {
		flags = gjson.GetBytes(got, "zc_receipts.flags").Array()
	}
	return len(flags) == 0
}

// Attack round 4: an upstream reply whose text sits in a choice other than
// choice 0 (a second element of choices, or a chunk whose first element is
// numbered 1). The loop reads and checks choice 0 only, and passed the rest
// through: a client that shows choices[0] by position, or every choice,
// showed the claim with no flag. Now such a reply is an upstream protocol
// error (the proxy asks for one choice).
func TestAttack4ExtraChoiceChat(t *testing.T) {
	chunk := func(choices string) string {
		return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[` + choices + `]}` + "\n\n"
	}
	fin := chunk(`{"index":0,"delta":{},"finish_reason":"stop"}`) + "data: [DONE]\n\n"
	cases := []struct {
		name, body string
		stream     bool
	}{
		{"json second choice", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Hello."},"finish_reason":"stop"},{"index":1,"message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}]}`, false},
		{"json first choice numbered 1", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":1,"message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}]}`, false},
		{"stream second choice", chunk(`{"index":0,"delta":{"role":"assistant","content":"Hello."},"finish_reason":null},{"index":1,"delta":{"content":"`+attack4Claim+`"},"finish_reason":null}`) + fin, true},
		{"stream choice 1 first", chunk(`{"index":1,"delta":{"content":"`+attack4Claim+`"},"finish_reason":null},{"index":0,"delta":{"role":"assistant","content":"Hello."},"finish_reason":null}`) + fin, true},
		{"stream repeated index", chunk(`{"index":0,"index":1,"delta":{"role":"assistant","content":"`+attack4Claim+`"},"finish_reason":null}`) + fin, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ct := "application/json"
			body := `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`
			if c.stream {
				ct = "text/event-stream"
				body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`
			}
			env := newLoopEnv(t, scripted.Replay([]byte(c.body), ct), testSpecs(), nil)
			_, got := env.post(t, body, nil)
			if attack4Unchecked(t, got, c.stream) {
				t.Fatalf("the claim in another choice reached the client unflagged:\n%s", got)
			}
		})
	}
}

// Attack round 4: a non-streaming chat reply that repeats a member. The
// proxy read the first copy (gjson), the client the last (JSON.parse,
// encoding/json): a second "content", a "cont\u0065nt", or a second
// "choices" carried a claim the proxy never checked. Now a reply that
// repeats a member is an upstream protocol error, as on the Responses API.
func TestAttack4RepeatedMemberChatJSON(t *testing.T) {
	msg := func(m string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":` + m + `,"finish_reason":"stop"}]}`
	}
	for name, body := range map[string]string{
		"content":         msg(`{"role":"assistant","content":"Hello.","content":"` + attack4Claim + `"}`),
		"escaped content": msg(`{"role":"assistant","content":"Hello.","cont\u0065nt":"` + attack4Claim + `"}`),
		"message":         `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Hello."},"message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}]}`,
		"choices":         `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Hello."},"finish_reason":"stop"}],"choices":[{"index":0,"message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
			_, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`, nil)
			if attack4Unchecked(t, got, false) {
				t.Fatalf("the repeated member's claim reached the client unflagged:\n%s", got)
			}
		})
	}
}
