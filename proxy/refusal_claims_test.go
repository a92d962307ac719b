package proxy

import (
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// A claim the model puts in "refusal" (which chat UIs show as the answer)
// reaches the client and is never checked.
func TestAttack4RefusalClaimChecked(t *testing.T) {
	for _, c := range []struct {
		body   string
		stream bool
	}{
		{`{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":"` + attack4Claim + `"},"finish_reason":"stop"}]}`, false},
		{"data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"refusal\":\"" + attack4Claim + "\"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n", true},
	} {
		ct, body := "application/json", `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`
		if c.stream {
			ct, body = "text/event-stream", `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`
		}
		env := newLoopEnv(t, scripted.Replay([]byte(c.body), ct), testSpecs(), nil)
		_, got := env.post(t, body, nil)
		if attack4Unchecked(t, got, c.stream) {
			t.Errorf("stream=%v: the claim in refusal reached the client unflagged:\n%s", c.stream, got)
		}
	}
}

// The same on the Responses API: a refusal content part (JSON), or refusal
// deltas and done events (stream) that differ from what the final response
// holds, reach the client; each copy is checked.
func TestAttack4RefusalClaimCheckedResponses(t *testing.T) {
	msg := func(refusal string) string {
		return `{"type":"message","id":"msg_1","status":"completed","role":"assistant","content":[{"type":"refusal","refusal":"` + refusal + `"}]}`
	}
	resp := func(status, output string) string {
		return `{"id":"resp_1","object":"response","created_at":1,"status":"` + status + `","model":"m","output":[` + output + `],"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`
	}
	ev := func(typ, rest string) string {
		return "event: " + typ + "\ndata: {\"type\":\"" + typ + "\"," + rest + "}\n\n"
	}
	stream := func(delta, done, item, final string) string {
		return ev("response.created", `"sequence_number":0,"response":`+resp("in_progress", "")) +
			ev("response.output_item.added", `"sequence_number":1,"output_index":0,"item":{"type":"message","id":"msg_1","status":"in_progress","role":"assistant","content":[]}`) +
			ev("response.content_part.added", `"sequence_number":2,"item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"refusal","refusal":""}`) +
			ev("response.refusal.delta", `"sequence_number":3,"item_id":"msg_1","output_index":0,"content_index":0,"delta":"`+delta+`"`) +
			ev("response.refusal.done", `"sequence_number":4,"item_id":"msg_1","output_index":0,"content_index":0,"refusal":"`+done+`"`) +
			ev("response.content_part.done", `"sequence_number":5,"item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"refusal","refusal":"`+done+`"}`) +
			ev("response.output_item.done", `"sequence_number":6,"output_index":0,"item":`+msg(item)) +
			ev("response.completed", `"sequence_number":7,"response":`+resp("completed", msg(final)))
	}
	const benign = "I cannot help with that."
	for _, c := range []struct {
		name, body string
		stream     bool
	}{
		{"json", resp("completed", msg(attack4Claim)), false},
		{"stream deltas", stream(attack4Claim, attack4Claim, attack4Claim, attack4Claim), true},
		{"stream done events only", stream(benign, attack4Claim, benign, benign), true},
		{"stream item only", stream(benign, benign, attack4Claim, benign), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ct, body := "application/json", `{"model":"gpt-test","input":"back up"}`
			if c.stream {
				ct, body = "text/event-stream", `{"model":"gpt-test","stream":true,"input":"back up"}`
			}
			env := newLoopEnv(t, scripted.Replay([]byte(c.body), ct), testSpecs(), nil)
			res, got := postResponses(t, env, body, nil)
			if res.StatusCode != 200 {
				t.Fatalf("status %d: %s", res.StatusCode, got)
			}
			if !strings.Contains(shownToClient(got, c.stream), "I ran the backup") {
				t.Fatalf("the refusal did not reach the client (the test shows nothing):\n%s", got)
			}
			var rep gjson.Result
			if c.stream {
				for _, line := range strings.Split(string(got), "\n") {
					if d, ok := strings.CutPrefix(line, "data: "); ok && gjson.Get(d, "type").Str == "response.completed" {
						rep = gjson.Get(d, "response.zc_receipts")
					}
				}
			} else {
				rep = gjson.GetBytes(got, "zc_receipts")
			}
			n := 0
			for _, f := range rep.Get("flags").Array() {
				if f.Get("where").Str == "refusal" {
					n++
				}
			}
			if n != 1 {
				t.Fatalf("want one flag on the refusal, got %d; zc_receipts = %s", n, rep.Raw)
			}
		})
	}
}

// shownToClient is what a client shows of a Responses answer: the body, or
// every event, without the proxy's zc_receipts (whose flags quote the
// claim).
func shownToClient(got []byte, stream bool) string {
	if !stream {
		out, _ := sjson.DeleteBytes(got, "zc_receipts")
		return string(out)
	}
	var b strings.Builder
	for _, line := range strings.Split(string(got), "\n") {
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			d, _ = sjson.Delete(d, "response.zc_receipts")
			b.WriteString(d)
		}
	}
	return b.String()
}
