package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestResponsesTextCopies: every copy of a message's text a Responses
// stream carries (the added part and item, output_text.done,
// content_part.done, output_item.done) must be what its output_text
// deltas streamed, the text the loop checks; text in an event for no
// message item the upstream added, or in a part that is not output_text,
// would pass unchecked too. Each such stream is an upstream protocol
// error: the client gets an error and response.failed, never the claim
// and never a completion (SECURITY.md "The Responses API").
func TestResponsesTextCopies(t *testing.T) {
	const claim = "I sent the email to bob@example.com."
	q := fmt.Sprintf("%q", claim)
	// base: created, item added, part added, delta, text done, part done,
	// item done, completed; the deltas say "Hello."
	base := func() []string {
		evs := append([]string{atkCreated}, atkText(0, "Hello.")...)
		return append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, ""))
	}
	with := func(i int, old, repl string) []string {
		evs := base()
		evs[i] = strings.Replace(evs[i], old, repl, 1)
		return evs
	}
	insert := func(i int, ev string) []string {
		evs := base()
		return append(evs[:i], append([]string{ev}, evs[i:]...)...)
	}
	refAdded := `{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":1,"part":{"type":"refusal","refusal":""}}`
	// the deltas, then a refusal part done as output_text, and no
	// output_item.done before the completion
	crossed := func(done string) []string {
		evs := base()
		return append(append([]string{}, evs[:4]...), refAdded, done, evs[7])
	}
	twoParts := fmt.Sprintf(`{"id":"msg_1","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":"Hello."},{"type":"output_text","annotations":[],"text":%s}],"role":"assistant"}`, q)
	cases := map[string][]string{
		"output_text.done":                 with(4, `"text":"Hello."`, `"text":`+q),
		"content_part.done":                with(5, `"text":"Hello."`, `"text":`+q),
		"output_item.done":                 with(6, `"text":"Hello."`, `"text":`+q),
		"done text not string":             with(4, `"text":"Hello."`, `"text":[`+q+`]`),
		"content_part.added":               with(2, `"text":""`, `"text":`+q),
		"output_item.added":                with(1, `"content":[]`, `"content":[{"type":"output_text","annotations":[],"text":`+q+`}]`),
		"item done part unsent":            with(6, atkMsgItem("Hello."), twoParts),
		"delta for no item":                insert(4, `{"type":"response.output_text.delta","item_id":"msg_9","output_index":3,"content_index":0,"delta":`+q+`}`),
		"delta without output_index":       insert(4, `{"type":"response.output_text.delta","item_id":"msg_1","content_index":0,"delta":`+q+`}`),
		"done for no item":                 insert(4, `{"type":"response.output_text.done","item_id":"msg_9","output_index":3,"content_index":0,"text":`+q+`}`),
		"part done for no item":            insert(4, `{"type":"response.content_part.done","item_id":"msg_9","output_index":3,"content_index":0,"part":{"type":"output_text","annotations":[],"text":`+q+`}}`),
		"message done never added":         insert(7, `{"type":"response.output_item.done","output_index":1,"item":`+strings.Replace(atkMsgItem(claim), "msg_1", "msg_2", 1)+`}`),
		"refusal part done as output_text": crossed(`{"type":"response.content_part.done","item_id":"msg_1","output_index":0,"content_index":1,"part":{"type":"output_text","annotations":[],"text":` + q + `}}`),
		"refusal part done with text":      crossed(`{"type":"response.content_part.done","item_id":"msg_1","output_index":0,"content_index":1,"part":{"type":"refusal","refusal":"","text":` + q + `}}`),
		"message never done":               append(base()[:6:6], base()[7]),
		"delta into a refusal part": insert(4,
			`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":1,"part":{"type":"refusal","refusal":""}}`+"\x00"+
				`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":1,"delta":`+q+`}`),
	}
	for name, evs := range cases {
		t.Run(name, func(t *testing.T) {
			var flat []string
			for _, ev := range evs {
				flat = append(flat, strings.Split(ev, "\x00")...)
			}
			e := newLoopEnv(t, respStreamHandler(flat...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"did you email bob?","stream":true}`, nil)
			if strings.Contains(string(got), "I sent the email") {
				t.Errorf("the claim reached the client: %s", got)
			}
			if resp.StatusCode != http.StatusOK {
				return // refused before the stream started
			}
			out := respEvents(t, got)
			if last := out[len(out)-1].Get("type").String(); last != "response.failed" {
				t.Errorf("the stream ended with %s, not response.failed: %v", last, atkEventTypes(out))
			}
		})
	}

	// A consistent stream passes, its done copies carrying the text the
	// deltas streamed (in two deltas here), and the claim is flagged.
	t.Run("consistent", func(t *testing.T) {
		evs := base()
		for i, ev := range evs {
			evs[i] = strings.ReplaceAll(ev, `"Hello."`, q)
		}
		evs[3] = strings.Replace(evs[3], `"delta":`+q, `"delta":"I sent the email "`, 1)
		evs = append(evs[:4], append([]string{`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"to bob@example.com."}`}, evs[4:]...)...)
		e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
		resp, got := postResponses(t, e, `{"model":"m","input":"did you email bob?","stream":true}`, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got)
		}
		out := respEvents(t, got)
		last := out[len(out)-1]
		if last.Get("type").String() != "response.completed" {
			t.Fatalf("ended with %s: %v", last.Get("type"), atkEventTypes(out))
		}
		if !strings.HasPrefix(last.Get("response.output.0.content.0.text").String(), claim) {
			t.Errorf("final text %q", last.Get("response.output.0.content.0.text"))
		}
		flagged := false
		for _, f := range last.Get("response.zc_receipts.flags").Array() {
			flagged = flagged || f.Get("kind").Str == "receipt_less_claim"
		}
		if !flagged {
			t.Errorf("the claim is not flagged: %s", last.Get("response.zc_receipts").Raw)
		}
	})
}

// TestResponsesOutputTextDropped: a response object's output_text (the
// SDKs' joined message text, computed by them from the output; OpenAI
// never sends it) is one more copy of the text the loop never read: an
// upstream's never reaches the client, in a JSON reply or on any event's
// response object, however its key is spelled.
func TestResponsesOutputTextDropped(t *testing.T) {
	const claim = "I sent the email to bob@example.com."
	ot := func(key string) string { return `,"` + key + `":"` + claim + `"` }
	reply := func(key string) string {
		return `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + atkMsgItem("Hello.") +
			`]` + ot(key) + `,"tools":[],"instructions":null,"store":false,"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`
	}
	stream := func(created, completed string) []string {
		evs := append([]string{strings.Replace(atkCreated, `"store":false`, `"store":false`+created, 1)}, atkText(0, "Hello.")...)
		return append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, completed))
	}
	for name, c := range map[string]struct {
		h      http.Handler
		stream bool
	}{
		"json":                     {scripted.Replay([]byte(reply("output_text")), "application/json"), false},
		"json escaped key":         {scripted.Replay([]byte(reply(`\u006futput_text`)), "application/json"), false},
		"stream completed":         {respStreamHandler(stream("", ot("output_text"))...), true},
		"stream completed escaped": {respStreamHandler(stream("", ot(`output\u005ftext`))...), true},
		"stream created":           {respStreamHandler(stream(ot("output_text"), "")...), true},
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, c.h, testSpecs(), nil)
			resp, got := postResponses(t, e, fmt.Sprintf(`{"model":"m","input":"did you email bob?","stream":%v}`, c.stream), nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if strings.Contains(string(got), "I sent the email") {
				t.Errorf("the upstream's output_text reached the client: %s", got)
			}
		})
	}
}
