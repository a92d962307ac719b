package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestLifecycleResponseNotObject: a lifecycle event whose response is not
// an object is refused; it used to go out as {:"x"}, which is no JSON.
func TestLifecycleResponseNotObject(t *testing.T) {
	for _, ev := range []string{
		`{"type":"response.created","response":"x"}`,
		`{"type":"response.in_progress","response":[1,2]}`,
		`{"type":"response.failed","response":7}`,
	} {
		rw := &Rewriter{}
		out, err := rw.Feed([]byte(ev))
		if err == nil {
			t.Errorf("%s: forwarded %q", ev, out)
		}
	}
}

// TestFeedKeepsNoAlias: what the rewriter keeps of an event (item, message
// id) survives the caller reusing the event's buffer, as the SSE reader
// does.
func TestFeedKeepsNoAlias(t *testing.T) {
	rw := &Rewriter{IsServer: func(string) bool { return false }}
	buf := make([]byte, 0, 4096)
	send := func(s string) {
		buf = append(buf[:0], s...)
		if _, err := rw.Feed(buf); err != nil {
			t.Fatal(err)
		}
		for i := range buf {
			buf[i] = 'Z'
		}
	}
	send(`{"type":"response.created","response":{"id":"resp_1","output":[]}}`)
	send(`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","content":[]}}`)
	send(`{"type":"response.output_item.done","output_index":1,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`)
	send(`{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"hi"}`)
	send(`{"type":"response.output_item.done","output_index":0,"item":{"id":"msg_1","type":"message","content":[{"type":"output_text","annotations":[],"text":"hi"}]}}`)
	send(`{"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[]}}`)
	out, err := rw.Finish("", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := dataOf(out)
	final := gjson.ParseBytes(d[len(d)-1]).Get("response.output")
	if strings.Contains(final.Raw, "ZZ") || final.Get("0.id").Str != "msg_1" || final.Get("1.id").Str != "rs_1" || final.Get("0.content.0.text").Str != "hi" {
		t.Fatalf("final output aliases the fed buffer: %s", final.Raw)
	}
}
