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

// Attack round 7, Responses API: a message content part of a type the
// proxy does not read ("text" instead of "output_text") passed through
// unchecked while a client may show it. Such a reply or stream is an
// upstream protocol error; output_text and refusal parts are served.
func TestContentPartsResponses(t *testing.T) {
	textPart := `{"type":"text","text":"` + attack4Claim + `"}`
	item := `{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[` + textPart + `]}`
	t.Run("json text part", func(t *testing.T) {
		body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + item + `],"store":false}`
		e := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
		resp, got := postResponses(t, e, `{"model":"m","input":"back up"}`, nil)
		if resp.StatusCode != http.StatusBadGateway || strings.Contains(string(got), "I ran the backup") {
			t.Fatalf("status %d, body %s", resp.StatusCode, got)
		}
	})
	t.Run("json output_text served", func(t *testing.T) {
		body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + atkMsgItem(attack4Claim) + `],"store":false}`
		e := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
		resp, got := postResponses(t, e, `{"model":"m","input":"back up"}`, nil)
		if resp.StatusCode != http.StatusOK || len(gjson.GetBytes(got, "zc_receipts.flags").Array()) == 0 {
			t.Fatalf("status %d, the plain claim unflagged: %s", resp.StatusCode, got)
		}
	})
	streams := map[string][]string{
		"stream text part added": {atkCreated,
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`,
			`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":` + textPart + `}`,
			`{"type":"response.output_item.done","output_index":0,"item":` + item + `}`,
			atkCompleted([]string{item}, "")},
		"stream text part only at done": {atkCreated,
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`,
			`{"type":"response.output_item.done","output_index":0,"item":` + item + `}`,
			atkCompleted([]string{item}, "")},
		"stream text part only in the final response": {atkCreated, atkCompleted([]string{item}, "")},
	}
	for name, events := range streams {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(events...), testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			if strings.Contains(string(got), "I ran the backup") {
				t.Errorf("the text part reached the client:\n%s", got)
			}
			if strings.Contains(string(got), "response.completed") {
				t.Errorf("the stream completed:\n%s", got)
			}
		})
	}
}

// Review of round 7: encoding/json (go-openai) reads member names
// case-blind, so "Content", "MultiContent" or "Choices" carried text a Go
// client shows and the proxy never read. With receipts on such a reply is
// an upstream protocol error, JSON or streamed.
func TestCaseVariantMembersChat(t *testing.T) {
	reply := func(choice string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[` + choice + `]}`
	}
	msg := func(m string) string { return reply(`{"index":0,"message":` + m + `,"finish_reason":"stop"}`) }
	parts := `[{"type":"text","text":"` + attack4Claim + `"}]`
	jsonCases := map[string]string{
		"Content string": msg(`{"role":"assistant","Content":"` + attack4Claim + `"}`),
		"Content parts":  msg(`{"role":"assistant","Content":` + parts + `}`),
		"MultiContent":   msg(`{"role":"assistant","content":"ok","MultiContent":` + parts + `}`),
		"REFUSAL":        msg(`{"role":"assistant","content":null,"REFUSAL":"` + attack4Claim + `"}`),
		"Message":        reply(`{"index":0,"Message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}`),
		"Choices":        `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[],"Choices":[{"index":0,"message":{"role":"assistant","content":"` + attack4Claim + `"},"finish_reason":"stop"}]}`,
	}
	for name, body := range jsonCases {
		t.Run("json "+name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
			resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`, nil)
			if resp.StatusCode != http.StatusBadGateway || strings.Contains(string(got), "I ran the backup") {
				t.Fatalf("status %d, body %s", resp.StatusCode, got)
			}
		})
	}
	chunk := func(choice string) string {
		return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[` + choice + `]}` + "\n\n"
	}
	fin := chunk(`{"index":0,"delta":{},"finish_reason":"stop"}`) + "data: [DONE]\n\n"
	streamCases := map[string]string{
		"Content":      chunk(`{"index":0,"delta":{"role":"assistant","Content":"`+attack4Claim+`"},"finish_reason":null}`) + fin,
		"MultiContent": chunk(`{"index":0,"delta":{"role":"assistant","MultiContent":`+parts+`},"finish_reason":null}`) + fin,
		"Delta":        chunk(`{"index":0,"Delta":{"role":"assistant","content":"`+attack4Claim+`"},"finish_reason":null}`) + fin,
	}
	for name, body := range streamCases {
		t.Run("stream "+name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Replay([]byte(body), "text/event-stream"), testSpecs(), nil)
			_, got := env.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`, nil)
			if strings.Contains(string(got), "I ran the backup") || strings.Contains(string(got), "[DONE]") {
				t.Fatalf("the case-variant member reached the client, or the stream completed:\n%s", got)
			}
		})
	}
}

// A message item with no parts (content null) is no protocol error; one
// whose content is a bare string is (a client may show the string).
func TestResponsesMessageContentShapes(t *testing.T) {
	for _, c := range []struct {
		name, content string
		status        int
	}{
		{"null", `null`, http.StatusOK},
		{"string", `"` + attack4Claim + `"`, http.StatusBadGateway},
	} {
		t.Run(c.name, func(t *testing.T) {
			item := `{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":` + c.content + `}`
			body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + item + `,` + atkMsgItem("Hello.") + `],"store":false}`
			e := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"hi"}`, nil)
			if resp.StatusCode != c.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, c.status, got)
			}
		})
	}
}
